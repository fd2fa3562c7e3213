/** Partner platforms that credit points through an integrator API key (docs/integracoes-e-chave-nfce.md). */
export const PLATAFORMAS_PARCEIRAS = ['SW PRO Cursos', 'Ache Seu Pintor'] as const;
export type PlataformaParceira = (typeof PLATAFORMAS_PARCEIRAS)[number];

/** The header an integrator sends its key in. */
export const CABECALHO_CHAVE_API = 'X-Api-Key';

export const MENSAGENS_INTEGRACAO = {
  chaveInvalida: 'Chave de integração inválida ou revogada.',
  chaveCriada: 'Chave de integração criada. Copie-a agora: ela não será mostrada novamente.',
  chaveRevogada: 'Chave de integração revogada.',
  chaveNaoEncontrada: 'Chave de integração não encontrada.',
  plataformaInvalida: 'Plataforma inválida.',
  plataformaDivergente: 'A plataforma informada não corresponde à chave de integração.',
  cpfNaoEncontrado: 'CPF não encontrado ou inativo.',
  pontosInvalidos: 'Pontos devem ser um número maior que zero.',
  creditados: 'Pontos creditados com sucesso.',
  jaRecebida: 'Esta referência já foi recebida; nada foi creditado novamente.',
  referenciaDivergente: 'Esta referência já foi recebida com outros pontos ou outro CPF; nada foi creditado. Use uma nova referência.',
} as const;
