import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { MENSAGENS } from '@sw/common';
import { esperarRazaoIntegro } from '../testing/razao';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Pontuações pendentes and encerradas, staff side (spec 2 §2, §3, §4, §7): the queue, closing,
 * rejecting (with the member's WhatsApp message), returning to pending, processing a claim in Nova
 * venda, the closed list and its export — through REST and GraphQL, with roles, scope and parallel
 * double clicks that must apply once.
 */

let amb: AmbienteDeTeste;
let admin: string;
type Membro = {
  id: number;
  revenda_id: number;
  nome: string;
  cod_revenda: string;
  cnpj: string;
  nome_fantasia: string;
  rede_id: number;
  end_cidade: string | null;
};
let m1: Membro;
let m2: Membro;
let numero = 0;
const novoNumero = () => `PP${Date.now() % 100000}${++numero}`;
const hoje = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const diaIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

async function membro(cpf: string) {
  const [m] = await amb.ds.query(
    `SELECT p.id, p.revenda_id, p.nome, r.codigo AS cod_revenda, r.cnpj, r.nome_fantasia, r.rede_id, r.end_cidade
       FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`,
    [cpf],
  );
  return m;
}

/** A claim as the member's door leaves it (the member-side upload is tested in its own suite). */
async function novaPontuacao(m: { id: number; revenda_id: number }, extra: { foto?: boolean; criadoEm?: string } = {}): Promise<string> {
  const foto = extra.foto ?? false;
  const [c] = await amb.ds.query(
    `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, link_arquivo, tipo_arquivo, itens, criado_em, atualizado_em)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()), COALESCE($7::timestamptz, now())) RETURNING id`,
    [
      m.id,
      m.revenda_id,
      foto ? 'foto' : 'digitada',
      foto ? `/api/arquivos/nota-${++numero}.jpg` : null,
      foto ? 'jpg' : null,
      JSON.stringify(foto ? [] : [{ codigo: 'SW-FUNDO-18L', produtoId: 1, descricao: 'Fundo 18L', valor: 249.9, pontos: 25 }]),
      extra.criadoEm ?? null,
    ],
  );
  return String(c.id);
}

const statusDe = async (id: string) => (await amb.ds.query(`SELECT * FROM pontuacoes WHERE id = $1`, [id]))[0];
const historicoDe = async (id: string) =>
  amb.ds.query(`SELECT status_anterior, status_novo, justificativa, usuario_id FROM pontuacoes_historico WHERE pontuacao_id = $1 ORDER BY id`, [id]);
const saldoDe = async (id: number) => Number((await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
const usuarioId = async (permissao: number) => (await amb.ds.query(`SELECT id, nome FROM usuarios WHERE permissao = $1 ORDER BY id LIMIT 1`, [permissao]))[0];

const listar = (q: string, token = admin) => amb.rest('GET', `/api/pontuacoes/pendentes${q}`, { token });
const encerrar = (identificador: unknown, token = admin) => amb.rest('POST', '/api/pontuacoes/encerrar', { corpo: { identificador }, token });
const reprovar = (corpo: unknown, token = admin) => amb.rest('POST', '/api/pontuacoes/reprovar', { corpo, token });
const retornar = (identificador: unknown, token = admin) => amb.rest('POST', '/api/pontuacoes/retornar-foto-pendente', { corpo: { identificador }, token });
const pontuar = (venda: Record<string, unknown>, token = admin) =>
  amb.rest('POST', '/api/pontuacoes/pontuar', {
    corpo: {
      venda: {
        cpf: PARCEIRO_DEMO_1,
        tipoFiscal: 'N',
        identificador: novoNumero(),
        realizadoEm: hoje(),
        itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: 249.9 }],
        ...venda,
      },
    },
    token,
  });

const semViolacoes = () => esperarRazaoIntegro(amb.ds.manager);

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  m1 = await membro(PARCEIRO_DEMO_1);
  m2 = await membro(PARCEIRO_DEMO_2);
});
afterAll(() => amb.fechar());

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

