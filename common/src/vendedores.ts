/**
 * Salesperson (parceiro) vocabulary shared by the panel's Vendedor Loja form and the gateway's
 * validation, so the '<label> obrigatório' a screen shows and the one the server answers match.
 */

/** Field labels of Cadastrar Vendedor Loja and the edit dialog. */
export const ROTULOS_PARCEIRO = {
  cnpjRevenda: 'Loja',
  nome: 'Nome',
  cpf: 'CPF',
  email: 'Email',
  celular: 'Celular',
  telefone: 'Telefone',
  dataNascimento: 'Data de Nascimento',
  sexo: 'Sexo',
  endCep: 'CEP',
  endRua: 'Rua',
  endNumero: 'Número',
  endComplemento: 'Complemento',
  endBairro: 'Bairro',
  endCidade: 'Cidade',
  endEstado: 'Estado',
  hobby: 'Hobby',
} as const;

export type CampoParceiro = keyof typeof ROTULOS_PARCEIRO;

/** Fields the form may leave blank (spec 1 §5); every other one is '<label> obrigatório'. */
export const CAMPOS_OPCIONAIS_PARCEIRO: readonly CampoParceiro[] = ['endComplemento', 'hobby', 'telefone', 'email'];

export const SEXOS = [
  { value: 'F', label: 'Feminino' },
  { value: 'M', label: 'Masculino' },
] as const;

/**
 * The legacy list computed "days without access" from 1970 for members who never signed in, so any
 * value from 19193 on means "never" and shows as a dash (spec 1 §9). The gateway answers null for
 * never; both readings show '-'.
 */
export const DIAS_SEM_ACESSO_NUNCA = 19193;

export const textoDiasSemAcesso = (dias: number | null | undefined): string =>
  dias === null || dias === undefined || dias >= DIAS_SEM_ACESSO_NUNCA ? '-' : String(dias);

/** Whole years between a birth date (YYYY-MM-DD) and a reference day (YYYY-MM-DD). */
export function idadeEm(nascimentoIso: string, hojeIso: string): number {
  const [a1, m1, d1] = nascimentoIso.split('-').map(Number) as [number, number, number];
  const [a2, m2, d2] = hojeIso.split('-').map(Number) as [number, number, number];
  return a2 - a1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

export const IDADE_MAXIMA = 120;
