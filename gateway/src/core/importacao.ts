import { MENSAGENS } from '@sw/common';
import { lerCsv, decodificarTexto, mapearColunas } from './csv';
import { ErroApp, CodigoErro, entradaInvalida } from './errors';
import { ArquivoRecebido, temExtensao } from './upload';

/**
 * The shape every CSV import shares: the file is checked as a whole first (present, .csv, text,
 * header with the required columns) and refused outright when it is not; then each line is read
 * on its own, and a bad line becomes {linha, motivo} without stopping the others.
 */

export interface ErroLinha {
  linha: number;
  motivo: string;
}

export interface ResultadoImportacao {
  /** Lines applied (created or updated). */
  total: number;
  criados: number;
  atualizados: number;
  erros: ErroLinha[];
}

export const MAXIMO_LINHAS_IMPORTACAO = 20_000;

export interface ColunaImportacao {
  campo: string;
  obrigatoria: boolean;
  /** Other header names accepted for this column (compared without case, accents or spaces). */
  nomes: string[];
}

export interface LinhaImportada {
  linha: number;
  /** Values by field; a column absent from the file is undefined, an empty cell ''. */
  valores: Record<string, string | undefined>;
}

/** Validates the file and returns its lines; throws a 400 when the file itself is unusable. */
export function lerArquivoCsv(arquivo: ArquivoRecebido | null, colunas: ColunaImportacao[]): { linhas: LinhaImportada[]; erros: ErroLinha[] } {
  if (!arquivo) throw entradaInvalida(MENSAGENS.selecioneArquivo);
  if (!temExtensao(arquivo.nome, '.csv')) throw entradaInvalida(MENSAGENS.arquivoNaoCsv);
  const tabela = lerCsv(decodificarTexto(arquivo.conteudo), { maxRegistros: MAXIMO_LINHAS_IMPORTACAO });
  const indices = mapearColunas(tabela.cabecalho, colunas);
  const linhas: LinhaImportada[] = [];
  const erros: ErroLinha[] = [];
  for (const r of tabela.registros) {
    if (r.valores.length > tabela.cabecalho.length) {
      // Usually an unquoted decimal comma in a ','-separated file.
      erros.push({
        linha: r.linha,
        motivo: `A linha tem ${r.valores.length} colunas e o cabeçalho ${tabela.cabecalho.length}. Use ";" como separador ou coloque entre aspas os valores com vírgula.`,
      });
      continue;
    }
    const valores: Record<string, string | undefined> = {};
    for (const [campo, i] of Object.entries(indices)) valores[campo] = r.valores[i] ?? '';
    linhas.push({ linha: r.linha, valores });
  }
  return { linhas, erros };
}

/**
 * Runs `ler` on every line; a validation failure (400) of one line is recorded with its
 * message and the line skipped. Any other failure is a real error and propagates.
 */
export function validarLinhas<T>(linhas: LinhaImportada[], erros: ErroLinha[], ler: (l: LinhaImportada) => T): { linha: number; dados: T }[] {
  const validas: { linha: number; dados: T }[] = [];
  for (const l of linhas) {
    try {
      validas.push({ linha: l.linha, dados: ler(l) });
    } catch (e) {
      if (e instanceof ErroApp && e.codigo === CodigoErro.EntradaInvalida) erros.push({ linha: l.linha, motivo: e.message });
      else throw e;
    }
  }
  return validas;
}

/** Keeps the first line of each key; later ones are reported as repeated. */
export function semRepetidos<T>(
  validas: { linha: number; dados: T }[],
  erros: ErroLinha[],
  chave: (d: T) => string,
  rotulo: string,
): { linha: number; dados: T }[] {
  const vistos = new Map<string, number>();
  return validas.filter((v) => {
    const k = chave(v.dados);
    const primeira = vistos.get(k);
    if (primeira !== undefined) {
      erros.push({ linha: v.linha, motivo: `${rotulo} repetido no arquivo (já está na linha ${primeira}).` });
      return false;
    }
    vistos.set(k, v.linha);
    return true;
  });
}

/** Errors in line order, as the user reads the file. */
export const ordenarErros = (erros: ErroLinha[]) => erros.sort((a, b) => a.linha - b.linha);

/** Builds "($1, $2, ...), (...)" for a multi-row INSERT. */
export function valoresSql(linhas: unknown[][]): { sql: string; parametros: unknown[] } {
  const parametros: unknown[] = [];
  const grupos = linhas.map(
    (l) =>
      `(${l
        .map((v) => {
          parametros.push(v);
          return `$${parametros.length}`;
        })
        .join(', ')})`,
  );
  return { sql: grupos.join(', '), parametros };
}
