import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { AmbienteDeTeste } from '../testing/ambiente';
import { LOJA_DEMO_1, PARCEIRO_DEMO_1 } from '../seed/demo';

/** Vendedores Lojas, reading side: list, CPF lookup, detail, history and the xlsx export. */

let amb: AmbienteDeTeste;
let admin: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
});
afterAll(() => amb.fechar());

const contar = async (onde = 'true', p: unknown[] = []) =>
  (await amb.ds.query(`SELECT count(*)::int AS n FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE ${onde}`, p))[0].n as number;

describe('GET /api/parceiros (page, perPage, search, sortField, sortOrder, rede, ativo)', () => {
  it('answers {parceiros, totalRecords}, sorted by nome asc by default, 10 per page', async () => {
    const r = await amb.rest('GET', '/api/parceiros', { token: admin });
    expect(r.status).toBe(200);
    expect(Object.keys(r.corpo).sort()).toEqual(['parceiros', 'totalEstimado', 'totalRecords']);
    expect(r.corpo.totalRecords).toBe(await contar());
    const esperado = await amb.ds.query(`SELECT id FROM parceiros ORDER BY nome, id LIMIT 10`);
    expect(r.corpo.parceiros.map((p: any) => p.id)).toEqual(esperado.map((l: any) => l.id));
    expect(r.corpo.parceiros[0]).toMatchObject({
      nome: expect.any(String),
      cpf: expect.stringMatching(/^\d{11}$/),
      cnpjRevenda: expect.stringMatching(/^\d{14}$/),
      revenda: expect.any(String),
      rede: expect.any(String),
      saldoPontos: expect.any(Number),
      ativo: expect.any(Boolean),
    });
    expect(r.corpo.parceiros[0]).not.toHaveProperty('senhaHash');
    expect(r.corpo.parceiros[0]).not.toHaveProperty('googleAuthId');
  });

  it('pages and sorts in SQL by whitelisted fields only', async () => {
    const r = await amb.rest('GET', '/api/parceiros?page=3&perPage=5&sortField=saldoPontos&sortOrder=-1', { token: admin });
    const esperado = await amb.ds.query(`SELECT id FROM parceiros ORDER BY saldo_pontos DESC, id LIMIT 5 OFFSET 10`);
    expect(r.corpo.parceiros.map((p: any) => p.id)).toEqual(esperado.map((l: any) => l.id));
    const porLoja = await amb.rest('GET', '/api/parceiros?perPage=100&sortField=revenda&sortOrder=asc', { token: admin });
    const lojas = porLoja.corpo.parceiros.map((p: any) => p.revenda);
    expect(lojas).toEqual([...lojas].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const todos = await amb.rest('GET', '/api/parceiros?perPage=0', { token: admin });
    expect(todos.corpo.parceiros).toHaveLength(await contar());
    expect((await amb.rest('GET', '/api/parceiros?sortField=senha_hash', { token: admin })).status).toBe(400);
    expect((await amb.rest('GET', '/api/parceiros?page=x', { token: admin })).corpo).toEqual({ erro: 'Parâmetro de paginação inválido.' });
  });

  it('searches nome, email, CPF (with or without mask) and store name', async () => {
    const [alvo] = await amb.ds.query(
      `SELECT p.id, p.nome, p.cpf, p.email, r.nome_fantasia FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`,
      [PARCEIRO_DEMO_1],
    );
    const buscar = async (termo: string) =>
      (await amb.rest('GET', `/api/parceiros?perPage=100&search=${encodeURIComponent(termo)}`, { token: admin })).corpo.parceiros.map((p: any) => p.id);
    expect(await buscar('carlos eduardo')).toContain(alvo.id);
    expect(await buscar(alvo.email.toUpperCase())).toContain(alvo.id);
    expect(await buscar('700.000.007-44')).toEqual([alvo.id]);
    // A number is a CPF's start, never digits in its middle (docs/busca.md).
    expect(await buscar(PARCEIRO_DEMO_1.slice(0, 6))).toContain(alvo.id);
    expect(await buscar(PARCEIRO_DEMO_1.slice(3, 9))).not.toContain(alvo.id);
    const daLoja = await buscar(alvo.nome_fantasia);
    expect(daLoja).toHaveLength(await contar(`r.nome_fantasia = $1`, [alvo.nome_fantasia]));
    expect(await buscar('100%_inexistente')).toEqual([]);
  });

  it('filters by network (id or name) and by ativo=1; an unknown network name is a 400', async () => {
    const [rede] = await amb.ds.query(`SELECT id, nome FROM redes WHERE nome = 'Rede Horizonte'`);
    const porId = await amb.rest('GET', `/api/parceiros?rede=${rede.id}`, { token: admin });
    expect(porId.corpo.totalRecords).toBe(await contar(`r.rede_id = $1`, [rede.id]));
    const porNome = await amb.rest('GET', `/api/parceiros?rede=${encodeURIComponent(rede.nome)}`, { token: admin });
    expect(porNome.corpo.totalRecords).toBe(porId.corpo.totalRecords);
    const ativos = await amb.rest('GET', '/api/parceiros?ativo=1', { token: admin });
    expect(ativos.corpo.totalRecords).toBe(await contar('p.ativo'));
    expect(await contar('NOT p.ativo')).toBeGreaterThan(0);
    expect(await amb.rest('GET', '/api/parceiros?rede=Nenhuma', { token: admin })).toEqual({ status: 404, corpo: { erro: 'Rede não encontrada.' } });
  });

  it('roles other than 2 see only active salespeople; role 3 only its stores; idRedesPermitidas narrows', async () => {
    for (const papel of [0, 1, 4, 5]) {
      const r = await amb.rest('GET', '/api/parceiros?perPage=0', { token: await amb.entrarPainel(papel) });
      expect({ papel, total: r.corpo.totalRecords }).toEqual({ papel, total: await contar('p.ativo') });
      expect(r.corpo.parceiros.every((p: any) => p.ativo)).toBe(true);
    }
    const vendedor = await amb.rest('GET', '/api/parceiros?perPage=0', { token: await amb.entrarPainel(3) });
    expect(vendedor.corpo.totalRecords).toBe(await contar(`p.ativo AND r.cnpj = $1`, [LOJA_DEMO_1]));
    expect(new Set(vendedor.corpo.parceiros.map((p: any) => p.cnpjRevenda))).toEqual(new Set([LOJA_DEMO_1]));
    // Even asking for another network or for inactive ones, role 3 stays inside its scope.
    const inativos = await amb.rest('GET', '/api/parceiros?ativo=0', { token: await amb.entrarPainel(3) });
    expect(inativos.corpo.totalRecords).toBe(0);

    const [rede] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Tintas Litoral'`);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE permissao = 5`, [[rede.id]]);
    const plus = await amb.rest('GET', '/api/parceiros', { token: await amb.entrarPainel(5) });
    expect(plus.corpo.totalRecords).toBe(await contar(`p.ativo AND r.rede_id = $1`, [rede.id]));
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 5`);
  });

  it('"Dias sem acesso": São Paulo days since the last sign-in, null when never', async () => {
    await amb.ds.query(`UPDATE parceiros SET ultimo_acesso_em = now() - interval '3 days' WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const [nunca] = await amb.ds.query(`SELECT id, cpf FROM parceiros WHERE ativo ORDER BY id DESC LIMIT 1`);
    await amb.ds.query(`UPDATE parceiros SET ultimo_acesso_em = NULL WHERE id = $1`, [nunca.id]);
    const um = (await amb.rest('GET', `/api/parceiros?cpf=${PARCEIRO_DEMO_1}`, { token: admin })).corpo.parceiros[0];
    expect(um.diasSemAcesso).toBe(3);
    const outro = (await amb.rest('GET', `/api/parceiros?cpf=${nunca.cpf}`, { token: admin })).corpo.parceiros[0];
    expect(outro).toMatchObject({ id: nunca.id, diasSemAcesso: null, ultimoAcessoEm: null });
    const ordem = await amb.rest('GET', '/api/parceiros?ativo=1&sortField=diasSemAcesso&sortOrder=desc&perPage=1', { token: admin });
    expect(ordem.corpo.parceiros[0].id).toBe(nunca.id);
  });
});

describe('GET /api/parceiros?cpf, GraphQL parceiros / parceiro / parceiroPorCpf', () => {
  it('finds the exact CPF within the caller scope; a bad CPF is a 400', async () => {
    const r = await amb.rest('GET', `/api/parceiros?cpf=${PARCEIRO_DEMO_1}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.corpo.parceiros).toHaveLength(1);
    expect(r.corpo.parceiros[0]).toMatchObject({ cpf: PARCEIRO_DEMO_1, nome: 'Carlos Eduardo Pereira', cnpjRevenda: LOJA_DEMO_1 });
    expect((await amb.rest('GET', '/api/parceiros?cpf=529.982.247-25', { token: admin })).corpo).toEqual({ parceiros: [] });
    expect(await amb.rest('GET', '/api/parceiros?cpf=123', { token: admin })).toEqual({ status: 400, corpo: { erro: 'CPF não é válido', campo: 'cpf' } });
    const [inativo] = await amb.ds.query(`SELECT cpf FROM parceiros WHERE NOT ativo LIMIT 1`);
    expect((await amb.rest('GET', `/api/parceiros?cpf=${inativo.cpf}`, { token: admin })).corpo.parceiros).toHaveLength(1);
    expect((await amb.rest('GET', `/api/parceiros?cpf=${inativo.cpf}`, { token: await amb.entrarPainel(1) })).corpo.parceiros).toHaveLength(0);
    const [deOutraLoja] = await amb.ds.query(`SELECT p.cpf FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE r.cnpj <> $1 AND p.ativo LIMIT 1`, [
      LOJA_DEMO_1,
    ]);
    expect((await amb.rest('GET', `/api/parceiros?cpf=${deOutraLoja.cpf}`, { token: await amb.entrarPainel(3) })).corpo.parceiros).toHaveLength(0);
  });

  it('GraphQL answers the same list and the same rules', async () => {
    const q = `query($i: ListaParceirosInput) {
      parceiros(input: $i) { total temProxima itens { id nome cpf revenda rede diasSemAcesso ativo tipoPontuacaoRevenda } } }`;
    const g = await amb.gql(q, { i: { pagina: 2, porPagina: 5, ordenarPor: 'nome', direcao: 'ASC' } }, { token: admin });
    const r = await amb.rest('GET', '/api/parceiros?page=2&perPage=5&sortField=nome&sortOrder=asc', { token: admin });
    expect(g.data.parceiros.total).toBe(r.corpo.totalRecords);
    expect(g.data.parceiros.itens.map((p: any) => Number(p.id))).toEqual(r.corpo.parceiros.map((p: any) => p.id));
    expect(g.data.parceiros.itens[0].tipoPontuacaoRevenda).toMatch(/^(SISTEMA|DIGITACAO|FOTO)$/);
    const vendedor = await amb.gql(q, {}, { token: await amb.entrarPainel(3) });
    expect(vendedor.data.parceiros.total).toBe(await contar(`p.ativo AND r.cnpj = $1`, [LOJA_DEMO_1]));
    expect((await amb.gql(q, { i: { ordenarPor: 'x' } }, { token: admin })).codigo).toBe('BAD_USER_INPUT');
    expect((await amb.gql(q, {}, { token: await amb.entrarLoja() })).codigo).toBe('FORBIDDEN');

    const [p] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const um = await amb.gql(`query($id: ID!) { parceiro(id: $id) { id cpf rede revenda codRevenda } }`, { id: p.id }, { token: admin });
    expect(um.data.parceiro).toMatchObject({ id: String(p.id), cpf: PARCEIRO_DEMO_1, codRevenda: 'L0001' });
    expect((await amb.gql(`{ parceiro(id: 999999) { id } }`, {}, { token: admin })).data).toEqual({ parceiro: null });
    const porCpf = await amb.gql(`query($c: String!) { parceiroPorCpf(cpf: $c) { id } }`, { c: '700.000.007-44' }, { token: admin });
    expect(porCpf.data.parceiroPorCpf).toEqual({ id: String(p.id) });
  });
});

describe('GET /api/parceiros/{id}/justificativas, GraphQL justificativasDoParceiro', () => {
  it('lists the seeded history newest first, in the contract shape', async () => {
    const [p] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const r = await amb.rest('GET', `/api/parceiros/${p.id}/justificativas`, { token: await amb.entrarPainel(4) });
    expect(r.status).toBe(200);
    expect(r.corpo).toHaveLength(2);
    expect(r.corpo[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      usuario: { nome: 'Adriana Administradora' },
      status_anterior: 0,
      status_novo: 1,
      justificativa: 'Retornou às atividades na loja.',
    });
    expect(r.corpo[1]).toMatchObject({ status_anterior: 1, status_novo: 0 });
    const g = await amb.gql(
      `query($id: ID!) { justificativasDoParceiro(id: $id) { statusAnterior statusNovo usuario { nome } criadoEm } }`,
      { id: p.id },
      { token: admin },
    );
    expect(g.data.justificativasDoParceiro.map((j: any) => j.statusNovo)).toEqual(['ATIVO', 'INATIVO']);
  });

  it('is 404 for a salesperson the caller cannot see, 400 for a bad id', async () => {
    const [inativo] = await amb.ds.query(`SELECT id FROM parceiros WHERE NOT ativo LIMIT 1`);
    expect((await amb.rest('GET', `/api/parceiros/${inativo.id}/justificativas`, { token: admin })).corpo).toHaveLength(1);
    const r = await amb.rest('GET', `/api/parceiros/${inativo.id}/justificativas`, { token: await amb.entrarPainel(1) });
    expect(r).toEqual({ status: 404, corpo: { erro: 'Vendedor Loja não encontrado.' } });
    expect((await amb.rest('GET', '/api/parceiros/abc/justificativas', { token: admin })).status).toBe(400);
  });
});

async function baixar(caminho: string, token: string) {
  const r = await fetch(amb.url + caminho, { headers: { authorization: token } });
  const corpo = Buffer.from(await r.arrayBuffer());
  return { r, corpo };
}

async function lerPlanilha(corpo: Buffer): Promise<unknown[][]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.read(Readable.from(corpo));
  const folha = livro.worksheets[0]!;
  const linhas: unknown[][] = [];
  folha.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
  return linhas;
}

describe('GET /api/parceiros/export?rede&ativo → parceiros.xlsx', () => {
  it('is a real, streamed xlsx with the list headers and one row per visible salesperson', async () => {
    const { r, corpo } = await baixar('/api/parceiros/export', admin);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers.get('content-disposition')).toContain('filename="parceiros.xlsx"');
    // Streamed: no length known up front.
    expect(r.headers.get('content-length')).toBeNull();
    expect(r.headers.get('transfer-encoding')).toBe('chunked');
    const linhas = await lerPlanilha(corpo);
    expect(linhas[0]).toEqual(expect.arrayContaining(['Nome', 'CPF', 'Loja', 'Rede', 'Saldo de Pontos', 'Dias sem acesso', 'Ativo']));
    expect(linhas.length - 1).toBe(await contar());
    const nomes = linhas.slice(1).map((l) => l[0]);
    const esperado = await amb.ds.query(`SELECT nome FROM parceiros ORDER BY nome, id`);
    expect(nomes).toEqual(esperado.map((l: any) => l.nome));
  });

  it('applies rede, ativo and the caller scope', async () => {
    const [rede] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Rede Horizonte'`);
    const filtrado = await lerPlanilha((await baixar(`/api/parceiros/export?rede=${rede.id}&ativo=1`, admin)).corpo);
    expect(filtrado.length - 1).toBe(await contar(`p.ativo AND r.rede_id = $1`, [rede.id]));
    const vendedor = await lerPlanilha((await baixar('/api/parceiros/export', await amb.entrarPainel(3))).corpo);
    expect(vendedor.length - 1).toBe(await contar(`p.ativo AND r.cnpj = $1`, [LOJA_DEMO_1]));
    const cnpjs = new Set(vendedor.slice(1).map((l) => l[8]));
    expect(cnpjs).toEqual(new Set(['11.222.333/0001-81']));
    const auditor = await lerPlanilha((await baixar('/api/parceiros/export', await amb.entrarPainel(4))).corpo);
    expect(auditor.length - 1).toBe(await contar('p.ativo'));
    expect(await amb.rest('GET', '/api/parceiros/export?rede=Nenhuma', { token: admin })).toEqual({ status: 404, corpo: { erro: 'Rede não encontrada.' } });
    expect((await amb.rest('GET', '/api/parceiros/export', { token: await amb.entrarLoja() })).status).toBe(403);
    expect((await amb.rest('GET', '/api/parceiros/export')).status).toBe(401);
  });

  it('writes formula-looking text as inert text', async () => {
    await amb.ds.query(
      `UPDATE parceiros SET nome = '=HYPERLINK("http://x","y")', hobby = '@SUM(1+1)', end_complemento = '+55', end_rua = '-2+3' WHERE cpf = $1`,
      [PARCEIRO_DEMO_1],
    );
    const linhas = await lerPlanilha((await baixar(`/api/parceiros/export?search=${PARCEIRO_DEMO_1}`, admin)).corpo);
    expect(linhas).toHaveLength(2);
    const [cab, linha] = linhas as [unknown[], unknown[]];
    const campo = (t: string) => linha[cab.indexOf(t)];
    expect(campo('Nome')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(campo('Hobby')).toBe(`'@SUM(1+1)`);
    expect(campo('Complemento')).toBe(`'+55`);
    expect(campo('Rua')).toBe(`'-2+3`);
    expect(typeof campo('Saldo de Pontos')).toBe('number');
  });

  it('streams large exports in batches (no whole list in memory) and keeps every row', async () => {
    const [loja] = await amb.ds.query(`SELECT id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
    await amb.ds.query(
      `INSERT INTO parceiros (revenda_id, nome, cpf, celular, sexo, data_nascimento)
       SELECT $1, 'Lote ' || lpad(g::text, 5, '0'), lpad((900000000 + g)::text, 11, '0'), '11999999999', 'F', '1990-01-01'
         FROM generate_series(1, 2500) g`,
      [loja.id],
    );
    const resposta = await fetch(amb.url + '/api/parceiros/export', { headers: { authorization: admin } });
    let pedacos = 0;
    const partes: Buffer[] = [];
    for await (const parte of resposta.body as unknown as AsyncIterable<Uint8Array>) {
      pedacos++;
      partes.push(Buffer.from(parte));
    }
    expect(pedacos).toBeGreaterThan(1);
    const linhas = await lerPlanilha(Buffer.concat(partes));
    expect(linhas.length - 1).toBe(await contar());
  });
});
