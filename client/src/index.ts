/** Front-end pieces shared by the panel and the storefront. */
export {
  type UsuarioSessao,
  type ParceiroSessao,
  type RedeAntifraudeSessao,
  type SessaoPainel,
  type SessaoLoja,
  type EstadoSessao,
  obterSessao,
  entrarPainel,
  entrarLoja,
  sairPainel,
  sairLoja,
  sairTudo,
  atualizarParceiro,
  atualizarUsuario,
  atualizarRedesAntifraude,
  assinarSessao,
  useSessao,
  cabecalhoAutorizacao,
  recarregarSessaoDoArmazenamento,
} from './session';
export {
  criarClienteApollo,
  interpretarErro,
  destinoAposSair,
  irPara,
  MENSAGEM_SEM_CONEXAO,
  type OpcoesClienteApollo,
  type ErroInterpretado,
  type CodigoErro,
} from './apollo';
export { textoDinheiro, numeroDinheiro, textoPontosDecimais, numeroPontos, somarPontos } from './dinheiro';
export { notificarSucesso, notificarErro, notificarInfo, limparNotificacoes, type TipoNotificacao } from './notificacoes';
export { ProvedoresApp, type ProvedoresAppProps } from './ProvedoresApp';
export { tema, variaveisAcessiveis, regiaoRolavel, rolagemDaTabela } from './tema';
export {
  CampoMascarado,
  CampoCpf,
  CampoSenha,
  CampoCnpj,
  CampoTelefone,
  CampoData,
  CampoCep,
  type CampoMascaradoProps,
  type CampoCpfProps,
  type CampoSenhaProps,
  type CampoCnpjProps,
  type CampoTelefoneProps,
  type CampoDataProps,
  type CampoCepProps,
  type EnderecoCep,
} from './campos';
export {
  TabelaPaginada,
  useControleTabela,
  criarControleTabela,
  parametrosPagina,
  parametrosPage,
  entradaDaLista,
  respostaDaPagina,
  consulta,
  type TabelaPaginadaProps,
  type ColunaTabela,
  type ControleTabela,
  type OperacoesTabela,
  type ChaveLinha,
  type PedidoTabela,
  type RespostaTabela,
  type Ordenacao,
  type Direcao,
} from './tabela';
export { AcoesDaLinha, AlternarAtivo, confirmar, excluirComConfirmacao, colunaDeAcoes, type AlternarAtivoProps, type OpcoesConfirmar } from './acoes';
export { SeletorRede, SeletorLoja, VALOR_TODAS, type SeletorRedeProps, type SeletorLojaProps, type LojaSelecionada } from './seletores';
export {
  chamarApi,
  enviarArquivo,
  baixarArquivo,
  salvarBlob,
  urlDaApi,
  nomeDoContentDisposition,
  type MetodoHttp,
  type OpcoesChamada,
  type OpcoesEnvio,
} from './rest';
export { ErroApi } from './rest';
export { enviarOperacaoComArquivos, type OpcoesEnvioGraphql } from './envioGraphql';
export { ErroDeEntrada, exigirResultado, type PayloadMutacao } from './erros';
export { erroJaNotificado, notificarErroSeNecessario } from './errosCapturados';
export { BotaoEnviar, type BotaoEnviarProps } from './BotaoEnviar';
export { PaginaEmConstrucao, type PaginaEmConstrucaoProps } from './PaginaEmConstrucao';
export { CarregandoTela, type CarregandoTelaProps } from './CarregandoTela';
export { useTituloPagina, NOME_PRODUTO } from './useTituloPagina';
export { somenteDigitos, dataParaIso, dataParaYyyymmdd, dataParaBr, dataBrValida } from '@sw/common';
export { useFormularioDeEdicao } from './formularios/useFormularioDeEdicao';
export {
  AvisoSessaoEncerrada,
  consumirRetorno,
  esquecerSessaoEncerrada,
  lembrarSessaoEncerrada,
  sessaoFoiEncerrada,
  type LadoSessao,
} from './sessao-encerrada';
