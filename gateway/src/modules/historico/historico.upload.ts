import { LAYOUT_CSV_HISTORICO, lerDecimalBr, MENSAGENS, somenteDigitos } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { ColunaImportacao, lerArquivoCsv, ordenarErros, ResultadoImportacao, semRepetidos, validarLinhas, valoresSql } from '../../core/importacao';
import { ArquivoRecebido } from '../../core/upload';
import { registrarLog } from '../auditoria/auditoria.service';
import { atualizarComprasMensais } from '../relatorios/geracao';

/**
 * POST /api/upload/historico (Processar › Histórico): the stores' sell-in, one line per store,
 * product and month (layout in common/relatorios.ts, docs/relatorios.md). A line replaces what was
 * stored for its store, product and month, so sending the same file again changes nothing; the
 * lines a file does not mention are kept (a file may carry one month or one store only).
 */

const APELIDOS: Record<string, string[]> = {
  cnpj: ['cnpj loja', 'cnpj revenda', 'loja', 'revenda'],
  codProduto: ['codigo', 'código', 'codigo produto', 'código produto', 'produto', 'cod produto'],
  mes: ['mês', 'periodo', 'período', 'data', 'mes/ano', 'mês/ano', 'competencia', 'competência'],
  quantidade: ['qtd', 'qtde', 'quantidade comprada', 'unidades'],
  valorTotal: ['valor', 'valor total', 'total'],
};

export const COLUNAS_HISTORICO: ColunaImportacao[] = LAYOUT_CSV_HISTORICO.map((c) => ({
  campo: c.campo,
  obrigatoria: c.obrigatoria,
  nomes: APELIDOS[c.campo] ?? [],
}));

const MAXIMO_QUANTIDADE = 99_999_999;

/** 'MM/AAAA', 'AAAA-MM', 'DD/MM/AAAA' or 'AAAA-MM-DD' → the month's first day (AAAA-MM-01). */
export function lerMesHistorico(valor: string | undefined): string {
  const t = (valor ?? '').trim();
  if (!t) throw entradaInvalida(MENSAGENS.obrigatorio('mes'));
  let ano: number;
  let mes: number;
  let m: RegExpMatchArray | null;
  if ((m = t.match(/^(\d{1,2})[/-](\d{4})$/))) [mes, ano] = [Number(m[1]), Number(m[2])];
  else if ((m = t.match(/^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/))) [ano, mes] = [Number(m[1]), Number(m[2])];
  else if ((m = t.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/))) [mes, ano] = [Number(m[2]), Number(m[3])];
  else throw entradaInvalida(`mes inválido: "${t.slice(0, 20)}" (use MM/AAAA)`);
  if (mes < 1 || mes > 12 || ano < 2000 || ano > 2999) throw entradaInvalida(`mes inválido: "${t.slice(0, 20)}" (use MM/AAAA)`);
  return `${ano}-${String(mes).padStart(2, '0')}-01`;
}

function lerNumero(valor: string | undefined, rotulo: string, obrigatorio: boolean): number | null {
  if (valor === undefined || !valor.trim()) {
    if (obrigatorio) throw entradaInvalida(MENSAGENS.obrigatorio(rotulo));
    return null;
  }
  const n = lerDecimalBr(valor);
  if (n === null || n < 0 || n > MAXIMO_QUANTIDADE * 1000) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  return Math.round(n * 100) / 100;
}

interface LinhaHistorico {
  cnpj: string;
  codigo: string;
  mes: string;
  quantidade: number;
  valorTotal: number | null;
}

const LOTE = 500;

