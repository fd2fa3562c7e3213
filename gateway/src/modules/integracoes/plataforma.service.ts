import { MENSAGENS_INTEGRACAO } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, naoAutenticado } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { creditar } from '../pontos/pontos.service';
import type * as esquemas from './integracoes.esquemas';
import { diaSql } from '../../core/calendario';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Points from partner platforms (SW PRO Cursos, Ache Seu Pintor): an integrator credits a member
 * by CPF with its own reference; the reference makes the call idempotent, also under parallel
 * sends (docs/integracoes-e-chave-nfce.md).
 */

export interface ResultadoPontuacaoPlataforma {
  mensagem: string;
  id: string;
  plataforma: string;
  referencia: string;
  pontos: number;
  enviadoEm: Date;
  /** true when the reference had already been received: the original credit, nothing new. */
  duplicada: boolean;
}

/**
 * The credit already received under this reference, or null. A replay is the same request sent
 * again (same member, same points) and answers with the original; the same reference with other
 * points or another member is a different credit reusing a reference, refused with 409 rather
 * than answered as if it had been applied (docs/decisoes.md).
 */
async function original(
  ctx: RequestContext,
  plataforma: string,
  referencia: string,
  pedido: { cpf: string; pontos: number },
): Promise<ResultadoPontuacaoPlataforma | null> {
  const [l] = await ctx.manager.query<{ id: string; plataforma: string; referencia: string; pontos: string; enviado_em: Date; cpf: string }[]>(
    `SELECT pp.id, pp.plataforma, pp.referencia, pp.pontos, pp.enviado_em, p.cpf
       FROM pontuacoes_plataforma pp JOIN parceiros p ON p.id = pp.parceiro_id WHERE pp.plataforma = $1 AND pp.referencia = $2`,
    [plataforma, referencia],
  );
  if (!l) return null;
  if (Number(l.pontos) !== pedido.pontos || String(l.cpf) !== pedido.cpf) throw conflito(MENSAGENS_INTEGRACAO.referenciaDivergente);
  return {
    mensagem: MENSAGENS_INTEGRACAO.jaRecebida,
    id: String(l.id),
    plataforma: l.plataforma,
    referencia: l.referencia,
    pontos: Number(l.pontos),
    enviadoEm: l.enviado_em,
    duplicada: true,
  };
}

/** POST /api/integracoes/pontuacoes {cpf, pontos, referencia, descricao?, plataforma?} with X-Api-Key. */
export async function creditarPontosPlataforma(ctx: RequestContext, entrada: Entrada<typeof esquemas.creditar>): Promise<ResultadoPontuacaoPlataforma> {
  const chave = ctx.integrador;
  if (!chave) throw naoAutenticado(MENSAGENS_INTEGRACAO.chaveInvalida);
  const plataforma = chave.plataforma;
  if (entrada.plataforma !== undefined && entrada.plataforma !== plataforma) {
    throw entradaInvalida(MENSAGENS_INTEGRACAO.plataformaDivergente);
  }
  const { referencia, cpf, pontos } = entrada;
  const descricao = entrada.descricao ?? null;
  const jaRecebida = await original(ctx, plataforma, referencia, { cpf, pontos });
  if (jaRecebida) return jaRecebida;

  return emTransacao(ctx, async (tx) => {
    const [membro] = await tx.manager.query<{ id: number }[]>(`SELECT id FROM parceiros WHERE cpf = $1 AND ativo`, [cpf]);
    if (!membro) throw entradaInvalida(MENSAGENS_INTEGRACAO.cpfNaoEncontrado);
    // The unique (plataforma, referencia) decides: a parallel send of the same reference waits for
    // this one to commit, inserts nothing and answers with the original below.
    const [nova] = await tx.manager.query<{ id: string; enviado_em: Date }[]>(
      `INSERT INTO pontuacoes_plataforma (parceiro_id, plataforma, referencia, pontos, descricao, chave_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (plataforma, referencia) DO NOTHING RETURNING id, enviado_em`,
      [membro.id, plataforma, referencia, pontos.toFixed(2), descricao, chave.id],
    );
    if (!nova) return (await original(tx, plataforma, referencia, { cpf, pontos }))!;
    const mov = await creditar(tx, {
      parceiroId: membro.id,
      pontos,
      tipo: 'credito_plataforma',
      origem: { tipo: 'pontuacao_plataforma', id: nova.id },
      motivo: `${plataforma}: ${descricao ?? referencia}`,
    });
    await tx.manager.query<Alteracao>(`UPDATE pontuacoes_plataforma SET movimento_id = $2 WHERE id = $1`, [nova.id, mov.id]);
    return {
      mensagem: MENSAGENS_INTEGRACAO.creditados,
      id: String(nova.id),
      plataforma,
      referencia,
      pontos,
      enviadoEm: nova.enviado_em,
      duplicada: false,
    };
  });
}

export interface PontuacaoSwpro {
  id: string;
  plataforma: string;
  totalPontos: number;
  dataEnvio: Date;
  descricao: string | null;
  /** YYYY-MM-DD (São Paulo), like every venceEm. */
  venceEm: string | null;
}

/** GET /api/pontuacoes/swpro: the signed-in member's platform points, newest first, with when they expire. */
export async function minhasPontuacoesPlataforma(ctx: RequestContext): Promise<PontuacaoSwpro[]> {
  const membro = ctx.parceiro;
  if (!membro) throw naoAutenticado();
  const linhas = await ctx.manager.query<
    { id: string; plataforma: string; pontos: string; enviado_em: Date; descricao: string | null; vence_em: string | null }[]
  >(
    `SELECT pp.id, pp.plataforma, pp.pontos, pp.enviado_em, pp.descricao, ${diaSql('l.vence_em')} AS vence_em
       FROM pontuacoes_plataforma pp LEFT JOIN lotes_pontos l ON l.movimento_id = pp.movimento_id
      WHERE pp.parceiro_id = $1 ORDER BY pp.enviado_em DESC, pp.id DESC LIMIT 500`,
    [membro.id],
  );
  return linhas.map((l) => ({
    id: String(l.id),
    plataforma: l.plataforma,
    totalPontos: Number(l.pontos),
    dataEnvio: l.enviado_em,
    descricao: l.descricao,
    venceEm: l.vence_em,
  }));
}
