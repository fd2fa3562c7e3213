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
  carregando: 'Carregando...',
  statusAtualizado: 'Status atualizado com sucesso',
  downloadEmBreve: 'Seu download começará em breve, aguarde.',
  /** Footer of a paged table: '1-10 de 57 resultados'. */
  faixaResultados: (inicio: number, fim: number, total: number) => `${inicio}-${fim} de ${total} resultados`,
  // Validation (spec 1 §5, spec 3 §5)
  cpfInvalido: 'CPF não é válido',
  cnpjInvalido: 'CNPJ não é válido',
  cepInvalido: 'CEP inválido',
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
  /** 'Permisão' is the contract's spelling. */
  permissaoObrigatoria: 'Permisão obrigatório',
  redeNaoPermitida: 'Você não pode conceder acesso a esta rede.',
  lojaForaDasRedes: 'As lojas escolhidas devem pertencer às redes permitidas.',
  // Market research (spec 1 §5, §8)
  adicioneMaisVendidos: 'Adicione 5 produtos mais vendidos',
  adicioneConcorrentes: 'Adicione 5 produtos concorrentes mais vendidos',
  informeItemPesquisa: 'Informe produto, quantidade e valor unitário para adicionar',
  informeMarcaConcorrente: 'Informe a marca do produto concorrente para adicionar',
  produtoMesmaMarca: 'Produto da mesma marca já adicionado',
  limiteItensPesquisa: (n: number) => `A lista aceita no máximo ${n} produtos.`,
  shareInvalido: 'Share deve estar entre 0 e 100.',
  pesquisaCadastrada: 'Pesquisa de Mercado cadastrado com sucesso',
  pesquisaExcluida: 'Pesquisa excluída com sucesso',
  pesquisaAlterada: 'Pesquisa alterada com sucesso',
  // Networks (spec 1 §5, §8)
  informeNome: 'Informe o nome',
  informeRegiao: 'Informe a região',
  informeValorPonto: 'Informe o valor do ponto',
  valorPontoInvalido: 'Valor do ponto inválido',
  redeJaCadastrada: 'Já existe uma rede com este nome.',
  redeNaoEncontrada: 'Rede não encontrada.',
  redeComLojas: 'Não é possível excluir a rede: há lojas vinculadas a ela. Mova ou exclua as lojas antes.',
  redeCadastrada: 'Rede cadastrada com sucesso',
  redeAlterada: 'Rede alterada com sucesso',
  redeExcluida: 'Rede excluída com sucesso',
  redeAtualizada: 'Rede atualizada com sucesso',
  // Stores (spec 1 §5, §8)
  redeObrigatorio: 'Rede obrigatório',
  tipoPontuacaoObrigatorio: 'Tipo de pontuação obrigatório',
  codigoEmUsoLoja: 'Código em uso por outra Loja',
  cnpjJaCadastrado: 'CNPJ já cadastrado',
  lojaNaoEncontrada: 'Loja não encontrada.',
  lojaComVinculos: 'Não é possível excluir a loja: há vendedores, vendas ou outros registros vinculados a ela. Inative-a em vez de excluir.',
  lojaCadastrada: 'Loja cadastrada com sucesso',
  revendaAlterada: 'Revenda alterada com sucesso',
  resgateLiberadoAlterado: 'Liberação do resgate alterada com sucesso',
  excluidoComSucesso: 'Excluído com sucesso',
  // Salespeople (spec 1 §5, §8; spec 3 §1 for the minimum age)
  vendedorJaCadastrado: 'Vendedor Loja já cadastrado',
  vendedorCadastrado: 'Vendedor Loja cadastrado com sucesso',
  parceiroExcluido: 'Parceiro excluído com sucesso',
  parceiroAlterado: 'Parceiro alterado com sucesso',
  statusParceiroAtualizado: 'Status do parceiro atualizado com sucesso',
  informeJustificativa: 'Por favor, informe uma justificativa',
  erroHistoricoParceiro: 'Erro ao buscar histórico de alterações',
  erroExportarParceiros: 'Ocorreu um erro ao exportar os parceiros. Por favor, tente novamente.',
  exportacaoConcluida: 'Exportação concluída com sucesso!',
  idadeMinimaParceiro: (anos: number) => `O vendedor deve ter ${anos} anos ou mais.`,
  parceiroNaoEncontrado: 'Vendedor Loja não encontrado.',
  lojaInativaParceiro: 'A loja está inativa: não é possível vincular vendedores a ela.',
  parceiroComMovimento: 'Não é possível excluir o vendedor: ele tem vendas ou pontos registrados. Inative-o em vez de excluir.',
  statusParceiroIgual: (ativo: boolean) => `O vendedor já está ${ativo ? 'ativo' : 'inativo'}.`,
  statusSomenteComJustificativa: 'Para alterar o status, envie apenas ativo e justificativa.',
  // Products and store products (spec 1 §5, §8; spec 3 §8)
  produtoCadastrado: 'Produto cadastrado com sucesso',
  produtoExcluido: 'Produto excluído com sucesso',
  produtoAlterado: 'Produto alterado com sucesso',
  produtosCadastrados: (n: number) => `${n} produtos cadastrados`,
  erroCarregarProdutos: 'Erro ao carregar produtos',
  produtoPadraoNaoEncontrado: 'Produto Experiências SW não encontrado',
  produtoCodigoNaoEncontrado: 'Não há produto com esse código!',
  produtoNaoEncontrado: 'Produto não encontrado.',
  codigoProdutoEmUso: 'Código já cadastrado em outro produto.',
  codigoBarrasEmUso: 'Código de Barras já cadastrado em outro produto.',
  codigoLojaEmUso: 'Código Loja já cadastrado nesta loja.',
  produtoComProdutosLoja: (n: number) => `Não é possível excluir o produto: há ${n} produto(s) loja vinculado(s) a ele. Exclua-os ou inative o produto.`,
  statusSeparado: 'Para alterar o status, envie apenas ativo (e atualizarRevenda).',
  statusProdutoLojaSeparado: 'Para alterar o status, envie apenas ativo.',
  produtoLojaNaoEncontrado: 'Produto loja não encontrado.',
  // Uploads (spec 1 §5)
  informeRevenda: 'Informe a revenda',
  selecioneArquivo: 'Selecione um arquivo primeiro',
  arquivoNaoCsv: 'O arquivo deve ser um .CSV de texto (colunas separadas por ";" ou ","). Planilhas .xlsx, arquivos compactados e binários não são aceitos.',
  arquivoGrande: (mb: number) => `O arquivo excede o limite de ${mb} MB.`,
  arquivoSemLinhas: 'O arquivo não tem linhas de dados abaixo do cabeçalho.',
  colunasAusentes: (colunas: string[]) => `Cabeçalho sem a(s) coluna(s) obrigatória(s): ${colunas.join(', ')}.`,
  arquivoMuitasLinhas: (max: number) => `O arquivo tem mais de ${max} linhas. Divida-o em partes menores.`,
  // System settings (spec 2 §5, §8)
  erroCarregarConfiguracoes: 'Erro ao carregar configurações',
  erroAtualizarConfiguracoes: 'Erro ao atualizar configurações',
  limitePontuacaoInvalido: 'Limite de pontuação inválido: informe um número inteiro de pontos, 0 para sem limite.',
  usosSemanaisInvalido: 'Usos semanais do voucher deve ser um número inteiro maior ou igual a 0.',
  // WhatsApp (spec 2 §7, §8). 'Error ao salvar configurações' and 'Error enviar menssagem' keep the contract's spelling.
  erroSalvarConfiguracoesWhats: 'Error ao salvar configurações',
  erroEnviarMensagemWhats: 'Error enviar menssagem',
  configuracaoWhatsSalva: 'Configuração do WhatsApp salva com sucesso',
  mensagemTesteEnviada: 'Mensagem de teste enviada com sucesso',
  whatsNaoConfigurado: 'Configure e salve a URL, o token e o código do WhatsApp antes de testar.',
  urlWhatsInvalida: 'URL inválida: informe um endereço que comece com http:// ou https://.',
  tokenMascarado: 'Informe o token completo, ou deixe o campo como está para manter o atual.',
  configuracaoWhatsNaoEncontrada: 'Configuração do WhatsApp não encontrada.',
  tokenWhatsIlegivel: 'O token do WhatsApp guardado não pode ser lido com a chave atual. Informe o token novamente e salve.',
  falhaTesteWhats: (motivo: string) => `Não foi possível enviar a mensagem de teste: ${motivo}`,
  // Points: expiry, return and balance (spec 2 §7, §8; spec 3 §7)
  erroDevolverPontos: 'Erro ao devolver pontos',
  erroBaixarCsv: 'Erro ao baixar arquivo CSV',
  saldoAtual: (pontos: string) => `Seu saldo atual é de ${pontos} pontos`,
  pontosExpirados: (pontos: string, parceiros: number) => `${pontos} pontos expirados de ${parceiros} vendedor(es).`,
  nenhumPontoVencido: 'Não há pontos vencidos para expirar.',
  pontosDevolvidos: (pontos: string, parceiros: number, dia: string) => `${pontos} pontos expirados em ${dia} devolvidos a ${parceiros} vendedor(es).`,
  nenhumaExpiracaoNoDia: (dia: string) => `Nenhum ponto expirado em ${dia} para devolver.`,
  dataExpiracaoInvalida: 'Data inválida. Use AAAA-MM-DD ou DD-MM-AAAA.',
  dataExpiracaoFutura: 'A data não pode ser futura.',
  expiracaoRestritaRede: 'Expirar e devolver pontos valem para todo o programa; seu acesso está limitado a algumas redes.',
  saldoDeOutroParceiro: 'Você só pode consultar o seu próprio saldo.',
  informeParceiroSaldo: 'Informe o vendedor.',
  diasVencimentoInvalido: 'Informe um número de dias entre 1 e 365.',
  // Signed download links
  linkExpirado: 'Este link de download expirou ou não é válido. Gere a exportação novamente.',
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
