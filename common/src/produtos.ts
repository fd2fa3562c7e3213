/**
 * Products and store products: field labels (the validation messages are '<label> obrigatório'),
 * the CSV layouts of the two uploads, and the number and barcode rules both sides apply.
 */

/** Labels of the standard product form (spec 1 §5). */
export const ROTULOS_PRODUTO = {
  codigo: 'Código',
  nome: 'Nome',
  valorUnitario: 'Preço Unitário',
  valorPontos: 'Valor Pontos',
  codigoBarras: 'Código de Barras',
} as const;

/** Labels of the store product form (spec 1 §5). */
export const ROTULOS_PRODUTO_REVENDA = {
  revenda: 'Loja',
  codigoPadrao: 'Código Experiências SW',
  codigo: 'Código Loja',
  nome: 'Descrição Loja',
  valorUnitario: 'Preço Unitário Loja',
  valorPontos: 'Valor Pontos',
} as const;

/** Product codes are typed by people and read from receipts (spec 3 §2.9: at most 30 characters). */
export const TAMANHO_MAXIMO_CODIGO_PRODUTO = 30;
export const TAMANHO_MAXIMO_NOME_PRODUTO = 200;
/** Upper bound of prices and points, so a typo of a few extra digits is caught. */
export const VALOR_MAXIMO_PRODUTO = 9_999_999.99;

/** One column of an upload layout: its header, whether it must be filled, and an example value. */
export interface ColunaCsv {
  campo: string;
  obrigatoria: boolean;
  descricao: string;
  exemplo: string;
}

/** Standard products upload (POST /api/upload/produtos). Headers are matched ignoring case and accents. */
export const LAYOUT_CSV_PRODUTOS: ColunaCsv[] = [
  { campo: 'codigo', obrigatoria: true, descricao: 'Código do produto (único, até 30 caracteres)', exemplo: 'SW-ACR-18L' },
  { campo: 'nome', obrigatoria: true, descricao: 'Descrição do produto', exemplo: 'Tinta Acrílica Premium Fosco Branco 18L' },
  { campo: 'valorUnitario', obrigatoria: true, descricao: 'Preço unitário em reais (ex.: 489,90)', exemplo: '489,90' },
  { campo: 'valorPontos', obrigatoria: true, descricao: 'Pontos por unidade vendida (ex.: 48,5)', exemplo: '49' },
  { campo: 'codigoBarras', obrigatoria: false, descricao: 'Código de barras EAN/UPC (opcional)', exemplo: '7891234500014' },
];

/** Store products upload (POST /api/upload/produtos_revenda); the store comes in the form, not in the file. */
export const LAYOUT_CSV_PRODUTOS_REVENDA: ColunaCsv[] = [
  { campo: 'codigoPadrao', obrigatoria: true, descricao: 'Código do produto Experiências SW', exemplo: 'SW-ACR-18L' },
  { campo: 'codigo', obrigatoria: true, descricao: 'Código do produto na loja (único na loja)', exemplo: 'THP-000123' },
  { campo: 'nome', obrigatoria: true, descricao: 'Descrição do produto na loja', exemplo: 'ACRILICO PREMIUM BRANCO 18L' },
  { campo: 'valorUnitario', obrigatoria: true, descricao: 'Preço unitário na loja em reais', exemplo: '499,90' },
  { campo: 'valorPontos', obrigatoria: false, descricao: 'Pontos próprios da loja (opcional; vazio herda do produto Experiências SW)', exemplo: '' },
];

/** The template file offered on each upload screen: header and one example line, ';'-separated. */
export const modeloCsv = (layout: ColunaCsv[]): string => `${layout.map((c) => c.campo).join(';')}\r\n${layout.map((c) => c.exemplo).join(';')}\r\n`;

/**
 * Reads a number typed the Brazilian way or the plain way: '1.234,56', '1234,56', '1234.56',
 * 'R$ 12,50'. A value with dots only is read as thousands when every group after the first has
 * three digits ('1.234' is one thousand two hundred and thirty-four), otherwise as a decimal point.
 * Returns null for anything that is not a number.
 */
export function lerDecimalBr(valor: unknown): number | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  if (typeof valor !== 'string') return null;
  let t = valor.replace(/R\$/i, '').replace(/[\s\u00a0]/g, '');
  if (!t) return null;
  const negativo = t.startsWith('-');
  if (negativo) t = t.slice(1);
  if (!/^[\d.,]+$/.test(t)) return null;
  const virgulas = (t.match(/,/g) ?? []).length;
  const ultimaVirgula = t.lastIndexOf(',');
  const ultimoPonto = t.lastIndexOf('.');
  let normal: string;
  if (virgulas > 0 && ultimaVirgula > ultimoPonto) {
    // Comma is the decimal separator; dots before it group thousands.
    if (virgulas > 1 || (ultimoPonto >= 0 && !/^\d{1,3}(\.\d{3})*,\d*$/.test(t))) return null;
    normal = t.replace(/\./g, '').replace(',', '.');
  } else if (virgulas > 0) {
    // '1,234.56': commas group thousands, the dot is the decimal point.
    if (!/^\d{1,3}(,\d{3})*(\.\d*)?$/.test(t)) return null;
    normal = t.replace(/,/g, '');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(t)) {
    normal = t.replace(/\./g, '');
  } else {
    if ((t.match(/\./g) ?? []).length > 1) return null;
    normal = t;
  }
  if (!/\d/.test(normal)) return null;
  const n = Number(normal);
  if (!Number.isFinite(n)) return null;
  return negativo ? -n : n;
}

/** GTIN-8, UPC-A (12), EAN-13 or GTIN-14 with a valid check digit. */
export function codigoBarrasValido(valor: unknown): boolean {
  const d = String(valor ?? '');
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(d)) return false;
  const digitos = d.split('').map(Number);
  const verificador = digitos.pop()!;
  // From the right, weights alternate 3, 1, 3, 1...
  const soma = digitos.reverse().reduce((s, n, i) => s + n * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (soma % 10)) % 10 === verificador;
}
