import { LAYOUT_CSV_PRODUTOS, MENSAGENS, ROTULOS_PRODUTO as R } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { ColunaImportacao, lerArquivoCsv, ordenarErros, ResultadoImportacao, semRepetidos, validarLinhas, valoresSql } from '../../core/importacao';
import { ArquivoRecebido } from '../../core/upload';
import { registrarLog } from '../auditoria/auditoria.service';
import { lerCodigo, lerCodigoBarras, lerNome, lerValor } from './produtos.campos';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * POST /api/upload/produtos: the catalogue from a CSV (layout in common/produtos.ts and
 * docs/produtos.md). Lines are matched by code: a new code creates a product, a known one updates
 * its name, price, points (and barcode when the column is present), so uploading the same file
 * twice changes nothing the second time. Valid lines are applied together in one transaction.
 */

/** Other header names people use for each column. */
const APELIDOS: Record<string, string[]> = {
  codigo: ['código', 'cod', 'código produto', 'codigo produto'],
  nome: ['descrição', 'descricao', 'produto', 'nome produto'],
  valorUnitario: ['preço unitário', 'preco unitario', 'preço', 'preco', 'valor'],
  valorPontos: ['valor pontos', 'pontos'],
  codigoBarras: ['código de barras', 'codigo de barras', 'ean', 'gtin', 'barcode'],
};

export const COLUNAS_PRODUTOS: ColunaImportacao[] = LAYOUT_CSV_PRODUTOS.map((c) => ({
  campo: c.campo,
  obrigatoria: c.obrigatoria,
  nomes: APELIDOS[c.campo] ?? [],
}));

interface LinhaProdutoCsv {
  codigo: string;
  nome: string;
  valorUnitario: number;
  valorPontos: number;
  /** undefined when the file has no barcode column (the stored one is kept). */
  codigoBarras: string | null | undefined;
}

const LOTE = 500;

export async function importarProdutos(ctx: RequestContext, arquivo: ArquivoRecebido | null): Promise<ResultadoImportacao & { inalterados: number }> {
  const { linhas, erros } = lerArquivoCsv(arquivo, COLUNAS_PRODUTOS);
  let validas = validarLinhas<LinhaProdutoCsv>(linhas, erros, ({ valores: v }) => ({
    codigo: lerCodigo(v.codigo, R.codigo),
    nome: lerNome(v.nome, R.nome),
    valorUnitario: lerValor(v.valorUnitario, R.valorUnitario),
    valorPontos: lerValor(v.valorPontos, R.valorPontos),
    codigoBarras: v.codigoBarras === undefined ? undefined : lerCodigoBarras(v.codigoBarras, R.codigoBarras),
  }));
  validas = semRepetidos(validas, erros, (d) => d.codigo.toLowerCase(), R.codigo);
  const comBarras = validas.filter((v) => v.dados.codigoBarras);
  const primeirasDeCadaBarra = new Set(semRepetidos(comBarras, erros, (d) => d.codigoBarras!, R.codigoBarras).map((v) => v.linha));
  validas = validas.filter((v) => !v.dados.codigoBarras || primeirasDeCadaBarra.has(v.linha));
  const temColunaBarras = linhas.some((l) => l.valores.codigoBarras !== undefined);

  return emTransacao(ctx, async (tx) => {
    // A barcode already on another product would abort the whole batch: report that line instead.
    const barras = validas.map((v) => v.dados.codigoBarras).filter((b): b is string => Boolean(b));
    if (barras.length) {
      const donos = await tx.manager.query<{ codigo_barras: string; codigo: string }[]>(
        `SELECT codigo_barras, lower(codigo) AS codigo FROM produtos WHERE codigo_barras = ANY($1)`,
        [barras],
      );
      const donoDe = new Map(donos.map((d) => [d.codigo_barras, d.codigo]));
      validas = validas.filter((v) => {
        const dono = v.dados.codigoBarras ? donoDe.get(v.dados.codigoBarras) : undefined;
        if (dono !== undefined && dono !== v.dados.codigo.toLowerCase()) {
          erros.push({ linha: v.linha, motivo: MENSAGENS.codigoBarrasEmUso });
          return false;
        }
        return true;
      });
    }

    let criados = 0;
    let atualizados = 0;
    const ids: number[] = [];
    for (let i = 0; i < validas.length; i += LOTE) {
      const lote = validas.slice(i, i + LOTE);
      const { sql, parametros } = valoresSql(lote.map(({ dados: d }) => [d.codigo, d.nome, d.valorUnitario, d.valorPontos, d.codigoBarras ?? null]));
      const barrasNovas = temColunaBarras ? 'EXCLUDED.codigo_barras' : 'produtos.codigo_barras';
      // Unchanged lines are not rewritten (and not counted as updated): a re-upload is a no-op.
      const linhasGravadas = await tx.manager.query<{ id: number; criado: boolean }[]>(
        `INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos, codigo_barras) VALUES ${sql}
         ON CONFLICT ((lower(codigo))) DO UPDATE
            SET nome = EXCLUDED.nome, valor_unitario = EXCLUDED.valor_unitario, valor_pontos = EXCLUDED.valor_pontos,
                codigo_barras = ${barrasNovas}, atualizado_em = now()
          WHERE (produtos.nome, produtos.valor_unitario, produtos.valor_pontos, produtos.codigo_barras)
                IS DISTINCT FROM (EXCLUDED.nome, EXCLUDED.valor_unitario, EXCLUDED.valor_pontos, ${barrasNovas})
         RETURNING id, (xmax = 0) AS criado`,
        parametros,
      );
      for (const g of linhasGravadas) {
        ids.push(g.id);
        if (g.criado) criados++;
        else atualizados++;
      }
    }
    if (ids.length) {
      // Store products that inherit their points follow the catalogue.
      await tx.manager.query<Alteracao>(
        `UPDATE produtos_revenda pr SET valor_pontos = p.valor_pontos, atualizado_em = now()
           FROM produtos p WHERE p.id = pr.produto_id AND p.id = ANY($1) AND pr.valor_pontos_herdado AND pr.valor_pontos <> p.valor_pontos`,
        [ids],
      );
    }
    const total = validas.length;
    const resultado = { total, criados, atualizados, inalterados: total - criados - atualizados, erros: ordenarErros(erros) };
    await registrarLog(tx, 'produto.upload', { arquivo: arquivo?.nome, total, criados, atualizados, erros: erros.length });
    return resultado;
  });
}
