import { MENSAGENS } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

/** The figures of every network, computed independently with plain SQL. */
async function figurasEsperadas(lojas: number[] | null = null) {
  const escopo = lojas ? `AND l.id = ANY($1)` : '';
  const linhas = await amb.ds.query(
    `SELECT r.id,
       (SELECT count(*) FROM revendas l WHERE l.rede_id = r.id AND l.ativo ${escopo})::int AS "numeroRevendas",
       (SELECT count(*) FROM parceiros p JOIN revendas l ON l.id = p.revenda_id WHERE l.rede_id = r.id AND l.ativo AND p.ativo ${escopo})::int AS "numeroParceiros",
       (SELECT coalesce(sum(v.total_venda), 0) FROM vendas v JOIN revendas l ON l.id = v.revenda_id WHERE l.rede_id = r.id AND v.cancelada_em IS NULL ${escopo})::float AS "totalVendas",
       (SELECT coalesce(sum(v.valor_custo), 0) FROM vendas v JOIN revendas l ON l.id = v.revenda_id WHERE l.rede_id = r.id AND v.cancelada_em IS NULL ${escopo})::float AS "totalCusto",
       (SELECT coalesce(sum(v.total_pontos), 0) FROM vendas v JOIN revendas l ON l.id = v.revenda_id WHERE l.rede_id = r.id AND v.cancelada_em IS NULL ${escopo})::float AS "totalPontos",
       (SELECT coalesce(sum(p.saldo_pontos), 0) FROM parceiros p JOIN revendas l ON l.id = p.revenda_id WHERE l.rede_id = r.id ${escopo})::float AS "saldoPontos",
       (SELECT max(v.pontuado_em) FROM vendas v JOIN revendas l ON l.id = v.revenda_id WHERE l.rede_id = r.id AND v.cancelada_em IS NULL ${escopo}) AS "ultimaPontuacao"
     FROM redes r ORDER BY r.id`,
    lojas ? [lojas] : [],
  );
  return new Map(linhas.map((l: any) => [l.id, { ...l, ultimaPontuacao: l.ultimaPontuacao ? new Date(l.ultimaPontuacao).toISOString() : null }]));
}

const CHAVES_BASICAS = ['ativo', 'id', 'nome', 'regiao', 'valorPonto'];
const FIGURAS = ['numeroParceiros', 'numeroRevendas', 'saldoPontos', 'totalCusto', 'totalPontos', 'totalVendas', 'ultimaPontuacao'];

