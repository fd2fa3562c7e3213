import crypto from 'node:crypto';
import { MENSAGENS_CONTAS as M, PLATAFORMA_INDICACAO_CADASTRO, pontosDaIndicacao } from '@sw/common';
import { RequestContext } from '../../core/context';
import { naoAutenticado, naoEncontrado } from '../../core/errors';
import { OpcoesLista, Pagina, paginar, PedidoLista } from '../../core/listagem';
import { config } from '../../runtime';
import { creditar } from '../pontos/pontos.service';
import { IndicacaoDTO, MeuCodigoIndicacaoDTO, ResumoIndicacoesDTO } from './indicacoes.types';
import type { Alteracao, SemLinhas } from '../../db/resultado-sql';

/**
 * Referrals (spec 3 §2.17; docs/codigos-indicacoes-e-contas.md). A member registered with another
 * member's referral code in quemIndicou is that member's referral. The referral becomes valid with
 * the referred member's first credited sale, and only then the referrer earns the platform's
 * points, through the ledger, once.
 */

const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud and typed by hand

function codigoAleatorio(): string {
  const bytes = crypto.randomBytes(8);
  return 'SW' + Array.from(bytes, (b) => ALFABETO[b % ALFABETO.length]).join('');
}

/**
 * Gives a member a referral code when they have none (new registrations, members created by staff).
 * 32^8 codes make a collision unlikely; a taken code is simply drawn again (checked first, since a
 * failed statement would abort the caller's transaction).
 */
