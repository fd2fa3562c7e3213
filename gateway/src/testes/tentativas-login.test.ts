import { MENSAGENS } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2, SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';
import { cpfDe } from '../seed/gerador';

/**
 * Login throttling that survives carrier NAT (docs/seguranca.md): 10 failures lock a CPF; an address
 * is held back only when it sprays many CPFs (more than LOGIN_MAX_CPFS_ENDERECO) or, past
 * LOGIN_MAX_TENTATIVAS_ENDERECO failures, for the CPFs that failed there. X-Forwarded-For counts
 * only from the proxies in SW_PROXIES_CONFIAVEIS.
 */

const de = (ip: string) => ({ 'x-forwarded-for': ip });
const MUITAS = { status: 429, corpo: { erro: MENSAGENS.muitasTentativas } };
const staff = (p: number) => USUARIOS_DEMO.find((u) => u.permissao === p)!.cpf;

function entrar(amb: AmbienteDeTeste, publico: 'usuario' | 'parceiro', cpf: string, senha: string, cabecalhos: Record<string, string> = {}) {
  return amb.rest('POST', `/api/sessoes/${publico}`, { corpo: { cpf, senha }, cabecalhos });
}
/** One failure for each of `n` unknown CPFs (starting at `base`), from the given headers. */
async function pulverizar(amb: AmbienteDeTeste, n: number, base: number, cabecalhos: (i: number) => Record<string, string>) {
  for (let i = 0; i < n; i++) expect((await entrar(amb, 'parceiro', cpfDe(base + i), 'senha-errada', cabecalhos(i))).status).toBe(400);
}

