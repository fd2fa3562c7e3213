import crypto from 'node:crypto';
import { MENSAGENS, MENSAGENS_CARTOES, MENSAGENS_OFERTAS, MENSAGENS_RESGATES_PAINEL, somenteDigitos, telefoneValido } from '@sw/common';
import { RequestContext } from '../../core/context';
import { conflito, entradaInvalida, ErroApp, naoEncontrado, proibido } from '../../core/errors';
import { recusaSql } from '../../db/recusa-sql';
import { erroDoRazao } from '../pontos/pontos.service';
import { paraCentesimos } from '../pontos/pontos.regras';
import { cartaoMembroDTO } from '../cartoes/cartoes.service';
import { LinhaCartao } from '../cartoes/cartao.types';
import { respostaAnterior, violouIdempotencia } from './resgates.idempotencia';
import { config } from '../../runtime';
import { LinhaResgate, ResgateDTO, ResultadoResgateDTO } from './resgate.types';
import { buscarResgate, lerIdResgate, resgateDTO, SELECT_RESGATES } from './resgates.consulta';
import { MESMO_PREMIO_POR_MES, OPERADORAS, RESGATES_POR_PARCEIRO_OFERTA } from './resgates.regras';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './resgates.esquemas';

/**
 * A member redeems a prize (spec 1 §7, spec 3 §2.8). The member row is locked first, so the
 * balance check, the monthly limits and the debit see one member's redemptions one at a time:
 * parallel redemptions can neither overdraw nor exceed a limit (docs/premios-e-resgates.md).
 */

export type PedidoResgate = Entrada<typeof esquemas.resgatar>;

function membro(ctx: RequestContext) {
  const p = ctx.parceiro;
  if (!p) throw proibido();
  return p;
}

/** The option text of a bivolt prize: 110V by default (spec 3 §2.8). */
function voltagemDe(p: PedidoResgate): '110V' | '220V' {
  const v = String(p.voltagem ?? p.obs ?? '').toUpperCase();
  if (!v.trim() || /\b110\s*V?\b/.test(v)) return '110V';
  if (/\b220\s*V?\b/.test(v)) return '220V';
  throw entradaInvalida(MENSAGENS.selecioneVoltagem);
}

function recargaDe(p: PedidoResgate): string {
  const operadora = OPERADORAS.find(
    (o) =>
      o.toLowerCase() ===
      String(p.operadora ?? '')
        .trim()
        .toLowerCase(),
  );
  if (!operadora) throw entradaInvalida(MENSAGENS.selecioneOperadora);
  const celular = somenteDigitos(String(p.celular ?? ''));
  if (!celular) throw entradaInvalida(MENSAGENS.informeCelular);
  if (!telefoneValido(celular)) throw entradaInvalida('Celular inválido');
  return `${operadora} ${celular}`;
}

const novoCodigo = () => crypto.randomBytes(8).toString('hex').toUpperCase().slice(0, 12);

/** A field's reading or the refusal it gets: sw_resgatar raises the refusal only for a prize of that type. */
function ler(f: () => string): { valor: string | null; erro: string | null } {
  try {
    return { valor: f(), erro: null };
  } catch (e) {
    if (e instanceof ErroApp) return { valor: null, erro: e.message };
    throw e;
  }
}

/** The full name a card request is embossed with (at least two words), or null when it is not one. */
function nomeDoCartao(nomeCompleto: unknown): string | null {
  const nome = typeof nomeCompleto === 'string' ? nomeCompleto.trim().replace(/\s+/g, ' ') : '';
  return nome && nome.split(' ').length >= 2 && nome.length <= 160 ? nome : null;
}

/** sw_resgatar's refusals (db/recusa-sql.ts) in the catalogue's words; the ledger's come from erroDoRazao. */
const RECUSAS = new Map<string, (detalhe: string) => ErroApp>([
  ['proibido', () => proibido()],
  ['chave_outro_premio', () => conflito(MENSAGENS_RESGATES_PAINEL.chaveIdempotenciaOutroPremio)],
  ['resgate_nao_liberado', () => entradaInvalida(MENSAGENS.resgateNaoLiberado)],
  ['premio_nao_encontrado', () => naoEncontrado(MENSAGENS.premioNaoEncontrado)],
  ['oferta_expirada', (dia) => entradaInvalida(MENSAGENS_OFERTAS.ofertaExpirada(dia))],
  ['premio_indisponivel', () => entradaInvalida(MENSAGENS.premioIndisponivel)],
  ['entrada', (texto) => entradaInvalida(texto)],
  ['informe_nome_completo', () => entradaInvalida(MENSAGENS_CARTOES.informeNomeCompleto)],
  ['limite_mes', (n) => conflito(MENSAGENS.limiteResgatesMes(Number(n)))],
  ['vouchers_desativados', () => entradaInvalida(MENSAGENS_RESGATES_PAINEL.vouchersDesativados)],
  ['limite_semanal', (n) => conflito(MENSAGENS_RESGATES_PAINEL.limiteSemanal(Number(n)))],
  ['limite_premio_mes', () => conflito(MENSAGENS.limitePremioMes)],
  ['limite_parceiro', (parceiro) => conflito(MENSAGENS_OFERTAS.limiteParceiro(parceiro))],
]);

