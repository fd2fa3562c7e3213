import { LAYOUT_CSV_PRODUTOS_REVENDA, MENSAGENS, ROTULOS_PRODUTO_REVENDA as R } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { ColunaImportacao, lerArquivoCsv, ordenarErros, ResultadoImportacao, semRepetidos, validarLinhas, valoresSql } from '../../core/importacao';
import { ArquivoRecebido } from '../../core/upload';
import { registrarLog } from '../auditoria/auditoria.service';
import { lerCodigo, lerNome, lerValor, lerValorOpcional, veInativos } from '../produtos/produtos.campos';
import { resolverRevenda } from './produtos-revenda.service';
import { lerCnpjRevenda } from './produtos-revenda.consulta';

/**
 * POST /api/upload/produtos_revenda: one store's products from a CSV (layout in
 * common/produtos.ts and docs/produtos.md). Lines are matched by store code within the store, so
 * re-uploading the same file changes nothing. Valid lines are applied in one transaction; a line
 * whose catalogue code does not exist is reported and skipped.
 */

const APELIDOS: Record<string, string[]> = {
  codigoPadrao: ['código experiências sw', 'codigo experiencias sw', 'código sw', 'codigo sw', 'código padrão', 'codigo padrao'],
  codigo: ['código loja', 'codigo loja', 'código', 'cod'],
  nome: ['descrição loja', 'descricao loja', 'descrição', 'descricao'],
  valorUnitario: ['preço unitário loja', 'preco unitario loja', 'preço unitário', 'preco unitario', 'preço', 'preco'],
  valorPontos: ['valor pontos', 'pontos'],
};

export const COLUNAS_PRODUTOS_REVENDA: ColunaImportacao[] = LAYOUT_CSV_PRODUTOS_REVENDA.map((c) => ({
  campo: c.campo,
  obrigatoria: c.obrigatoria,
  nomes: APELIDOS[c.campo] ?? [],
}));

interface LinhaProdutoRevendaCsv {
  codigoPadrao: string;
  codigo: string;
  nome: string;
  valorUnitario: number;
  valorPontos: number | null;
}

const LOTE = 500;

export async function importarProdutosRevenda(
  ctx: RequestContext,
  cnpjRevenda: unknown,
  arquivo: ArquivoRecebido | null,
): Promise<ResultadoImportacao & { inalterados: number }> {
  if (cnpjRevenda === undefined || cnpjRevenda === null || String(cnpjRevenda).trim() === '') throw entradaInvalida(MENSAGENS.informeRevenda);
  const revenda = await resolverRevenda(ctx, { cnpjRevenda: lerCnpjRevenda(cnpjRevenda) });
  const { linhas, erros } = lerArquivoCsv(arquivo, COLUNAS_PRODUTOS_REVENDA);
  let validas = validarLinhas<LinhaProdutoRevendaCsv>(linhas, erros, ({ valores: v }) => ({
    codigoPadrao: lerCodigo(v.codigoPadrao, R.codigoPadrao),
    codigo: lerCodigo(v.codigo, R.codigo),
    nome: lerNome(v.nome, R.nome),
    valorUnitario: lerValor(v.valorUnitario, R.valorUnitario),
    valorPontos: lerValorOpcional(v.valorPontos, R.valorPontos),
  }));
  validas = semRepetidos(validas, erros, (d) => d.codigo.toLowerCase(), R.codigo);

  return emTransacao(ctx, async (tx) => {
    const codigos = [...new Set(validas.map((v) => v.dados.codigoPadrao.toLowerCase()))];
    const padroes = codigos.length
      ? await tx.manager.query<{ codigo: string; id: number; valor_pontos: string; ativo: boolean }[]>(
          `SELECT lower(codigo) AS codigo, id, valor_pontos, ativo FROM produtos WHERE lower(codigo) = ANY($1)`,
          [codigos],
        )
      : [];
    const padraoDe = new Map(padroes.filter((p) => p.ativo || veInativos(ctx)).map((p) => [p.codigo, p]));
    const aplicaveis = validas.flatMap(({ linha, dados }) => {
      const padrao = padraoDe.get(dados.codigoPadrao.toLowerCase());
      if (!padrao) {
        erros.push({ linha, motivo: MENSAGENS.produtoPadraoNaoEncontrado });
        return [];
      }
      return [
        [revenda.id, padrao.id, dados.codigo, dados.nome, dados.valorUnitario, dados.valorPontos ?? Number(padrao.valor_pontos), dados.valorPontos === null],
      ];
    });

    let criados = 0;
    let atualizados = 0;
    for (let i = 0; i < aplicaveis.length; i += LOTE) {
      const { sql, parametros } = valoresSql(aplicaveis.slice(i, i + LOTE));
      // Unchanged lines are not rewritten (and not counted as updated): a re-upload is a no-op.
      const gravadas = await tx.manager.query<{ criado: boolean }[]>(
        `INSERT INTO produtos_revenda (revenda_id, produto_id, codigo, nome, valor_unitario, valor_pontos, valor_pontos_herdado) VALUES ${sql}
         ON CONFLICT (revenda_id, (lower(codigo))) DO UPDATE
            SET produto_id = EXCLUDED.produto_id, nome = EXCLUDED.nome, valor_unitario = EXCLUDED.valor_unitario,
                valor_pontos = EXCLUDED.valor_pontos, valor_pontos_herdado = EXCLUDED.valor_pontos_herdado, atualizado_em = now()
          WHERE (produtos_revenda.produto_id, produtos_revenda.nome, produtos_revenda.valor_unitario, produtos_revenda.valor_pontos, produtos_revenda.valor_pontos_herdado)
                IS DISTINCT FROM (EXCLUDED.produto_id, EXCLUDED.nome, EXCLUDED.valor_unitario, EXCLUDED.valor_pontos, EXCLUDED.valor_pontos_herdado)
         RETURNING (xmax = 0) AS criado`,
        parametros,
      );
      for (const g of gravadas) {
        if (g.criado) criados++;
        else atualizados++;
      }
    }
    const total = aplicaveis.length;
    await registrarLog(tx, 'produtoRevenda.upload', { revenda: revenda.cnpj, arquivo: arquivo?.nome, total, criados, atualizados, erros: erros.length });
    return { total, criados, atualizados, inalterados: total - criados - atualizados, erros: ordenarErros(erros) };
  });
}
