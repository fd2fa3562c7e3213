/**
 * Store (revenda) form vocabulary shared by the panel form and the gateway's validation, so the
 * '<label> obrigatório' a screen shows and the one the server answers are the same text.
 */

/** Field labels of Cadastrar Loja and the edit dialog. */
export const ROTULOS_REVENDA = {
  rede: 'Rede',
  codigo: 'Código',
  cnpj: 'CNPJ',
  cnpjCddRevendaMaster: 'CNPJ CDD Revenda Master',
  nomeFantasia: 'Nome Fantasia',
  razaoSocial: 'Razão Social',
  responsavel: 'Responsável',
  email: 'Email',
  telefone: 'Telefone',
  celular: 'Celular',
  endCep: 'CEP',
  endRua: 'Rua',
  endNumero: 'Número',
  endComplemento: 'Complemento',
  endBairro: 'Bairro',
  endCidade: 'Cidade',
  endEstado: 'Estado',
  tipoPontuacao: 'Tipo de pontuação',
  fatorPontuacao: 'Fator de pontuação',
  cenario: 'Cenário',
  lancamentoRelatorio: 'Lançamento por relatório',
  lancamentoManual: 'Lançamento manual',
  resgateLiberado: 'Resgate liberado',
  ativo: 'Ativo',
} as const;

export type CampoRevenda = keyof typeof ROTULOS_REVENDA;

/** Scoring factor options, 1x to 10x (spec 1 §9). */
export const FATORES_PONTUACAO: number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** How lists name a scoring type: 1 Digitação, 2 Foto, anything else Sistema (spec 1 §3). */
export const tipoPontuacaoNaLista = (tipo: number | null | undefined): string => (tipo === 1 ? 'Digitação' : tipo === 2 ? 'Foto' : 'Sistema');

/** The scoring type as GraphQL names it (enum TipoPontuacao) → the contract's number. */
export const TIPO_PONTUACAO_DO_ENUM = { SISTEMA: 0, DIGITACAO: 1, FOTO: 2 } as const;
export type NomeTipoPontuacao = keyof typeof TIPO_PONTUACAO_DO_ENUM;
export const NOME_TIPO_PONTUACAO = ['SISTEMA', 'DIGITACAO', 'FOTO'] as const;

/** The scenario as GraphQL names it (enum CenarioLoja) → the contract's number, and back. */
export const CENARIO_DO_ENUM = { INICIAL: 0, A: 1, B: 2, C: 3 } as const;
export type NomeCenario = keyof typeof CENARIO_DO_ENUM;
export const NOME_CENARIO = ['INICIAL', 'A', 'B', 'C'] as const;

/** How the store detail names a scoring type: Foto or Sistema (spec 1 §3). */
export const tipoPontuacaoNoDetalhe = (tipo: number | null | undefined): string => (tipo === 2 ? 'Foto' : 'Sistema');