describe('GET /api/redes', () => {
  it('role 2 sees every network (inactive too) by name, with valorPonto; ativo=1 narrows', async () => {
    const token = await amb.entrarPainel(2);
    const r = await amb.rest('GET', '/api/redes', { token });
    expect(r.status).toBe(200);
    expect(Object.keys(r.corpo)).toEqual(['redes']);
    const nomes = r.corpo.redes.map((x: any) => x.nome);
    expect(nomes).toContain('Rede Encerrada');
    expect(nomes).toEqual((await amb.ds.query(`SELECT nome FROM redes ORDER BY nome, id`)).map((x: any) => x.nome));
    expect(Object.keys(r.corpo.redes[0]).sort()).toEqual(CHAVES_BASICAS);
    expect(r.corpo.redes.find((x: any) => x.nome === 'Rede Horizonte')).toMatchObject({ regiao: 'Sudeste', valorPonto: 0.05, ativo: true });
    const ativas = await amb.rest('GET', '/api/redes?ativo=1', { token });
    expect(ativas.corpo.redes.map((x: any) => x.nome)).not.toContain('Rede Encerrada');
    expect(ativas.corpo.redes).toHaveLength(nomes.length - 1);
  });

  it('roles other than 2 see only active networks; valorPonto only for roles 1 and 2', async () => {
    for (const papel of [0, 1, 4, 5]) {
      const r = await amb.rest('GET', '/api/redes', { token: await amb.entrarPainel(papel) });
      expect(r.corpo.redes.map((x: any) => x.nome)).not.toContain('Rede Encerrada');
      expect(r.corpo.redes.every((x: any) => x.ativo)).toBe(true);
      const valores = r.corpo.redes.map((x: any) => x.valorPonto);
      if (papel === 1) expect(valores.every((v: unknown) => typeof v === 'number')).toBe(true);
      else expect(valores.every((v: unknown) => v === null)).toBe(true);
    }
  });

  it('completo=1: every figure matches the database', async () => {
    const token = await amb.entrarPainel(2);
    const r = await amb.rest('GET', '/api/redes?completo=1', { token });
    const esperado = await figurasEsperadas();
    expect(r.corpo.redes).toHaveLength(esperado.size);
    for (const rede of r.corpo.redes) {
      expect(Object.keys(rede).sort()).toEqual([...CHAVES_BASICAS, ...FIGURAS].sort());
      const e = esperado.get(rede.id)! as any;
      for (const f of FIGURAS) {
        if (typeof e[f] === 'number') expect([rede.nome, f, rede[f]]).toEqual([rede.nome, f, expect.closeTo(e[f], 2)]);
        else expect([rede.nome, f, rede[f]]).toEqual([rede.nome, f, e[f]]);
      }
    }
    const horizonte = r.corpo.redes.find((x: any) => x.nome === 'Rede Horizonte');
    expect(horizonte.numeroRevendas).toBeGreaterThan(0);
    expect(horizonte.totalVendas).toBeGreaterThan(0);
    const encerrada = r.corpo.redes.find((x: any) => x.nome === 'Rede Encerrada');
    expect(encerrada).toMatchObject({ numeroRevendas: 0, totalVendas: 0, ultimaPontuacao: null });
  });

  it('role 3 sees only the networks of its stores, with the figures of its stores only; no cost', async () => {
    const token = await amb.entrarPainel(3);
    const [{ lojas }] = await amb.ds.query(`SELECT id_revendas_permitidas AS lojas FROM usuarios WHERE permissao = 3`);
    const r = await amb.rest('GET', '/api/redes?completo=1', { token });
    expect(r.corpo.redes.map((x: any) => x.nome)).toEqual(['Rede Horizonte']);
    const e = (await figurasEsperadas(lojas)).get(r.corpo.redes[0].id) as any;
    expect(r.corpo.redes[0]).toMatchObject({
      numeroRevendas: 1,
      numeroParceiros: e.numeroParceiros,
      totalPontos: expect.closeTo(e.totalPontos, 2),
      saldoPontos: expect.closeTo(e.saldoPontos, 2),
      valorPonto: null,
      totalCusto: null,
    });
  });

  it('both paging dialects answer in their own keys, sorted and searched on the server', async () => {
    const token = await amb.entrarPainel(2);
    const a = await amb.rest('GET', '/api/redes?page=1&perPage=2&sortField=nome&sortOrder=-1', { token });
    expect(a.status).toBe(200);
    expect(Object.keys(a.corpo).sort()).toEqual(['redes', 'totalRecords']);
    expect(a.corpo.totalRecords).toBe(6);
    expect(a.corpo.redes.map((x: any) => x.nome)).toEqual(['Tintas Litoral', 'Rede Horizonte']);
    const b = await amb.rest(`GET`, `/api/redes?pagina=2&limite=5&ordenacao=${encodeURIComponent('{"campo":"nome","direcao":"asc"}')}`, { token });
    expect(Object.keys(b.corpo).sort()).toEqual(['count', 'rows']);
    expect(b.corpo).toMatchObject({ count: 6, rows: [{ nome: 'Tintas Litoral' }] });
    const busca = await amb.rest('GET', '/api/redes?page=1&perPage=10&search=sul', { token });
    expect(busca.corpo.redes.map((x: any) => x.nome)).toEqual(['Casa & Cor Sul']);
    const porVendas = await amb.rest('GET', '/api/redes?page=1&perPage=0&sortField=totalVendas&sortOrder=desc', { token });
    const vendas = porVendas.corpo.redes.map((x: any) => x.totalVendas);
    expect(vendas).toHaveLength(6);
    expect([...vendas].sort((x, y) => y - x)).toEqual(vendas);
  });

  it('rejects unknown sort fields, and sorting by a value the role may not see', async () => {
    const invalido = await amb.rest('GET', '/api/redes?page=1&sortField=senha', { token: await amb.entrarPainel(2) });
    expect(invalido).toEqual({ status: 400, corpo: { erro: 'Não é possível ordenar por "senha".' } });
    const oculto = await amb.rest('GET', '/api/redes?page=1&sortField=valorPonto', { token: await amb.entrarPainel(0) });
    expect(oculto.status).toBe(400);
    expect((await amb.rest('GET', '/api/redes?ativo=talvez', { token: await amb.entrarPainel(0) })).corpo).toEqual({ erro: 'Ativo inválido', campo: 'ativo' });
    expect((await amb.rest('GET', '/api/redes')).status).toBe(401);
  });
});

