import { CASAS_DINHEIRO, CASAS_PONTOS, decimalExato } from '@sw/common';

/**
 * Money and points as the GraphQL API answers them: exact decimal text ("1234.50", scalar Dinheiro;
 * "0.0250", ValorPonto; "1500.25", Pontos). Screens show money with textoDinheiro and points with
 * formatarPontos (@sw/common: whole points, from the text or a number); only what truly needs a number (a chart's axis, a numeric field's initial value, a
 * comparison with the balance) asks numeroDinheiro or numeroPontos.
 */
type ValorDinheiro = string | number | null | undefined;

const formatos = new Map<number, (valor: string) => string>();

/** pt-BR currency with 2 to `casas` decimals. Intl formats decimal text exactly (no float in between); the ES2022 lib only declares numbers. */
function formato(casas: number): (valor: string) => string {
  let f = formatos.get(casas);
  if (!f) {
    const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: casas });
    f = moeda.format.bind(moeda) as unknown as (valor: string) => string;
    formatos.set(casas, f);
  }
  return f;
}

/**
 * "R$ 1.234,50" from the API's text (a number works too); an absent value shows as R$ 0,00, as
 * before. `casas` up to 4 for the point value ("R$ 0,045").
 */
export function textoDinheiro(valor: ValorDinheiro, casas: number = CASAS_DINHEIRO): string {
  return formato(casas)(decimalExato(valor ?? 0, casas) ?? '0');
}

/** The amount as a number, where a number is truly needed (charts, a numeric field); 0 when absent. */
export function numeroDinheiro(valor: ValorDinheiro): number {
  const n = Number(valor ?? 0);
  return Number.isFinite(n) ? n : 0;
}

let decimaisDePontos: ((valor: string) => string) | null = null;

/**
 * Points with their centésimos where a screen shows them ("3,5", "1.234,25", "-12"): a product's
 * points per unit, a sale's preview, a correction. Formatted from the exact text, like textoDinheiro.
 */
export function textoPontosDecimais(valor: ValorDinheiro): string {
  if (!decimaisDePontos) {
    const f = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
    decimaisDePontos = f.format.bind(f) as unknown as (valor: string) => string;
  }
  return decimaisDePontos(decimalExato(valor ?? 0, CASAS_PONTOS) ?? '0');
}

/**
 * The points as a number, where a number is truly needed (is the balance enough for a prize, a
 * sum in a table's footer, a numeric field's initial value); 0 when absent or unreadable. Points
 * carry at most two decimals and 12 integer digits, which a double holds exactly enough to compare.
 */
export function numeroPontos(valor: ValorDinheiro): number {
  return numeroDinheiro(valor);
}

/**
 * The sum of points as exact text ("100.00"), added in centésimos: 33.33 + 66.67 is 100 points,
 * never the 99.99999999999999 a float sum can truncate to 99 on screen.
 */
export function somarPontos(valores: readonly ValorDinheiro[]): string {
  let centesimos = 0n;
  for (const v of valores) {
    const texto = decimalExato(v ?? 0, CASAS_PONTOS);
    if (texto) centesimos += BigInt(texto.replace('.', ''));
  }
  const negativo = centesimos < 0n;
  const digitos = (negativo ? -centesimos : centesimos).toString().padStart(CASAS_PONTOS + 1, '0');
  return `${negativo ? '-' : ''}${digitos.slice(0, -CASAS_PONTOS)}.${digitos.slice(-CASAS_PONTOS)}`;
}
