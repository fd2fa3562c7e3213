import { somenteDigitos } from './documentos';

/**
 * The 44-digit access key of an NF-e (modelo 55) or NFC-e (modelo 65), as printed on the receipt,
 * encoded in its barcode or inside the NFC-e QR code address. Layout (Manual de Orientação do
 * Contribuinte): cUF(2) AAMM(4) CNPJ(14) mod(2) série(3) nNF(9) tpEmis(1) cNF(8) cDV(1); the last
 * digit is a modulo-11 check digit over the first 43. Pure: the Nova venda screen and the gateway
 * read keys with the same function (docs/integracoes-e-chave-nfce.md).
 */

export const MENSAGENS_CHAVE_ACESSO = {
  invalida: 'Chave de acesso inválida',
  notaDuplicada: 'Nota Duplicada',
  cnpjDivergente: 'CNPJ divergente do cadastro',
  foraDoMes: 'Data fora do mês vigente',
  qrNaoEncontrado: 'Não foi possível ler o QR Code da imagem.',
} as const;

/** IBGE state codes (cUF) → UF. */
export const UFS_POR_CODIGO: Record<string, string> = {
  11: 'RO',
  12: 'AC',
  13: 'AM',
  14: 'RR',
  15: 'PA',
  16: 'AP',
  17: 'TO',
  21: 'MA',
  22: 'PI',
  23: 'CE',
  24: 'RN',
  25: 'PB',
  26: 'PE',
  27: 'AL',
  28: 'SE',
  29: 'BA',
  31: 'MG',
  32: 'ES',
  33: 'RJ',
  35: 'SP',
  41: 'PR',
  42: 'SC',
  43: 'RS',
  50: 'MS',
  51: 'MT',
  52: 'GO',
  53: 'DF',
};

/** Modelo of the fiscal document → the sale's tipo fiscal ('N' nota fiscal, 'C' cupom fiscal). */
const TIPO_FISCAL_POR_MODELO: Record<string, 'N' | 'C'> = { 55: 'N', 65: 'C' };

export interface ChaveAcesso {
  /** The 44 digits. */
  chave: string;
  codigoUf: string;
  uf: string;
  /** Year-month of issue, 'YYYY-MM'. */
  anoMes: string;
  cnpj: string;
  modelo: '55' | '65';
  tipoFiscal: 'N' | 'C';
  serie: number;
  /** The invoice number without leading zeros (what Nova venda calls número fiscal). */
  numero: string;
}

/** The modulo-11 check digit of the first 43 digits: weights 2..9 from the right; remainders 0 and 1 give 0. */
export function digitoChaveAcesso(base43: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = base43.length - 1; i >= 0; i--) {
    soma += Number(base43[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/**
 * Finds the 44 digits in what the operator typed or pasted, or in what a QR code held: the NFC-e
 * address (`...?p=<chave>|2|1|...`, or the older `...?chNFe=<chave>&...`), a key typed in groups of
 * four with spaces or dots, or an 'NFe<chave>' id. Does not check the digit.
 */
export function extrairChaveAcesso(texto: unknown): string | null {
  if (typeof texto !== 'string') return null;
  const t = texto.trim();
  const daUrl = /[?&]p=(\d{44})(?!\d)/.exec(t) ?? /chNFe=(\d{44})(?!\d)/i.exec(t);
  if (daUrl) return daUrl[1];
  // Typed or pasted: only digits and the separators people use when copying the printed groups.
  if (/^[\d\s.\-/]+$/.test(t)) {
    const d = somenteDigitos(t);
    return d.length === 44 ? d : null;
  }
  const solta = /(?:^|\D)(\d{44})(?!\d)/.exec(t);
  return solta ? solta[1] : null;
}

/** Reads and validates a key; null when there is no key or it fails any check (the screen says 'Chave de acesso inválida'). */
export function lerChaveAcesso(texto: unknown): ChaveAcesso | null {
  const chave = extrairChaveAcesso(texto);
  if (!chave) return null;
  if (digitoChaveAcesso(chave.slice(0, 43)) !== Number(chave[43])) return null;
  const codigoUf = chave.slice(0, 2);
  const uf = UFS_POR_CODIGO[codigoUf];
  const mes = Number(chave.slice(4, 6));
  const modelo = chave.slice(20, 22);
  const tipoFiscal = TIPO_FISCAL_POR_MODELO[modelo];
  if (!uf || mes < 1 || mes > 12 || !tipoFiscal) return null;
  return {
    chave,
    codigoUf,
    uf,
    anoMes: `20${chave.slice(2, 4)}-${chave.slice(4, 6)}`,
    cnpj: chave.slice(6, 20),
    modelo: modelo as '55' | '65',
    tipoFiscal,
    serie: Number(chave.slice(22, 25)),
    numero: String(Number(chave.slice(25, 34))),
  };
}

/** The key in groups of four, as printed on the DANFE. */
export const formatarChaveAcesso = (chave: string): string => somenteDigitos(chave).replace(/(\d{4})(?=\d)/g, '$1 ');
