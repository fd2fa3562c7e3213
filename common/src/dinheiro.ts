/**
 * Money as exact decimal text (docs/api.md, "Dinheiro"): the GraphQL `Dinheiro` scalar answers
 * "1234.50" (2 decimals) and `ValorPonto` "0.0250" (4 decimals). Values arrive as PostgreSQL
 * `numeric` text, JS numbers or BigInt; they are normalised on their digits, never through a float
 * of a text (no `toFixed` on `Number("…")`), so "12345678901234.55" keeps its cents.
 */

/** Decimals of each kind: reais in cents, the point value (R$ per point) in ten-thousandths. */
export const CASAS_DINHEIRO = 2;
export const CASAS_VALOR_PONTO = 4;
/** Points as the ledger keeps them (numeric(14,2): centésimos of a point, from a store's factor). */
export const CASAS_PONTOS = 2;

/** Sign, integer digits and decimal digits of a plain or exponent decimal text. */
function partes(texto: string): { negativo: boolean; inteiro: string; fracao: string } | null {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(texto.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  let inteiro = m[2];
  let fracao = m[3] ?? '';
  const expoente = Number(m[4] ?? 0);
  // 1.5e-7 and 1e21 are what String(number) writes for small and large numbers: move the point on the digits.
  if (expoente > 0) {
    fracao = fracao.padEnd(expoente, '0');
    inteiro += fracao.slice(0, expoente);
    fracao = fracao.slice(expoente);
  } else if (expoente < 0) {
    inteiro = inteiro.padStart(-expoente + 1, '0');
    fracao = inteiro.slice(inteiro.length + expoente) + fracao;
    inteiro = inteiro.slice(0, inteiro.length + expoente);
  }
  return { negativo: m[1] === '-', inteiro: inteiro.replace(/^0+(?=\d)/, '') || '0', fracao };
}

/** The text of a number, BigInt or decimal text; null when it is none of them. */
function textoDe(valor: unknown): string | null {
  if (typeof valor === 'bigint') return valor.toString();
  if (typeof valor === 'number') return Number.isFinite(valor) ? String(valor) : null;
  if (typeof valor === 'string') return valor;
  return null;
}

/** Adds one unit in the last place to a string of digits (half-up rounding without floats). */
function somarUm(digitos: string): string {
  const d = digitos.split('');
  for (let i = d.length - 1; i >= 0; i--) {
    if (d[i] !== '9') {
      d[i] = String(Number(d[i]) + 1);
      return d.join('');
    }
    d[i] = '0';
  }
  return `1${d.join('')}`;
}

/**
 * A value as decimal text with exactly `casas` decimals, rounded half away from zero on its
 * digits ("1234.5" → "1234.50", 0.1 + 0.2 → "0.30", "2.675" → "2.68"); null when not a number.
 */
export function decimalExato(valor: unknown, casas: number = CASAS_DINHEIRO): string | null {
  const texto = textoDe(valor);
  const p = texto === null ? null : partes(texto);
  if (!p) return null;
  let digitos = p.inteiro + p.fracao.padEnd(casas, '0').slice(0, casas);
  if ((p.fracao[casas] ?? '0') >= '5') digitos = somarUm(digitos);
  digitos = digitos.padStart(casas + 1, '0');
  const inteiro = digitos.slice(0, digitos.length - casas).replace(/^0+(?=\d)/, '');
  const resultado = casas > 0 ? `${inteiro}.${digitos.slice(digitos.length - casas)}` : inteiro;
  return p.negativo && /[1-9]/.test(resultado) ? `-${resultado}` : resultado;
}

/** How many decimals a number or text carries beyond its trailing zeros (input check); null when not a number. */
export function casasDecimais(valor: unknown): number | null {
  const texto = textoDe(valor);
  const p = texto === null ? null : partes(texto);
  return p ? p.fracao.replace(/0+$/, '').length : null;
}
