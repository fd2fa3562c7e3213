import {
  digitoChaveAcesso,
  formatarChaveAcesso,
  INTEGRADOR,
  MENSAGENS_CHAVE_ACESSO,
  MENSAGENS_INTEGRACAO,
  OPERACOES,
  Operacao,
  podeExecutar,
} from '@sw/common';
import { esperarRazaoIntegro } from '../testing/razao';
import { LOJA_DEMO_1, PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Points from partner platforms (docs/integracoes-e-chave-nfce.md): role 2 manages integrator API
 * keys; a key credits a member through the ledger, idempotent by the platform's reference (also in
 * parallel), through REST and GraphQL; a revoked or wrong key gets 401 and a key reaches no other
 * operation; a member lists only their own platform points. Also the NF-e/NFC-e access key a sale
 * may carry (one live sale per key).
 */

let amb: AmbienteDeTeste;
let admin: string;
let membro1: { id: number };
let membro2: { id: number };

const CPF_1 = '700.000.007-44';
const CREDITAR = `mutation C($input: CreditarPontosPlataformaInput!) {
  creditarPontosPlataforma(input: $input) { resultado { mensagem id plataforma referencia pontos duplicada } errosDeUsuario { campo mensagem } } }`;

const saldoDe = async (id: number) => Number((await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
const creditarRest = (chave: string, corpo: unknown) => amb.rest('POST', '/api/integracoes/pontuacoes', { corpo, cabecalhos: { 'X-Api-Key': chave } });
let ref = 0;
const novaReferencia = () => `pedido-${Date.now()}-${++ref}`;

async function criarChave(plataforma = 'SW PRO Cursos', nome = 'Integração de teste'): Promise<{ id: number; segredo: string }> {
  const r = await amb.rest('POST', '/api/integracoes/chaves', { token: admin, corpo: { nome, plataforma } });
  expect(r.status).toBe(201);
  return { id: r.corpo.chave.id, segredo: r.corpo.segredo };
}

const semViolacoes = () => esperarRazaoIntegro(amb.ds.manager);

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  [membro1] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
  [membro2] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
});
afterAll(() => amb.fechar());

