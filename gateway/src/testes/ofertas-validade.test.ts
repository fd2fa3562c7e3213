import { MENSAGENS, MENSAGENS_OFERTAS, validadeNoTexto } from '@sw/common';
import { RequestContext } from '../core/context';
import { BACKFILL_VALIDADE } from '../db/migrations/1764960000000-OfertasValidade';
import { creditar } from '../modules/pontos/pontos.service';
import { catalogoDemo } from '../modules/ofertas/ofertas.seed';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste } from '../testing/ambiente';
import { iniciarOfertasFalso, ProvedorOfertasFalso } from '../testing/ofertas-falso';
import { esperarRazaoIntegro } from '../testing/razao';

/**
 * An offer's validity (docs/ofertas-e-catalogo.md, "Validade"): the sync fills ofertas.valido_ate from the
 * provider's validUntil or from "válido até DD/MM/AAAA" in its texts; members' lists leave expired offers
 * out (the last day still sells); a redemption of one is refused with the day it expired, before any limit
 * (RESGATES_POR_MES = 1 here, so one redemption puts a member over the month's limit).
 */

let amb: AmbienteDeTeste;
let ctx: RequestContext;
let provedor: ProvedorOfertasFalso;
let loja: string;
let painel: string;
beforeAll(async () => {
  provedor = await iniciarOfertasFalso();
  amb = await AmbienteDeTeste.criar({ OFERTAS_PROVEDOR_URL: provedor.url, RESGATES_POR_MES: '1' });
  ctx = RequestContext.sistema(amb.ds);
  loja = await amb.entrarLoja(PARCEIRO_DEMO_1);
  painel = await amb.entrarPainel(2);
});
afterAll(async () => {
  await amb.fechar();
  await provedor.fechar();
});

/** A day counted from today in São Paulo (the database's clock), as 'YYYY-MM-DD'. */
async function dia(deslocamento: number): Promise<string> {
  const [{ d }] = await amb.ds.query(`SELECT to_char((now() AT TIME ZONE 'America/Sao_Paulo')::date + $1::int, 'YYYY-MM-DD') AS d`, [deslocamento]);
  return d;
}
const validade = async (provedorId: string): Promise<string | null> =>
  (await amb.ds.query(`SELECT to_char(valido_ate, 'YYYY-MM-DD') AS v FROM ofertas WHERE provedor_id = $1`, [provedorId]))[0].v;
const definirValidade = (provedorId: string, valor: string | null) =>
  amb.ds.query(`UPDATE ofertas SET valido_ate = $2 WHERE provedor_id = $1`, [provedorId, valor]);

describe('the sync fills valido_ate', () => {
  it('from the provider’s validUntil when it sends one, else from "válido até" in the description or the terms', async () => {
    const catalogo = catalogoDemo();
    const base = catalogo.offers.find((o) => o.id === '1013')!;
    catalogo.offers.push(
      { ...base, id: '3001', name: 'Com validade do provedor', description: 'Código válido até 01/01/2029.', validUntil: '2031-05-10' },
      { ...base, id: '3002', name: 'Validade no texto', description: 'Cupom VÁLIDO ATE 5/3/2030.', offerTerms: 'Reserva válida até 10/03/2030.' },
      { ...base, id: '3003', name: 'Sem validade', description: 'Sem prazo.', offerTerms: '' },
      { ...base, id: '3004', name: 'Validade em DD/MM/AAAA', description: '', validUntil: '28/02/2032' },
    );
    provedor.responder({ catalogo });
    const r = await amb.rest('POST', '/api/ofertas-tlc/sync', { token: painel });
    expect(r.status).toBe(200);
    expect(await validade('3001')).toBe('2031-05-10');
    expect(await validade('3002')).toBe('2030-03-10');
    expect(await validade('3003')).toBeNull();
    expect(await validade('3004')).toBe('2032-02-28');
    // The demo data: DELTA CAFÉS expired on purpose, ACTIVE FITNESS still valid, the rest without an end.
    expect(await validade('1015')).toBe('2025-02-25');
    expect(await validade('1001')).toBe('2030-12-31');
    expect(await validade('1014')).toBeNull();

    // A validity the provider sends that is not a date refuses the whole catalogue, as any other inconsistency.
    const [antes] = await amb.ds.query(`SELECT count(*)::int AS n, max(atualizado_em) AS t FROM ofertas`);
    catalogo.offers.push({ ...base, id: '3005', name: 'Validade impossível', validUntil: '2030-02-31' });
    provedor.responder({ catalogo });
    const ruim = await amb.rest('POST', '/api/ofertas-tlc/sync', { token: painel });
    expect([ruim.status, ruim.corpo.erro]).toEqual([
      503,
      `Não foi possível sincronizar as ofertas: o provedor do catálogo respondeu em um formato inválido (oferta ${catalogo.offers.length - 1}: validade inválida).`,
    ]);
    expect((await amb.ds.query(`SELECT count(*)::int AS n, max(atualizado_em) AS t FROM ofertas`))[0]).toEqual(antes);
    // Back to the demo catalogue (the extra offers become inactive).
    provedor.responder({ catalogo: catalogoDemo() });
    expect((await amb.rest('POST', '/api/ofertas-tlc/sync', { token: painel })).status).toBe(200);
  });

  it('the migration’s backfill reads the texts exactly as the sync’s parser does', async () => {
    const [exp] = await amb.ds.query(`SELECT experiencia_id FROM ofertas WHERE provedor_id = '1013'`);
    const textos: [string, string][] = [
      ['Cupons VÁLIDOS ATÉ O DIA 01/01/2027.', ''],
      ['válido até 31/02/2026', 'Código válido até 9/9/2026'],
      ['Agende até 10/01/2026; válido até 28/02/2026.', 'Código Válida Até 31/03/2026. Reserva válida até 15/03/2026.'],
      ['inválido até 01/01/2026', 'PIN válido por 12 meses.'],
      ['VALIDO ATE 29/02/2028', 'válido até 29/02/2027'],
    ];
    for (const [i, [descricao, termos]] of textos.entries()) {
      await amb.ds.query(
        `INSERT INTO ofertas (provedor_id, codigo, nome, experiencia_id, parceiro_nome, descricao, termos) VALUES ($1, $1, $1, $2, 'P', $3, $4)`,
        [`bf-${i}`, exp.experiencia_id, descricao, termos],
      );
    }
    await amb.ds.query(`UPDATE ofertas SET valido_ate = NULL`);
    await amb.ds.query(BACKFILL_VALIDADE);
    const linhas: { provedor_id: string; descricao: string; termos: string; v: string | null }[] = await amb.ds.query(
      `SELECT provedor_id, descricao, termos, to_char(valido_ate, 'YYYY-MM-DD') AS v FROM ofertas ORDER BY provedor_id`,
    );
    expect(linhas.filter((l) => l.provedor_id.startsWith('bf-')).map((l) => l.v)).toEqual(['2027-01-01', '2026-09-09', '2026-03-31', null, '2028-02-29']);
    expect(linhas.map((l) => [l.provedor_id, l.v])).toEqual(linhas.map((l) => [l.provedor_id, validadeNoTexto(l.descricao, l.termos)]));
    await amb.ds.query(`DELETE FROM ofertas WHERE provedor_id LIKE 'bf-%'`);
  });
});

