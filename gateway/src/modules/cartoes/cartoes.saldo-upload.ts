import { lerDecimalBr, MENSAGENS_CARTOES as M } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { ColunaImportacao, ErroLinha, lerArquivoCsv, ordenarErros, semRepetidos, validarLinhas } from '../../core/importacao';
import { ArquivoRecebido } from '../../core/upload';
import { registrarLog } from '../auditoria/auditoria.service';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * POST /api/upload/saldo_cartao (Upload Saldo Cartão): the card provider's balance file. Columns:
 * codigoBarras (or Proxy) and/or numero to find the card, saldo (pt-BR or plain decimal), and an
 * optional bloqueado (0/1) carrying the provider's state, which completes block and unblock
 * requests. Bad lines come back as {linha, motivo}; the good ones are applied together in one
 * transaction, and a card the file does not know is a line error, never silently skipped.
 */

export const COLUNAS_SALDO: ColunaImportacao[] = [
  { campo: 'codigoBarras', obrigatoria: false, nomes: ['proxy', 'código de barras', 'codigo de barras'] },
  { campo: 'numero', obrigatoria: false, nomes: ['número', 'numero cartao', 'número do cartão', 'cartao', 'cartão'] },
  { campo: 'saldo', obrigatoria: true, nomes: ['valor', 'saldo atual'] },
  { campo: 'bloqueado', obrigatoria: false, nomes: ['bloqueio'] },
];

interface LinhaSaldo {
  codigoBarras: string | null;
  numero: string | null;
  saldo: number;
  bloqueado: boolean | null;
}

function lerBloqueado(v: string | undefined): boolean | null {
  if (v === undefined || !v.trim()) return null;
  const t = v.trim().toLowerCase();
  if (['1', 'sim', 's', 'true'].includes(t)) return true;
  if (['0', 'nao', 'não', 'n', 'false'].includes(t)) return false;
  throw entradaInvalida('Bloqueado inválido (use 0 ou 1).');
}

export async function importarSaldos(ctx: RequestContext, arquivo: ArquivoRecebido | null): Promise<{ total: number; mensagem: string; erros: ErroLinha[] }> {
  const { linhas, erros } = lerArquivoCsv(arquivo, COLUNAS_SALDO);
  if (linhas.length && linhas.every((l) => l.valores.codigoBarras === undefined && l.valores.numero === undefined)) {
    throw entradaInvalida('O arquivo precisa da coluna codigoBarras (Proxy) ou numero.');
  }
  let validas = validarLinhas<LinhaSaldo>(linhas, erros, ({ valores: v }) => {
    const codigoBarras = v.codigoBarras?.replace(/\s/g, '') || null;
    const numero = v.numero?.replace(/\s/g, '') || null;
    if (!codigoBarras && !numero) throw entradaInvalida('Informe o código de barras ou o número do cartão.');
    if (!v.saldo?.trim()) throw entradaInvalida('Informe o saldo.');
    const saldo = lerDecimalBr(v.saldo);
    if (saldo === null || saldo < 0 || saldo > 1_000_000_000) throw entradaInvalida('Saldo inválido.');
    return { codigoBarras, numero, saldo: Math.round(saldo * 100) / 100, bloqueado: lerBloqueado(v.bloqueado) };
  });
  validas = semRepetidos(validas, erros, (d) => d.codigoBarras ?? `#${d.numero}`, 'Cartão');

  return emTransacao(ctx, async (tx) => {
    let total = 0;
    for (const { linha, dados: d } of validas) {
      // One UPDATE per line keeps "which line matched no card" exact; files are a few thousand lines.
      const [atualizadas] = await tx.manager.query<Alteracao<{ id: number }>>(
        `UPDATE cartoes SET saldo = $3, atualizado_em = now(),
                bloqueado = COALESCE($4, bloqueado), em_desbloqueio = CASE WHEN $4::boolean IS NULL THEN em_desbloqueio ELSE false END
          WHERE ($1::text IS NULL OR codigo_barras = $1) AND ($2::text IS NULL OR numero = $2) RETURNING id`,
        [d.codigoBarras, d.numero, d.saldo, d.bloqueado],
      );
      if (atualizadas.length === 0) erros.push({ linha, motivo: M.cartaoNaoEncontrado });
      else total += 1;
    }
    await registrarLog(tx, 'cartoes.saldo', { arquivo: arquivo?.nome, total, erros: erros.length });
    return { total, mensagem: M.linhasSaldoProcessado(total), erros: ordenarErros(erros) };
  });
}
