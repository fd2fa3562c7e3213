import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import classes from './TabelaPaginada.module.css';

/** Columns whose content never breaks (documents and phones), by field or title. */
const SEM_QUEBRA = /cpf|cnpj|telefone|celular|whats|fone|cep/i;
export const naoQuebra = (campo: string, titulo: string, semQuebra?: boolean) => semQuebra ?? (SEM_QUEBRA.test(campo) || SEM_QUEBRA.test(titulo));

/**
 * How many trailing columns are pinned to the right: those marked `fixa` (by default the `ativo`
 * switch column) that end the row, before the actions column (always pinned when present).
 */
export function contarFixas(colunas: { campo: string; fixa?: boolean }[]): number {
  let n = 0;
  for (let i = colunas.length - 1; i >= 0 && (colunas[i].fixa ?? colunas[i].campo === 'ativo'); i--) n++;
  return n;
}

/**
 * Right offsets of the pinned cells: each sits at the sum of the widths of the pinned cells to its
 * right, measured on the header cells (and again whenever one changes width).
 */
export function useColunasFixas(quantas: number, medirDeNovo: unknown) {
  const celulas = useRef<(HTMLElement | null)[]>([]);
  const [direitas, definirDireitas] = useState<number[]>([]);

  const medir = useCallback(() => {
    const larguras = celulas.current.slice(0, quantas).map((c) => c?.getBoundingClientRect().width ?? 0);
    const novas = larguras.map((_, i) => larguras.slice(i + 1).reduce((s, l) => s + l, 0));
    definirDireitas((atuais) => (atuais.length === novas.length && atuais.every((v, i) => Math.abs(v - novas[i]) < 0.5) ? atuais : novas));
  }, [quantas]);

  useLayoutEffect(() => {
    medir();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observador = new ResizeObserver(() => medir());
    celulas.current.slice(0, quantas).forEach((c) => c && observador.observe(c));
    return () => observador.disconnect();
  }, [medir, quantas, medirDeNovo]);

  /** The ref of the pinned header cell `i` (0 = leftmost pinned). */
  const refCabecalho = (i: number) => (el: HTMLElement | null) => {
    celulas.current[i] = el;
  };
  /** className and style of a pinned cell (header or body), or nothing for `i` < 0. */
  const propsFixa = (i: number): { className?: string; style?: CSSProperties } =>
    i < 0 ? {} : { className: `${classes.fixa}${i === 0 ? ` ${classes.bordaFixa}` : ''}`, style: { right: direitas[i] ?? 0 } };

  return { refCabecalho, propsFixa };
}

export { classes as classesTabela };
