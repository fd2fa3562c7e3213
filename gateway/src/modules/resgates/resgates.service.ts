import crypto from 'node:crypto';
import { MENSAGENS, MENSAGENS_OFERTAS, somenteDigitos, telefoneValido } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, naoEncontrado, proibido } from '../../core/errors';
import { debitar } from '../pontos/pontos.service';
import { paraCentesimos } from '../pontos/pontos.regras';
import { cartaoMembroDTO, cartaoParaCredito } from '../cartoes/cartoes.service';
import { LinhaCartao } from '../cartoes/cartao.types';
import { RESGATES_NA_SEMANA_SQL, verificarVouchers } from './resgates.voucher-config';
import { preVerificar } from './resgates.pre-verificacao';
import { guardarResposta, respostaAnterior, violouIdempotencia } from './resgates.idempotencia';
import { config } from '../../runtime';
import { LinhaResgate, ResgateDTO, ResultadoResgateDTO } from './resgate.types';
import { buscarResgate, lerIdResgate, resgateDTO, SELECT_RESGATES } from './resgates.consulta';
import { localizarResgatavel } from './resgataveis';
import { INICIO_DA_SEMANA_SQL, INICIO_DO_MES_SQL, MESMO_PREMIO_POR_MES, OPERADORAS, RESGATES_POR_PARCEIRO_OFERTA } from './resgates.regras';
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
  const operadora = OPERADORAS.find((o) => o.toLowerCase() === String(p.operadora ?? '').trim().toLowerCase());
  if (!operadora) throw entradaInvalida(MENSAGENS.selecioneOperadora);
  const celular = somenteDigitos(String(p.celular ?? ''));
  if (!celular) throw entradaInvalida(MENSAGENS.informeCelular);
  if (!telefoneValido(celular)) throw entradaInvalida('Celular inválido');
  return `${operadora} ${celular}`;
}

const novoCodigo = () => crypto.randomBytes(8).toString('hex').toUpperCase().slice(0, 12);

/** POST /api/resgatar {codigoPremio, qtde, obs} → {saldoNovo, cartao}. */
export async function resgatar(ctx: RequestContext, pedido: PedidoResgate): Promise<ResultadoResgateDTO> {
  const quem = membro(ctx);
  const codigo = pedido.codigoPremio;
  const obsLivre = pedido.obs ?? '';
  const chave = pedido.chaveIdempotencia ?? null;

  try {
    // A repeat of a stored key must get its first answer, not a quick refusal.
    if (!chave) await preVerificar(ctx, quem.id, codigo);
    return await resgatarNaTransacao(ctx, quem.id, codigo, chave, obsLivre, pedido);
  } catch (e) {
    // Two requests with one key that both got past the check: the unique index kept one.
    if (chave && violouIdempotencia(e)) {
      const anterior = await respostaAnterior(ctx, quem.id, chave, codigo);
      if (anterior) return anterior;
    }
    throw e;
  }
}

