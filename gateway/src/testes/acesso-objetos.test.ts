import { RotasApi } from '../core/http';
import { OPERACOES_EXPOSTAS } from '../core/autorizacao';
import { ROTAS } from '../modulos';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2, USUARIOS_DEMO } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Object- and property-level authorisation, by enumeration: a member asks for the other member's
 * objects, role 3 for objects of stores it does not hold, and every answer must refuse or leave the
 * foreign data out. Every GET list is also scanned for secrets (hashes, tokens) it must never carry.
 */

interface Pessoa {
  id: number;
  cpf: string;
  nome: string;
  revendaId: number;
}

/** Keys no answer may carry (a password hash, a session or reset token, a stored secret). */
const CHAVE_PROIBIDA = /^(senha|senhaHash|senha_hash|hash|tokenHash|token_hash|tokenRecuperacao|token_recuperacao|segredo|chaveHash|chave_hash)$/i;

function chavesProibidas(valor: unknown, caminho = '$', documentacao = false): string[] {
  if (Array.isArray(valor)) return valor.flatMap((v, i) => chavesProibidas(v, `${caminho}[${i}]`));
  if (valor && typeof valor === 'object') {
    // The OpenAPI document names the fields a route reads (a JSON Schema's properties): a schema, never a value.
    return Object.entries(valor).flatMap(([k, v]) => [
      ...(CHAVE_PROIBIDA.test(k) && !(documentacao && v && typeof v === 'object') ? [`${caminho}.${k}`] : []),
      ...chavesProibidas(v, `${caminho}.${k}`, k === 'properties'),
    ]);
  }
  // An argon2 hash in a value under an innocent name is still a leak.
  return typeof valor === 'string' && /^\$argon2/.test(valor) ? [caminho] : [];
}

/** Every REST GET route without a path parameter, read from the route table itself (so a new route is covered). */
const ROTAS_GET: string[] = (() => {
  const antes = OPERACOES_EXPOSTAS.length;
  const api = new RotasApi();
  for (const registrar of ROTAS) registrar(api);
  return OPERACOES_EXPOSTAS.slice(antes)
    .filter((o) => o.porta === 'rest' && o.nome.startsWith('GET ') && !o.nome.includes(':'))
    .map((o) => o.nome.slice(4));
})();

const recusou = (status: number) => status === 403 || status === 404 || status === 401;

