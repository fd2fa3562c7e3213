import { RequestContext } from '../../core/context';
import type { SemLinhas } from '../../db/resultado-sql';

/**
 * Observations, anti-fraud releases and stock entries (table relatorios_anotacoes): append-only,
 * so each has its history (spec 2 §3: nome, criadoEm, parametros.*). The current observation is the
 * latest row, the released quantity the sum of the releases, the stock the latest entry.
 */

export type TipoAnotacao = 'mensuracao.observacao' | 'antifraude.observacao' | 'antifraude.liberacao' | 'estoque.saldo';

export interface ParametrosAnotacao {
  observacao?: string | null;
  quantidade?: number | null;
  saldo?: number | null;
  data?: string | null;
}

export interface AnotacaoDTOBase {
  nome: string;
  criadoEm: Date;
  parametros: ParametrosAnotacao;
}

export async function anotar(
  ctx: RequestContext,
  a: { tipo: TipoAnotacao; redeId: number; produtoId?: number; quantidade?: number | null; data?: string | null; observacao?: string | null },
): Promise<void> {
  await ctx.manager.query<SemLinhas>(
    `INSERT INTO relatorios_anotacoes (tipo, rede_id, produto_id, quantidade, data, observacao, usuario_id, nome) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [a.tipo, a.redeId, a.produtoId ?? 0, a.quantidade ?? null, a.data ?? null, a.observacao ?? null, ctx.usuario?.id ?? null, ctx.ator?.nome ?? 'Sistema'],
  );
}

/** The history of one kind for a network (and product), newest first. */
export async function historicoDe(ctx: RequestContext, tipo: TipoAnotacao, redeId: number, produtoId = 0): Promise<AnotacaoDTOBase[]> {
  const linhas = await ctx.manager.query<{ nome: string; criado_em: Date; quantidade: string | null; data: string | null; observacao: string | null }[]>(
    `SELECT nome, criado_em, quantidade, to_char(data, 'YYYY-MM-DD') AS data, observacao FROM relatorios_anotacoes
      WHERE tipo = $1 AND rede_id = $2 AND produto_id = $3 ORDER BY criado_em DESC, id DESC LIMIT 500`,
    [tipo, redeId, produtoId],
  );
  return linhas.map((l) => ({
    nome: l.nome,
    criadoEm: l.criado_em,
    parametros:
      tipo === 'estoque.saldo'
        ? { saldo: l.quantidade === null ? null : Number(l.quantidade), data: l.data }
        : tipo === 'antifraude.liberacao'
          ? { quantidade: l.quantidade === null ? null : Number(l.quantidade) }
          : { observacao: l.observacao },
  }));
}

/** SQL of the latest observation per network and product of a kind (join on rede_id, produto_id). */
export const SQL_OBSERVACAO_ATUAL = (tipo: TipoAnotacao) =>
  `(SELECT DISTINCT ON (rede_id, produto_id) rede_id, produto_id, observacao FROM relatorios_anotacoes
     WHERE tipo = '${tipo}' ORDER BY rede_id, produto_id, criado_em DESC, id DESC)`;

/** SQL of the released quantity per network and product. */
export const SQL_LIBERADO = `(SELECT rede_id, produto_id, sum(quantidade) AS liberado FROM relatorios_anotacoes
     WHERE tipo = 'antifraude.liberacao' GROUP BY rede_id, produto_id)`;
