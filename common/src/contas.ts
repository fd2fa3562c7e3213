import { IDADE_MINIMA } from './constantes';
import { MENSAGENS } from './mensagens';
import { idadeEm } from './vendedores';
import { valorProprio } from './objetos';
/**
 * Sign-up codes, referrals, profile and contact (docs/codigos-indicacoes-e-contas.md): texts and
 * constants shared by the gateway, the panel and the storefront.
 */

/** Points a referrer earns per valid referral, by the platform the referral came from (spec 3 §9). */
export const PONTOS_INDICACAO: Record<string, number> = {
  'Indicado por Cadastro': 500,
  'SW PRO Cursos': 750,
  'Ache Seu Pintor': 1500,
};
export const PLATAFORMA_INDICACAO_CADASTRO = 'Indicado por Cadastro';
export const pontosDaIndicacao = (plataforma: string): number => valorProprio(PONTOS_INDICACAO, plataforma) ?? 0;

/** The last accepted expiry date of a sign-up code (spec 2 §5). */
export const EXPIRACAO_MAXIMA_CODIGO = '2999-12-31';

export const MENSAGENS_CONTAS = {
  // Sign-up codes (spec 2 §5 and §8)
  informeCodigo: 'Informe o código',
  informePontos: 'Informe a quantidade de pontos',
  informeUsos: 'Informe a quantidade de usos permitidos',
  expiracaoInvalida: 'Data de expiração inválida',
  codigoFormato: 'O código usa apenas letras, números, "-" e "_" (até 40 caracteres).',
  pontosMinimo: 'A quantidade de pontos deve ser ao menos 1.',
  usosMinimo: 'A quantidade de usos permitidos deve ser ao menos 1.',
  usosAbaixoDosRealizados: (realizados: number) => `Os usos permitidos não podem ser menos que os ${realizados} já realizados.`,
  codigoJaCadastrado: 'Código já cadastrado',
  codigoNaoEncontrado: 'Código de cadastro não encontrado.',
  codigoExpirado: 'Este código de cadastro expirou.',
  codigoEsgotado: 'Este código de cadastro já atingiu o limite de usos.',
  codigoCadastrado: 'Código cadastrado com sucesso',
  codigoAtualizado: 'Código atualizado com sucesso',
  codigoExcluido: 'Código excluído com sucesso',
  confirmarExclusao: 'Tem certeza que deseja excluir este código?',
  erroCadastrar: 'Erro ao cadastrar código',
  erroAtualizar: 'Erro ao atualizar código',
  erroExcluir: 'Erro ao excluir código',
  linkCopiado: 'Link copiado!',
  // Referrals
  indicacaoSomenteSua: 'Você só pode ver as suas próprias indicações.',
  // Profile (spec 3 §2.16)
  perfilAtualizado: 'Perfil atualizado com sucesso',
  informeSenhaAtual: MENSAGENS.informeSenhaAtual,
  senhaAtualIncorreta: MENSAGENS.senhaAtualIncorreta,
  camposNaoEditaveis: (campos: string[]) => `Campos que não podem ser alterados pelo vendedor: ${campos.join(', ')}.`,
  // Contact (spec 3 §2.13)
  informeMensagem: 'Informe uma mensagem',
  mensagemEnviada: 'Mensagem enviada com sucesso',
  mensagemLonga: 'A mensagem pode ter até 5000 caracteres.',
  assuntoContato: (nome: string) => `Experiências SW - contato de ${nome}`,
  // Social login (spec 1 §4, spec 3 §4)
  socialSemPermissao: 'Parceiro não tem permissão para acessar a loja.',
  socialTokenInvalido: 'Não foi possível validar o login social. Tente novamente.',
  socialDesativado: 'Login social não configurado.',
  socialSemCadastro: 'Conta não cadastrada. Complete seu cadastro.',
} as const;

/**
 * Participants are 18 or older (spec 3 §1): the forms' early check (the server decides, on the São
 * Paulo calendar). `nascimentoIso` is YYYY-MM-DD; null when acceptable or not a date yet.
 */
export function problemaDaIdade(nascimentoIso: string | null, hojeIso = new Date().toISOString().slice(0, 10)): string | null {
  if (!nascimentoIso || !/^\d{4}-\d{2}-\d{2}$/.test(nascimentoIso)) return null;
  return idadeEm(nascimentoIso, hojeIso) < IDADE_MINIMA ? MENSAGENS.idadeMinimaParceiro(IDADE_MINIMA) : null;
}