describe('integrator API keys (panel, role 2)', () => {
  it('creates a key shown once, stores only its hash, lists it and revokes it', async () => {
    const r = await amb.rest('POST', '/api/integracoes/chaves', { token: admin, corpo: { nome: 'SW PRO produção', plataforma: 'sw pro cursos' } });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({
      mensagem: MENSAGENS_INTEGRACAO.chaveCriada,
      chave: { nome: 'SW PRO produção', plataforma: 'SW PRO Cursos', ativa: true, revogadaEm: null, criadoPor: expect.any(String) },
      segredo: expect.stringMatching(/^swk_[\w-]{43}$/),
    });
    const { segredo, chave } = r.corpo;
    expect(chave.prefixo).toBe(segredo.slice(0, 12));
    const [linha] = await amb.ds.query(`SELECT * FROM chaves_integracao WHERE id = $1`, [chave.id]);
    expect(JSON.stringify(linha)).not.toContain(segredo.slice(12));
    expect(linha.hash).toMatch(/^[0-9a-f]{64}$/);

    const lista = await amb.rest('GET', '/api/integracoes/chaves', { token: admin });
    expect(lista.status).toBe(200);
    const listada = lista.corpo.chaves.find((c: { id: number }) => c.id === chave.id);
    expect(listada).toMatchObject({ prefixo: chave.prefixo, ativa: true });
    expect(JSON.stringify(lista.corpo)).not.toContain(segredo);

    const rev = await amb.rest('POST', `/api/integracoes/chaves/${chave.id}/revogar`, { token: admin });
    expect(rev.status).toBe(200);
    expect(rev.corpo).toMatchObject({ mensagem: MENSAGENS_INTEGRACAO.chaveRevogada, chave: { id: chave.id, ativa: false, revogadaEm: expect.any(String) } });
    // Revoking again changes nothing; an unknown key is 404.
    expect((await amb.rest('POST', `/api/integracoes/chaves/${chave.id}/revogar`, { token: admin })).status).toBe(200);
    expect((await amb.rest('POST', '/api/integracoes/chaves/999999/revogar', { token: admin })).corpo).toEqual({
      erro: MENSAGENS_INTEGRACAO.chaveNaoEncontrada,
    });
    const ref = novaReferencia();
    const credito = await creditarRest(segredo, { cpf: CPF_1, pontos: 10, referencia: ref });
    expect(credito).toEqual({ status: 401, corpo: { erro: MENSAGENS_INTEGRACAO.chaveInvalida } });
    expect(await amb.ds.query(`SELECT id FROM pontuacoes_plataforma WHERE referencia = $1`, [ref])).toEqual([]);
  });

  it('validates name and platform', async () => {
    const semNome = await amb.rest('POST', '/api/integracoes/chaves', { token: admin, corpo: { plataforma: 'SW PRO Cursos' } });
    expect(semNome.status).toBe(400);
    const outra = await amb.rest('POST', '/api/integracoes/chaves', { token: admin, corpo: { nome: 'x', plataforma: 'Outra' } });
    expect(outra).toEqual({ status: 400, corpo: { erro: MENSAGENS_INTEGRACAO.plataformaInvalida, campo: 'plataforma' } });
  });

  it('works through GraphQL too', async () => {
    const criada = await amb.gql(
      `mutation { criarChaveIntegracao(input: { nome: "Ache", plataforma: ACHE_SEU_PINTOR }) { resultado { segredo chave { id plataforma ativa } } } }`,
      {},
      { token: admin },
    );
    const chave = criada.data.criarChaveIntegracao.resultado.chave;
    expect(chave).toMatchObject({ plataforma: 'Ache Seu Pintor', ativa: true });
    const lista = await amb.gql(`{ chavesIntegracao { id prefixo ativa } }`, {}, { token: admin });
    expect(lista.data.chavesIntegracao.map((c: { id: string }) => c.id)).toContain(chave.id);
    const rev = await amb.gql(
      `mutation($id: ID!) { revogarChaveIntegracao(input: { id: $id }) { resultado { chave { ativa } } } }`,
      { id: chave.id },
      { token: admin },
    );
    expect(rev.data.revogarChaveIntegracao.resultado.chave.ativa).toBe(false);
    // Malformed input: errosDeUsuario with the field on GraphQL, 400 on REST; a well-formed unknown id is 404.
    const semNome = await amb.gql(
      `mutation { criarChaveIntegracao(input: { nome: " ", plataforma: SW_PRO_CURSOS }) { resultado { segredo } errosDeUsuario { campo mensagem } } }`,
      {},
      { token: admin },
    );
    expect(semNome.data.criarChaveIntegracao).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'nome', mensagem: 'Nome obrigatório' }] });
    expect(await amb.rest('POST', '/api/integracoes/chaves/abc/revogar', { token: admin })).toMatchObject({ status: 400, corpo: { campo: 'id' } });
    expect((await amb.rest('POST', '/api/integracoes/chaves/99999999999/revogar', { token: admin })).status).toBe(404);
  });

  it.each([0, 1, 3, 4, 5])('role %i may not manage keys', async (papel) => {
    const token = await amb.entrarPainel(papel);
    expect((await amb.rest('GET', '/api/integracoes/chaves', { token })).status).toBe(403);
    expect((await amb.rest('POST', '/api/integracoes/chaves', { token, corpo: { nome: 'x', plataforma: 'SW PRO Cursos' } })).status).toBe(403);
    expect((await amb.gql(`{ chavesIntegracao { id } }`, {}, { token })).codigo).toBe('FORBIDDEN');
  });
});