describe('the members’ catalogue and the panel', () => {
  it('hide an offer that expired yesterday and show one valid today; the panel keeps both, saying which expired', async () => {
    const [gastro] = await amb.ds.query(`SELECT id FROM ofertas_categorias WHERE provedor_id = 'cat-gastronomia'`);
    const [restaurantes] = await amb.ds.query(`SELECT id FROM ofertas_experiencias WHERE provedor_id = 'exp-restaurantes'`);
    const lista = async () => {
      const ofertas = await amb.rest('GET', `/api/tlc-offers?categories=${gastro.id}&experience=${restaurantes.id}`, { token: loja });
      const experiencias = await amb.rest('GET', `/api/tlc-experiences?categories=${gastro.id}`, { token: loja });
      const cidades = await amb.rest('GET', `/api/tlc-cities?categories=${gastro.id}&experience=${restaurantes.id}`, { token: loja });
      const gql = await amb.gql(
        `query($e: ID) { ofertasLoja(input: { experiencia: $e }) { total itens { codigo } } }`,
        { e: String(restaurantes.id) },
        { token: loja },
      );
      return {
        ofertas: ofertas.corpo.premios.map((p: { codigo: string }) => p.codigo),
        restaurantes: experiencias.corpo.some((e: { title: string }) => e.title === 'Restaurantes'),
        cidades: cidades.corpo.cities.map((c: { localizedName: string }) => c.localizedName),
        gql: gql.data.ofertasLoja.itens.map((p: { codigo: string }) => p.codigo),
      };
    };
    // Sal a Gosto (TLC-1014) is the only priced offer of Restaurantes.
    await definirValidade('1014', await dia(-1));
    expect(await lista()).toEqual({ ofertas: [], restaurantes: false, cidades: [], gql: [] });
    await definirValidade('1014', await dia(0));
    expect(await lista()).toEqual({ ofertas: ['TLC-1014'], restaurantes: true, cidades: ['Rio de Janeiro - RJ'], gql: ['TLC-1014'] });

    // The demo's expired offer is not in the search either; its page still answers, so a saved link can say why.
    expect((await amb.rest('GET', `/api/tlc-offers?search=delta`, { token: loja })).corpo.total).toBe(0);
    expect((await amb.rest('GET', '/api/tlc-offers/TLC-1015', { token: loja })).corpo).toMatchObject({ codigo: 'TLC-1015', pontos: 200 });

    const doPainel = await amb.gql(`{ ofertas(input: { busca: "TLC-101", porPagina: 100 }) { itens { codigo validoAte expirada } } }`, {}, { token: painel });
    const porCodigo = Object.fromEntries(doPainel.data.ofertas.itens.map((l: { codigo: string }) => [l.codigo, l]));
    expect(porCodigo['TLC-1015']).toEqual({ codigo: 'TLC-1015', validoAte: '2025-02-25', expirada: true });
    expect(porCodigo['TLC-1014']).toEqual({ codigo: 'TLC-1014', validoAte: await dia(0), expirada: false });
    expect(porCodigo['TLC-1013']).toEqual({ codigo: 'TLC-1013', validoAte: null, expirada: false });
    const rest = await amb.rest('GET', '/api/ofertas?search=TLC-1015', { token: painel });
    expect(rest.corpo.ofertas).toEqual([expect.objectContaining({ codigo: 'TLC-1015', validoAte: '2025-02-25', expirada: true })]);
    await definirValidade('1014', null);
  });
});

