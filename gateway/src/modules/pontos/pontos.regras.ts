import { MESES_VALIDADE_PONTOS } from '@sw/common';

/** Kinds of movement, and which of them are earnings (they count in totalPontos). */
export const TIPOS_CREDITO = ['credito_venda', 'credito_codigo', 'credito_indicacao', 'credito_plataforma', 'credito_ajuste'] as const;
export type TipoCredito = (typeof TIPOS_CREDITO)[number];
export type TipoDebito = 'debito_resgate' | 'debito_ajuste';
export type TipoMovimento = TipoCredito | TipoDebito | 'expiracao' | 'reativacao' | 'correcao' | 'estorno';

/** Points given back after their expiry date (a cancelled redemption, a reactivation) get this many more days. */
export const DIAS_APOS_DEVOLUCAO = 30;

/** Amounts are kept in hundredths internally so sums never drift. */
export const paraCentesimos = (pontos: number | string): number => Math.round(Number(pontos) * 100);
export const deCentesimos = (c: number): string => (c / 100).toFixed(2);

/** A credit expires MESES_VALIDADE_PONTOS (18) months after it was credited. */
export function vencimentoDe(creditadoEm: Date): Date {
  const d = new Date(creditadoEm);
  d.setMonth(d.getMonth() + MESES_VALIDADE_PONTOS);
  return d;
}

export const ehCredito = (tipo: string): boolean => (TIPOS_CREDITO as readonly string[]).includes(tipo);
