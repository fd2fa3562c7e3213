import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Reports: the one scope rule (role 3 reads its stores, never the network) and the input read at the
 * door, each door's refusal named. The worked examples live in relatorios.test.ts.
 */

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
let rede: number;
const COD = 'REL-ESCOPO-01';

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4]) tokens[p] = await amb.entrarPainel(p);
  [{ id: rede }] = await amb.ds.query(
    `INSERT INTO redes (nome, regiao, data_cadastro) VALUES ('Rede Relatórios Escopo', 'Região Teste', '2025-04-15') RETURNING id`,
  );
  await amb.ds.query(`INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos) VALUES ($1, 'Produto Relatórios Escopo', 10, 2)`, [COD]);
});
afterAll(() => amb.fechar());

/** The body as sent, BOM included (fetch's text() drops a leading BOM). */
const corpoBruto = async (r: Response) => Buffer.from(await r.arrayBuffer()).toString('utf8');

async function enviar(token: string, nome: string, conteudo: string) {
  const form = new FormData();
  form.append('arquivo', new Blob([Buffer.from(conteudo, 'utf8')]), nome);
  const r = await fetch(`${amb.url}/api/upload/historico`, { method: 'POST', headers: { authorization: token }, body: form });
  return { status: r.status, corpo: (await r.json()) as any };
}

describe('Upload Histórico and the report downloads: refusals, the template, formula-inert CSV', () => {
  const CSV = `cnpj;codProduto;mes;quantidade\r\n11444777000161;${COD};03/2024;7`;
  it('refuses no file, a non-CSV, and roles outside Processar › Histórico; offers the template', async () => {
    const semArquivo = await fetch(`${amb.url}/api/upload/historico`, { method: 'POST', headers: { authorization: tokens[2] }, body: new FormData() });
    expect({ status: semArquivo.status, corpo: await semArquivo.json() }).toEqual({ status: 400, corpo: { erro: 'Selecione um arquivo primeiro' } });
    expect((await enviar(tokens[2], 'historico.xlsx', 'x')).status).toBe(400);
    expect((await enviar(tokens[3], 'historico.csv', CSV)).status).toBe(403);
    expect((await enviar(tokens[4], 'historico.csv', CSV)).status).toBe(403);
    const modelo = await fetch(`${amb.url}/api/upload/historico/modelo`, { headers: { authorization: tokens[0] } });
    expect(modelo.headers.get('content-disposition')).toContain('modelo-historico.csv');
    expect(await corpoBruto(modelo)).toBe('\uFEFFcnpj;codProduto;mes;quantidade;valorTotal\r\n11.222.333/0001-81;SW-ACR-18L;03/2026;120;58.788,00\r\n');
  });

  it('CSV downloads make text that a spreadsheet would run as a formula inert', async () => {
    const [{ id: perigosa }] = await amb.ds.query(`INSERT INTO redes (nome) VALUES ('=SOMA(1;2)') RETURNING id`);
    await amb.ds.query(`INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia) VALUES ($1, 'REL-LOJA-F', '11444777000161', '@Loja')`, [perigosa]);
    expect((await enviar(tokens[2], 'f.csv', `cnpj;codProduto;mes;quantidade\r\n11444777000161;${COD};03/2024;7`)).corpo.total).toBe(1);
    const csv = await corpoBruto(await fetch(`${amb.url}/api/historico/csv?rede=${perigosa}&ano=2024`, { headers: { authorization: tokens[2] } }));
    expect(csv.split('\r\n')[1]).toBe(`"'=SOMA(1;2)";0;0;70;0;0;0;0;0;0;0;0;0;70`);
  });

  it('Relatório: no frame address configured gives the message', async () => {
    expect((await amb.rest('GET', '/api/relatorio', { token: tokens[3] })).corpo).toEqual({
      url: null,
      mensagem: expect.stringContaining('Nenhum painel de relatório'),
    });
    expect((await amb.rest('GET', '/api/relatorio', { token: tokens[4] })).status).toBe(403);
  });
});