function resgatarNaTransacao(ctx: RequestContext, parceiroId: number, codigo: string, chave: string | null, obsLivre: string, pedido: PedidoResgate): Promise<ResultadoResgateDTO> {
  const quem = { id: parceiroId };
  return emTransacao(ctx, async (tx) => {
    // The member lock first (the ledger takes the same lock again in this transaction).
    const [m] = await tx.manager.query(
      `SELECT p.id, p.ativo, p.saldo_pontos, p.revenda_id, v.resgate_liberado, v.ativo AS revenda_ativa
         FROM parceiros p JOIN revendas v ON v.id = p.revenda_id WHERE p.id = $1 FOR NO KEY UPDATE OF p`,
      [quem.id],
    );
    if (!m || !m.ativo) throw proibido();
    if (chave) {
      const anterior = await respostaAnterior(tx, quem.id, chave, codigo);
      if (anterior) return anterior;
    }
    if (!m.resgate_liberado || !m.revenda_ativa) throw entradaInvalida(MENSAGENS.resgateNaoLiberado);
    // A programme prize or a catalogue offer (resgataveis.ts): one path for both.
    const premio = await localizarResgatavel(tx, codigo);
    if (!premio) throw naoEncontrado(MENSAGENS.premioNaoEncontrado);
    if (!(premio.pontos > 0)) throw entradaInvalida(MENSAGENS.premioIndisponivel);
    const premioId = premio.origem === 'premio' ? premio.id : null;
    const ofertaId = premio.origem === 'oferta' ? premio.id : null;

    let pontos = premio.pontos;
    let opcao = '';
    let cartao: LinhaCartao | null = null;
    if (premio.tipo === 'credito') cartao = await cartaoParaCredito(tx, quem.id, pedido.nomeCompleto);
    if (premio.tipo === 'bivolt') {
      opcao = voltagemDe(pedido);
      if (opcao === '220V') {
        if (!(Number(premio.pontosAlternativo) > 0)) throw entradaInvalida(MENSAGENS.premioIndisponivel);
        pontos = Number(premio.pontosAlternativo);
      }
    }
    if (premio.tipo === 'recarga') opcao = recargaDe(pedido);

    // This month's and this week's redemptions in one read (the week may start in the previous month).
    const [contagem] = await tx.manager.query(
      `SELECT count(*) FILTER (WHERE resgatado_em >= ${INICIO_DO_MES_SQL})::int AS mes,
              count(*) FILTER (WHERE resgatado_em >= ${INICIO_DO_MES_SQL} AND (premio_id = $2 OR oferta_id = $3))::int AS mesmo,
              ${RESGATES_NA_SEMANA_SQL} AS semana
         FROM resgates WHERE parceiro_id = $1 AND status <> 3 AND resgatado_em >= LEAST(${INICIO_DO_MES_SQL}, ${INICIO_DA_SEMANA_SQL})`,
      [quem.id, premioId, ofertaId],
    );
    if (contagem.mes >= config().resgatesPorMes) throw conflito(MENSAGENS.limiteResgatesMes(config().resgatesPorMes));
    await verificarVouchers(tx, contagem.semana);
    if (contagem.mesmo >= MESMO_PREMIO_POR_MES) throw conflito(MENSAGENS.limitePremioMes);
    // "1 per partner" (spec 3 §1): offers of one partner, ever, cancelled ones not counted (docs/ofertas-e-catalogo.md).
    if (premio.parceiro) {
      const [doParceiro] = await tx.manager.query(
        `SELECT count(*)::int AS n FROM resgates r JOIN ofertas o ON o.id = r.oferta_id
          WHERE r.parceiro_id = $1 AND r.status <> 3 AND lower(o.parceiro_nome) = lower($2)`,
        [quem.id, premio.parceiro],
      );
      if (doParceiro.n >= RESGATES_POR_PARCEIRO_OFERTA) throw conflito(MENSAGENS_OFERTAS.limiteParceiro(premio.parceiro));
    }

    // The member's choice has its own column: the staff note (obs) starts empty and never replaces it.
    const escolha = [opcao, obsLivre].filter(Boolean).join(' — ') || null;
    const [r] = await tx.manager.query(
      `INSERT INTO resgates (redemption_code, parceiro_id, revenda_id, premio_id, oferta_id, qtde, pontos_gastos, saldo_anterior, escolha_membro)
       VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8) RETURNING id`,
      [novoCodigo(), quem.id, m.revenda_id, premioId, ofertaId, pontos, m.saldo_pontos, escolha],
    );
    const mov = await debitar(tx, { parceiroId: quem.id, pontos, tipo: 'debito_resgate', origem: { tipo: 'resgate', id: r.id }, motivo: `Resgate ${codigo}` });
    await tx.manager.query(`UPDATE resgates SET movimento_id = $2, cartao_id = $3 WHERE id = $1`, [r.id, mov.id, cartao?.id ?? null]);
    // The member has been locked since the start and the debit took exactly `pontos`.
    const saldoNovo = (paraCentesimos(m.saldo_pontos) - paraCentesimos(pontos)) / 100;
    const resposta = { saldoNovo, cartao: cartao ? cartaoMembroDTO(cartao) : null, id: r.id, mensagem: MENSAGENS.resgateRealizado };
    await guardarResposta(tx, r.id, chave, codigo, resposta);
    return resposta;
  });
}

/** GET /api/resgates for a member: their own, newest first. */
export async function meusResgates(ctx: RequestContext): Promise<ResgateDTO[]> {
  const quem = membro(ctx);
  const linhas: LinhaResgate[] = await ctx.manager.query(
    `${SELECT_RESGATES} WHERE r.parceiro_id = $1 ORDER BY r.resgatado_em DESC, r.id DESC LIMIT 500`, [quem.id]);
  return linhas.map(resgateDTO);
}

/** GET /api/resgates/{id} for a member: another member's redemption does not exist for them (404). */
export async function meuResgate(ctx: RequestContext, id: unknown): Promise<ResgateDTO> {
  const quem = membro(ctx);
  return buscarResgate(ctx, lerIdResgate(id), 'r.parceiro_id = $2', [quem.id]);
}
