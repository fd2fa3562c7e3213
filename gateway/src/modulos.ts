/**
 * Every domain module, in one place: its REST routes and its GraphQL resolvers.
 * A new module adds one line to each list. The order of ROTAS does not matter: the routes are
 * mounted one router per prefix, fixed paths before parameters (core/roteador.ts).
 */
import { RotasApi } from './core/http';
import { rotasDocumentacao } from './modules/documentacao/documentacao.rest';
import { rotasSessoes } from './modules/sessoes/sessoes.rest';
import { rotasCadastro } from './modules/cadastro/cadastro.rest';
import { CadastroResolver } from './modules/cadastro/cadastro.resolver';
import { SessoesResolver } from './modules/sessoes/sessoes.resolver';
import { rotasUsuarios } from './modules/usuarios/usuarios.rest';
import { UsuariosResolver } from './modules/usuarios/usuarios.resolver';
import { rotasParceiros } from './modules/parceiros/parceiros.rest';
import { ParceirosResolver } from './modules/parceiros/parceiros.resolver';
import { rotasParceirosPainel } from './modules/parceiros/parceiros-painel.rest';
import { ParceirosPainelResolver } from './modules/parceiros/parceiros-painel.resolver';
import { rotasRedes } from './modules/redes/redes.rest';
import { RedesResolver } from './modules/redes/redes.resolver';
import { rotasRevendas } from './modules/revendas/revendas.rest';
import { RevendasResolver } from './modules/revendas/revendas.resolver';
import { rotasDashboard } from './modules/dashboard/dashboard.rest';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { rotasCep } from './modules/cep/cep.rest';
import { CepResolver } from './modules/cep/cep.resolver';
import { rotasProdutos } from './modules/produtos/produtos.rest';
import { ProdutosResolver } from './modules/produtos/produtos.resolver';
import { rotasProdutosRevenda } from './modules/produtos-revenda/produtos-revenda.rest';
import { ProdutosRevendaResolver } from './modules/produtos-revenda/produtos-revenda.resolver';
import { rotasDownloads } from './modules/downloads/downloads.rest';
import { rotasPesquisas } from './modules/pesquisas/pesquisas.rest';
import { PesquisasResolver } from './modules/pesquisas/pesquisas.resolver';
import { rotasConfiguracoes } from './modules/configuracoes/configuracoes.rest';
import { ConfiguracoesResolver } from './modules/configuracoes/configuracoes.resolver';
import { rotasIntegracoes } from './modules/integracoes/integracoes.rest';
import { IntegracoesResolver } from './modules/integracoes/integracoes.resolver';
import { rotasPontuacoesMembro } from './modules/pontuacoes/membro.rest';
import { PontuacoesMembroResolver } from './modules/pontuacoes/membro.resolver';
import { rotasPontuacoesPendentes } from './modules/pontuacoes/pendentes.rest';
import { PontuacoesPendentesResolver } from './modules/pontuacoes/pendentes.resolver';
import { rotasPontuacoesEncerradas } from './modules/pontuacoes/encerradas.rest';
import { PontuacoesEncerradasResolver } from './modules/pontuacoes/encerradas.resolver';
import { rotasPontosPainel } from './modules/pontos/pontos-painel.rest';
import { PontosPainelResolver } from './modules/pontos/pontos-painel.resolver';
import { rotasExtratoPontos } from './modules/pontos/extrato.rest';
import { ExtratoPontosResolver } from './modules/pontos/extrato.resolver';
import { rotasVendas } from './modules/vendas/vendas.rest';
import { VendasResolver } from './modules/vendas/vendas.resolver';
import { rotasUploadVendas } from './modules/vendas/vendas-upload.rest';
import { VendasUploadResolver } from './modules/vendas/vendas-upload.resolver';
import { rotasCorrecoes } from './modules/vendas/correcoes.rest';
import { CorrecoesResolver } from './modules/vendas/correcoes.resolver';
import { rotasPremios } from './modules/premios/premios.rest';
import { PremiosResolver } from './modules/premios/premios.resolver';
import { rotasResgates } from './modules/resgates/resgates.rest';
import { ResgatesResolver } from './modules/resgates/resgates.resolver';
import { rotasCartoes } from './modules/cartoes/cartoes.rest';
import { CartoesResolver } from './modules/cartoes/cartoes.resolver';
import { rotasMidias } from './modules/midias/midias.rest';
import { MidiasResolver } from './modules/midias/midias.resolver';
import { rotasBanners } from './modules/banners/banners.rest';
import { BannersResolver } from './modules/banners/banners.resolver';
import { rotasLogs } from './modules/auditoria/logs.rest';
import { LogsResolver } from './modules/auditoria/logs.resolver';
import { rotasPontuadas } from './modules/vendas/pontuadas.rest';
import { PontuadasResolver } from './modules/vendas/pontuadas.resolver';
import { rotasOfertas } from './modules/ofertas/ofertas.rest';
import { OfertasResolver } from './modules/ofertas/ofertas.resolver';
import { rotasCodigos } from './modules/codigos/codigos.rest';
import { CodigosResolver } from './modules/codigos/codigos.resolver';
import { rotasIndicacoes } from './modules/indicacoes/indicacoes.rest';
import { rotasContas } from './modules/contas/contas.rest';
import { ContasResolver } from './modules/contas/contas.resolver';
import { IndicacoesResolver } from './modules/indicacoes/indicacoes.resolver';
import { rotasUploadHistorico } from './modules/historico/historico.rest';
import { rotasRelatorios } from './modules/relatorios/relatorios.rest';
import { RelatoriosResolver } from './modules/relatorios/relatorios.resolver';
import { AntifraudeResolver } from './modules/relatorios/antifraude.resolver';

