import { AmbienteDeTeste } from '../testing/ambiente';
import { comPontosEmTexto } from '../testing/pontos';
import { esperarTarefa as esperarTarefaDe } from '../testing/tarefas';
import { criarFila, Fila } from '../core/fila';
import { SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';
import { CNPJ, COD, criarRedeDosExemplos, CSV, emReais } from '../testing/relatorios-exemplos';

/**
 * Reports and anti-fraud through both doors, on a network of their own whose numbers are the
 * worked examples of docs/relatorios.md: programme start 01/04/2025; sell-in (Upload Histórico)
 * Jan 100 un./R$ 1.000, Feb 200/R$ 2.000, Apr 300/R$ 3.000, May 300/R$ 3.000 of one product
 * (R$ 10,00, 2 points per unit); scored sales 900 units in May and 50 in June.
 */

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
let rede: number;

/** The body as sent, BOM included (fetch's text() drops a leading BOM). */
const corpoBruto = async (r: Response) => Buffer.from(await r.arrayBuffer()).toString('utf8');

async function enviar(token: string, nome: string, conteudo: string) {
  const form = new FormData();
  form.append('arquivo', new Blob([Buffer.from(conteudo, 'utf8')]), nome);
  const r = await fetch(`${amb.url}/api/upload/historico`, { method: 'POST', headers: { authorization: token }, body: form });
  return { status: r.status, corpo: (await r.json()) as any };
}

const esperarTarefa = (id: string, token = tokens[2]) => esperarTarefaDe(amb, id, token);

async function gerar(caminho: string) {
  const r = await amb.rest('GET', `/api${caminho}`, { token: tokens[2] });
  expect(r.status).toBe(200);
  const t = await esperarTarefa(r.corpo.tarefa.id);
  expect(t.status).toBe('concluida');
  return t;
}

async function entrar(permissao: number) {
  const u = USUARIOS_DEMO.find((x) => x.permissao === permissao)!;
  return amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: u.cpf, senha: SENHA_DEMO } });
}

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  rede = await criarRedeDosExemplos(amb);
});
afterAll(() => amb.fechar());

describe('Upload Histórico', () => {
  it('applies the good lines, lists each bad one with its line and reason, and a re-upload changes nothing', async () => {
    const r = await enviar(tokens[1], 'historico.csv', CSV);
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({
      total: 4,
      criados: 4,
      atualizados: 0,
      inalterados: 0,
      erros: [
        { linha: 4, motivo: 'Produto não encontrado: NAO-EXISTE' },
        { linha: 6, motivo: 'mes inválido: "13/2025" (use MM/AAAA)' },
        { linha: 8, motivo: 'Loja não encontrada: CNPJ 99999999000191' },
        { linha: 9, motivo: 'quantidade obrigatório' },
        { linha: 10, motivo: 'Loja, produto e mês repetido no arquivo (já está na linha 2).' },
      ],
    });
    const de = await amb.ds.query(
      `SELECT to_char(mes, 'YYYY-MM') AS mes, quantidade, valor_total FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id WHERE r.cnpj = $1 ORDER BY mes`,
      [CNPJ],
    );
    expect(de).toEqual([
      { mes: '2025-01', quantidade: '100.00', valor_total: '1000.00' },
      { mes: '2025-02', quantidade: '200.00', valor_total: '2000.00' },
      { mes: '2025-04', quantidade: '300.00', valor_total: '3000.00' },
      { mes: '2025-05', quantidade: '300.00', valor_total: '3000.00' },
    ]);
    // Histórico shows an upload at once (the upload refreshes the monthly network summary).
    const h = await amb.rest('GET', `/api/historico?rede=${rede}&ano=2025`, { token: tokens[1] });
    expect(h.corpo.historico[0]).toMatchObject({ janeiro: 1000, fevereiro: 2000, abril: 3000, maio: 3000, total: 9000 });
    const de2 = await enviar(tokens[1], 'historico.csv', CSV);
    expect(de2.corpo).toMatchObject({ total: 4, criados: 0, atualizados: 0, inalterados: 4 });
    expect(await amb.ds.query(`SELECT count(*)::int AS n FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id WHERE r.cnpj = $1`, [CNPJ])).toEqual([
      { n: 4 },
    ]);
  });
});