describe('Cadastrar Rede: POST /api/redes', () => {
  const nova = { nome: 'Rede Teste Norte', regiao: 'Norte', valorPonto: 0.07 };

  it('validates with the form messages', async () => {
    const token = await amb.entrarPainel(2);
    const casos: [Record<string, unknown>, string][] = [
      [{ ...nova, nome: '  ' }, 'Informe o nome'],
      [{ regiao: 'Norte', valorPonto: 1 }, 'Informe o nome'],
      [{ ...nova, regiao: '' }, 'Informe a região'],
      [{ ...nova, valorPonto: null }, 'Informe o valor do ponto'],
      [{ ...nova, valorPonto: '' }, 'Informe o valor do ponto'],
      [{ ...nova, valorPonto: 'abc' }, 'Valor do ponto inválido'],
      [{ ...nova, valorPonto: -1 }, 'Valor do ponto inválido'],
      [{ ...nova, valorPonto: 0 }, 'Valor do ponto inválido'],
      [{ ...nova, valorPonto: 0.123456 }, 'Valor do ponto inválido'],
      [{ ...nova, valorPonto: [1] }, 'Valor do ponto inválido'],
      [{ ...nova, nome: { $ne: 1 } }, 'Nome inválido'],
      [{ ...nova, nome: 'x'.repeat(121) }, 'Nome deve ter no máximo 120 caracteres.'],
    ];
    for (const [corpo, erro] of casos) {
      const r = await amb.rest('POST', '/api/redes', { token, corpo });
      expect({ corpo, status: r.status, erro: r.corpo.erro }).toEqual({ corpo, status: 400, erro });
    }
    expect((await amb.rest('POST', '/api/redes', { token, bruto: '{"nome":' })).status).toBe(400);
    expect((await amb.rest('POST', '/api/redes', { token, corpo: [nova] })).corpo).toMatchObject({ erro: 'Requisição inválida.' });
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM redes WHERE nome LIKE 'Rede Teste%'`);
    expect(n).toBe(0);
  });

  it('creates an active network (Brazilian decimals accepted), refuses a duplicate name, and records it', async () => {
    const token = await amb.entrarPainel(5);
    const r = await amb.rest('POST', '/api/redes', { token, corpo: { ...nova, valorPonto: '0,07' } });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({ nome: 'Rede Teste Norte', regiao: 'Norte', ativo: true, valorPonto: null });
    const [linha] = await amb.ds.query(`SELECT valor_ponto::float AS v, ativo FROM redes WHERE id = $1`, [r.corpo.id]);
    expect(linha).toEqual({ v: 0.07, ativo: true });
    const dup = await amb.rest('POST', '/api/redes', { token: await amb.entrarPainel(2), corpo: { ...nova, nome: 'rede teste NORTE' } });
    expect(dup).toEqual({ status: 409, corpo: { erro: 'Já existe uma rede com este nome.' } });
    const [log] = await amb.ds.query(`SELECT responsavel_nome, parametros FROM logs WHERE tipo = 'rede.criar' ORDER BY id DESC LIMIT 1`);
    expect(log).toMatchObject({ responsavel_nome: 'Pedro Marca Plus', parametros: { id: r.corpo.id, nome: 'Rede Teste Norte', valorPonto: 0.07 } });
  });

  it('only the roles of Cadastrar → Rede may create', async () => {
    for (const papel of [0, 3, 4]) {
      const r = await amb.rest('POST', '/api/redes', { token: await amb.entrarPainel(papel), corpo: nova });
      expect(r).toEqual({ status: 403, corpo: { erro: 'Você não tem permissão para realizar esta ação.' } });
    }
  });
});

describe('PUT /api/redes/{id} and DELETE /api/redes/{id}', () => {
  let id: number;
  beforeAll(async () => {
    const r = await amb.rest('POST', '/api/redes', { token: await amb.entrarPainel(2), corpo: { nome: 'Rede Edição', regiao: 'Sul', valorPonto: 0.05 } });
    id = r.corpo.id;
  });

  it('role 1 edits the fields; fields left out stay; role 1 cannot toggle; role 5 cannot edit', async () => {
    const operador = await amb.entrarPainel(1);
    const r = await amb.rest('PUT', `/api/redes/${id}`, { token: operador, corpo: { nome: 'Rede Edição Sul', valorPonto: 0.08 } });
    expect(r).toEqual({ status: 200, corpo: { id, nome: 'Rede Edição Sul', regiao: 'Sul', valorPonto: 0.08, ativo: true } });
    expect((await amb.rest('PUT', `/api/redes/${id}`, { token: operador, corpo: { regiao: '' } })).corpo).toEqual({
      erro: 'Informe a região',
      campo: 'regiao',
    });
    expect((await amb.rest('PUT', `/api/redes/${id}`, { token: operador, corpo: { ativo: 0 } })).status).toBe(403);
    expect((await amb.rest('PUT', `/api/redes/${id}`, { token: await amb.entrarPainel(5), corpo: { nome: 'X' } })).status).toBe(403);
    expect((await amb.rest('PUT', `/api/redes/${id}`, { token: operador, corpo: {} })).corpo).toMatchObject({ erro: 'Requisição inválida.' });
    expect((await amb.rest('PUT', `/api/redes/${id}`, { token: operador, corpo: { nome: 'Rede Horizonte' } })).status).toBe(409);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'rede.editar' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toEqual({ id, antes: { nome: 'Rede Edição', valorPonto: 0.05 }, depois: { nome: 'Rede Edição Sul', valorPonto: 0.08 } });
  });

  it('role 2 toggles ativo (0/1); others then stop seeing the network', async () => {
    const admin = await amb.entrarPainel(2);
    const r = await amb.rest('PUT', `/api/redes/${id}`, { token: admin, corpo: { ativo: 0 } });
    expect(r.corpo).toMatchObject({ id, ativo: false });
    expect((await amb.rest('GET', `/api/redes/${id}`, { token: await amb.entrarPainel(1) })).status).toBe(404);
    expect((await amb.rest('PUT', `/api/redes/${id}`, { token: await amb.entrarPainel(1), corpo: { nome: 'Y' } })).status).toBe(404);
    expect((await amb.rest('PUT', `/api/redes/${id}`, { token: admin, corpo: { ativo: 'sim' } })).corpo).toEqual({ erro: 'Ativo inválido', campo: 'ativo' });
    expect((await amb.rest('PUT', `/api/redes/${id}`, { token: admin, corpo: { ativo: true } })).corpo.ativo).toBe(true);
    const logs = await amb.ds.query(`SELECT parametros->>'ativo' AS ativo FROM logs WHERE tipo = 'rede.ativar' AND (parametros->>'id')::int = $1 ORDER BY id`, [
      id,
    ]);
    expect(logs.map((l: any) => l.ativo)).toEqual(['false', 'true']);
  });

  it('unknown ids are 404 on every call; malformed ids are 400', async () => {
    const admin = await amb.entrarPainel(2);
    for (const caminho of ['/api/redes/999999', '/api/redes/99999999999']) {
      expect((await amb.rest('GET', caminho, { token: admin })).corpo).toEqual({ erro: 'Rede não encontrada.' });
      expect((await amb.rest('PUT', caminho, { token: admin, corpo: { nome: 'Z' } })).status).toBe(404);
      expect((await amb.rest('DELETE', caminho, { token: admin })).status).toBe(404);
    }
    for (const caminho of ['/api/redes/abc', '/api/redes/-1', '/api/redes/1.5', '/api/redes/0']) {
      expect(await amb.rest('GET', caminho, { token: admin })).toEqual({ status: 400, corpo: { erro: 'Identificador inválido', campo: 'id' } });
      expect((await amb.rest('PUT', caminho, { token: admin, corpo: { nome: 'Z' } })).status).toBe(400);
      expect((await amb.rest('DELETE', caminho, { token: admin })).status).toBe(400);
    }
  });

  it('delete is refused while stores belong to the network, and works for an empty one (role 2 only)', async () => {
    const admin = await amb.entrarPainel(2);
    const [horizonte] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Rede Horizonte'`);
    const recusa = await amb.rest('DELETE', `/api/redes/${horizonte.id}`, { token: admin });
    expect(recusa).toEqual({ status: 409, corpo: { erro: 'Não é possível excluir a rede: há lojas vinculadas a ela. Mova ou exclua as lojas antes.' } });
    expect((await amb.rest('DELETE', `/api/redes/${id}`, { token: await amb.entrarPainel(1) })).status).toBe(403);
    expect((await amb.rest('DELETE', `/api/redes/${id}`, { token: await amb.entrarPainel(5) })).status).toBe(403);
    const ok = await amb.rest('DELETE', `/api/redes/${id}`, { token: admin });
    expect(ok).toEqual({ status: 200, corpo: { mensagem: 'Rede excluída com sucesso' } });
    expect(await amb.ds.query(`SELECT 1 FROM redes WHERE id = $1`, [id])).toEqual([]);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'rede.excluir' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toEqual({ id, nome: 'Rede Edição Sul' });
  });
});

