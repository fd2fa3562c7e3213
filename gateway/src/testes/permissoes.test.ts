import { Operacao, OPERACOES, Papel, PARCEIRO, podeExecutar } from '@sw/common';
import { OPERACOES_EXPOSTAS } from '../core/autorizacao';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Every operation of both doors, run by every role, the member and an anonymous caller:
 * 401 for anonymous callers of protected operations, 403 for roles the matrix leaves out,
 * anything else for the roles it lists. New operations must be added to the tables below.
 */
const PEDIDOS_REST: Record<string, { corpo?: unknown }> = {
  'GET /api/configuracoes-sistema': {},
  'PUT /api/configuracoes-sistema': { corpo: {} },
  'GET /api/configuracoes': {},
  'POST /api/configuracoes': { corpo: {} },
  'POST /api/configuracoes/teste': { corpo: {} },
  'GET /api/produtos': {},
  'GET /api/produtos/barcode/:code': {},
  'GET /api/produtos/:code/codigo': {},
  'GET /api/produtos/:id': {},
  'POST /api/produtos': { corpo: {} },
  'PUT /api/produtos/:id': { corpo: {} },
  'DELETE /api/produtos/:id': {},
  'POST /api/upload/produtos': { corpo: {} },
  'GET /api/upload/produtos/modelo': {},
  'GET /api/produtos_revenda': {},
  'GET /api/produtos_revenda/:id': {},
  'POST /api/produtos_revenda': { corpo: {} },
  'PUT /api/produtos_revenda/:id': { corpo: {} },
  'DELETE /api/produtos_revenda/:id': {},
  'POST /api/upload/produtos_revenda': { corpo: {} },
  'GET /api/upload/produtos_revenda/modelo': {},
  'GET /api/downloads/:token': {},
  'POST /api/sessoes/usuario': { corpo: {} },
  'POST /api/sessoes/parceiro': { corpo: {} },
  'POST /api/sessoes/parceiro/esqueceu-senha': { corpo: {} },
  'POST /api/sessoes/parceiro/validar-recuperacao': { corpo: {} },
  'POST /api/sessoes/parceiro/atualizar-senha': { corpo: {} },
  'DELETE /api/sessoes': {},
  'PUT /api/usuarios': { corpo: {} },
  'GET /api/usuarios/eu': {},
  'POST /api/usuarios': { corpo: {} },
  'GET /api/usuarios': {},
  'GET /api/parceiros/eu': {},
  'PUT /api/parceiros': { corpo: {} },
  'GET /api/redes': {},
  'GET /api/redes/:id': {},
  'POST /api/redes': { corpo: {} },
  'PUT /api/redes/:id': { corpo: {} },
  'DELETE /api/redes/:id': {},
  'GET /api/revendas': {},
  'GET /api/revendas/cnpj/:cnpj': {},
  'GET /api/revendas/:id': {},
  'POST /api/revendas': { corpo: {} },
  'PUT /api/revendas/:id': { corpo: {} },
  'DELETE /api/revendas/:id': {},
  'GET /api/dashboard': {},
  'GET /api/cep/:cep': {},
  'GET /api/pesquisa_mercado': {},
  'GET /api/pesquisa_mercado/:id': {},
  'POST /api/pesquisa_mercado': { corpo: {} },
  'PUT /api/pesquisa_mercado/:id': { corpo: {} },
  'DELETE /api/pesquisa_mercado/:id': {},
  'GET /api/parceiros': {},
  'POST /api/parceiros': { corpo: {} },
  'GET /api/parceiros/export': {},
  'PUT /api/parceiros/:id': { corpo: {} },
  'DELETE /api/parceiros/:id': {},
  'GET /api/parceiros/:id/justificativas': {},
  'GET /api/pontuacoes/expirar/relatorio': {},
  'POST /api/pontuacoes/expirar': {},
  'GET /api/pontuacoes/reativar/:data': {},
  'GET /api/pontuacoes/vencimentos': {},
  'GET /api/pontuacoes/saldo/:id': {},
  'GET /api/premios': {},
  'GET /api/premios/:id': {},
  'POST /api/premios': { corpo: {} },
  'PUT /api/premios/:id': { corpo: {} },
  'DELETE /api/premios/:id': {},
  'GET /api/arquivos/:nome': {},
  'POST /api/resgatar': { corpo: {} },
  'GET /api/resgates': {},
  'GET /api/resgates/:id': {},
  'POST /api/cancelarResgate': { corpo: {} },
  'POST /api/alterarStatusResgate': { corpo: {} },
  'POST /api/pontuacoes/pontuar': { corpo: {} },
  'GET /api/vendas': {},
  'GET /api/pontuacoes/pendentes': {},
  'POST /api/pontuacoes/encerrar': { corpo: {} },
  'POST /api/pontuacoes/reprovar': { corpo: {} },
  'POST /api/pontuacoes/retornar-foto-pendente': { corpo: {} },
  'GET /api/pontuacoes/encerradas': {},
  'GET /api/pontuacoes/encerradas/export': {},
  'GET /api/pontuacoes': {},
  'GET /api/pontuacoes/export': {},
  'GET /api/pontuacoes/produtos-mais-vendidos': {},
  'POST /api/pontuacoes/cancelar': { corpo: {} },
  'POST /api/pontuacoes/retornar-pontuacao-pendente': { corpo: {} },
  'GET /api/pontuacoes/:id/itens': {},
  'GET /api/pontuacoes/:id/historico': {},
  'GET /api/pontuacoes/:id/motivo-reprovacao': {},
  'PUT /api/pontuacoes/:id': { corpo: {} },
  'GET /api/pontuacoes/:cpf': {},
  'POST /api/upload/vendas': { corpo: {} },
  'GET /api/upload/vendas/modelo': {},
  'GET /api/pontuacoes/correcoes': {},
  'POST /api/pontuacoes/corrigir/:idVenda': {},
  'GET /api/historico/codigoUsado/:code/:cpf': {},
  'GET /api/vendas_itens/:code/:idRevenda': {},
  'POST /api/upload/venda_foto': { corpo: {} },
  'GET /api/pontuacoes/aprovadas': {},
  'GET /api/pontuacoes/nao-processadas': {},
  'GET /api/pontuacoes/codigo/usuario': {},
  'GET /api/pontuacoes/meus-vencimentos': {},
  'GET /api/integracoes/chaves': {},
  'POST /api/integracoes/chaves': { corpo: {} },
  'POST /api/integracoes/chaves/:id/revogar': {},
  'POST /api/integracoes/pontuacoes': { corpo: {} },
  'GET /api/pontuacoes/swpro': {},
  'POST /api/upload/historico': { corpo: {} },
  'GET /api/upload/historico/modelo': {},
  'GET /api/relatorio/gerar': {},
  'GET /api/compras-pontuacao/gerar': {},
  'GET /api/taxa-sucesso/gerar': {},
  'GET /api/antifraude/gerar': {},
  'GET /api/mensuracao/gerar': {},
  'GET /api/relatorios/tarefas': {},
  'GET /api/relatorios/tarefas/:id': {},
  'GET /api/relatorio': {},
  'GET /api/mensuracao': {},
  'POST /api/mensuracao/observacao': { corpo: {} },
  'GET /api/mensuracao/observacoes': {},
  'GET /api/taxa-sucesso': {},
  'GET /api/antifraude': {},
  'GET /api/antifraude/redes': {},
  'POST /api/antifraude/observacao': { corpo: {} },
  'GET /api/antifraude/observacoes': {},
  'POST /api/antifraude/liberacao': { corpo: {} },
  'GET /api/antifraude/liberacoes': {},
  'GET /api/historico': {},
  'GET /api/historico/primeiraData': {},
  'GET /api/historico/serie': {},
  'GET /api/produtos_vendidos': {},
  'GET /api/compras-pontuacao': {},
  'POST /api/estoque/saldo': { corpo: {} },
  'GET /api/estoque/liberacoes': {},
  'GET /api/historico/csv': {},
  'GET /api/produtos_vendidos/csv': {},
  'GET /api/compras-pontuacao/csv': {},
};