describe('worked examples (docs/relatorios.md), REST and GraphQL', () => {
  let w: Fila;
  beforeAll(async () => {
    w = await criarFila(amb.ds, { trabalhar: true, agendar: false, nome: 'exemplos' });
    for (const c of [
      '/relatorio/gerar',
      '/antifraude/gerar',
      '/mensuracao/gerar',
      '/taxa-sucesso/gerar?ano=2025&mes=05',
      '/compras-pontuacao/gerar?ano=2025&mes=05',
    ])
      await gerar(c);
  });
  afterAll(() => w.parar());

  it('Mensuração: monthly and weekly averages before and after the start, and the result in percent', async () => {
    const r = await amb.rest('GET', `/api/mensuracao?rede=${rede}`, { token: tokens[0] });
    const esperado = {
      redeId: rede,
      rede: 'Rede Relatórios Teste',
      dataCadastro: '2025-04-15',
      mesesAtendidosAntes: 2,
      mediaMensal: 1500,
      mediaSemanal: 355.93,
      mesesAtendidosPos: 2,
      totalVendidoPos: 6000,
      mediaMensalPos: 3000,
      mediaSemanalPos: 688.52,
      resultadoMensal: 100,
      resultadoSemanal: 93.44,
      observacao: null,
    };
    expect(r.corpo.mensuracao).toEqual([esperado]);
    const g = await amb.gql(
      `query($rede: ID) { mensuracao(rede: $rede) { redeId rede dataCadastro mesesAtendidosAntes mediaMensal mediaSemanal mesesAtendidosPos totalVendidoPos mediaMensalPos mediaSemanalPos resultadoMensal resultadoSemanal observacao } }`,
      { rede },
      { token: tokens[5] },
    );
    expect(g.data.mensuracao).toEqual([
      { ...emReais(esperado, ['mediaMensal', 'mediaMensalPos', 'mediaSemanal', 'mediaSemanalPos', 'totalVendidoPos']), redeId: String(rede) },
    ]);

    expect(await amb.rest('POST', '/api/mensuracao/observacao', { token: tokens[1], corpo: { rede, obs: 'Campanha de abril' } })).toEqual({
      status: 201,
      corpo: { mensagem: 'Observação salva com sucesso' },
    });
    const g2 = await amb.gql(
      `mutation($rede: ID!) { observarMensuracao(input: { rede: $rede, obs: "Meta revista" }) { resultado { mensagem } errosDeUsuario { campo } } }`,
      { rede },
      { token: tokens[2] },
    );
    expect(g2.data.observarMensuracao).toEqual({ resultado: { mensagem: 'Observação salva com sucesso' }, errosDeUsuario: [] });
    expect((await amb.rest('GET', `/api/mensuracao?rede=${rede}`, { token: tokens[0] })).corpo.mensuracao[0].observacao).toBe('Meta revista');
    const h = await amb.rest('GET', `/api/mensuracao/observacoes?rede=${rede}`, { token: tokens[0] });
    expect(h.corpo.observacoes.map((o: any) => o.parametros.observacao)).toEqual(['Meta revista', 'Campanha de abril']);
    expect(h.corpo.observacoes[1].nome).toBe(USUARIOS_DEMO.find((u) => u.permissao === 1)!.nome);
    // Role 3 reads only the networks of its stores; role 4 not at all; role 3 may not write.
    expect(await amb.rest('GET', `/api/mensuracao?rede=${rede}`, { token: tokens[3] })).toEqual({ status: 404, corpo: { erro: 'Rede não encontrada.' } });
    expect((await amb.rest('GET', '/api/mensuracao', { token: tokens[3] })).corpo.mensuracao.some((l: any) => l.redeId === rede)).toBe(false);
    expect((await amb.rest('GET', '/api/mensuracao', { token: tokens[4] })).status).toBe(403);
    expect((await amb.rest('POST', '/api/mensuracao/observacao', { token: tokens[3], corpo: { rede, obs: 'x' } })).status).toBe(403);
  });

  it('Taxa de sucesso: the month against the monthly average before the start', async () => {
    const esperado = {
      redeId: rede,
      rede: 'Rede Relatórios Teste',
      produto: 'Produto Relatórios',
      codProduto: COD,
      valorUnitarioProduto: 10,
      mes: '05',
      ano: 2025,
      qtdVendidaAntes: 300,
      mesesAtendidoAntes: 2,
      mediaMensal: 150,
      qtdVendida: 300,
      aumentoVendas: 150,
      aumentoVendasDinheiro: 1500,
      taxaSucesso: 100,
    };
    expect((await amb.rest('GET', `/api/taxa-sucesso?rede=${rede}&ano=2025&mes=05`, { token: tokens[1] })).corpo.taxaSucesso).toEqual([esperado]);
    const g = await amb.gql(
      `query($rede: ID) { taxaSucesso(rede: $rede, ano: 2025, mes: 5) { redeId rede produto codProduto valorUnitarioProduto mes ano qtdVendidaAntes mesesAtendidoAntes mediaMensal qtdVendida aumentoVendas aumentoVendasDinheiro taxaSucesso } }`,
      { rede },
      { token: tokens[2] },
    );
    expect(g.data.taxaSucesso).toEqual([{ ...emReais(esperado, ['valorUnitarioProduto', 'aumentoVendasDinheiro']), redeId: String(rede) }]);
    expect((await amb.rest('GET', `/api/taxa-sucesso?rede=${rede}&ano=2025&mes=05`, { token: tokens[0] })).status).toBe(403);
  });

  it('Compras × pontuação: last two orders, bought and scored in the month, stock entries with history', async () => {
    expect(await amb.rest('POST', '/api/estoque/saldo', { token: tokens[1], corpo: { rede, codProduto: COD, saldo: '120,5', data: '20/05/2025' } })).toEqual({
      status: 201,
      corpo: { mensagem: 'Estoque atualizado com sucesso' },
    });
    // Dated after the month: not in May's balance.
    const saldo = await amb.gql(
      `mutation($rede: ID!) { registrarSaldoEstoque(input: { rede: $rede, codProduto: "${COD}", saldo: "80", data: "2025-06-03" }) { resultado { mensagem } } }`,
      { rede },
      { token: tokens[2] },
    );
    expect(saldo.data.registrarSaldoEstoque.resultado.mensagem).toBe('Estoque atualizado com sucesso');
    const esperado = {
      redeId: rede,
      rede: 'Rede Relatórios Teste',
      codProduto: COD,
      produto: 'Produto Relatórios',
      dataUltimoPedido: '2025-05-01',
      qtdUltimoPedido: 300,
      dataPenultimoPedido: '2025-04-01',
      qtdPenultimoPedido: 300,
      qtdVendida: 300,
      qtdPontuada: 900,
      saldoEstoqueRegional: 120.5,
      saldoEstoque: 120.5,
    };
    expect((await amb.rest('GET', `/api/compras-pontuacao?rede=${rede}&ano=2025&mes=05`, { token: tokens[2] })).corpo.comprasPontuacao).toEqual([esperado]);
    const g = await amb.gql(
      `query($rede: ID) { comprasPontuacao(rede: $rede, ano: 2025, mes: 5) { redeId rede codProduto produto dataUltimoPedido qtdUltimoPedido dataPenultimoPedido qtdPenultimoPedido qtdVendida qtdPontuada saldoEstoqueRegional saldoEstoque } }`,
      { rede },
      { token: tokens[1] },
    );
    expect(g.data.comprasPontuacao).toEqual([{ ...esperado, redeId: String(rede) }]);
    const h = await amb.rest('GET', `/api/estoque/liberacoes?rede=${rede}&codProduto=${COD}`, { token: tokens[2] });
    expect(h.corpo.liberacoes.map((l: any) => l.parametros)).toEqual([
      { saldo: 80, data: '2025-06-03' },
      { saldo: 120.5, data: '2025-05-20' },
    ]);
    expect(await amb.rest('POST', '/api/estoque/saldo', { token: tokens[1], corpo: { rede, codProduto: COD, saldo: '', data: '20/05/2025' } })).toEqual({
      status: 400,
      corpo: { erro: 'Informe o saldo', campo: 'saldo' },
    });
    expect((await amb.rest('POST', '/api/estoque/saldo', { token: tokens[5], corpo: { rede, codProduto: COD, saldo: 1, data: '20/05/2025' } })).status).toBe(
      403,
    );

    const csv = await fetch(`${amb.url}/api/compras-pontuacao/csv?rede=${rede}&ano=2025&mes=05`, { headers: { authorization: tokens[2] } });
    expect(csv.headers.get('content-disposition')).toMatch(/compras_pontuacao_\d{8}_\d{6}\.csv/);
    const texto = await corpoBruto(csv);
    expect(texto.startsWith('\uFEFFRede;Código;Produto;')).toBe(true);
    expect(texto).toContain(`Rede Relatórios Teste;${COD};Produto Relatórios;01/05/2025;300;01/04/2025;300;300;900;120,5;120,5\r\n`);
  });

  it('Histórico: sell-in value per month, the first history date, the series and the CSV', async () => {
    expect(await amb.rest('GET', `/api/historico?rede=${rede}`, { token: tokens[0] })).toEqual({
      status: 400,
      corpo: { erro: 'Selecione um período antes', campo: 'ano' },
    });
    const linha = {
      redeId: rede,
      rede: 'Rede Relatórios Teste',
      janeiro: 1000,
      fevereiro: 2000,
      marco: 0,
      abril: 3000,
      maio: 3000,
      junho: 0,
      julho: 0,
      agosto: 0,
      setembro: 0,
      outubro: 0,
      novembro: 0,
      dezembro: 0,
      total: 9000,
    };
    expect((await amb.rest('GET', `/api/historico?rede=${rede}&ano=2025`, { token: tokens[0] })).corpo.historico).toEqual([linha]);
    const g = await amb.gql(
      `query($rede: ID) { historico(rede: $rede, ano: 2025) { redeId rede janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro total } historicoPrimeiraData }`,
      { rede },
      { token: tokens[5] },
    );
    expect(g.data.historico).toEqual([{ ...emReais(linha, [...Object.keys(linha).filter((c) => c !== 'redeId' && c !== 'rede')]), redeId: String(rede) }]);
    expect(g.data.historicoPrimeiraData).toBe('2025-01-01');
    expect((await amb.rest('GET', '/api/historico/primeiraData', { token: tokens[3] })).corpo).toEqual({ primeiraData: '2025-01-01' });
    const serie = (await amb.rest('GET', `/api/historico/serie?rede=${rede}&ano=2025`, { token: tokens[0] })).corpo.serie;
    expect(serie.slice(3, 6)).toEqual([
      { mes: '04', compras: 3000, vendas: 0, qtdComprada: 300, qtdVendida: 0 },
      { mes: '05', compras: 3000, vendas: 9000, qtdComprada: 300, qtdVendida: 900 },
      { mes: '06', compras: 0, vendas: 500, qtdComprada: 0, qtdVendida: 50 },
    ]);
    const csv = await fetch(`${amb.url}/api/historico/csv?rede=${rede}&ano=2025`, { headers: { authorization: tokens[0] } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await corpoBruto(csv)).toBe(
      '\uFEFFRede;Janeiro;Fevereiro;Março;Abril;Maio;Junho;Julho;Agosto;Setembro;Outubro;Novembro;Dezembro;Total\r\nRede Relatórios Teste;1000;2000;0;3000;3000;0;0;0;0;0;0;0;9000\r\n',
    );
  });

  it('Produtos vendidos: per store, month and product, from the scored sales', async () => {
    const r = await amb.rest('GET', `/api/produtos_vendidos?revenda=${CNPJ}&ano=2025`, { token: tokens[2] });
    const esperado = [
      {
        revenda: 'Loja Relatórios',
        cnpj: CNPJ,
        mes: '05',
        codProduto: COD,
        produto: 'Produto Relatórios',
        quantidade: 900,
        valorUnitarioMedio: 10,
        valorTotal: 9000,
        totalPontuado: 1800,
      },
      {
        revenda: 'Loja Relatórios',
        cnpj: CNPJ,
        mes: '06',
        codProduto: COD,
        produto: 'Produto Relatórios',
        quantidade: 50,
        valorUnitarioMedio: 10,
        valorTotal: 500,
        totalPontuado: 100,
      },
    ];
    expect(r.corpo.produtosVendidos).toEqual(esperado);
    const g = await amb.gql(
      `query { produtosVendidos(revenda: "${CNPJ}", ano: 2025) { revenda cnpj mes codProduto produto quantidade valorUnitarioMedio valorTotal totalPontuado } }`,
      {},
      { token: tokens[0] },
    );
    expect(g.data.produtosVendidos).toEqual(esperado.map((l) => comPontosEmTexto(emReais(l, ['valorUnitarioMedio', 'valorTotal']), ['totalPontuado'])));
    expect(await amb.rest('GET', `/api/produtos_vendidos?revenda=${CNPJ}&ano=2025`, { token: tokens[3] })).toEqual({
      status: 404,
      corpo: { erro: 'Loja não encontrada' },
    });
    const csv = await (await fetch(`${amb.url}/api/produtos_vendidos/csv?revenda=${CNPJ}&ano=2025`, { headers: { authorization: tokens[2] } })).text();
    expect(csv.split('\r\n')[1]).toBe(`Loja Relatórios;${CNPJ};05;${COD};Produto Relatórios;900;10;9000;1800`);
  });

  it('Antifraude: scoring more than bought raises the alert, a release clears it, login answers the new list', async () => {
    const nomes = (l: { nome: string }[]) => l.map((x) => x.nome);
    const linha = async () => (await amb.rest('GET', `/api/antifraude?rede=${rede}`, { token: tokens[2] })).corpo.antiFraude;
    expect(await linha()).toEqual([
      {
        redeId: rede,
        rede: 'Rede Relatórios Teste',
        produtoId: expect.any(Number),
        codProduto: COD,
        produto: 'Produto Relatórios',
        qtdVendida: 900,
        qtdPontuada: 950,
        liberado: 0,
        qtdAf: -50,
        pontosUnitario: 2,
        saldoPontos: -100,
        observacao: null,
      },
    ]);
    expect(nomes((await entrar(2)).corpo.redesAntifraude)).toContain('Rede Relatórios Teste');
    expect(nomes((await entrar(1)).corpo.redesAntifraude)).toContain('Rede Relatórios Teste');
    // Roles without the Antifraude screen get no list (the badge is theirs only).
    expect((await entrar(0)).corpo.redesAntifraude).toEqual([]);

    const parcial = await amb.rest('POST', '/api/antifraude/liberacao', { token: tokens[1], corpo: { rede, codProduto: COD, quantidade: '20,5' } });
    expect(parcial.corpo.mensagem).toBe('Liberação salva com sucesso');
    expect(nomes(parcial.corpo.redesAntifraude)).toContain('Rede Relatórios Teste');
    const g = await amb.gql(
      `mutation($rede: ID!) { liberarAntifraude(input: { rede: $rede, codProduto: "${COD}", quantidade: "29.5" }) { resultado { mensagem redesAntifraude { id nome } } } }`,
      { rede },
      { token: tokens[2] },
    );
    expect(g.data.liberarAntifraude.resultado.mensagem).toBe('Liberação salva com sucesso');
    expect(nomes(g.data.liberarAntifraude.resultado.redesAntifraude)).not.toContain('Rede Relatórios Teste');
    expect(await linha()).toEqual([expect.objectContaining({ liberado: 50, qtdAf: 0, saldoPontos: 0 })]);
    expect(nomes((await entrar(2)).corpo.redesAntifraude)).not.toContain('Rede Relatórios Teste');
    const ga = await amb.gql(`{ redesAntifraude { nome } }`, {}, { token: tokens[2] });
    expect(nomes(ga.data.redesAntifraude)).not.toContain('Rede Relatórios Teste');

    const hist = await amb.rest('GET', `/api/antifraude/liberacoes?rede=${rede}&codProduto=${COD}`, { token: tokens[2] });
    expect(hist.corpo.liberacoes.map((l: any) => l.parametros.quantidade)).toEqual([29.5, 20.5]);
    expect(await amb.rest('POST', '/api/antifraude/observacao', { token: tokens[2], corpo: { rede, codProduto: COD, observacao: 'Nota conferida' } })).toEqual({
      status: 201,
      corpo: { mensagem: 'Observação salva com sucesso' },
    });
    const obs = await amb.gql(
      `query($rede: ID!) { observacoesAntifraude(rede: $rede, codProduto: "${COD}") { nome parametros { observacao } } antifraude(rede: $rede) { observacao } }`,
      { rede },
      { token: tokens[1] },
    );
    expect(obs.data.observacoesAntifraude.map((o: any) => o.parametros.observacao)).toEqual(['Nota conferida']);
    expect(obs.data.antifraude[0].observacao).toBe('Nota conferida');

    expect(await amb.rest('POST', '/api/antifraude/liberacao', { token: tokens[2], corpo: { rede, codProduto: COD, quantidade: 0 } })).toEqual({
      status: 400,
      corpo: { erro: 'Quantidade inválida: informe um número maior que zero com até duas casas decimais.', campo: 'quantidade' },
    });
    for (const p of [0, 3, 4, 5])
      expect((await amb.rest('POST', '/api/antifraude/liberacao', { token: tokens[p], corpo: { rede, codProduto: COD, quantidade: 1 } })).status).toBe(403);
  });
});