describe('one scope rule for every report: a store-scoped user (role 3) reads its stores, never the network', () => {
  it('Histórico, its series and Mensuração for role 3 count only its store; role 1 sees the whole network (REST and GraphQL)', async () => {
    const [{ loja3, rede3 }] = await amb.ds.query(
      `SELECT r.id AS loja3, r.rede_id AS rede3 FROM usuarios u JOIN revendas r ON r.id = (u.id_revendas_permitidas)[1] WHERE u.permissao = 3 LIMIT 1`,
    );
    const [{ id: outra }] = await amb.ds.query(
      `INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia) VALUES ($1, 'ESC-OUTRA', '11444777000242', 'Outra Loja da Rede') RETURNING id`,
      [rede3],
    );
    const [{ id: produto }] = await amb.ds.query(`SELECT id FROM produtos ORDER BY id LIMIT 1`);
    await amb.ds.query(
      `INSERT INTO historico_compras (revenda_id, produto_id, mes, quantidade, valor_total) VALUES ($1, $3, '2019-03-01', 10, 100), ($2, $3, '2019-03-01', 20, 900)`,
      [loja3, outra, produto],
    );
    await amb.ds.query(
      `INSERT INTO rel_rede_mensal (mes, rede_id, compras_qtd, compras_valor) VALUES ('2019-03-01', $1, 30, 1000)
       ON CONFLICT (mes, rede_id) DO UPDATE SET compras_qtd = rel_rede_mensal.compras_qtd + 30, compras_valor = rel_rede_mensal.compras_valor + 1000`,
      [rede3],
    );

    // GraphQL gives the id as ID (text), REST as a number.
    const daRede = (linhas: { redeId: number | string }[]) => linhas.find((l) => Number(l.redeId) === rede3) as Record<string, number> | undefined;
    expect(daRede((await amb.rest('GET', '/api/historico?ano=2019', { token: tokens[3] })).corpo.historico)).toMatchObject({ marco: 100, total: 100 });
    expect(daRede((await amb.rest('GET', '/api/historico?ano=2019', { token: tokens[1] })).corpo.historico)).toMatchObject({ marco: 1000 });
    const g = await amb.gql(`query { historico(ano: 2019) { redeId total } }`, {}, { token: tokens[3] });
    expect(daRede(g.data.historico)).toEqual({ redeId: String(rede3), total: '100.00' });
    const serie = (await amb.rest('GET', `/api/historico/serie?ano=2019&rede=${rede3}`, { token: tokens[3] })).corpo.serie;
    expect(serie.find((p: { mes: string }) => p.mes === '03')).toMatchObject({ compras: 100, qtdComprada: 10 });
    const gs = await amb.gql(`query($rede: ID) { serieComprasVendas(ano: 2019, rede: $rede) { mes compras } }`, { rede: rede3 }, { token: tokens[1] });
    expect(gs.data.serieComprasVendas.find((p: { mes: string }) => p.mes === '03')).toEqual({ mes: '03', compras: '1000.00' });

    // Mensuração: the job's formula over the store's own purchases.
    const [{ total }] = await amb.ds.query(
      `SELECT coalesce(sum(v), 0)::float AS total FROM (SELECT sum(valor_total) AS v FROM historico_compras WHERE revenda_id = $1 GROUP BY mes HAVING sum(quantidade) > 0) x`,
      [loja3],
    );
    const m3 = daRede((await amb.rest('GET', '/api/mensuracao', { token: tokens[3] })).corpo.mensuracao)!;
    const gm = await amb.gql(`query { mensuracao { redeId totalVendidoPos mesesAtendidosAntes mesesAtendidosPos } }`, {}, { token: tokens[3] });
    const linha3 = daRede(gm.data.mensuracao)!;
    expect(linha3.totalVendidoPos).toBe(m3.totalVendidoPos.toFixed(2));
    const [{ antes }] = await amb.ds.query(
      `SELECT coalesce(sum(v), 0)::float AS antes FROM (SELECT h.mes, sum(h.valor_total) AS v FROM historico_compras h JOIN redes d ON d.id = $2
         WHERE h.revenda_id = $1 AND h.mes < date_trunc('month', d.data_cadastro) GROUP BY h.mes HAVING sum(h.quantidade) > 0) x`,
      [loja3, rede3],
    );
    expect(Math.round((m3.totalVendidoPos + antes) * 100) / 100).toBe(Math.round(total * 100) / 100);
    // The other store's 900 is not in role 3's figures.
    const [{ rede: totalRede }] = await amb.ds.query(
      `SELECT coalesce(sum(h.valor_total), 0)::float AS rede FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id WHERE r.rede_id = $1`,
      [rede3],
    );
    expect(totalRede).toBeGreaterThanOrEqual(total + 900);
    await amb.ds.query(`DELETE FROM historico_compras WHERE mes = '2019-03-01'`);
  });
});

