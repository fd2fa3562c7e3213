import { MENSAGENS } from '@sw/common';
import { PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { abrirPontuacoes, chamadasPontuacoes, Membro } from '../testing/pontuacoes-pendentes';

/**
 * Pontuações pendentes, staff side (spec 2 §2, §3, §4, §7): the queue, closing, rejecting (with the
 * member's WhatsApp message) and returning to pending — through REST and GraphQL, with roles, scope
 * and parallel double clicks that must apply once. Processing a claim in Nova venda and the closed
 * list are in pontuacoes-encerradas.test.ts.
 */

let amb: AmbienteDeTeste;
let admin: string;
let m1: Membro;
let m2: Membro;
beforeAll(async () => {
  ({ amb, admin, m1, m2 } = await abrirPontuacoes());
});
afterAll(() => amb.fechar());
const { novaPontuacao, statusDe, historicoDe, usuarioId, listar, encerrar, reprovar, retornar } = chamadasPontuacoes(() => ({ amb, admin }));

describe('GET /api/pontuacoes/pendentes', () => {
  it('lists pending claims newest first with the documented row, and searches by each filter', async () => {
    const antiga = await novaPontuacao(m1, { criadoEm: '2026-01-02T10:00:00Z' });
    const foto = await novaPontuacao(m2, { foto: true });
    const encerrada = await novaPontuacao(m2);
    await amb.ds.query(`UPDATE pontuacoes SET status = 'encerrada' WHERE id = $1`, [encerrada]);

    const r = await listar('?page=1&perPage=100');
    expect(r.status).toBe(200);
    const ids = r.corpo.pontuacao.map((p: { id: string }) => p.id);
    expect(ids).toContain(antiga);
    expect(ids).not.toContain(encerrada);
    expect(ids.indexOf(foto)).toBeLessThan(ids.indexOf(antiga));
    expect(r.corpo.totalRecords).toBe(ids.length);
    expect(r.corpo.pontuacao.find((p: { id: string }) => p.id === foto)).toEqual({
      id: foto,
      parceiroId: m2.id,
      parceiro: m2.nome,
      cpf: PARCEIRO_DEMO_2,
      revenda: m2.nome_fantasia,
      codRevenda: m2.cod_revenda,
      cnpj: m2.cnpj,
      cidade: m2.end_cidade,
      origem: 'foto',
      linkArquivo: expect.stringMatching(/^\/api\/arquivos\/nota-\d+\.jpg$/),
      tipoArquivo: 'jpg',
      itens: [],
      criadoEm: expect.any(String),
    });
    expect(r.corpo.pontuacao.find((p: { id: string }) => p.id === antiga).itens).toEqual([
      { codigo: 'SW-FUNDO-18L', produtoId: 1, descricao: 'Fundo 18L', valor: 249.9, pontos: 25 },
    ]);

    const busca = async (filterBy: string, search: string) =>
      (await listar(`?perPage=100&filterBy=${filterBy}&search=${encodeURIComponent(search)}`)).corpo.pontuacao.map((p: { id: string }) => p.id);
    expect(await busca('PARCEIRO', m2.nome.split(' ')[0]!)).toContain(foto);
    expect(await busca('CPF', '800.000.008')).toEqual(expect.arrayContaining([foto]));
    expect(await busca('CPF', '800.000.008')).not.toContain(antiga);
    expect(await busca('CNPJ', m1.cnpj.slice(0, 8))).toContain(antiga);
    expect(await busca('CNPJ', m1.cnpj.slice(0, 8))).not.toContain(foto);
    expect(await busca('CODIGO', m2.cod_revenda)).toContain(foto);
    expect(await busca('LOJA', m1.nome_fantasia)).toContain(antiga);
    expect(await busca('LOJA', m1.nome_fantasia)).not.toContain(foto);
    expect((await listar('?filterBy=OUTRO&search=x')).status).toBe(400);
    expect((await listar('?sortField=senha')).status).toBe(400);

    const g = await amb.gql(
      `query { pontuacoesPendentes(input: { porPagina: 100, filtro: CPF, busca: "80000000833" }) { total itens { id origem cpf } } }`,
      {},
      { token: admin },
    );
    expect(g.data.pontuacoesPendentes.itens).toEqual(expect.arrayContaining([{ id: foto, origem: 'FOTO', cpf: PARCEIRO_DEMO_2 }]));
    expect(g.data.pontuacoesPendentes.itens.every((p: { cpf: string }) => p.cpf === PARCEIRO_DEMO_2)).toBe(true);
  });

  it('is for the Processar roles (0, 1, 2, 5); role 3 and 4 are refused on both doors; a network-limited user sees only its networks', async () => {
    for (const p of [0, 1, 5]) expect((await listar('', await amb.entrarPainel(p))).status).toBe(200);
    for (const p of [3, 4]) {
      const token = await amb.entrarPainel(p);
      expect((await listar('', token)).status).toBe(403);
      expect((await encerrar('1', token)).status).toBe(403);
      expect((await amb.gql(`query { pontuacoesPendentes { total } }`, {}, { token })).codigo).toBe('FORBIDDEN');
    }
    expect((await listar('')).status).toBe(200);
    expect((await amb.rest('GET', '/api/pontuacoes/pendentes')).status).toBe(401);

    const daRede1 = await novaPontuacao(m1);
    const operador = await usuarioId(1);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $2 WHERE id = $1`, [operador.id, [m2.rede_id === m1.rede_id ? -1 : m2.rede_id]]);
    try {
      const token = await amb.entrarPainel(1);
      const r = await listar('?perPage=100', token);
      expect(r.corpo.pontuacao.map((p: { id: string }) => p.id)).not.toContain(daRede1);
      // Out of reach is not found, on actions too.
      expect(await encerrar(daRede1, token)).toEqual({ status: 404, corpo: { erro: MENSAGENS.pontuacaoNaoEncontrada } });
      expect((await statusDe(daRede1)).status).toBe('pendente');
    } finally {
      await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE id = $1`, [operador.id]);
    }
  });
});