const PEDIDOS_GRAPHQL: Record<string, string> = {
  configuracoesSistema: `{ configuracoesSistema { limitePontuacao } }`,
  atualizarConfiguracoesSistema: `mutation { atualizarConfiguracoesSistema(input: {}) { limitePontuacao } }`,
  configuracaoWhatsapp: `{ configuracaoWhatsapp { id } }`,
  salvarConfiguracaoWhatsapp: `mutation { salvarConfiguracaoWhatsapp(input: {}) { id } }`,
  testarWhatsapp: `mutation { testarWhatsapp(celular: "") { sucesso } }`,
  produtos: `{ produtos { id } }`,
  produtosPaginados: `{ produtosPaginados { total } }`,
  produto: `{ produto(id: 999999) { id } }`,
  produtosPorCodigo: `{ produtosPorCodigo(codigo: "X") { id } }`,
  produtoPorCodigoBarras: `{ produtoPorCodigoBarras(codigo: "X") { id } }`,
  criarProduto: `mutation { criarProduto(input: {}) { id } }`,
  atualizarProduto: `mutation { atualizarProduto(id: 999999, input: {}) { id } }`,
  alterarAtivoProduto: `mutation { alterarAtivoProduto(id: 999999, ativo: true) { produtosRevendaAtualizados } }`,
  excluirProduto: `mutation { excluirProduto(id: 999999) }`,
  produtosRevenda: `{ produtosRevenda { total } }`,
  produtoRevenda: `{ produtoRevenda(id: 999999) { id } }`,
  linkExportacaoProdutosRevenda: `{ linkExportacaoProdutosRevenda }`,
  criarProdutoRevenda: `mutation { criarProdutoRevenda(input: {}) { id } }`,
  atualizarProdutoRevenda: `mutation { atualizarProdutoRevenda(id: 999999, input: {}) { id } }`,
  alterarAtivoProdutoRevenda: `mutation { alterarAtivoProdutoRevenda(id: 999999, ativo: true) { id } }`,
  excluirProdutoRevenda: `mutation { excluirProdutoRevenda(id: 999999) }`,
  entrarUsuario: `mutation { entrarUsuario(cpf: "", senha: "") { token } }`,
  entrarParceiro: `mutation { entrarParceiro(cpf: "", senha: "") { token } }`,
  cadastrarParceiro: `mutation { cadastrarParceiro(input: {}) { token } }`,
  cpfCadastrado: `{ cpfCadastrado(cpf: "1") }`,
  revendasPublicas: `{ revendasPublicas { id } }`,
  revendaPublica: `{ revendaPublica(id: 0) { id } }`,
  solicitarRecuperacaoSenha: `mutation { solicitarRecuperacaoSenha(informacao: "") { mensagem } }`,
  validarRecuperacaoSenha: `mutation { validarRecuperacaoSenha(uuid: "") { valido } }`,
  atualizarSenhaRecuperacao: `mutation { atualizarSenhaRecuperacao(uuid: "", novaSenha: "") { mensagem } }`,
  sair: `mutation { sair }`,
  eu: `{ eu { id } }`,
  atualizarMeuPerfil: `mutation { atualizarMeuPerfil(input: { nome: "" }) { id } }`,
  criarUsuario: `mutation { criarUsuario(input: { nome: "", email: "", cpf: "", senha: "", permissao: 0 }) { id } }`,
  usuarios: `{ usuarios { id } }`,
  meuParceiro: `{ meuParceiro { id } }`,
  aceitarRegulamento: `mutation { aceitarRegulamento { id } }`,
  redes: `{ redes { id } }`,
  redesPaginadas: `{ redesPaginadas { total } }`,
  rede: `{ rede(id: 0) { id } }`,
  criarRede: `mutation { criarRede(input: {}) { id } }`,
  atualizarRede: `mutation { atualizarRede(id: 0, input: {}) { id } }`,
  alterarAtivoRede: `mutation { alterarAtivoRede(id: 0, ativo: true) { id } }`,
  excluirRede: `mutation { excluirRede(id: 0) }`,
  revendas: `{ revendas(limite: 1) { id } }`,
  revendasPaginadas: `{ revendasPaginadas { total } }`,
  revenda: `{ revenda(id: 0) { id } }`,
  revendaPorCnpj: `{ revendaPorCnpj(cnpj: "1") { id } }`,
  revendaCodigoEmUso: `{ revendaCodigoEmUso(codigo: "x") }`,
  criarRevenda: `mutation { criarRevenda(input: {}) { id } }`,
  atualizarRevenda: `mutation { atualizarRevenda(id: 0, input: {}) { id } }`,
  alterarResgateLiberado: `mutation { alterarResgateLiberado(id: 0, resgateLiberado: true) { id } }`,
  alterarAtivoRevenda: `mutation { alterarAtivoRevenda(id: 0, ativo: true) { id } }`,
  excluirRevenda: `mutation { excluirRevenda(id: 0) }`,
  dashboard: `{ dashboard { parceirosCadastrados } }`,
  cep: `{ cep(cep: "1") { uf } }`,
  pesquisasMercado: `{ pesquisasMercado { total } }`,
  pesquisaMercado: `{ pesquisaMercado(id: 0) { id } }`,
  criarPesquisaMercado: `mutation { criarPesquisaMercado(input: {}) { id } }`,
  atualizarPesquisaMercado: `mutation { atualizarPesquisaMercado(id: 0, input: {}) { id } }`,
  excluirPesquisaMercado: `mutation { excluirPesquisaMercado(id: 0) }`,
  parceiros: `{ parceiros { totalRecords } }`,
  parceiro: `{ parceiro(id: 0) { id } }`,
  parceiroPorCpf: `{ parceiroPorCpf(cpf: "1") { id } }`,
  justificativasDoParceiro: `{ justificativasDoParceiro(id: 0) { id } }`,
  criarParceiro: `mutation { criarParceiro(input: {}) { id } }`,
  atualizarParceiro: `mutation { atualizarParceiro(id: 0, input: {}) { id } }`,
  alterarStatusParceiro: `mutation { alterarStatusParceiro(id: 0, ativo: true, justificativa: "x") { id } }`,
  excluirParceiro: `mutation { excluirParceiro(id: 0) }`,
  relatorioExpiracao: `{ relatorioExpiracao(limite: 0) { parceiros } }`,
  expirarPontos: `mutation { expirarPontos { parceiros } }`,
  reativarPontos: `mutation { reativarPontos(dia: "x") { success } }`,
  vencimentosPorRede: `{ vencimentosPorRede { dias } }`,
  saldoPontos: `{ saldoPontos(parceiroId: 0) { saldoPontos } }`,
  premios: `{ premios { total } }`,
  premiosPorCodigo: `{ premiosPorCodigo(codigo: "x") { id } }`,
  alterarAtivoPremio: `mutation { alterarAtivoPremio(id: 999999, ativo: true) { id } }`,
  excluirPremio: `mutation { excluirPremio(id: 999999) }`,
  resgatar: `mutation { resgatar(codigoPremio: "nao-existe") { saldoNovo } }`,
  meusResgates: `{ meusResgates { id } }`,
  meuResgate: `{ meuResgate(id: 999999) { id } }`,
  resgates: `{ resgates { total } }`,
  cancelarResgate: `mutation { cancelarResgate(identificador: 999999) { mensagem } }`,
  alterarStatusResgate: `mutation { alterarStatusResgate(identificador: 999999, status: 1) { mensagem } }`,
  pontuarVenda: `mutation { pontuarVenda(input: { venda: { cpf: "", tipoFiscal: "N", identificador: "", realizadoEm: "", itens: [] } }) { id } }`,
  vendasPorDocumento: `{ vendasPorDocumento(identificador: "X") { id } }`,
  pontuacoesPendentes: `{ pontuacoesPendentes { totalRecords } }`,
  encerrarPontuacao: `mutation { encerrarPontuacao(identificador: "999999999") { mensagem } }`,
  reprovarPontuacao: `mutation { reprovarPontuacao(identificador: "999999999", reprovadoMotivo: "Nota Ilegível") { mensagem } }`,
  retornarPontuacaoPendente: `mutation { retornarPontuacaoPendente(identificador: "999999999") { mensagem } }`,
  pontuacoesEncerradas: `{ pontuacoesEncerradas { totalRecords } }`,
  linkExportacaoPontuacoesEncerradas: `{ linkExportacaoPontuacoesEncerradas(tipo: "all") }`,
  vendasPontuadas: `{ vendasPontuadas { totalRecords } }`,
  vendasDoVendedor: `{ vendasDoVendedor(cpf: "1") { id } }`,
  itensDaVenda: `{ itensDaVenda(id: "0") { id } }`,
  historicoDaVenda: `{ historicoDaVenda(id: "0") { id } }`,
  motivoReprovacaoDaVenda: `{ motivoReprovacaoDaVenda(id: "0") { reprovadoMotivo } }`,
  produtosMaisVendidos: `{ produtosMaisVendidos { codigo } }`,
  linkExportacaoPontuacoes: `{ linkExportacaoPontuacoes(tipo: "x") }`,
  cancelarVendaPontuada: `mutation { cancelarVendaPontuada(identificador: "0") { mensagem } }`,
  retornarVendaPendente: `mutation { retornarVendaPendente(identificador: "0") { mensagem } }`,
  editarVendaPontuada: `mutation { editarVendaPontuada(id: "0", input: {}) { mensagem } }`,
  correcoesPontuacao: `{ correcoesPontuacao { vendasCorrigir { idVenda } } }`,
  corrigirPontuacao: `mutation { corrigirPontuacao(idVenda: "999999999") { mensagem } }`,
  saldoProdutoLoja: `{ saldoProdutoLoja(codigo: "X") { disponivel } }`,
  enviarPontuacaoDigitada: `mutation { enviarPontuacaoDigitada(itens: []) { id } }`,
  minhasPontuacoesAprovadas: `{ minhasPontuacoesAprovadas { totalRecords } }`,
  minhasPontuacoesEmAnalise: `{ minhasPontuacoesEmAnalise { totalAnalise } }`,
  minhasPontuacoesNaoProcessadas: `{ minhasPontuacoesNaoProcessadas { id } }`,
  meusPontosPorCodigo: `{ meusPontosPorCodigo { codigo } }`,
  meusProximosVencimentos: `{ meusProximosVencimentos { venceEm } }`,
  chavesIntegracao: `{ chavesIntegracao { id } }`,
  criarChaveIntegracao: `mutation { criarChaveIntegracao(input: { nome: "", plataforma: "" }) { segredo } }`,
  revogarChaveIntegracao: `mutation { revogarChaveIntegracao(id: 999999) { mensagem } }`,
  creditarPontosPlataforma: `mutation { creditarPontosPlataforma(input: { cpf: "", pontos: 1, referencia: "" }) { id } }`,
  minhasPontuacoesPlataforma: `{ minhasPontuacoesPlataforma { id } }`,
  gerarRelatorio: `mutation { gerarRelatorio(tipo: "x") { mensagem } }`,
  tarefaRelatorio: `{ tarefaRelatorio(id: "999999") { id } }`,
  tarefasRelatorios: `{ tarefasRelatorios { id } }`,
  relatorioExterno: `{ relatorioExterno { url } }`,
  mensuracao: `{ mensuracao { rede } }`,
  observarMensuracao: `mutation { observarMensuracao(rede: 999999, obs: "") { mensagem } }`,
  observacoesMensuracao: `{ observacoesMensuracao(rede: 999999) { nome } }`,
  taxaSucesso: `{ taxaSucesso(ano: 2025, mes: 1) { rede } }`,
  comprasPontuacao: `{ comprasPontuacao(ano: 2025, mes: 1) { rede } }`,
  registrarSaldoEstoque: `mutation { registrarSaldoEstoque(rede: 999999, codProduto: "", saldo: "", data: "") { mensagem } }`,
  liberacoesEstoque: `{ liberacoesEstoque(rede: 999999, codProduto: "") { nome } }`,
  historico: `{ historico(ano: 2025) { rede } }`,
  historicoPrimeiraData: `{ historicoPrimeiraData }`,
  serieComprasVendas: `{ serieComprasVendas(ano: 2025) { mes } }`,
  produtosVendidos: `{ produtosVendidos(ano: 2025) { revenda } }`,
  antifraude: `{ antifraude { rede } }`,
  redesAntifraude: `{ redesAntifraude { id } }`,
  observarAntifraude: `mutation { observarAntifraude(rede: 999999, codProduto: "", observacao: "") { mensagem } }`,
  liberarAntifraude: `mutation { liberarAntifraude(rede: 999999, codProduto: "", quantidade: "") { mensagem } }`,
  observacoesAntifraude: `{ observacoesAntifraude(rede: 999999, codProduto: "") { nome } }`,
  liberacoesAntifraude: `{ liberacoesAntifraude(rede: 999999, codProduto: "") { nome } }`,
};