describe('processing a claim in Nova venda (venda.idPontuacao)', () => {
  it('a store with lancamentoManual off: the claim cannot be credited in Nova venda and stays pending', async () => {
    const foto = await novaPontuacao(m1, { foto: true });
    await amb.ds.query(`UPDATE revendas SET lancamento_manual = false WHERE id = $1`, [m1.revenda_id]);
    try {
      const antes = await saldoDe(m1.id);
      expect(await pontuar({ idPontuacao: foto })).toEqual({ status: 400, corpo: { erro: MENSAGENS.vendaLojaSemLancamentoManual } });
      expect(await statusDe(foto)).toMatchObject({ status: 'pendente', venda_id: null });
      expect(await saldoDe(m1.id)).toBe(antes);
    } finally {
      await amb.ds.query(`UPDATE revendas SET lancamento_manual = true WHERE id = $1`, [m1.revenda_id]);
    }
  });

  it('the sale and the claim commit together: processada with venda_id, the file carried to the sale; a second sale of the claim fails and credits nothing', async () => {
    const foto = await novaPontuacao(m1, { foto: true });
    const antes = await saldoDe(m1.id);
    const r = await pontuar({ idPontuacao: foto });
    expect(r.status).toBe(201);
    const c = await statusDe(foto);
    expect(c).toMatchObject({ status: 'processada', venda_id: r.corpo.id });
    const [v] = await amb.ds.query(`SELECT link_arquivo FROM vendas WHERE id = $1`, [r.corpo.id]);
    expect(v.link_arquivo).toBe(c.link_arquivo);
    expect(await saldoDe(m1.id)).toBeCloseTo(antes + r.corpo.pontosCreditados, 2);
    expect((await historicoDe(foto)).map((h: { status_novo: string }) => h.status_novo)).toEqual(['processada']);
    // A processed claim is not a closed one: it does not go back through Encerradas.
    expect(await retornar(foto)).toEqual({ status: 409, corpo: { erro: MENSAGENS.pontuacaoNaoEncerrada } });

    const saldo = await saldoDe(m1.id);
    const [{ count: vendas }] = await amb.ds.query(`SELECT count(*)::int FROM vendas`);
    expect(await pontuar({ idPontuacao: foto })).toEqual({ status: 409, corpo: { erro: MENSAGENS.pontuacaoJaTratada } });
    const g = await amb.gql(
      `mutation($i: PontuarVendaInput!) { pontuarVenda(input: $i) { resultado { id } } }`,
      {
        i: {
          venda: {
            cpf: PARCEIRO_DEMO_1,
            tipoFiscal: 'C',
            identificador: novoNumero(),
            realizadoEm: hoje(),
            itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: 10 }],
            idPontuacao: foto,
          },
        },
      },
      { token: admin },
    );
    expect([g.codigo, g.mensagem]).toEqual(['CONFLICT', MENSAGENS.pontuacaoJaTratada]);
    expect(await saldoDe(m1.id)).toBe(saldo);
    expect((await amb.ds.query(`SELECT count(*)::int FROM vendas`))[0].count).toBe(vendas);
    await semViolacoes();
  });

  it("a claim of another member, or closed, is refused and nothing is recorded; the sale's own file wins", async () => {
    const deOutro = await novaPontuacao(m2, { foto: true });
    const [{ count: vendas }] = await amb.ds.query(`SELECT count(*)::int FROM vendas`);
    expect(await pontuar({ idPontuacao: deOutro })).toEqual({ status: 400, corpo: { erro: MENSAGENS.pontuacaoDeOutroVendedor } });
    expect((await statusDe(deOutro)).status).toBe('pendente');
    const encerrada = await novaPontuacao(m1);
    await encerrar(encerrada);
    expect((await pontuar({ idPontuacao: encerrada })).status).toBe(409);
    expect((await pontuar({ idPontuacao: '987654321' })).status).toBe(404);
    expect((await amb.ds.query(`SELECT count(*)::int FROM vendas`))[0].count).toBe(vendas);

    const digitada = await novaPontuacao(m1);
    const r = await pontuar({ idPontuacao: digitada, linkArquivo: '/api/arquivos/cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd.pdf' });
    expect(r.status).toBe(201);
    expect((await amb.ds.query(`SELECT link_arquivo FROM vendas WHERE id = $1`, [r.corpo.id]))[0].link_arquivo).toBe(
      '/api/arquivos/cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd.pdf',
    );
  });

  it('parallel processing of one claim with different receipts: one sale, one credit', async () => {
    const id = await novaPontuacao(m1, { foto: true });
    const antes = await saldoDe(m1.id);
    const respostas = await Promise.all(Array.from({ length: 6 }, () => pontuar({ idPontuacao: id })));
    expect(respostas.filter((r) => r.status === 201)).toHaveLength(1);
    expect(respostas.filter((r) => r.status !== 201)).toEqual(Array(5).fill({ status: 409, corpo: { erro: MENSAGENS.pontuacaoJaTratada } }));
    const ok = respostas.find((r) => r.status === 201)!;
    expect(await saldoDe(m1.id)).toBeCloseTo(antes + ok.corpo.pontosCreditados, 2);
    expect((await statusDe(id)).venda_id).toBe(ok.corpo.id);
    await semViolacoes();
  });
});