describe('acesso a objetos e propriedades', () => {
  let amb: AmbienteDeTeste;
  let a: Pessoa;
  let b: Pessoa;
  let tokenA: string;
  let tokenB: string;
  const painel: Record<number, string> = {};
  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar();
    const pessoa = async (cpf: string): Promise<Pessoa> => {
      const [p] = await amb.ds.query('SELECT id, cpf, nome, revenda_id AS "revendaId" FROM parceiros WHERE cpf = $1', [cpf]);
      return p;
    };
    a = await pessoa(PARCEIRO_DEMO_1);
    b = await pessoa(PARCEIRO_DEMO_2);
    await amb.ds.query('UPDATE parceiros SET aceitou_regulamento = true WHERE id = $1', [b.id]);
    tokenA = await amb.entrarLoja(PARCEIRO_DEMO_1);
    tokenB = await amb.entrarLoja(PARCEIRO_DEMO_2);
    for (const p of [0, 1, 2, 3, 4, 5]) painel[p] = await amb.entrarPainel(p);
  });
  afterAll(async () => {
    await amb.fechar();
  });

  it("a member reaches none of another member's redemptions, sales, balance, history or justifications", async () => {
    const resgates: { id: number }[] = await amb.ds.query('SELECT id FROM resgates WHERE parceiro_id = $1', [a.id]);
    const vendas: { id: number; numero: string | null }[] = await amb.ds.query('SELECT id FROM vendas WHERE parceiro_id = $1 ORDER BY id LIMIT 5', [a.id]);
    expect(resgates.length + vendas.length).toBeGreaterThan(0);
    const caminhos = [
      ...resgates.map((r) => `/api/resgates/${r.id}`),
      ...vendas.flatMap((v) => [`/api/pontuacoes/${v.id}/itens`, `/api/pontuacoes/${v.id}/historico`, `/api/pontuacoes/${v.id}/motivo-reprovacao`]),
      `/api/pontuacoes/saldo/${a.id}`,
      `/api/pontuacoes/${a.cpf}`,
      `/api/parceiros/${a.id}/justificativas`,
      `/api/usuarios`,
      `/api/vendas?cpf=${a.cpf}`,
    ];
    for (const caminho of caminhos) {
      const r = await amb.rest('GET', caminho, { token: tokenB });
      expect({ caminho, recusou: recusou(r.status) || (!JSON.stringify(r.corpo).includes(a.cpf) && !JSON.stringify(r.corpo).includes(a.nome)) }).toEqual({
        caminho,
        recusou: true,
      });
      if (caminho.startsWith('/api/resgates/') || caminho.includes('/saldo/'))
        expect({ caminho, recusou: recusou(r.status) }).toEqual({ caminho, recusou: true });
    }
    for (const r of resgates) {
      const cancelar = await amb.rest('POST', '/api/cancelarResgate', { token: tokenB, corpo: { id: r.id } });
      expect(recusou(cancelar.status)).toBe(true);
    }
  });

  it("a member's own lists ignore any parameter that names someone else", async () => {
    for (const caminho of [
      '/api/resgates',
      '/api/pontuacoes/aprovadas',
      '/api/pontuacoes/nao-processadas',
      '/api/pontuacoes/meus-vencimentos',
      '/api/parceiros/eu',
    ]) {
      const proprio = await amb.rest('GET', caminho, { token: tokenB });
      const forcado = await amb.rest('GET', `${caminho}?parceiro=${a.id}&idParceiro=${a.id}&parceiroId=${a.id}&cpf=${a.cpf}&id=${a.id}`, { token: tokenB });
      expect({ caminho, status: proprio.status }).toEqual({ caminho, status: 200 });
      expect({ caminho, corpo: forcado.corpo }).toEqual({ caminho, corpo: proprio.corpo });
      expect(JSON.stringify(forcado.corpo)).not.toContain(a.cpf);
    }
  });

  it('role 3 reaches only members, sales and balances of its own stores', async () => {
    const vitor = USUARIOS_DEMO.find((u) => u.permissao === 3)!;
    const [{ lojas }] = await amb.ds.query('SELECT id_revendas_permitidas AS lojas FROM usuarios WHERE cpf = $1', [vitor.cpf]);
    expect(lojas.length).toBeGreaterThan(0);
    const estranhos: Pessoa[] = await amb.ds.query(
      'SELECT id, cpf, nome, revenda_id AS "revendaId" FROM parceiros WHERE NOT (revenda_id = ANY($1)) ORDER BY id LIMIT 5',
      [lojas],
    );
    const vendas: { id: number }[] = await amb.ds.query('SELECT id FROM vendas WHERE NOT (revenda_id = ANY($1)) ORDER BY id LIMIT 5', [lojas]);
    expect(estranhos.length).toBeGreaterThan(0);
    expect(vendas.length).toBeGreaterThan(0);
    const t = painel[3];
    for (const p of estranhos) {
      for (const caminho of [`/api/pontuacoes/saldo/${p.id}`, `/api/parceiros/${p.id}/justificativas`, `/api/pontuacoes/${p.cpf}`]) {
        const r = await amb.rest('GET', caminho, { token: t });
        expect({ caminho, ok: recusou(r.status) || !JSON.stringify(r.corpo).includes(p.cpf) }).toEqual({ caminho, ok: true });
        if (caminho.includes('/saldo/') || caminho.includes('/justificativas'))
          expect({ caminho, recusou: recusou(r.status) }).toEqual({ caminho, recusou: true });
      }
      expect(recusou((await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: t, corpo: { nome: 'Trocado' } })).status)).toBe(true);
    }
    for (const v of vendas) {
      for (const caminho of [`/api/pontuacoes/${v.id}/itens`, `/api/pontuacoes/${v.id}/historico`, `/api/pontuacoes/${v.id}/motivo-reprovacao`]) {
        const r = await amb.rest('GET', caminho, { token: t });
        expect({ caminho, recusou: recusou(r.status) }).toEqual({ caminho, recusou: true });
      }
    }
    // Its lists only hold its stores, through both doors.
    const lista = await amb.rest('GET', '/api/pontuacoes?page=1&perPage=100', { token: t });
    expect(lista.status).toBe(200);
    const vendedores = await amb.gql('{ parceiros(input: { porPagina: 1000 }) { total itens { cpf } } }', {}, { token: t });
    expect(vendedores.data.parceiros.total).toBeGreaterThan(0);
    const texto = JSON.stringify([lista.corpo, vendedores.data]);
    for (const p of estranhos) {
      expect(texto).not.toContain(p.cpf);
      const um = await amb.gql(`{ parceiro(id: ${p.id}) { cpf } }`, {}, { token: t });
      // A salesperson outside the caller's reach reads as one that does not exist: null.
      expect({ id: p.id, parceiro: um.data?.parceiro ?? null, codigo: um.codigo ?? null }).toEqual({ id: p.id, parceiro: null, codigo: null });
      const porCpf = await amb.gql(`{ parceiroPorCpf(cpf: "${p.cpf}") { cpf } }`, {}, { token: t });
      expect(JSON.stringify(porCpf.data ?? null)).not.toContain(p.cpf);
    }
  });

  // Every GET route, each asked by the six staff roles and both members: about 75 routes × 8 callers.
  // One test per route keeps each test to 8 requests (well under a second, a few seconds with the
  // machine busy), so no single test's duration grows with the number of routes.
  describe('no GET answer, for any role or member, carries a password hash, token or secret', () => {
    let lidas = 0;
    it.each(ROTAS_GET)('GET %s', async (rota) => {
      const quem = Object.entries({ ...painel, a: tokenA, b: tokenB } as Record<string, string>);
      // The callers in parallel: eight requests at once, within the test pool's five connections.
      const respostas = await Promise.all(quem.map(async ([papel, token]) => ({ papel, r: await amb.rest('GET', rota, { token }) })));
      for (const { papel, r } of respostas) {
        if (r.status !== 200 || typeof r.corpo !== 'object') continue;
        lidas++;
        expect({ rota, papel, chaves: chavesProibidas(r.corpo) }).toEqual({ rota, papel, chaves: [] });
      }
    });

    it('the walk read real answers, and the session answers over GraphQL carry none either', async () => {
      expect(ROTAS_GET.length).toBeGreaterThan(15);
      expect(lidas).toBeGreaterThan(30);
      // The session answers are the most likely place for a token to slip.
      const eu = await amb.gql('{ meuParceiro { id nome cpf } }', {}, { token: tokenB });
      expect(eu.data.meuParceiro.cpf).toBe(b.cpf);
      expect(chavesProibidas(eu.data)).toEqual([]);
    });
  });

  it('no mass assignment: a member cannot set balance, role, store, active or CPF through their profile', async () => {
    const [antes] = await amb.ds.query('SELECT saldo_pontos, ativo, cpf, revenda_id, senha_hash FROM parceiros WHERE id = $1', [b.id]);
    const eu = await amb.rest('GET', '/api/parceiros/eu', { token: tokenB });
    const corpo = {
      ...eu.corpo,
      saldoPontos: 999999,
      saldo_pontos: 999999,
      totalPontos: 999999,
      permissao: 2,
      ativo: false,
      cpf: a.cpf,
      revendaId: a.revendaId + 1,
      idRevenda: a.revendaId + 1,
      senhaHash: 'x',
      id: a.id,
      admin: true,
    };
    const r = await amb.rest('PUT', '/api/parceiros', { token: tokenB, corpo });
    expect(r.status).toBeLessThan(500);
    const [depois] = await amb.ds.query('SELECT saldo_pontos, ativo, cpf, revenda_id, senha_hash FROM parceiros WHERE id = $1', [b.id]);
    expect(depois).toEqual(antes);
    const [outro] = await amb.ds.query('SELECT nome FROM parceiros WHERE id = $1', [a.id]);
    expect(outro.nome).toBe(a.nome);
    // GraphQL declares its input types: fields outside them are refused before any resolver runs,
    // and the staff edit of a salesperson is not the member's to call.
    const extra = await amb.gql(
      'mutation ($i: AtualizarParceiroInput!) { atualizarParceiro(input: $i) { resultado { id } } }',
      { i: { id: b.id, nome: 'X', saldoPontos: 999999, ativo: false } },
      { token: tokenB },
    );
    expect(extra.status).toBe(400);
    const staff = await amb.gql(
      'mutation ($i: AtualizarParceiroInput!) { atualizarParceiro(input: $i) { resultado { id } } }',
      { i: { id: b.id, nome: 'X' } },
      { token: tokenB },
    );
    expect(staff.codigo).toBe('FORBIDDEN');
    const [final] = await amb.ds.query('SELECT saldo_pontos, ativo FROM parceiros WHERE id = $1', [b.id]);
    expect(final).toEqual({ saldo_pontos: antes.saldo_pontos, ativo: antes.ativo });
  });
});