export async function importarHistorico(ctx: RequestContext, arquivo: ArquivoRecebido | null): Promise<ResultadoImportacao & { inalterados: number }> {
  const { linhas, erros } = lerArquivoCsv(arquivo, COLUNAS_HISTORICO);
  let validas = validarLinhas<LinhaHistorico>(linhas, erros, ({ valores: v }) => {
    const cnpj = somenteDigitos(v.cnpj ?? '');
    if (!cnpj) throw entradaInvalida(MENSAGENS.obrigatorio('cnpj'));
    if (cnpj.length !== 14) throw entradaInvalida(MENSAGENS.invalido('cnpj'));
    const codigo = (v.codProduto ?? '').trim();
    if (!codigo) throw entradaInvalida(MENSAGENS.obrigatorio('codProduto'));
    if (codigo.length > 30) throw entradaInvalida(MENSAGENS.invalido('codProduto'));
    const quantidade = lerNumero(v.quantidade, 'quantidade', true)!;
    if (quantidade > MAXIMO_QUANTIDADE) throw entradaInvalida(MENSAGENS.invalido('quantidade'));
    return { cnpj, codigo, mes: lerMesHistorico(v.mes), quantidade, valorTotal: lerNumero(v.valorTotal, 'valorTotal', false) };
  });
  validas = semRepetidos(validas, erros, (d) => `${d.cnpj}|${d.codigo.toLowerCase()}|${d.mes}`, 'Loja, produto e mês');

  return emTransacao(ctx, async (tx) => {
    const cnpjs = [...new Set(validas.map((v) => v.dados.cnpj))];
    const codigos = [...new Set(validas.map((v) => v.dados.codigo.toLowerCase()))];
    const lojas = cnpjs.length ? await tx.manager.query<{ id: number; cnpj: string }[]>(`SELECT id, cnpj FROM revendas WHERE cnpj = ANY($1)`, [cnpjs]) : [];
    const produtos = codigos.length
      ? await tx.manager.query<{ id: number; codigo: string; valor_unitario: string }[]>(
          `SELECT id, lower(codigo) AS codigo, valor_unitario FROM produtos WHERE lower(codigo) = ANY($1)`,
          [codigos],
        )
      : [];
    const lojaDe = new Map(lojas.map((l) => [l.cnpj, l.id]));
    const produtoDe = new Map(produtos.map((p) => [p.codigo, p]));

    const gravar: unknown[][] = [];
    for (const { linha, dados: d } of validas) {
      const revendaId = lojaDe.get(d.cnpj);
      const produto = produtoDe.get(d.codigo.toLowerCase());
      if (!revendaId) erros.push({ linha, motivo: `Loja não encontrada: CNPJ ${d.cnpj}` });
      else if (!produto) erros.push({ linha, motivo: `Produto não encontrado: ${d.codigo}` });
      else {
        const valor = d.valorTotal ?? Math.round(d.quantidade * Number(produto.valor_unitario) * 100) / 100;
        gravar.push([revendaId, produto.id, d.mes, d.quantidade, valor]);
      }
    }

    let criados = 0;
    let atualizados = 0;
    for (let i = 0; i < gravar.length; i += LOTE) {
      const { sql, parametros } = valoresSql(gravar.slice(i, i + LOTE));
      // Unchanged lines are not rewritten: a re-upload of the same file is a no-op.
      const gravadas = await tx.manager.query<{ criado: boolean }[]>(
        `INSERT INTO historico_compras (revenda_id, produto_id, mes, quantidade, valor_total)
         SELECT x.r::int, x.p::int, x.m::date, x.q::numeric, x.v::numeric FROM (VALUES ${sql}) AS x(r, p, m, q, v)
         ON CONFLICT (revenda_id, produto_id, mes) DO UPDATE
            SET quantidade = EXCLUDED.quantidade, valor_total = EXCLUDED.valor_total, atualizado_em = now()
          WHERE (historico_compras.quantidade, historico_compras.valor_total) IS DISTINCT FROM (EXCLUDED.quantidade, EXCLUDED.valor_total)
         RETURNING (xmax = 0) AS criado`,
        parametros,
      );
      for (const g of gravadas) {
        if (g.criado) criados++;
        else atualizados++;
      }
    }
    const total = gravar.length;
    if (criados + atualizados > 0) {
      // Histórico reads the monthly network summary: refresh the months this file changed.
      const redes = await tx.manager.query<{ rede_id: number }[]>(`SELECT DISTINCT rede_id FROM revendas WHERE id = ANY($1)`, [
        [...new Set(gravar.map((g) => g[0] as number))],
      ]);
      await atualizarComprasMensais(tx, { redes: redes.map((r) => r.rede_id), meses: [...new Set(gravar.map((g) => g[2] as string))] });
    }
    await registrarLog(tx, 'historico.upload', { arquivo: arquivo?.nome, total, criados, atualizados, erros: erros.length });
    return { total, criados, atualizados, inalterados: total - criados - atualizados, erros: ordenarErros(erros) };
  });
}