describe('redeeming an expired offer', () => {
  let seq = 0;
  async function novoMembro(pontos: number): Promise<{ id: number; token: string }> {
    seq += 1;
    const cpf = cpfDe(640000000 + seq * 7919);
    const [p] = await amb.ds.query(
      `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
       SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id`,
      [cpf, `Membro Validade ${seq}`, PARCEIRO_DEMO_1],
    );
    await creditar(ctx, { parceiroId: p.id, pontos, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: `val${p.id}` } });
    return { id: p.id, token: await amb.entrarLoja(cpf) };
  }
  const saldo = async (id: number) => Number((await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
  const resgates = async (id: number) => (await amb.ds.query(`SELECT count(*)::int AS n FROM resgates WHERE parceiro_id = $1`, [id]))[0].n;
  const resgatarGql = (token: string, codigo: string) =>
    amb.gql(
      `mutation($c: String!) { resgatar(input: { codigoPremio: $c }) { resultado { saldoNovo } errosDeUsuario { mensagem } } }`,
      { c: codigo },
      { token },
    );

  it('is refused with the day it expired, before the limit the member is over, through REST and GraphQL, with no debit; the rules say the same', async () => {
    const m = await novoMembro(5000);
    expect((await amb.rest('POST', '/api/resgatar', { token: m.token, corpo: { codigoPremio: 'TLC-1011' } })).status).toBe(201);
    // Over the month's limit now (1 here): a valid offer says so.
    const limite = await amb.rest('POST', '/api/resgatar', { token: m.token, corpo: { codigoPremio: 'TLC-1013' } });
    expect([limite.status, limite.corpo.erro]).toEqual([409, MENSAGENS.limiteResgatesMes(1)]);
    const depois = await saldo(m.id);

    const expirou = MENSAGENS_OFERTAS.ofertaExpirada('2025-02-25');
    expect(expirou).toBe('Esta oferta expirou em 25/02/2025.');
    const rest = await amb.rest('POST', '/api/resgatar', { token: m.token, corpo: { codigoPremio: 'TLC-1015', qtde: 1 } });
    expect([rest.status, rest.corpo]).toEqual([400, { erro: expirou }]);
    const gql = await resgatarGql(m.token, 'tlc-1015');
    expect(gql.data.resgatar).toEqual({ resultado: null, errosDeUsuario: [{ mensagem: expirou }] });
    expect(await saldo(m.id)).toBe(depois);
    expect(await resgates(m.id)).toBe(1);

    expect((await amb.rest('GET', '/api/regras-resgate?codigo=TLC-1015', { token: m.token })).corpo).toMatchObject({ podeResgatar: false, motivo: expirou });
    const regras = await amb.gql(`{ regrasResgate(codigo: "TLC-1015") { podeResgatar motivo } }`, {}, { token: m.token });
    expect(regras.data.regrasResgate).toEqual({ podeResgatar: false, motivo: expirou });
    // Without a limit in the way the reason is the same.
    const novo = await novoMembro(5000);
    expect((await amb.rest('GET', '/api/regras-resgate?codigo=TLC-1015', { token: novo.token })).corpo).toMatchObject({ motivo: expirou });
    await esperarRazaoIntegro(amb.ds.manager);
  });

  it('an offer that expired yesterday is refused; on its last day it is still redeemed', async () => {
    const ontem = await dia(-1);
    await definirValidade('1014', ontem);
    const m = await novoMembro(5000);
    const expirou = MENSAGENS_OFERTAS.ofertaExpirada(ontem);
    expect((await amb.rest('POST', '/api/resgatar', { token: m.token, corpo: { codigoPremio: 'TLC-1014' } })).corpo).toEqual({ erro: expirou });
    expect((await amb.rest('GET', '/api/regras-resgate?codigo=TLC-1014', { token: m.token })).corpo).toMatchObject({ motivo: expirou });
    expect(await saldo(m.id)).toBe(5000);

    await definirValidade('1014', await dia(0));
    expect((await amb.rest('GET', '/api/regras-resgate?codigo=TLC-1014', { token: m.token })).corpo).toMatchObject({ podeResgatar: true, motivo: null });
    const r = await amb.rest('POST', '/api/resgatar', { token: m.token, corpo: { codigoPremio: 'TLC-1014' } });
    expect(r.status).toBe(201);
    expect(await saldo(m.id)).toBe(3000);
    await definirValidade('1014', null);
    await esperarRazaoIntegro(amb.ds.manager);
  });
});