describe('encerrar, reprovar, retornar para pendente', () => {
  it('encerrar closes a pending claim once, with who and when, history and log; again is 409', async () => {
    const id = await novaPontuacao(m1);
    expect(await encerrar(id)).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.pontuacaoEncerrada } });
    const c = await statusDe(id);
    const adm = await usuarioId(2);
    expect(c).toMatchObject({ status: 'encerrada', encerrado_por: adm.id, venda_id: null });
    expect(new Date(c.atualizado_em).getTime()).toBeGreaterThan(new Date(c.criado_em).getTime());
    expect(await historicoDe(id)).toEqual([{ status_anterior: 'pendente', status_novo: 'encerrada', justificativa: null, usuario_id: adm.id }]);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'pontuacoes.encerrar' AND parametros->>'id' = $1`, [id]);
    expect(log.parametros).toMatchObject({ de: 'pendente', para: 'encerrada', parceiroId: m1.id });
    expect(await encerrar(id)).toEqual({ status: 409, corpo: { erro: MENSAGENS.pontuacaoJaTratada } });
    expect((await encerrar('999999999')).status).toBe(404);
    // A malformed id is a 400 naming the field; on GraphQL it comes back in errosDeUsuario.
    expect(await encerrar('abc')).toEqual({ status: 400, corpo: { erro: 'Identificador inválido', campo: 'identificador' } });
    const malformado = await amb.gql(
      `mutation { encerrarPontuacao(input: { identificador: "abc" }) { resultado { mensagem } errosDeUsuario { campo mensagem codigo } } }`,
      {},
      { token: admin },
    );
    expect(malformado.data.encerrarPontuacao).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'identificador', mensagem: 'Identificador inválido', codigo: 'BAD_USER_INPUT' }],
    });

    const outra = await novaPontuacao(m1);
    const g = await amb.gql(
      `mutation($id: ID!) { encerrarPontuacao(input: { identificador: $id }) { resultado { mensagem } } }`,
      { id: outra },
      { token: await amb.entrarPainel(0) },
    );
    expect(g.data.encerrarPontuacao.resultado).toEqual({ mensagem: MENSAGENS.pontuacaoEncerrada });
    const g2 = await amb.gql(
      `mutation($id: ID!) { encerrarPontuacao(input: { identificador: $id }) { resultado { mensagem } } }`,
      { id: outra },
      { token: admin },
    );
    expect([g2.codigo, g2.mensagem]).toEqual(['CONFLICT', MENSAGENS.pontuacaoJaTratada]);
  });

  it('reprovar by file: one of the seven reasons, by the session user whatever the body says, and the member is told by WhatsApp', async () => {
    const id = await novaPontuacao(m2, { foto: true });
    const c = await statusDe(id);
    const r0 = await reprovar({ linkArquivo: c.link_arquivo, reprovadoMotivo: 'Porque sim', reprovadoPor: 1 });
    expect(r0).toEqual({ status: 400, corpo: { erro: MENSAGENS.motivoReprovacaoInvalido, campo: 'reprovadoMotivo' } });
    expect((await reprovar({ linkArquivo: c.link_arquivo })).status).toBe(400);
    expect((await statusDe(id)).status).toBe('pendente');

    const operador = await usuarioId(1);
    const r = await reprovar({ linkArquivo: c.link_arquivo, reprovadoMotivo: 'Nota Ilegível', reprovadoPor: 999999 }, await amb.entrarPainel(1));
    expect(r).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.pontuacaoReprovada } });
    expect(await statusDe(id)).toMatchObject({ status: 'reprovada', reprovado_motivo: 'Nota Ilegível', reprovado_por: operador.id });
    expect(await historicoDe(id)).toEqual([{ status_anterior: 'pendente', status_novo: 'reprovada', justificativa: 'Nota Ilegível', usuario_id: operador.id }]);
    const msgs = await amb.ds.query(`SELECT texto FROM mensagens_saida WHERE parceiro_id = $1 AND tipo = 'pontuacao_reprovada' AND chave LIKE $2`, [
      m2.id,
      `pontuacao:${id}:%`,
    ]);
    expect(msgs).toHaveLength(1);
    expect(msgs[0].texto).toContain('Motivo: Nota Ilegível');
    expect((await reprovar({ linkArquivo: c.link_arquivo, reprovadoMotivo: 'Nota Duplicada' })).corpo).toEqual({ erro: MENSAGENS.pontuacaoJaTratada });
  });

  it('reprovar a typed claim by identificador, also through GraphQL', async () => {
    const id = await novaPontuacao(m1);
    const g = await amb.gql(
      `mutation($id: ID, $m: String!) { reprovarPontuacao(input: { identificador: $id, reprovadoMotivo: $m }) { resultado { mensagem } } }`,
      { id, m: 'Vendedor divergente' },
      { token: await amb.entrarPainel(5) },
    );
    expect(g.data.reprovarPontuacao.resultado).toEqual({ mensagem: MENSAGENS.pontuacaoReprovada });
    expect(await statusDe(id)).toMatchObject({ status: 'reprovada', reprovado_motivo: 'Vendedor divergente' });
    const g2 = await amb.gql(
      `mutation($id: ID, $m: String!) { reprovarPontuacao(input: { identificador: $id, reprovadoMotivo: $m }) { errosDeUsuario { campo mensagem } } }`,
      { id: await novaPontuacao(m1), m: 'Outro' },
      { token: admin },
    );
    expect(g2.data.reprovarPontuacao.errosDeUsuario).toEqual([{ campo: 'reprovadoMotivo', mensagem: MENSAGENS.motivoReprovacaoInvalido }]);
  });

  it('parallel encerrar and reprovar of one claim: exactly one applies, one history row, at most one message', async () => {
    const id = await novaPontuacao(m2, { foto: true });
    const respostas = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? encerrar(id) : reprovar({ identificador: id, reprovadoMotivo: 'Nota Incompleta' }))),
    );
    expect(respostas.filter((r) => r.status === 200)).toHaveLength(1);
    expect(respostas.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await historicoDe(id)).toHaveLength(1);
    const c = await statusDe(id);
    const [{ count }] = await amb.ds.query(`SELECT count(*)::int FROM mensagens_saida WHERE chave LIKE $1`, [`pontuacao:${id}:%`]);
    expect(count).toBe(c.status === 'reprovada' ? 1 : 0);
  });

  it('retornar-foto-pendente: roles 1, 2, 5 bring a closed or rejected claim back, clean; a pending one is refused', async () => {
    const rejeitada = await novaPontuacao(m2, { foto: true });
    await reprovar({ identificador: rejeitada, reprovadoMotivo: 'Nota Duplicada' });
    for (const p of [0, 3, 4]) expect((await retornar(rejeitada, await amb.entrarPainel(p))).status).toBe(403);
    const r = await retornar(rejeitada, await amb.entrarPainel(5));
    expect(r).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.pontuacaoRetornadaPendente } });
    expect(await statusDe(rejeitada)).toMatchObject({ status: 'pendente', reprovado_motivo: null, reprovado_por: null, encerrado_por: null });
    expect((await historicoDe(rejeitada)).map((h: { status_novo: string }) => h.status_novo)).toEqual(['reprovada', 'pendente']);
    // Already pending (the second of a double click): already handled.
    expect(await retornar(rejeitada)).toEqual({ status: 409, corpo: { erro: MENSAGENS.pontuacaoJaTratada } });

    const encerrada = await novaPontuacao(m1);
    await encerrar(encerrada);
    const g = await amb.gql(
      `mutation($id: ID!) { retornarPontuacaoPendente(input: { identificador: $id }) { resultado { mensagem } } }`,
      { id: encerrada },
      { token: await amb.entrarPainel(1) },
    );
    expect(g.data.retornarPontuacaoPendente.resultado).toEqual({ mensagem: MENSAGENS.pontuacaoRetornadaPendente });
    // Parallel returns apply once.
    await encerrar(encerrada);
    const respostas = await Promise.all(Array.from({ length: 4 }, () => retornar(encerrada)));
    expect(respostas.filter((x) => x.status === 200)).toHaveLength(1);
    // Rejected again after returning: a new message.
    await reprovar({ identificador: rejeitada, reprovadoMotivo: 'Nota Incompleta' });
    const [{ count }] = await amb.ds.query(`SELECT count(*)::int FROM mensagens_saida WHERE chave LIKE $1`, [`pontuacao:${rejeitada}:%`]);
    expect(count).toBe(2);
  });
});
