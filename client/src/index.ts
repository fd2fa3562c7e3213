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
export { notificarSucesso, notificarErro, notificarInfo, limparNotificacoes, type TipoNotificacao } from './notificacoes';
export { ProvedoresApp, type ProvedoresAppProps } from './ProvedoresApp';
export { tema } from './tema';
export { CampoMascarado, CampoCpf, CampoSenha, type CampoMascaradoProps, type CampoCpfProps, type CampoSenhaProps } from './campos';
export { BotaoEnviar, type BotaoEnviarProps } from './BotaoEnviar';
export { PaginaEmConstrucao, type PaginaEmConstrucaoProps } from './PaginaEmConstrucao';
export { CarregandoTela, type CarregandoTelaProps } from './CarregandoTela';
export { useTituloPagina, NOME_PRODUTO } from './useTituloPagina';
export { somenteDigitos } from '@sw/common';
