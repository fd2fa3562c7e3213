/**
 * Points screens vocabulary shared by the panel and the gateway: the window of the expiring-points
 * report and the day format of GET /api/pontuacoes/reativar/{date}.
 */

/** "Points expiring in the next N days": the default window and the ones the panel offers. */
export const DIAS_VENCIMENTO_PADRAO = 30;
export const OPCOES_DIAS_VENCIMENTO = [7, 15, 30, 60, 90] as const;
export const DIAS_VENCIMENTO_MAXIMO = 365;

const dois = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar day written YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY → 'YYYY-MM-DD'; null when the text
 * is not one of those forms or the day does not exist (31-02-2026).
 */
export function lerDiaCalendario(texto: unknown): string | null {
  if (typeof texto !== 'string') return null;
  const t = texto.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  let [ano, mes, dia] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  if (!m) {
    m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(t);
    if (!m) return null;
    [dia, mes, ano] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (ano < 1900 || ano > 2999 || mes < 1 || mes > 12 || dia < 1) return null;
  // Day 0 of the next month is the last day of this one (leap years included).
  if (dia > new Date(Date.UTC(ano, mes, 0)).getUTCDate()) return null;
  return `${ano}-${dois(mes)}-${dois(dia)}`;
}

/**
 * The statement's movement kinds (GET /api/pontos/extrato, docs/pontos.md "Extrato") and how the
 * storefront and the exported file name them.
 */
export const ROTULOS_MOVIMENTO_EXTRATO = {
  venda: 'Venda',
  correcao: 'Correção',
  codigo: 'Código de cadastro',
  indicacao: 'Indicação',
  plataforma: 'Plataforma parceira',
  migracao: 'Saldo migrado',
  ajuste: 'Ajuste',
  resgate: 'Resgate',
  estorno: 'Estorno',
  expiracao: 'Expiração',
  reativacao: 'Devolução de pontos',
} as const;
export type TipoMovimentoExtratoRotulo = keyof typeof ROTULOS_MOVIMENTO_EXTRATO;