describe('GraphQL', () => {
  const CAMPOS = 'id nome regiao valorPonto ativo';
  const ERROS = 'errosDeUsuario { campo mensagem codigo }';

  it('redes(input: { ativo, completo }) answers one page with the figures', async () => {
    const token = await amb.entrarPainel(1);
    const simples = await amb.gql(`{ redes(input: { ativo: true, porPagina: 0 }) { total itens { id nome } } }`, {}, { token });
    expect(simples.data.redes.itens.map((x: any) => x.nome)).not.toContain('Rede Encerrada');
    expect(simples.data.redes.itens.every((x: any) => typeof x.id === 'string')).toBe(true);
    const completo = await amb.gql(
      `{ redes(input: { completo: true, porPagina: 0 }) { itens { id nome numeroRevendas totalVendas totalCusto ultimaPontuacao } } }`,
      {},
      { token },
    );
    const esperado = await figurasEsperadas();
    for (const r of completo.data.redes.itens) {
      const e = esperado.get(Number(r.id)) as any;
      expect([r.nome, r.numeroRevendas, r.totalVendas, r.totalCusto, r.ultimaPontuacao]).toEqual([
        r.nome,
        e.numeroRevendas,
        // Money is exact decimal text in GraphQL (Dinheiro).
        e.totalVendas.toFixed(2),
        e.totalCusto.toFixed(2),
        e.ultimaPontuacao,
      ]);
    }
    const sem = await amb.gql(`{ redes { itens { numeroRevendas } } }`, {}, { token });
    expect(sem.data.redes.itens.every((r: any) => r.numeroRevendas === null)).toBe(true);
  });

  it('redes pages, sorts and searches; rede(id) reads one and is null when unknown', async () => {
    const token = await amb.entrarPainel(2);
    const p = await amb.gql(
      `{ redes(input: { pagina: 1, porPagina: 5, ordenarPor: nome, direcao: DESC }) { total pagina porPagina temProxima itens { nome } } }`,
      {},
      { token },
    );
    expect(p.data.redes).toMatchObject({ total: 7, pagina: 1, porPagina: 5, temProxima: true });
    expect(p.data.redes.itens.map((l: any) => l.nome)[0]).toBe('Tintas Litoral');
    const busca = await amb.gql(`{ redes(input: { busca: "capital" }) { total itens { nome } } }`, {}, { token });
    expect(busca.data.redes).toEqual({ total: 1, itens: [{ nome: 'Depósito Capital' }] });
    const oculto = await amb.gql(`{ redes(input: { ordenarPor: valorPonto }) { total } }`, {}, { token: await amb.entrarPainel(0) });
    expect(oculto).toMatchObject({ codigo: 'BAD_USER_INPUT', mensagem: 'Não é possível ordenar por "valorPonto".' });
    const [horizonte] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Rede Horizonte'`);
    const uma = await amb.gql(`query($id: ID!) { rede(id: $id) { nome numeroRevendas } }`, { id: horizonte.id }, { token });
    expect(uma.data.rede.nome).toBe('Rede Horizonte');
    expect(uma.data.rede.numeroRevendas).toBeGreaterThan(0);
    // A miss is null beside its siblings, not an error that wipes them.
    const vizinhos = await amb.gql(`{ redes { total } rede(id: 999999) { id } }`, {}, { token });
    expect(vizinhos.data).toEqual({ redes: { total: 7 }, rede: null });
    expect(await amb.gql(`{ rede(id: "abc") { id } }`, {}, { token })).toMatchObject({ codigo: 'BAD_USER_INPUT', mensagem: 'Identificador inválido' });
  });

  it('criarRede, atualizarRede, alterarAtivoRede and excluirRede, with the same rules', async () => {
    const admin = await amb.entrarPainel(2);
    const falha = await amb.gql(
      `mutation { criarRede(input: { nome: "Rede GQL", regiao: " ", valorPonto: 0.1 }) { resultado { id } ${ERROS} } }`,
      {},
      { token: admin },
    );
    expect(falha.data.criarRede).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'regiao', mensagem: 'Informe a região', codigo: 'BAD_USER_INPUT' }] });
    const valor = await amb.gql(
      `mutation { criarRede(input: { nome: "Rede GQL", regiao: "Norte", valorPonto: 0.123456 }) { ${ERROS} } }`,
      {},
      { token: admin },
    );
    // A fifth decimal is refused by the ValorPonto scalar itself, before the input schema.
    expect([valor.codigo, valor.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.dinheiroInvalido(4)]);
    const criada = await amb.gql(
      `mutation($i: CriarRedeInput!) { criarRede(input: $i) { resultado { ${CAMPOS} } ${ERROS} } }`,
      { i: { nome: 'Rede GQL', regiao: 'Norte', valorPonto: 0.1 } },
      { token: admin },
    );
    const id = criada.data.criarRede.resultado.id;
    expect(criada.data.criarRede).toEqual({ resultado: { id, nome: 'Rede GQL', regiao: 'Norte', valorPonto: '0.1000', ativo: true }, errosDeUsuario: [] });
    const editada = await amb.gql(
      `mutation($id: ID!) { atualizarRede(input: { id: $id, regiao: "Nordeste" }) { resultado { ${CAMPOS} } } }`,
      { id },
      { token: await amb.entrarPainel(1) },
    );
    expect(editada.data.atualizarRede.resultado).toMatchObject({ nome: 'Rede GQL', regiao: 'Nordeste', valorPonto: '0.1000' });
    const vazia = await amb.gql(`mutation($id: ID!) { atualizarRede(input: { id: $id }) { ${ERROS} } }`, { id }, { token: admin });
    expect(vazia.data.atualizarRede.errosDeUsuario).toEqual([{ campo: null, mensagem: 'Requisição inválida.', codigo: 'BAD_USER_INPUT' }]);
    // A partial edit: null in a field the form requires is "not sent" (kept); blank text still gets the form's message.
    const nulo = await amb.gql(
      `mutation($id: ID!) { atualizarRede(input: { id: $id, nome: null, regiao: "Nordeste" }) { resultado { nome regiao } ${ERROS} } }`,
      { id },
      { token: admin },
    );
    expect(nulo.data.atualizarRede).toEqual({ resultado: { nome: 'Rede GQL', regiao: 'Nordeste' }, errosDeUsuario: [] });
    const branco = await amb.gql(`mutation($id: ID!) { atualizarRede(input: { id: $id, nome: " " }) { ${ERROS} } }`, { id }, { token: admin });
    expect(branco.data.atualizarRede.errosDeUsuario).toEqual([{ campo: 'nome', mensagem: 'Informe o nome', codigo: 'BAD_USER_INPUT' }]);
    const idRuim = await amb.gql(`mutation { atualizarRede(input: { id: "x1", nome: "A" }) { ${ERROS} } }`, {}, { token: admin });
    expect(idRuim.data.atualizarRede.errosDeUsuario).toEqual([{ campo: 'id', mensagem: 'Identificador inválido', codigo: 'BAD_USER_INPUT' }]);
    const negado = await amb.gql(
      `mutation($id: ID!) { alterarAtivoRede(input: { id: $id, ativo: false }) { resultado { ativo } } }`,
      { id },
      { token: await amb.entrarPainel(1) },
    );
    expect(negado.codigo).toBe('FORBIDDEN');
    const inativa = await amb.gql(
      `mutation($id: ID!) { alterarAtivoRede(input: { id: $id, ativo: false }) { resultado { ativo } } }`,
      { id },
      { token: admin },
    );
    expect(inativa.data.alterarAtivoRede.resultado.ativo).toBe(false);
    const [horizonte] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Rede Horizonte'`);
    const recusa = await amb.gql(`mutation($id: ID!) { excluirRede(input: { id: $id }) { resultado } }`, { id: horizonte.id }, { token: admin });
    expect(recusa).toMatchObject({ codigo: 'CONFLICT' });
    const excluida = await amb.gql(`mutation($id: ID!) { excluirRede(input: { id: $id }) { resultado } }`, { id }, { token: admin });
    expect(excluida.data.excluirRede.resultado).toBe(id);
  });
});