describe('input read at the door (one schema per operation)', () => {
  it('a missing or malformed field is 400 naming it (REST) or an errosDeUsuario entry (GraphQL); an unknown network or id stays 404, or null beside its siblings', async () => {
    // rede is an id or a name (core/filtro-rede): text that names no network is not found.
    expect(await amb.rest('POST', '/api/antifraude/observacao', { token: tokens[2], corpo: { rede: 'abc', codProduto: COD, observacao: 'x' } })).toEqual({
      status: 404,
      corpo: { erro: 'Rede não encontrada.' },
    });
    expect(await amb.rest('POST', '/api/mensuracao/observacao', { token: tokens[2], corpo: { obs: 'x' } })).toEqual({
      status: 400,
      corpo: { erro: 'Informe a rede', campo: 'rede' },
    });
    expect(await amb.rest('POST', '/api/estoque/saldo', { token: tokens[1], corpo: { rede: 999999, codProduto: COD, saldo: 1, data: '20/05/2025' } })).toEqual({
      status: 404,
      corpo: { erro: 'Rede não encontrada.' },
    });
    expect(await amb.rest('POST', '/api/estoque/saldo', { token: tokens[1], corpo: { rede, codProduto: COD, saldo: 1, data: '31/02/2025' } })).toEqual({
      status: 400,
      corpo: { erro: 'Data inválida', campo: 'data' },
    });
    expect(await amb.rest('GET', '/api/relatorios/tarefas/abc', { token: tokens[2] })).toEqual({
      status: 400,
      corpo: { erro: 'Identificador inválido', campo: 'id' },
    });
    expect((await amb.rest('GET', '/api/relatorios/tarefas/999999', { token: tokens[2] })).status).toBe(404);

    const g = await amb.gql(
      `mutation { liberarAntifraude(input: { rede: " ", codProduto: "${COD}", quantidade: "1" }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      {},
      { token: tokens[2] },
    );
    expect(g.data.liberarAntifraude).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'rede', mensagem: 'Informe a rede' }] });
    const longa = await amb.gql(
      `mutation($o: String) { observarAntifraude(input: { rede: "${rede}", codProduto: "${COD}", observacao: $o }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      { o: 'x'.repeat(2001) },
      { token: tokens[2] },
    );
    expect(longa.data.observarAntifraude).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'observacao', mensagem: 'A observação deve ter no máximo 2000 caracteres.' }],
    });

    const t = await amb.gql(`{ tarefaRelatorio(id: "999999") { id } tarefasRelatorios { tipo } }`, {}, { token: tokens[2] });
    expect(t.errors).toBeUndefined();
    expect(t.data.tarefaRelatorio).toBeNull();
    expect(Array.isArray(t.data.tarefasRelatorios)).toBe(true);
  });
});