describe('POST /api/integracoes/pontuacoes and creditarPontosPlataforma', () => {
  let chave: { id: number; segredo: string };
  beforeAll(async () => {
    chave = await criarChave();
  });

  it('credits the member through the ledger (credito_plataforma, 18-month lot)', async () => {
    const antes = await saldoDe(membro1.id);
    const referencia = novaReferencia();
    const r = await creditarRest(chave.segredo, { cpf: CPF_1, pontos: 750, referencia, descricao: 'Curso de pintura concluído' });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({ mensagem: MENSAGENS_INTEGRACAO.creditados, plataforma: 'SW PRO Cursos', referencia, pontos: 750, duplicada: false });
    expect(await saldoDe(membro1.id)).toBeCloseTo(antes + 750, 2);
    const [pp] = await amb.ds.query(`SELECT * FROM pontuacoes_plataforma WHERE id = $1`, [r.corpo.id]);
    expect(pp).toMatchObject({ parceiro_id: membro1.id, chave_id: chave.id, pontos: '750.00', movimento_id: expect.any(String) });
    const [mov] = await amb.ds.query(`SELECT tipo, pontos, origem_tipo, origem_id, responsavel_tipo, responsavel_id FROM movimentos_pontos WHERE id = $1`, [
      pp.movimento_id,
    ]);
    expect(mov).toEqual({
      tipo: 'credito_plataforma',
      pontos: '750.00',
      origem_tipo: 'pontuacao_plataforma',
      origem_id: r.corpo.id,
      responsavel_tipo: 'integrador',
      responsavel_id: chave.id,
    });
    const [uso] = await amb.ds.query(`SELECT ultimo_uso_em FROM chaves_integracao WHERE id = $1`, [chave.id]);
    expect(uso.ultimo_uso_em).not.toBeNull();
    await semViolacoes();
  });

  it('the same reference again answers with the original and credits nothing; with other points it is a 409', async () => {
    const referencia = novaReferencia();
    const primeira = await creditarRest(chave.segredo, { cpf: CPF_1, pontos: 100, referencia });
    const saldo = await saldoDe(membro1.id);
    expect(await creditarRest(chave.segredo, { cpf: CPF_1, pontos: 999, referencia })).toEqual({
      status: 409,
      corpo: { erro: MENSAGENS_INTEGRACAO.referenciaDivergente },
    });
    const segunda = await creditarRest(chave.segredo, { cpf: CPF_1, pontos: 100, referencia });
    expect(segunda.status).toBe(200);
    expect(segunda.corpo).toMatchObject({ id: primeira.corpo.id, pontos: 100, duplicada: true, mensagem: MENSAGENS_INTEGRACAO.jaRecebida });
    const gql = await amb.gql(CREDITAR, { input: { cpf: CPF_1, pontos: 100, referencia } }, { cabecalhos: { 'X-Api-Key': chave.segredo } });
    expect(gql.data.creditarPontosPlataforma.resultado).toMatchObject({ id: primeira.corpo.id, duplicada: true });
    expect(await saldoDe(membro1.id)).toBe(saldo);
  });

  it('parallel sends of one reference credit exactly once', async () => {
    const antes = await saldoDe(membro1.id);
    const referencia = novaReferencia();
    const respostas = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? creditarRest(chave.segredo, { cpf: CPF_1, pontos: 25, referencia })
          : amb
              .gql(CREDITAR, { input: { cpf: CPF_1, pontos: 25, referencia } }, { cabecalhos: { 'X-Api-Key': chave.segredo } })
              .then((g) => ({ status: g.errors ? 500 : 200, corpo: g.data?.creditarPontosPlataforma.resultado })),
      ),
    );
    // REST answers 201 for the one that credited, 200 for the replays; GraphQL 200 for all.
    expect(respostas.map((r) => (r.status === 201 ? 200 : r.status))).toEqual(Array(8).fill(200));
    expect(respostas.filter((r) => r.status === 201).every((r) => !r.corpo.duplicada)).toBe(true);
    expect(new Set(respostas.map((r) => r.corpo.id)).size).toBe(1);
    expect(respostas.filter((r) => !r.corpo.duplicada)).toHaveLength(1);
    expect(await saldoDe(membro1.id)).toBeCloseTo(antes + 25, 2);
    const [{ count }] = await amb.ds.query(
      `SELECT count(*) FROM movimentos_pontos m JOIN pontuacoes_plataforma pp ON pp.movimento_id = m.id WHERE pp.referencia = $1`,
      [referencia],
    );
    expect(Number(count)).toBe(1);
    await semViolacoes();
  });

  it('the same reference on another platform is another credit', async () => {
    const outra = await criarChave('Ache Seu Pintor');
    const referencia = novaReferencia();
    const a = await creditarRest(chave.segredo, { cpf: CPF_1, pontos: 5, referencia });
    const b = await creditarRest(outra.segredo, { cpf: CPF_1, pontos: 5, referencia });
    expect(b.corpo).toMatchObject({ plataforma: 'Ache Seu Pintor', duplicada: false });
    expect(b.corpo.id).not.toBe(a.corpo.id);
  });

  it.each([
    ['an unknown CPF', { cpf: '529.982.247-25', pontos: 10 }, MENSAGENS_INTEGRACAO.cpfNaoEncontrado],
    ['an invalid CPF', { cpf: '111.111.111-11', pontos: 10 }, 'CPF inválido.'],
    ['zero points', { cpf: CPF_1, pontos: 0 }, MENSAGENS_INTEGRACAO.pontosInvalidos],
    ['negative points', { cpf: CPF_1, pontos: -5 }, MENSAGENS_INTEGRACAO.pontosInvalidos],
    ['non-numeric points', { cpf: CPF_1, pontos: 'dez' }, MENSAGENS_INTEGRACAO.pontosInvalidos],
    ['another platform than the key’s', { cpf: CPF_1, pontos: 10, plataforma: 'Ache Seu Pintor' }, MENSAGENS_INTEGRACAO.plataformaDivergente],
  ])('refuses %s with 400', async (_caso, corpo, erro) => {
    const antes = await saldoDe(membro1.id);
    const r = await creditarRest(chave.segredo, { referencia: novaReferencia(), ...corpo });
    expect(r.status).toBe(400);
    if (erro !== 'CPF inválido.') expect(r.corpo).toMatchObject({ erro });
    else expect(r.corpo.erro).toMatch(/CPF/);
    expect(await saldoDe(membro1.id)).toBe(antes);
  });

  it('refuses a missing reference, an inactive member, and a wrong or missing key (401)', async () => {
    expect((await creditarRest(chave.segredo, { cpf: CPF_1, pontos: 10 })).status).toBe(400);
    const [inativo] = await amb.ds.query(`SELECT cpf FROM parceiros WHERE NOT ativo LIMIT 1`);
    expect(await creditarRest(chave.segredo, { cpf: inativo.cpf, pontos: 10, referencia: novaReferencia() })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS_INTEGRACAO.cpfNaoEncontrado },
    });
    expect(await creditarRest('swk_nao-existe', { cpf: CPF_1, pontos: 10, referencia: novaReferencia() })).toEqual({
      status: 401,
      corpo: { erro: MENSAGENS_INTEGRACAO.chaveInvalida },
    });
    const semChave = await amb.rest('POST', '/api/integracoes/pontuacoes', { corpo: { cpf: CPF_1, pontos: 10, referencia: novaReferencia() } });
    expect(semChave).toEqual({ status: 401, corpo: { erro: MENSAGENS_INTEGRACAO.chaveInvalida } });
    const gql = await amb.gql(CREDITAR, { input: { cpf: CPF_1, pontos: 10, referencia: novaReferencia() } }, { cabecalhos: { 'X-Api-Key': 'errada' } });
    expect([gql.codigo, gql.mensagem]).toEqual(['UNAUTHENTICATED', MENSAGENS_INTEGRACAO.chaveInvalida]);
  });

  it('no session may credit platform points: staff and members get 403', async () => {
    const corpo = { cpf: CPF_1, pontos: 10, referencia: novaReferencia() };
    expect((await amb.rest('POST', '/api/integracoes/pontuacoes', { token: admin, corpo })).status).toBe(403);
    expect((await amb.rest('POST', '/api/integracoes/pontuacoes', { token: await amb.entrarLoja(), corpo })).status).toBe(403);
  });

  it('the key reaches no other operation, whatever session header comes with it', async () => {
    const comChave = { 'X-Api-Key': chave.segredo };
    // In the matrix, the integrator audience appears on the credit operation only.
    const alcancaveis = (Object.keys(OPERACOES) as Operacao[]).filter(
      (op) => !(OPERACOES[op] as readonly string[]).includes('publico') && podeExecutar(op, INTEGRADOR),
    );
    expect(alcancaveis).toEqual(['integracoes.pontuacoes.creditar']);
    // Through both doors: the key is the only credential considered, even next to an admin's session.
    for (const [metodo, caminho] of [
      ['GET', '/api/integracoes/chaves'],
      ['GET', '/api/pontuacoes/swpro'],
      ['GET', '/api/usuarios'],
      ['GET', '/api/pontuacoes/saldo/1'],
      ['POST', '/api/pontuacoes/pontuar'],
      ['POST', '/api/resgatar'],
    ] as const) {
      expect(`${caminho}: ${(await amb.rest(metodo, caminho, { cabecalhos: comChave, corpo: metodo === 'POST' ? {} : undefined })).status}`).toBe(
        `${caminho}: 403`,
      );
      expect(`${caminho}: ${(await amb.rest(metodo, caminho, { token: admin, cabecalhos: comChave, corpo: metodo === 'POST' ? {} : undefined })).status}`).toBe(
        `${caminho}: 403`,
      );
    }
    for (const q of [
      `{ chavesIntegracao { id } }`,
      `{ minhasPontuacoesPlataforma { id } }`,
      `{ parceiros { total } }`,
      `mutation { criarChaveIntegracao(input: { nome: "x", plataforma: SW_PRO_CURSOS }) { resultado { segredo } } }`,
    ]) {
      expect((await amb.gql(q, {}, { cabecalhos: comChave })).codigo).toBe('FORBIDDEN');
    }
  });
});

