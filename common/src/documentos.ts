/** Brazilian document and contact rules shared by the browser (comfort) and the server (enforcement). */

export const somenteDigitos = (valor: unknown): string => String(valor ?? '').replace(/\D/g, '');

function digitoVerificador(base: string, pesoInicial: number): number {
  let soma = 0;
  for (let i = 0; i < base.length; i++) soma += Number(base[i]) * (pesoInicial - i);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

/** 11 digits, not all identical, both check digits right. Accepts masked input. */
export function cpfValido(valor: unknown): boolean {
  const cpf = somenteDigitos(valor);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const d1 = digitoVerificador(cpf.slice(0, 9), 10);
  const d2 = digitoVerificador(cpf.slice(0, 10), 11);
  return d1 === Number(cpf[9]) && d2 === Number(cpf[10]);
}

function digitoCnpj(base: string): number {
  const pesos = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const soma = pesos.reduce((acc, peso, i) => acc + Number(base[i]) * peso, 0);
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** 14 digits, not all identical, both check digits right. Accepts masked input. */
export function cnpjValido(valor: unknown): boolean {
  const cnpj = somenteDigitos(valor);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  return digitoCnpj(cnpj.slice(0, 12)) === Number(cnpj[12]) && digitoCnpj(cnpj.slice(0, 13)) === Number(cnpj[13]);
}

export const TAMANHO_MINIMO_TELEFONE = 10;
export const TAMANHO_CEP = 8;
export const TAMANHO_MINIMO_DATA_NASCIMENTO = 8;
export const TAMANHO_ESTADO = 2;

export const telefoneValido = (valor: unknown): boolean => {
  const n = somenteDigitos(valor).length;
  return n >= TAMANHO_MINIMO_TELEFONE && n <= 11;
};
export const cepValido = (valor: unknown): boolean => somenteDigitos(valor).length === TAMANHO_CEP;

/** Applies a mask where 9 stands for a digit, e.g. '999.999.999-99'. Extra digits are dropped. */
export function aplicarMascara(valor: unknown, mascara: string): string {
  const digitos = somenteDigitos(valor);
  let saida = '';
  let i = 0;
  for (const ch of mascara) {
    if (i >= digitos.length) break;
    if (ch === '9') saida += digitos[i++];
    else saida += ch;
  }
  return saida;
}

export const MASCARAS = {
  cpf: '999.999.999-99',
  cnpj: '99.999.999/9999-99',
  cep: '99999-999',
  celular: '(99) 99999-9999',
  telefone: '(99) 9999-9999',
  data: '99/99/9999',
} as const;

export const formatarCpf = (v: unknown) => aplicarMascara(v, MASCARAS.cpf);
export const formatarCnpj = (v: unknown) => aplicarMascara(v, MASCARAS.cnpj);
export const formatarCep = (v: unknown) => aplicarMascara(v, MASCARAS.cep);
export const formatarTelefone = (v: unknown) => aplicarMascara(v, somenteDigitos(v).length > 10 ? MASCARAS.celular : MASCARAS.telefone);

/** The 27 federative units; an address state must be one of them (spec 1 §5: 2 characters). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export const ufValida = (valor: unknown): boolean =>
  (UFS as readonly string[]).includes(
    String(valor ?? '')
      .trim()
      .toUpperCase(),
  );