describe('GET /api/pontuacoes/encerradas and its export', () => {
  let rejeitada: string;
  let encerrada: string;
  beforeAll(async () => {
    rejeitada = await novaPontuacao(m2, { foto: true });
    await reprovar({ identificador: rejeitada, reprovadoMotivo: 'CNPJ divergente do cadastro' });
    encerrada = await novaPontuacao(m1, { foto: true });
    await encerrar(encerrada);
  });

  it('lists closed and rejected claims with the Closed claim fields, filtered by closing day and network', async () => {
    const r = await amb.rest('GET', `/api/pontuacoes/encerradas?page=1&perPage=100&dataInicial=${diaIso()}&dataFinal=${diaIso()}`, { token: admin });
    expect(r.status).toBe(200);
    const porId = new Map(r.corpo.pontuacao.map((p: { id: string }) => [p.id, p]));
    const adm = await usuarioId(2);
    expect(porId.get(rejeitada)).toEqual({
      id: rejeitada,
      parceiro: m2.nome,
      cpf: PARCEIRO_DEMO_2,
      codRevenda: m2.cod_revenda,
      revenda: m2.nome_fantasia,
      rede: expect.any(String),
      status: 'reprovada',
      criadoEm: expect.any(String),
      atualizadoEm: expect.any(String),
      reprovadoPor: adm.nome,
      reprovadoMotivo: 'CNPJ divergente do cadastro',
      linkArquivo: expect.any(String),
      tipoArquivo: 'jpg',
      origem: 'foto',
    });
    expect(porId.get(encerrada)).toMatchObject({ status: 'encerrada', reprovadoPor: adm.nome, reprovadoMotivo: null });
    expect(r.corpo.pontuacao.every((p: { status: string }) => ['encerrada', 'reprovada'].includes(p.status))).toBe(true);

    const ontem = await amb.rest('GET', '/api/pontuacoes/encerradas?dataInicial=2020-01-01&dataFinal=2020-01-31', { token: admin });
    expect(ontem.corpo).toEqual({ pontuacao: [], totalRecords: 0, totalEstimado: false });
    const rede = await amb.rest('GET', `/api/pontuacoes/encerradas?perPage=100&rede=${m2.rede_id}`, { token: admin });
    expect(rede.corpo.pontuacao.map((p: { id: string }) => p.id)).toContain(rejeitada);
    const busca = await amb.rest('GET', `/api/pontuacoes/encerradas?perPage=100&search=${encodeURIComponent('CNPJ divergente')}`, { token: admin });
    expect(busca.corpo.pontuacao.map((p: { id: string }) => p.id)).toEqual([rejeitada]);
    expect((await amb.rest('GET', '/api/pontuacoes/encerradas?dataInicial=31/02/2026', { token: admin })).status).toBe(400);
    expect((await amb.rest('GET', '/api/pontuacoes/encerradas?dataInicial=2026-02-10&dataFinal=2026-02-01', { token: admin })).status).toBe(400);

    const g = await amb.gql(
      `query($d: String) { pontuacoesEncerradas(input: { dataInicial: $d, porPagina: 100 }) { total itens { id reprovadoMotivo status } } }`,
      { d: diaIso() },
      { token: admin },
    );
    expect(
      g.data.pontuacoesEncerradas.itens.map(({ status, ...resto }: { status: string }) => (expect(['ENCERRADA', 'REPROVADA']).toContain(status), resto)),
    ).toEqual(expect.arrayContaining([{ id: rejeitada, reprovadoMotivo: 'CNPJ divergente do cadastro' }]));
  });

  it('role 3 sees only its own stores; role 4 is refused', async () => {
    const vendedor = await amb.entrarPainel(3);
    const [u] = await amb.ds.query(`SELECT id_revendas_permitidas FROM usuarios WHERE permissao = 3 LIMIT 1`);
    const r = await amb.rest('GET', '/api/pontuacoes/encerradas?perPage=100', { token: vendedor });
    expect(r.status).toBe(200);
    const ids = r.corpo.pontuacao.map((p: { id: string }) => p.id);
    expect(ids.includes(encerrada)).toBe(u.id_revendas_permitidas.includes(m1.revenda_id));
    expect(ids.includes(rejeitada)).toBe(u.id_revendas_permitidas.includes(m2.revenda_id));
    expect(u.id_revendas_permitidas.includes(m2.revenda_id)).toBe(false);
    expect((await amb.rest('GET', '/api/pontuacoes/encerradas', { token: await amb.entrarPainel(4) })).status).toBe(403);
  });

  it('export: an xlsx of all rows or of the page on screen, for roles 1, 2, 5; GraphQL signs a link to the same file', async () => {
    const baixar = async (q: string, token = admin) => {
      const r = await fetch(`${amb.url}/api/pontuacoes/encerradas/export${q}`, { headers: { authorization: token } });
      return { r, corpo: Buffer.from(await r.arrayBuffer()) };
    };
    const { r, corpo } = await baixar(`?type=all&dataInicial=${diaIso()}&dataFinal=${diaIso()}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers.get('content-disposition')).toMatch(/pontuacoes_encerradas_completo_\d{8}_\d{6}\.xlsx/);
    const linhas = await lerPlanilha(corpo);
    expect(linhas[0]).toEqual([
      'ID',
      'Vendedor',
      'CPF',
      'Código Loja',
      'Loja',
      'Rede',
      'Situação',
      'Enviada em',
      'Encerrada em',
      'Responsável',
      'Motivo',
      'Arquivo',
    ]);
    const rejeitadaNaPlanilha = linhas.find((l) => l[0] === Number(rejeitada))!;
    expect(rejeitadaNaPlanilha.slice(1, 5)).toEqual([m2.nome, '800.000.008-33', m2.cod_revenda, m2.nome_fantasia]);
    expect(rejeitadaNaPlanilha[6]).toBe('Reprovada');
    expect(rejeitadaNaPlanilha[10]).toBe('CNPJ divergente do cadastro');
    const lista = await amb.rest('GET', `/api/pontuacoes/encerradas?perPage=100&dataInicial=${diaIso()}&dataFinal=${diaIso()}`, { token: admin });
    expect(linhas).toHaveLength(lista.corpo.totalRecords + 1);

    const pagina = await baixar(`?type=current&page=1&perPage=1&sortField=criadoEm&sortOrder=-1`);
    expect(pagina.r.headers.get('content-disposition')).toMatch(/pontuacoes_encerradas_\d{8}_\d{6}\.xlsx/);
    expect(await lerPlanilha(pagina.corpo)).toHaveLength(2);
    expect((await baixar('?type=outro')).r.status).toBe(400);
    for (const p of [0, 3]) expect((await baixar('?type=all', await amb.entrarPainel(p))).r.status).toBe(403);

    const g = await amb.gql(`query { linkExportacaoPontuacoesEncerradas(input: { tipo: ALL }) }`, {}, { token: await amb.entrarPainel(5) });
    expect(g.data.linkExportacaoPontuacoesEncerradas).toMatch(/^\/api\/downloads\//);
    const viaLink = await fetch(amb.url + g.data.linkExportacaoPontuacoesEncerradas);
    expect(viaLink.status).toBe(200);
    const todas = await lerPlanilha(Buffer.from(await viaLink.arrayBuffer()));
    expect(todas.some((l) => l[0] === Number(encerrada))).toBe(true);
  });
});

async function lerPlanilha(corpo: Buffer): Promise<unknown[][]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.read(Readable.from(corpo));
  const linhas: unknown[][] = [];
  livro.worksheets[0]!.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
  return linhas;
}