/**
 * Routes that serve two audiences (docs/cadastro-e-senha.md): registered with their public
 * operation, they check this staff operation inside when a panel token acts.
 */
const OPERACAO_DO_PAINEL: Partial<Record<string, Operacao>> = {
  'POST /api/parceiros': 'parceiros.criar',
  'GET /api/parceiros': 'parceiros.listar',
  'GET /api/revendas': 'revendas.listar',
  'GET /api/revendas/:id': 'revendas.listar',
  'GET /api/pontuacoes': 'pontuacoes.pontuadas',
  // Nova venda for staff; a member's typed send (docs/pontuacoes-membro.md).
  'POST /api/pontuacoes/pontuar': 'vendas.pontuar',
};

const PAPEIS: (Papel | null)[] = [null, PARCEIRO, 0, 1, 2, 3, 4, 5];
const nomePapel = (p: Papel | null) => (p === null ? 'anônimo' : String(p));

let amb: AmbienteDeTeste;
beforeAll(async () => { amb = await AmbienteDeTeste.criar(); });
afterAll(() => amb.fechar());

async function tokenDe(papel: Papel | null): Promise<string | undefined> {
  if (papel === null) return undefined;
  if (papel === PARCEIRO) return amb.entrarLoja();
  return amb.entrarPainel(papel as number);
}