export async function garantirCodigo(ctx: RequestContext, parceiroId: number): Promise<string> {
  const [atual] = await ctx.manager.query<{ id_indicacao: string | null }[]>(`SELECT id_indicacao FROM parceiros WHERE id = $1`, [parceiroId]);
  if (!atual) throw naoAutenticado();
  if (atual.id_indicacao) return atual.id_indicacao;
  let codigo = codigoAleatorio();
  while ((await ctx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM parceiros WHERE id_indicacao = $1`, [codigo])).length) codigo = codigoAleatorio();
  // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
  const [[l]] = await ctx.manager.query<Alteracao<{ id_indicacao: string }>>(
    `UPDATE parceiros SET id_indicacao = COALESCE(id_indicacao, $2) WHERE id = $1 RETURNING id_indicacao`,
    [parceiroId, codigo],
  );
  return l.id_indicacao;
}

/**
 * Records who referred a member just registered (same transaction). quemIndicou is free text
 * (a name or a code): only an existing member's referral code makes a referral.
 */
export async function registrarIndicacao(tx: RequestContext, indicadoId: number, quemIndicou: string | null): Promise<number | null> {
  const codigo = quemIndicou?.trim().toUpperCase();
  if (!codigo || codigo.length > 20) return null;
  const [indicador] = await tx.manager.query<{ id: number }[]>(`SELECT id FROM parceiros WHERE upper(id_indicacao) = $1 AND id <> $2`, [codigo, indicadoId]);
  if (!indicador) return null;
  await tx.manager.query<SemLinhas>(`INSERT INTO indicacoes (indicador_id, indicado_id, plataforma) VALUES ($1, $2, $3) ON CONFLICT (indicado_id) DO NOTHING`, [
    indicador.id,
    indicadoId,
    PLATAFORMA_INDICACAO_CADASTRO,
  ]);
  return indicador.id;
}

/**
 * Called where a sale is credited (vendas.service), inside its transaction: the referred member's
 * first credited sale validates their referral and credits the referrer. The conditional UPDATE
 * takes the referral's row lock, so of two sales committing at once only one flips it; the ledger's
 * unique (tipo, origem) is the second guard. No cycle of locks is possible: a referrer always
 * registered before the member they referred.
 */
export async function validarIndicacao(tx: RequestContext, indicadoId: number): Promise<void> {
  await validarIndicacoes(tx, [indicadoId]);
}

/** The same for many members at once (the sales spreadsheet): one statement finds the referrals still to validate. */
export async function validarIndicacoes(tx: RequestContext, indicadoIds: number[]): Promise<void> {
  if (!indicadoIds.length) return;
  const [validadas] = await tx.manager.query<Alteracao<{ id: string; indicador_id: number; plataforma: string }>>(
    `UPDATE indicacoes SET validado = true, validado_em = now() WHERE indicado_id = ANY($1::int[]) AND NOT validado RETURNING id, indicador_id, plataforma`,
    [indicadoIds],
  );
  for (const ind of validadas) {
    const pontos = pontosDaIndicacao(ind.plataforma);
    if (pontos <= 0) continue;
    const mov = await creditar(tx, {
      parceiroId: ind.indicador_id,
      pontos,
      tipo: 'credito_indicacao',
      origem: { tipo: 'indicacao', id: ind.id },
      motivo: `Indicação válida (${ind.plataforma})`,
    });
    await tx.manager.query<Alteracao>(`UPDATE indicacoes SET movimento_id = $2 WHERE id = $1`, [ind.id, mov.id]);
  }
}

function membro(ctx: RequestContext) {
  if (!ctx.parceiro) throw naoAutenticado();
  return ctx.parceiro;
}

/** The member's own referral code and the link to share it. */
export async function meuCodigo(ctx: RequestContext): Promise<MeuCodigoIndicacaoDTO> {
  const codigo = await garantirCodigo(ctx, membro(ctx).id);
  return { codigo, link: `${config().urlPublica}/cadastrar?quemIndicou=${encodeURIComponent(codigo)}` };
}

export const OPCOES: OpcoesLista = {
  ordenaveis: { nome: 'lower(p.nome)', validado: 'i.validado', criadoEm: 'i.criado_em' },
  padrao: { campo: 'criadoEm', direcao: 'DESC' },
};

/** Another member's CPF is never sent whole: ***.456.789-** */
const mascararCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

/** GET /api/indicacoes/{referralCode}: only the member's own code; paged. */
export async function minhas(ctx: RequestContext, codigo: string, pedido: PedidoLista): Promise<Pagina<IndicacaoDTO>> {
  const eu = membro(ctx);
  const [dono] = await ctx.manager.query<{ id_indicacao: string | null }[]>(`SELECT id_indicacao FROM parceiros WHERE id = $1`, [eu.id]);
  if (!dono?.id_indicacao || codigo.toUpperCase() !== dono.id_indicacao.toUpperCase()) {
    // 404, not 403: another member's code is treated as one that does not exist for this caller.
    throw naoEncontrado(M.indicacaoSomenteSua);
  }
  const qb = ctx.manager
    .createQueryBuilder()
    .select([
      'i.id AS id',
      'p.nome AS nome',
      'p.cpf AS cpf',
      'p.celular AS celular',
      'i.validado AS validado',
      'i.plataforma AS plataforma',
      'i.criado_em AS criado_em',
    ])
    .from('indicacoes', 'i')
    .innerJoin('parceiros', 'p', 'p.id = i.indicado_id')
    .where('i.indicador_id = :eu', { eu: eu.id });
  const pagina = await paginar(qb, pedido, { ...OPCOES, desempate: 'i.id' });
  return {
    ...pagina,
    linhas: (pagina.linhas as LinhaIndicacao[]).map((l): IndicacaoDTO => ({
      id: String(l.id),
      nome: l.nome,
      cpf: mascararCpf(l.cpf),
      celular: l.celular,
      validado: l.validado,
      plataforma: l.plataforma,
      criadoEm: l.criado_em,
    })),
  };
}

/** A row of the referrals list query. */
interface LinhaIndicacao {
  id: string | number;
  nome: string;
  cpf: string;
  celular: string | null;
  validado: boolean;
  plataforma: string;
  criado_em: Date;
}

/** The signed-in member's valid referrals and the points they earned. */
export async function resumo(ctx: RequestContext): Promise<ResumoIndicacoesDTO> {
  const [r] = await ctx.manager.query<{ validas: number; pontos: number }[]>(
    `SELECT count(*) FILTER (WHERE i.validado)::int AS validas, COALESCE(sum(m.pontos), 0)::int AS pontos
     FROM indicacoes i LEFT JOIN movimentos_pontos m ON m.id = i.movimento_id WHERE i.indicador_id = $1`,
    [membro(ctx).id],
  );
  return r;
}