describe('GET /api/pontuacoes/swpro and minhasPontuacoesPlataforma', () => {
  it('lists only the signed-in member’s platform points, newest first, with expiry', async () => {
    const sw = await criarChave('SW PRO Cursos');
    const ache = await criarChave('Ache Seu Pintor');
    const r1 = await creditarRest(sw.segredo, { cpf: CPF_1, pontos: 750, referencia: novaReferencia(), descricao: 'Módulo 1' });
    const r2 = await creditarRest(ache.segredo, { cpf: CPF_1, pontos: 1500, referencia: novaReferencia() });
    const doOutro = await creditarRest(sw.segredo, { cpf: PARCEIRO_DEMO_2, pontos: 30, referencia: novaReferencia() });
    expect(doOutro.status).toBe(201);

    const token = await amb.entrarLoja(PARCEIRO_DEMO_1);
    const r = await amb.rest('GET', '/api/pontuacoes/swpro', { token });
    expect(r.status).toBe(200);
    const ids = r.corpo.pontuacoesSwpro.map((p: { id: string }) => p.id);
    expect(ids.slice(0, 2)).toEqual([r2.corpo.id, r1.corpo.id]);
    expect(ids).not.toContain(doOutro.corpo.id);
    const item = r.corpo.pontuacoesSwpro.find((p: { id: string }) => p.id === r1.corpo.id);
    expect(item).toEqual({
      id: r1.corpo.id,
      plataforma: 'SW PRO Cursos',
      totalPontos: 750,
      dataEnvio: expect.any(String),
      descricao: 'Módulo 1',
      venceEm: expect.any(String),
    });
    // Earning lots expire 18 months after the credit.
    const meses = (new Date(item.venceEm).getTime() - new Date(item.dataEnvio).getTime()) / (30.44 * 86400000);
    expect(Math.round(meses)).toBe(18);

    const gql = await amb.gql(`{ minhasPontuacoesPlataforma { id plataforma totalPontos } }`, {}, { token });
    expect(gql.data.minhasPontuacoesPlataforma.map((p: { id: string }) => p.id)).toEqual(ids);
    const outro = await amb.rest('GET', '/api/pontuacoes/swpro', { token: await amb.entrarLoja(PARCEIRO_DEMO_2) });
    expect(outro.corpo.pontuacoesSwpro.map((p: { id: string }) => p.id)).toEqual([doOutro.corpo.id]);
    expect(membro2.id).not.toBe(membro1.id);
  });

  it('is for members only', async () => {
    expect((await amb.rest('GET', '/api/pontuacoes/swpro')).status).toBe(401);
    expect((await amb.rest('GET', '/api/pontuacoes/swpro', { token: admin })).status).toBe(403);
  });
});

