/** Texts the user reads, quoted from the specifications. One place, so a text is never typed twice. */
export const MENSAGENS = {
  // Session
  saudacao: (nome: string) => `Olá, ${nome}!`,
  ateMais: 'Até mais!',
  credenciaisInvalidas: 'CPF ou senha inválidos.',
  muitasTentativas: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  sessaoExpirada: 'Sua sessão expirou. Entre novamente.',
  semPermissao: 'Você não tem permissão para realizar esta ação.',
  parceiroSemPermissao: 'Parceiro não tem permissão para acessar a loja.',
  // Generic
  erroInterno: 'Erro interno. Tente novamente em instantes.',
  requisicaoInvalida: 'Requisição inválida.',
  naoEncontrado: 'Registro não encontrado.',
  bancoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  aguardeProcessando: 'Aguarde processando...',
  semResultados: 'Sem resultados',
  nenhumResultado: 'Nenhum resultado',
  emConstrucao: 'Em construção',
  // Validation (spec 1 §5, spec 3 §5)
  cpfInvalido: 'CPF não é válido',
  obrigatorio: (campo: string) => `${campo} obrigatório`,
  invalido: (campo: string) => `${campo} inválido`,
  // Profile
  perfilAtualizado: 'Perfil atualizado com sucesso',
  dadosAtualizados: 'Dados atualizado com sucesso',
  senhaAtualIncorreta: 'Senha atual incorreta.',
  informeSenhaAtual: 'Informe a senha atual para alterar a senha.',
  // Panel users
  usuarioJaCadastrado: 'Usuário já cadastrado',
  administradorCadastrado: 'Administrador cadastrado com sucesso',
  selecioneLoja: 'Selecione ao menos uma loja',
  permissaoNaoConcedida: 'Você não pode conceder esta permissão.',
  // Terms
  concordoRegulamento: 'Concordo com os termos deste Regulamento.',
} as const;

/** Passwords (ASVS 2.1): 8 to 128 characters, no composition rules, not the CPF, not a common password. */
export const SENHA_MINIMO = 8;
export const SENHA_MAXIMO = 128;
const SENHAS_COMUNS = new Set([
  '12345678', '123456789', '1234567890', '87654321', '11111111', '00000000', '12341234', '123123123',
  'password', 'password1', 'senha123', 'senha1234', 'senhasenha', 'qwerty123', 'qwertyuiop', 'abc12345',
  'abcd1234', 'iloveyou', 'brasil123', 'mudar123', 'mudar@123', 'admin123', 'administrador', 'experiencias',
]);

/** Returns the reason a password is refused, or null when it is acceptable. */
export function problemaDaSenha(senha: string, cpf?: string): string | null {
  if (senha.length < SENHA_MINIMO) return `A senha deve ter ao menos ${SENHA_MINIMO} caracteres.`;
  if (senha.length > SENHA_MAXIMO) return `A senha deve ter no máximo ${SENHA_MAXIMO} caracteres.`;
  if (cpf && senha.replace(/\D/g, '') === cpf.replace(/\D/g, '') && /^[\d.\-\s]+$/.test(senha)) {
    return 'A senha não pode ser o seu CPF.';
  }
  if (SENHAS_COMUNS.has(senha.toLowerCase())) return 'Esta senha é muito comum. Escolha outra.';
  return null;
}