it('every exposed operation is in the tables of this test', () => {
  const rest = OPERACOES_EXPOSTAS.filter((o) => o.porta === 'rest').map((o) => o.nome).sort();
  const gql = OPERACOES_EXPOSTAS.filter((o) => o.porta === 'graphql').map((o) => o.nome).sort();
  expect(rest).toEqual(Object.keys(PEDIDOS_REST).sort());
  expect(gql).toEqual(Object.keys(PEDIDOS_GRAPHQL).sort());
});

it('operation → roles has not changed unreviewed', () => {
  const matriz = OPERACOES_EXPOSTAS.map((o) => `${o.porta} ${o.nome} → ${o.operacao} → [${(OPERACOES[o.operacao] as readonly Papel[]).join(', ')}]`).sort();
  expect(matriz).toMatchSnapshot();
});

describe.each(PAPEIS)('caller %s', (papel) => {
  let token: string | undefined;
  beforeAll(async () => { token = await tokenDe(papel); });

  it.each(OPERACOES_EXPOSTAS.map((o) => [o.porta, o.nome, o.operacao] as const))('%s %s', async (porta, nome, operacao) => {
    // Signing out revokes the token, so it gets one of its own.
    const credencial = operacao === 'sessao.sair' ? await tokenDe(papel) : token;
    let status: number;
    if (porta === 'rest') {
      const [metodo, caminho] = nome.split(' ');
      const r = await amb.rest(metodo, caminho, { token: credencial, corpo: PEDIDOS_REST[nome].corpo });
      status = r.status;
    } else {
      const r = await amb.gql(PEDIDOS_GRAPHQL[nome], {}, { token: credencial });
      status = r.codigo === 'UNAUTHENTICATED' ? 401 : r.codigo === 'FORBIDDEN' ? 403 : 200;
    }
    const doPainel = typeof papel === 'number' ? OPERACAO_DO_PAINEL[nome] : undefined;
    const efetiva = doPainel ?? operacao;
    const publico = (OPERACOES[efetiva] as readonly Papel[]).includes('publico');
    const esperado = publico || podeExecutar(efetiva, papel) ? 'permitido' : papel === null ? 401 : 403;
    const obtido = status === 401 || status === 403 ? status : 'permitido';
    expect(`${nomePapel(papel)} ${nome}: ${obtido}`).toBe(`${nomePapel(papel)} ${nome}: ${esperado}`);
  });
});