describe('venda.chaveAcesso on Nova venda (POST /api/pontuacoes/pontuar, pontuarVenda)', () => {
  let numero = 0;
  const hoje = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  /** A valid NFC-e key (modelo 65) for invoice `n`, with its check digit. */
  const chaveDe = (n: number) => {
    const b = `352611${LOJA_DEMO_1}65001${String(n).padStart(9, '0')}110000000`;
    return b + digitoChaveAcesso(b);
  };
  const venda = (n: number, extra: Record<string, unknown> = {}) => ({
    venda: {
      cpf: CPF_1,
      tipoFiscal: 'C',
      identificador: String(n),
      realizadoEm: hoje(),
      chaveAcesso: chaveDe(n),
      itens: [{ codigo: 'SW-ACRPF-BR-18L', qtde: 1, valorUnitario: 100 }],
      ...extra,
    },
  });
  const pontuar = (corpo: unknown) => amb.rest('POST', '/api/pontuacoes/pontuar', { token: admin, corpo });
  const novoNumero = () => 800000000 + (Date.now() % 100000) * 10 + ++numero;

  it('stores a valid key with the sale; the same key again (even under another number, or in parallel) is Venda já processada', async () => {
    const n = novoNumero();
    const r = await pontuar(venda(n, { chaveAcesso: formatarChaveAcesso(chaveDe(n)) }));
    expect(r.status).toBe(201);
    expect((await amb.ds.query(`SELECT chave_acesso FROM vendas WHERE id = $1`, [r.corpo.id]))[0].chave_acesso).toBe(chaveDe(n));
    // The key belongs to one invoice: another number with it is refused before the index.
    expect((await pontuar(venda(n + 1, { chaveAcesso: chaveDe(n) }))).status).toBe(400);

    const m = novoNumero();
    const antes = await saldoDe(membro1.id);
    const paralelas = await Promise.all(Array.from({ length: 4 }, () => pontuar(venda(m))));
    expect(paralelas.map((p) => p.status).sort()).toEqual([201, 409, 409, 409]);
    expect(paralelas.filter((p) => p.status === 409).map((p) => p.corpo.erro)).toEqual(Array(3).fill('Venda já processada'));
    expect(await saldoDe(membro1.id)).toBeGreaterThan(antes);
    const [{ count }] = await amb.ds.query(`SELECT count(*) FROM vendas WHERE chave_acesso = $1`, [chaveDe(m)]);
    expect(Number(count)).toBe(1);
    await semViolacoes();
  });

  it('refuses a wrong check digit and a key of another document type; a sale without a key still works', async () => {
    const n = novoNumero();
    const errada = chaveDe(n).slice(0, 43) + ((Number(chaveDe(n)[43]) + 1) % 10);
    expect(await pontuar(venda(n, { chaveAcesso: errada }))).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS_CHAVE_ACESSO.invalida, campo: 'venda.chaveAcesso' },
    });
    expect((await pontuar(venda(n, { tipoFiscal: 'N' }))).status).toBe(400);
    const gql = await amb.gql(
      `mutation P($input: PontuarVendaInput!) { pontuarVenda(input: $input) { resultado { id } errosDeUsuario { campo mensagem } } }`,
      { input: { venda: { ...venda(n).venda, chaveAcesso: errada } } },
      { token: admin },
    );
    expect(gql.data.pontuarVenda.errosDeUsuario).toEqual([{ campo: 'venda.chaveAcesso', mensagem: MENSAGENS_CHAVE_ACESSO.invalida }]);
    const semChave = await pontuar(venda(n, { chaveAcesso: undefined }));
    expect(semChave.status).toBe(201);
    expect((await amb.ds.query(`SELECT chave_acesso FROM vendas WHERE id = $1`, [semChave.corpo.id]))[0].chave_acesso).toBeNull();
  });
});
