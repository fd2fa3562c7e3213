import { concordar } from './concordancia';

/** Texts the user reads, quoted from the specifications. One place, so a text is never typed twice. */
/** Two significant digits (28.611 → 29.000): an estimated total should not look exact. */
const arredondar = (n: number) => {
  const passo = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / passo) * passo;
};

export const MENSAGENS = {
  // Session
  saudacao: (nome: string) => `Olá, ${nome}!`,
  ateMais: 'Até mais!',
  credenciaisInvalidas: 'CPF ou senha inválidos.',
  muitasTentativas: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  sessaoExpirada: 'Sua sessão expirou. Entre novamente.',
  semPermissao: 'Você não tem permissão para realizar esta ação.',
  parceiroSemPermissao: 'Parceiro não tem permissão para acessar a loja.',
  /** A member write before the regulation is accepted (spec 3 §2.7; the server enforces it too). */
  aceiteRegulamento: 'Aceite o regulamento para continuar.',
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
  /** Footer of a paged table: '1-10 de 57 resultados', or '1-10 de cerca de 28.000 resultados' when the server estimated the total. */
  faixaResultados: (inicio: number, fim: number, total: number, estimado = false) =>
    estimado ? `${inicio}-${fim} de cerca de ${arredondar(total).toLocaleString('pt-BR')} resultados` : `${inicio}-${fim} de ${total} resultados`,
  // Validation (spec 1 §5, spec 3 §5)
  cpfInvalido: 'CPF não é válido',
  cnpjInvalido: 'CNPJ não é válido',
  cepInvalido: 'CEP inválido',
  // The specification quotes these two patterns for the forms ('Rede obrigatório', a phone's '<label> inválido').
  obrigatorio: (campo: string) => `${campo} obrigatório`,
  invalido: (campo: string) => `${campo} inválido`,
  /** What the API says of a value it cannot read, in agreement with the field ('Data inicial inválida'). */
  valorInvalido: (campo: string) => `${campo} ${concordar(campo, 'inválido')}`,
  /** GraphQL money (Dinheiro: 2 decimals; ValorPonto: 4): a number or decimal text with a point, no more decimals than the kind keeps. */
  dinheiroInvalido: (casas: number) =>
    `Valor em reais inválido: informe um número com até ${casas} casas decimais, com ponto (ex.: ${casas === 2 ? '1234.50' : '0.0125'}).`,
  /** GraphQL points (scalar Pontos): a number or decimal text with a point, at most the ledger's two decimals. */
  pontosDecimalInvalido: (casas: number) => `Pontos inválidos: informe um número com até ${casas} casas decimais, com ponto (ex.: 1500.25).`,
  // Profile
  perfilAtualizado: 'Perfil atualizado com sucesso',
  dadosAtualizados: 'Dados atualizado com sucesso',
  senhaAtualIncorreta: 'Senha atual incorreta.',
  informeDadosAtualizar: 'Informe os dados a atualizar.',
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
  // Managing panel users (Administradores)
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  usuarioAtualizado: 'Usuário atualizado com sucesso',
  usuarioAtivado: 'Usuário reativado com sucesso',
  usuarioDesativado: 'Usuário desativado com sucesso',
  naoDesativeASiMesmo: 'Você não pode desativar o seu próprio usuário.',
  naoAlterePropriaPermissao: 'Você não pode alterar a sua própria permissão.',
  usuarioDesativadoEntrar: 'Seu usuário está desativado. Procure um administrador.',
  usuarioSemEmail: 'Este usuário não tem e-mail cadastrado. Cadastre um e-mail antes de redefinir a senha.',
  reativeAntesDeRedefinir: 'Reative o usuário antes de redefinir a senha.',
  senhaRedefinidaEnviada: 'Uma nova senha provisória foi enviada para o e-mail do usuário.',
  assuntoSenhaPainel: 'Experiências SW - nova senha de acesso ao painel',
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
  lojaExcluida: 'Loja excluída com sucesso',
  sessaoEncerrada: 'Sessão encerrada.',
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
  produtoComVendasOuCompras: 'Não é possível excluir o produto: ele tem vendas ou histórico de compras das lojas. Inative o produto.',
  statusSeparado: 'Para alterar o status, envie apenas ativo (e atualizarRevenda).',
  statusProdutoLojaSeparado: 'Para alterar o status, envie apenas ativo.',
  produtoLojaNaoEncontrado: 'Produto loja não encontrado.',
  // Uploads (spec 1 §5)
  informeRevenda: 'Informe a revenda',
  selecioneArquivo: 'Selecione um arquivo primeiro',
  arquivoNaoCsv: 'O arquivo deve ser um .CSV de texto (colunas separadas por ";" ou ","). Planilhas .xlsx, arquivos compactados e binários não são aceitos.',
  arquivoGrande: (mb: number) => `O arquivo excede o limite de ${mb} MB.`,
  arquivosDemais: (maximo: number) => `Envie no máximo ${maximo} arquivos por vez.`,
  arquivoSemLinhas: 'O arquivo não tem linhas de dados abaixo do cabeçalho.',
  colunasAusentes: (colunas: string[]) => `Cabeçalho sem a(s) coluna(s) obrigatória(s): ${colunas.join(', ')}.`,
  arquivoMuitasLinhas: (max: number) => `O arquivo tem mais de ${max.toLocaleString('pt-BR')} linhas. Divida-o em partes menores.`,
  // Sales upload (spec 1 §5, §8) and score correction (spec 2 §8)
  vendasProcessadas: (n: number) => `${n} venda(s) processada(s)`,
  erroProcessarUpload: 'Erro ao processar o upload',
  arquivoNaoXlsx: 'O arquivo deve ser uma planilha .xlsx (Excel).',
  planilhaInvalida: 'Não foi possível ler a planilha: o arquivo .xlsx está corrompido ou não é uma planilha.',
  nenhumaVendaCorrigir: 'Nenhuma venda com pontuação para corrigir foi encontrada',
  pontuacaoCorrigida: 'Pontuação corrigida com sucesso',
  vendaSemCorrecao: 'A pontuação desta venda já está correta.',
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
  extratoDeOutroParceiro: 'Você só pode consultar o seu próprio extrato.',
  saldoPontosInsuficiente: 'Saldo de pontos insuficiente.',
  periodoExtratoInvalido: 'A data inicial não pode ser depois da data final.',
  diasVencimentoInvalido: 'Informe um número de dias entre 1 e 365.',
  // Signed download links
  linkExpirado: 'Este link de download expirou ou não é válido. Gere a exportação novamente.',
  // Prizes (spec 2 §5)
  informeCodigo: 'Informe o código',
  informeDescricao: 'Informe a descrição',
  informeCustoTotal: 'Informe o custo total',
  informeTipo: 'Informe o tipo',
  informePontosPremio: 'Informe os pontos',
  selecioneFoto: 'Selecione uma foto',
  codigoPremioEmUso: 'Código já cadastrado',
  premioCadastrado: 'Prêmio cadastrado com sucesso',
  premioExcluido: 'Prêmio excluído com sucesso',
  premioAtualizado: 'Prêmio atualizado com sucesso',
  premioNaoEncontrado: 'Prêmio não encontrado.',
  fotoInvalida: 'A foto deve ser uma imagem JPEG, PNG ou WebP.',
  // Redemptions (spec 2 §7, spec 3 §5)
  resgateRealizado: 'Resgate realizado com sucesso!',
  resgateCancelado: 'Resgate cancelado com sucesso',
  resgateNaoEncontrado: 'Resgate não encontrado.',
  resgateNaoLiberado: 'O resgate não está liberado para a sua loja.',
  premioIndisponivel: 'Este prêmio não está disponível para resgate.',
  selecioneOperadora: 'Selecione a operadora',
  informeCelular: 'Informe o celular',
  selecioneVoltagem: 'Selecione a voltagem (110V ou 220V).',
  premioCreditoIndisponivel: 'O resgate de créditos no cartão ainda não está disponível.',
  limiteResgatesMes: (n: number) => `Você já fez ${n} resgates este mês. O limite mensal é de ${n} resgates.`,
  limitePremioMes: 'Você já resgatou este prêmio este mês. Cada prêmio pode ser resgatado uma vez por mês.',
  resgateJaCancelado: 'Este resgate já foi cancelado.',
  statusResgateInvalido: 'Status inválido. Use 0 (Não entregue), 1 (Entregue) ou 2 (Em trânsito).',
  // Nova venda (spec 2 §5, §8)
  vendaProcessada: 'Venda processada com sucesso',
  vendaJaProcessada: 'Venda já processada',
  vendaCpfInvalido: 'CPF inválido',
  /** A member the caller may see, but switched off: no sale is credited to them (spec 2 §5 answers 'CPF inválido' to both; we say which). */
  vendaVendedorInativo: 'Vendedor inativo',
  /** The store's switches (docs/redes-e-lojas.md): Nova venda (and a claim processed in it), the sales spreadsheet. */
  vendaLojaSemLancamentoManual: 'A loja deste vendedor não aceita lançamento manual de vendas.',
  vendaLojaSemLancamentoRelatorio: (loja: string) => `A loja ${loja} não recebe pontos pelo relatório de vendas.`,
  vendaItemIncompleto: 'Informe todos os campos para adicionar um item',
  vendaValoresInvalidos: 'Informe somente valores válidos',
  vendaSemItens: 'Adicione itens antes de processar',
  vendaCampoObrigatorio: (rotulo: string) => `${rotulo} é obrigatório`,
  vendaProdutoNaoParticipante: (codigo: string) => `Produto não participante: ${codigo}`,
  vendaTipoFiscalInvalido: 'Tipo fiscal inválido: use N (nota) ou C (cupom).',
  vendaDataInvalida: 'Data da venda inválida',
  vendaDataFutura: 'A data da venda não pode ser futura.',
  // Pontuações pendentes e encerradas (spec 2 §2, §4, §8; docs/pontuacoes-pendentes.md)
  pontuacaoEncerrada: 'Pontuação encerrada com sucesso',
  pontuacaoReprovada: 'Nota reprovada com sucesso',
  pontuacaoRetornadaPendente: 'Pontuação retornada para pendente com sucesso',
  pontuacaoNaoEncontrada: 'Pontuação não encontrada',
  pontuacaoJaTratada: 'Esta pontuação já foi tratada. Atualize a lista.',
  pontuacaoNaoEncerrada: 'Somente pontuações encerradas ou reprovadas podem voltar para pendente.',
  pontuacaoDeOutroVendedor: 'Esta pontuação foi enviada por outro vendedor: confira o CPF da venda.',
  motivoReprovacaoInvalido: 'Motivo de reprovação inválido: escolha um dos motivos da lista.',
  erroReprovarNota: 'Ocorreu um erro ao reprovar a nota.',
  erroRetornarPendente: 'Erro ao retornar pontuação para pendente',
  erroExportarArquivo: 'Erro ao exportar arquivo',
  // Pontuações (vendas pontuadas) (spec 2 §2, §4, §8; docs/pontuacoes-painel.md)
  pontuacaoCancelada: 'Pontuação cancelada com sucesso',
  pontuacaoAtualizada: 'Pontuação atualizada com sucesso',
  vendaNaoEncontrada: 'Venda não encontrada',
  identificadorDePontuacao: 'Este identificador é de uma pontuação enviada, não de uma venda: nada foi alterado.',
  vendaJaCancelada: 'Esta venda já foi cancelada.',
  vendaCanceladaNaoEdita: 'Uma venda cancelada não pode ser editada.',
  vendaJaRetornada: 'Esta venda já voltou para pendente.',
  erroCancelarPontuacao: 'Erro ao cancelar pontuação',
  erroBuscarHistorico: 'Erro ao buscar histórico de alterações',
  erroCarregarDados: 'Erro ao carregar dados',
  arquivoExportado: 'Arquivo exportado com sucesso!',
  // Visualizador de arquivos (spec 2 §2)
  arquivoNaoEncontrado: 'Arquivo não encontrado',
  tipoArquivoNaoSuportado: 'Tipo de arquivo não suportado',
  erroCarregarImagem: 'Não foi possível carregar a imagem',
  erroCarregarVideo: 'Não foi possível carregar o vídeo',
  // Envio de pontuação pelo vendedor e extratos (spec 3 §2.9, §2.10, §5, §8; docs/pontuacoes-membro.md)
  preenchaTodosDados: 'Preencha todos os dados e tente novamente',
  produtoNaoParticipante: 'Produto não participante',
  semSaldoProduto: 'Você não possui saldo para esse produto',
  erroEnviarVenda: 'Erro ao tentar enviar a venda.',
  vendaEnviadaAnalise: 'Venda enviada com sucesso! Ela aparece em análise até a conferência.',
  arquivosEnviados: (n: number) => `${n} arquivo(s) enviado(s) com sucesso`,
  arquivosSelecionados: (n: number) => `${n} arquivos(s) selecionado(s)`,
  erroEnviarArquivos: 'Erro ao enviar arquivos',
  lojaNaoPontuaDigitando: 'Sua loja não envia pontuação digitando produtos: envie a foto ou o PDF da nota.',
  lojaNaoPontuaFoto: 'Sua loja não envia pontuação por foto: digite os produtos vendidos.',
  lojaNaoEnviaPontuacao: 'Sua loja não envia pontuações pelo site: fale com o seu gestor.',
  comprovanteInvalido: 'Envie imagens (JPG, PNG ou WebP) ou PDF.',
  envioEmAndamento: 'Este envio já está sendo processado. Confira em Minhas pontuações antes de enviar de novo.',
  consultaDeOutraLoja: 'Você só pode consultar a sua própria loja.',
  extratoSomenteVendedor: 'Extrato disponível apenas para o vendedor.',
  // Terms
  concordoRegulamento: 'Concordo com os termos deste Regulamento.',
  // Public self-registration and password recovery (spec 3 §5, §2.4; docs/cadastro-e-senha.md)
  senhasNaoConferem: 'Senhas não conferem',
  aceitePolitica: 'Você deve aceitar a politica de privacidade',
  selecioneRevenda: 'Selecione uma revenda.',
  erroCarregarRevendas: 'Erro ao carregar revendas.',
  erroVerificarCpf: 'Erro ao verificar CPF. Tente novamente.',
  cadastroRealizado: 'Cadastro realizado com sucesso',
  erroCadastro: 'Erro ao realizar cadastro',
  informeEmailOuCpf: 'Informe seu email ou CPF primeiro',
  informeNovaSenha: 'Informe sua nova senha primeiro',
  recuperacaoEnviada:
    'Se houver um cadastro com esses dados, enviaremos um link de recuperação para o e-mail cadastrado ou, para quem se cadastrou sem e-mail, por WhatsApp para o celular cadastrado.',
  linkRecuperacaoValido: 'Link válido. Informe sua nova senha.',
  linkRecuperacaoInvalido: 'Este link de recuperação expirou ou já foi usado. Solicite um novo.',
  senhaAlterada: 'Senha alterada com sucesso. Entre com a nova senha.',
  assuntoRecuperacao: 'Experiências SW - recuperação de senha',
} as const;

/** Passwords (ASVS 2.1): 8 to 128 characters, no composition rules, not the CPF, not a common password. */
export const SENHA_MINIMO = 8;
export const SENHA_MAXIMO = 128;
const SENHAS_COMUNS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '123123123',
  'password',
  'password1',
  'senha123',
  'senha1234',
  'senhasenha',
  'qwerty123',
  'qwertyuiop',
  'abc12345',
  'abcd1234',
  'iloveyou',
  'brasil123',
  'mudar123',
  'mudar@123',
  'admin123',
  'administrador',
  'experiencias',
]);

/** The rule above in one sentence, shown beside a new-password field before anyone gets it wrong. */
export const REGRA_SENHA = `Use de ${SENHA_MINIMO} a ${SENHA_MAXIMO} caracteres; pode ser uma frase. Não use o seu CPF nem senhas comuns como 12345678.`;

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