describe('with the default limits (10 per CPF, 100 per address, 20 CPFs per address)', () => {
  let amb: AmbienteDeTeste;
  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar();
  });
  afterAll(() => amb.fechar());

  it('10 failures on one CPF: that CPF gets 429 even with the right password, from anywhere', async () => {
    for (let i = 0; i < 10; i++) expect((await entrar(amb, 'usuario', staff(0), `errada-${i}`, de('10.10.0.1'))).status).toBe(400);
    expect(await entrar(amb, 'usuario', staff(0), SENHA_DEMO, de('10.10.0.2'))).toEqual(MUITAS);
    const g = await amb.gql(
      `mutation { entrarUsuario(input: { cpf: "${staff(0)}", senha: "${SENHA_DEMO}" }) { resultado { token } } }`,
      {},
      { cabecalhos: de('10.10.0.3') },
    );
    expect(g.codigo).toBe('TOO_MANY_REQUESTS');
  });

  it('30 failures across 3 CPFs from one address (a shared NAT address): a 4th CPF with the right password signs in', async () => {
    const nat = de('10.20.0.1');
    for (const cpf of [staff(1), staff(2), PARCEIRO_DEMO_2]) {
      const publico = cpf === PARCEIRO_DEMO_2 ? 'parceiro' : 'usuario';
      for (let i = 0; i < 10; i++) expect((await entrar(amb, publico, cpf, `errada-${i}`, nat)).status).toBe(400);
      expect((await entrar(amb, publico, cpf, SENHA_DEMO, nat)).status).toBe(429);
    }
    const quarto = await entrar(amb, 'parceiro', PARCEIRO_DEMO_1, SENHA_DEMO, nat);
    expect(quarto.status).toBe(200);
    // ...and GraphQL agrees.
    const g = await amb.gql(
      `mutation { entrarUsuario(input: { cpf: "${staff(3)}", senha: "${SENHA_DEMO}" }) { resultado { token } } }`,
      {},
      { cabecalhos: nat },
    );
    expect(g.data.entrarUsuario.resultado.token).toEqual(expect.any(String));
  });

  it('an address that sprays more than 20 CPFs is throttled for every CPF; other addresses are not', async () => {
    await pulverizar(amb, 21, 930000, () => de('10.30.0.1'));
    expect(await entrar(amb, 'usuario', staff(5), SENHA_DEMO, de('10.30.0.1'))).toEqual(MUITAS);
    expect((await entrar(amb, 'usuario', staff(5), SENHA_DEMO, de('10.30.0.2'))).status).toBe(200);
  });

  it('concurrent failures do not overshoot: a burst of 20 on one CPF gets exactly 10 password checks', async () => {
    const cpf = cpfDe(940001);
    const respostas = await Promise.all(Array.from({ length: 20 }, (_, i) => entrar(amb, 'parceiro', cpf, `errada-${i}`, de(`10.40.0.${i + 1}`))));
    const contagem = respostas.reduce<Record<number, number>>((c, r) => ({ ...c, [r.status]: (c[r.status] ?? 0) + 1 }), {});
    expect(contagem).toEqual({ 400: 10, 429: 10 });
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM tentativas_login WHERE cpf = $1`, [cpf]);
    expect(n).toBe(10);
  });

  it('a right password takes back its own attempt and forgives the CPF', async () => {
    for (let i = 0; i < 3; i++) await entrar(amb, 'parceiro', PARCEIRO_DEMO_1, 'errada', de('10.50.0.1'));
    expect((await entrar(amb, 'parceiro', PARCEIRO_DEMO_1, SENHA_DEMO, de('10.50.0.1'))).status).toBe(200);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM tentativas_login WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    expect(n).toBe(0);
  });
});

describe('past the per-address threshold (LOGIN_MAX_TENTATIVAS_ENDERECO=5 here)', () => {
  let amb: AmbienteDeTeste;
  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar({ LOGIN_MAX_TENTATIVAS_ENDERECO: '5' });
  });
  afterAll(() => amb.fechar());

  it('the address only tries CPFs that have not failed there', async () => {
    const nat = de('10.60.0.1');
    for (let i = 0; i < 3; i++) await entrar(amb, 'usuario', staff(1), 'errada', nat);
    for (let i = 0; i < 2; i++) await entrar(amb, 'usuario', staff(2), 'errada', nat);
    // staff(2) failed here: held back even with the right password.
    expect(await entrar(amb, 'usuario', staff(2), SENHA_DEMO, nat)).toEqual(MUITAS);
    // A CPF with a clean record here is checked: the right password signs in...
    expect((await entrar(amb, 'parceiro', PARCEIRO_DEMO_1, SENHA_DEMO, nat)).status).toBe(200);
    // ...a wrong one counts, and from then on that CPF is held back here too.
    expect((await entrar(amb, 'usuario', staff(5), 'errada', nat)).status).toBe(400);
    expect(await entrar(amb, 'usuario', staff(5), SENHA_DEMO, nat)).toEqual(MUITAS);
    // From another address staff(2) is below its own limit and signs in.
    expect((await entrar(amb, 'usuario', staff(2), SENHA_DEMO, de('10.60.0.2'))).status).toBe(200);
  });
});

describe('trusted proxies', () => {
  describe('none configured (the default)', () => {
    let amb: AmbienteDeTeste;
    beforeAll(async () => {
      amb = await AmbienteDeTeste.criar({ SW_PROXIES_CONFIAVEIS: '', LOGIN_MAX_CPFS_ENDERECO: '3' });
    });
    afterAll(() => amb.fechar());

    it('rotating X-Forwarded-For from 127.0.0.1 does not escape the per-address limit', async () => {
      await pulverizar(amb, 4, 950000, (i) => de(`198.51.100.${i + 1}`));
      expect(await entrar(amb, 'parceiro', PARCEIRO_DEMO_1, SENHA_DEMO, de('198.51.100.99'))).toEqual(MUITAS);
      const [linha] = await amb.ds.query(`SELECT DISTINCT ip FROM tentativas_login`);
      expect(linha.ip).toBe('127.0.0.1');
    });
  });

  describe('the local proxy configured', () => {
    let amb: AmbienteDeTeste;
    beforeAll(async () => {
      amb = await AmbienteDeTeste.criar({ SW_PROXIES_CONFIAVEIS: '127.0.0.1', LOGIN_MAX_CPFS_ENDERECO: '3' });
    });
    afterAll(() => amb.fechar());

    it('the forwarded address is the one counted', async () => {
      await pulverizar(amb, 4, 960000, () => de('203.0.113.7'));
      expect(await entrar(amb, 'parceiro', PARCEIRO_DEMO_1, SENHA_DEMO, de('203.0.113.7'))).toEqual(MUITAS);
      // The proxy appends the client it saw: only the last address before the proxy counts.
      expect(await entrar(amb, 'parceiro', PARCEIRO_DEMO_1, SENHA_DEMO, de('1.2.3.4, 203.0.113.7'))).toEqual(MUITAS);
      expect((await entrar(amb, 'parceiro', PARCEIRO_DEMO_1, SENHA_DEMO, de('203.0.113.8'))).status).toBe(200);
    });
  });
});