export const ROTAS: ((api: RotasApi) => void)[] = [
  rotasDocumentacao,
  rotasSessoes,
  rotasCadastro,
  rotasUsuarios,
  rotasParceiros,
  rotasParceirosPainel,
  rotasRedes,
  rotasRevendas,
  rotasDashboard,
  rotasCep,
  rotasProdutos,
  rotasProdutosRevenda,
  rotasDownloads,
  rotasPesquisas,
  rotasConfiguracoes,
  rotasIntegracoes,
  rotasPontuacoesMembro,
  rotasPontuacoesPendentes,
  rotasPontuacoesEncerradas,
  rotasPontosPainel,
  rotasExtratoPontos,
  rotasCorrecoes,
  rotasVendas,
  rotasUploadVendas,
  rotasPremios,
  rotasMidias,
  rotasResgates,
  rotasOfertas,
  rotasCartoes,
  rotasBanners,
  rotasLogs,
  rotasCodigos,
  rotasIndicacoes,
  rotasContas,
  rotasUploadHistorico,
  rotasRelatorios,
  rotasPontuadas,
];

/** A resolver class (type-graphql takes the classes themselves). */
type Classe = abstract new (...args: never[]) => object;

export const RESOLVERS: [Classe, ...Classe[]] = [
  SessoesResolver,
  CadastroResolver,
  UsuariosResolver,
  ParceirosResolver,
  ParceirosPainelResolver,
  RedesResolver,
  RevendasResolver,
  DashboardResolver,
  CepResolver,
  ProdutosResolver,
  ProdutosRevendaResolver,
  PesquisasResolver,
  ConfiguracoesResolver,
  PontosPainelResolver,
  ExtratoPontosResolver,
  IntegracoesResolver,
  PontuacoesMembroResolver,
  PontuacoesPendentesResolver,
  PontuacoesEncerradasResolver,
  VendasResolver,
  VendasUploadResolver,
  CorrecoesResolver,
  PremiosResolver,
  ResgatesResolver,
  CartoesResolver,
  PontuadasResolver,
  OfertasResolver,
  MidiasResolver,
  BannersResolver,
  LogsResolver,
  CodigosResolver,
  IndicacoesResolver,
  ContasResolver,
  RelatoriosResolver,
  AntifraudeResolver,
];