function erroDaRecusa(e: unknown): unknown {
  const recusa = recusaSql(e);
  if (!recusa) return e;
  return RECUSAS.get(recusa.chave)?.(recusa.detalhe) ?? erroDoRazao(recusa) ?? e;
}

interface LinhaResgatar {
  o_resgate: number | null;
  o_saldo_novo: string | null;
  o_resposta: (ResultadoResgateDTO & { codigoPremio?: string }) | null;
  /** to_jsonb of the cartoes row: numeric saldo as a JSON number, timestamps as ISO text. */
  o_cartao: (Omit<LinhaCartao, 'saldo' | 'atualizado_em'> & { saldo: number; atualizado_em: string | null }) | null;
}

/**
 * POST /api/resgatar {codigoPremio, qtde, obs} → {saldoNovo, cartao}. One statement: sw_resgatar
 * (migration 1764900000000-ResgateNumaChamada, replaced by 1764960000000-OfertasValidade) applies the rules of docs/premios-e-resgates.md in
 * their order under the member lock and debits through the ledger's sw_debitar_travado. What is
 * read from the request alone (voltage, operator and mobile, the card name) is read here first.
 */
export async function resgatar(ctx: RequestContext, pedido: PedidoResgate): Promise<ResultadoResgateDTO> {
  const quem = membro(ctx);
  const codigo = pedido.codigoPremio;
  const chave = pedido.chaveIdempotencia ?? null;
  const voltagem = ler(() => voltagemDe(pedido));
  const recarga = ler(() => recargaDe(pedido));
  const ator = ctx.ator;
  let linha: LinhaResgatar;
  try {
    [linha] = await ctx.manager.query<LinhaResgatar[]>(
      `SELECT o_resgate, o_saldo_novo, o_resposta, o_cartao
         FROM sw_resgatar($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        quem.id,
        codigo,
        chave,
        novoCodigo(),
        voltagem.valor,
        voltagem.erro,
        recarga.valor,
        recarga.erro,
        pedido.obs ?? '',
        nomeDoCartao(pedido.nomeCompleto),
        config().resgatesPorMes,
        MESMO_PREMIO_POR_MES,
        RESGATES_POR_PARCEIRO_OFERTA,
        ator?.tipo ?? 'sistema',
        ator?.id ?? null,
        ator?.nome ?? null,
        ctx.requestId ?? null,
        MENSAGENS.resgateRealizado,
      ],
    );
  } catch (e) {
    // Two requests with one key that both got past the check: the unique index kept one.
    if (chave && violouIdempotencia(e)) {
      const anterior = await respostaAnterior(ctx, quem.id, chave, codigo);
      if (anterior) return anterior;
    }
    throw erroDaRecusa(e);
  }
  if (linha.o_resposta) {
    const { codigoPremio: _codigo, ...anterior } = linha.o_resposta;
    return anterior;
  }
  const c = linha.o_cartao;
  const cartao = c ? cartaoMembroDTO({ ...c, saldo: String(c.saldo), atualizado_em: c.atualizado_em ? new Date(c.atualizado_em) : null }) : null;
  return { saldoNovo: paraCentesimos(linha.o_saldo_novo!) / 100, cartao, id: linha.o_resgate!, mensagem: MENSAGENS.resgateRealizado };
}

/** GET /api/resgates for a member: their own, newest first. */
export async function meusResgates(ctx: RequestContext): Promise<ResgateDTO[]> {
  const quem = membro(ctx);
  const linhas = await ctx.manager.query<LinhaResgate[]>(`${SELECT_RESGATES} WHERE r.parceiro_id = $1 ORDER BY r.resgatado_em DESC, r.id DESC LIMIT 500`, [
    quem.id,
  ]);
  return linhas.map(resgateDTO);
}

/** GET /api/resgates/{id} for a member: another member's redemption does not exist for them (404). */
export async function meuResgate(ctx: RequestContext, id: unknown): Promise<ResgateDTO> {
  const quem = membro(ctx);
  return buscarResgate(ctx, lerIdResgate(id), 'r.parceiro_id = $2', [quem.id]);
}
