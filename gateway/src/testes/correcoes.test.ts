import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../core/context';
import { debitar } from '../modules/pontos/pontos.service';
import { esperarRazaoIntegro } from '../testing/razao';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { comPontosEmTexto, textoPontos } from '../testing/pontos';
import { VendasRegraAplicada1764700000000 } from '../db/migrations/1764700000000-VendasRegraAplicada';

/**
 * Correção de pontuação (spec 2 §7): GET /api/pontuacoes/correcoes lists the sales whose credited
 * points differ from what the current product points give at the store factor and within the cap
 * in force when each sale was credited;
 * POST /api/pontuacoes/corrigir/{idVenda} applies the difference once, as one ledger movement,
 * also when asked in parallel; a negative difference never takes more than the balance.
 */

let amb: AmbienteDeTeste;
let admin: string;
let demo: { id: number; fator: number; nome: string; loja: string };
let numero = 0;
const novoNumero = () => `C${Date.now() % 100000}${++numero}`;
const ontem = () => new Date(Date.now() - 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

const QUERY = `{ correcoesPontuacao { vendasCorrigir { idVenda revenda parceiro cpf identificador pontuacaoAtual pontuacaoNova aPontuar } } }`;
const MUTATION = `mutation($id: ID!) { corrigirPontuacao(input: { idVenda: $id }) { resultado { mensagem idVenda pontuacaoAnterior pontuacaoNova aplicado restante } errosDeUsuario { campo mensagem codigo } } }`;

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  [demo] = await amb.ds.query(
    `SELECT p.id, p.nome, r.fator_pontuacao AS fator, r.nome_fantasia AS loja FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`,
    [PARCEIRO_DEMO_1],
  );
});
afterAll(() => amb.fechar());

async function vender(itens: { codigo: string; qtde: number }[], cpf = PARCEIRO_DEMO_1): Promise<{ id: string; identificador: string }> {
  const identificador = novoNumero();
  const r = await amb.rest('POST', '/api/pontuacoes/pontuar', {
    token: admin,
    corpo: { venda: { cpf, tipoFiscal: 'N', identificador, realizadoEm: ontem(), itens: itens.map((i) => ({ ...i, valorUnitario: 10 })) } },
  });
  expect([r.status, r.corpo.erro]).toEqual([201, undefined]);
  return { id: r.corpo.id, identificador };
}
const pontosDoProduto = (codigo: string, pontos: number) => amb.ds.query(`UPDATE produtos SET valor_pontos = $2 WHERE codigo = $1`, [codigo, pontos]);
const lista = async (token = admin) => {
  const r = await amb.rest('GET', '/api/pontuacoes/correcoes', { token });
  expect(r.status).toBe(200);
  return r.corpo.vendasCorrigir as { idVenda: string; aPontuar: number }[];
};
const daVenda = async (id: string) => (await lista()).find((v) => v.idVenda === id);
const corrigir = (id: string, token = admin) => amb.rest('POST', `/api/pontuacoes/corrigir/${id}`, { token });
const saldo = async (id: number) => Number((await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
const correcoesDa = async (id: string) =>
  amb.ds.query(`SELECT pontos::float FROM movimentos_pontos WHERE tipo = 'correcao' AND origem_tipo = 'venda' AND origem_id = $1 ORDER BY id`, [id]);
const semViolacoes = () => esperarRazaoIntegro(amb.ds.manager);

describe('Correção de pontuação', () => {
  it("a product's points change → the sale is listed with the exact figures → corrected once, as one movement", async () => {
    const venda = await vender([
      { codigo: 'SW-FUNDO-36L', qtde: 3 },
      { codigo: 'SW-FUNDO-18L', qtde: 1 },
    ]);
    expect(await daVenda(venda.id)).toBeUndefined();
    await pontosDoProduto('SW-FUNDO-36L', 9); // was 7

    const esperado = {
      idVenda: venda.id,
      revenda: demo.loja,
      parceiro: demo.nome,
      cpf: PARCEIRO_DEMO_1,
      identificador: venda.identificador,
      pontuacaoAtual: (21 + 25) * demo.fator,
      pontuacaoNova: (27 + 25) * demo.fator,
      aPontuar: 6 * demo.fator,
    };
    expect(await daVenda(venda.id)).toEqual(esperado);
    const g = await amb.gql(QUERY, {}, { token: await amb.entrarPainel(5) });
    expect(g.data.correcoesPontuacao.vendasCorrigir.find((v: { idVenda: string }) => v.idVenda === venda.id)).toEqual(
      comPontosEmTexto(esperado, ['pontuacaoAtual', 'pontuacaoNova', 'aPontuar']),
    );

    const antes = await saldo(demo.id);
    const r = await corrigir(venda.id);
    expect(r).toEqual({
      status: 200,
      corpo: {
        mensagem: MENSAGENS.pontuacaoCorrigida,
        idVenda: venda.id,
        pontuacaoAnterior: esperado.pontuacaoAtual,
        pontuacaoNova: esperado.pontuacaoNova,
        aplicado: 6 * demo.fator,
        restante: 0,
      },
    });
    expect(await saldo(demo.id)).toBeCloseTo(antes + 6 * demo.fator, 2);
    expect(await correcoesDa(venda.id)).toEqual([{ pontos: 6 * demo.fator }]);
    // The sale now carries the current figures; history and audit record it.
    const [v] = await amb.ds.query(`SELECT total_pontos::float FROM vendas WHERE id = $1`, [venda.id]);
    expect(v.total_pontos).toBe(esperado.pontuacaoNova);
    const itens = await amb.ds.query(`SELECT codigo, valor_pontos::float FROM vendas_itens WHERE venda_id = $1 ORDER BY id`, [venda.id]);
    expect(itens).toEqual([
      { codigo: 'SW-FUNDO-36L', valor_pontos: 27 * demo.fator },
      { codigo: 'SW-FUNDO-18L', valor_pontos: 25 * demo.fator },
    ]);
    const hist = await amb.ds.query(`SELECT status_anterior, status_novo, usuario_id FROM pontuacoes_historico WHERE venda_id = $1`, [venda.id]);
    expect(hist).toEqual([{ status_anterior: 'pontuada', status_novo: 'corrigida', usuario_id: expect.any(Number) }]);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'venda.corrigir' AND parametros->>'idVenda' = $1`, [venda.id]);
    expect(log.parametros).toMatchObject({ aplicado: 6 * demo.fator, restante: 0 });

    expect(await daVenda(venda.id)).toBeUndefined();
    expect(await corrigir(venda.id)).toEqual({ status: 409, corpo: { erro: MENSAGENS.vendaSemCorrecao } });
    const g2 = await amb.gql(MUTATION, { id: venda.id }, { token: admin });
    expect([g2.codigo, g2.mensagem]).toEqual(['CONFLICT', MENSAGENS.vendaSemCorrecao]);
    expect(await correcoesDa(venda.id)).toHaveLength(1);
    await semViolacoes();
  });

  it('parallel corrections of one sale (REST and GraphQL) apply the difference exactly once', async () => {
    const venda = await vender([{ codigo: 'SW-PVA-BR-18L', qtde: 10 }]);
    await pontosDoProduto('SW-PVA-BR-18L', 20); // was 22: 20 × fator to take back
    const antes = await saldo(demo.id);
    const respostas = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? corrigir(venda.id)
          : amb
              .gql(MUTATION, { id: venda.id }, { token: admin })
              .then((g) => ({ status: g.data ? 200 : g.codigo === 'CONFLICT' ? 409 : 500, corpo: g.mensagem })),
      ),
    );
    expect(respostas.filter((r) => r.status === 200)).toHaveLength(1);
    expect(respostas.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await saldo(demo.id)).toBeCloseTo(antes - 20 * demo.fator, 2);
    expect(await correcoesDa(venda.id)).toEqual([{ pontos: -20 * demo.fator }]);
    await semViolacoes();
  });

  it('a negative difference takes at most the balance; the rest stays listed; with no balance nothing is applied', async () => {
    const [m] = await amb.ds.query(
      `INSERT INTO parceiros (revenda_id, nome, cpf) SELECT revenda_id, 'Vendedor Correção', '12345678909' FROM parceiros WHERE id = $1 RETURNING id`,
      [demo.id],
    );
    const venda = await vender([{ codigo: 'SW-ESM-BR-09L', qtde: 4 }], '12345678909'); // 4 × 5 × fator
    const credito = 20 * demo.fator;
    expect(await saldo(m.id)).toBe(credito);
    // The member spends most of it.
    await debitar(RequestContext.sistema(amb.ds), { parceiroId: m.id, pontos: credito - 5, tipo: 'debito_ajuste', origem: { tipo: 'teste', id: 'correcao' } });
    await pontosDoProduto('SW-ESM-BR-09L', 1); // now worth 4 × fator: 16 × fator to take back
    expect(await daVenda(venda.id)).toMatchObject({ aPontuar: -16 * demo.fator });

    const r = await corrigir(venda.id);
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ aplicado: -5, restante: -(16 * demo.fator - 5) });
    expect(r.corpo.mensagem).toContain('Pontuação corrigida em parte');
    expect(await saldo(m.id)).toBe(0);
    expect(await daVenda(venda.id)).toMatchObject({ pontuacaoAtual: credito - 5, pontuacaoNova: 4 * demo.fator, aPontuar: -(16 * demo.fator - 5) });

    expect(await corrigir(venda.id)).toEqual({
      status: 400,
      corpo: { erro: 'O vendedor não tem saldo para retirar os pontos desta correção; ela continua na lista.' },
    });
    expect(await saldo(m.id)).toBe(0);
    expect(await correcoesDa(venda.id)).toEqual([{ pontos: -5 }]);
    await semViolacoes();
  });

  it('a store product follows produtos_revenda.valor_pontos; cancelled and older-than-18-months sales are not considered', async () => {
    const propria = await vender([{ codigo: 'thp-400050', qtde: 2 }]); // the demo store's own code, 45 points
    const cancelada = await vender([{ codigo: 'thp-400050', qtde: 1 }]);
    const antiga = await vender([{ codigo: 'thp-400050', qtde: 1 }]);
    await amb.ds.query(`UPDATE vendas SET cancelada_em = now() WHERE id = $1`, [cancelada.id]);
    await amb.ds.query(`UPDATE vendas SET pontuado_em = now() - interval '19 months' WHERE id = $1`, [antiga.id]);
    await amb.ds.query(`UPDATE produtos_revenda SET valor_pontos = 50 WHERE lower(codigo) = 'thp-400050'`);
    expect(await daVenda(propria.id)).toMatchObject({ pontuacaoAtual: 90 * demo.fator, pontuacaoNova: 100 * demo.fator, aPontuar: 10 * demo.fator });
    expect(await daVenda(cancelada.id)).toBeUndefined();
    expect(await daVenda(antiga.id)).toBeUndefined();
    expect((await corrigir(cancelada.id)).status).toBe(404);
    expect((await corrigir(antiga.id)).status).toBe(400);
    expect(await corrigir('abc')).toEqual({ status: 400, corpo: { erro: 'Venda inválida', campo: 'idVenda' } });
    const malformada = await amb.gql(MUTATION, { id: 'abc' }, { token: admin });
    expect(malformada.data.corrigirPontuacao).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'idVenda', mensagem: 'Venda inválida', codigo: 'BAD_USER_INPUT' }],
    });
    expect((await corrigir(propria.id)).corpo.aplicado).toBe(10 * demo.fator);
    await semViolacoes();
  });

  it('worked example (docs): a campaign factor and the cap in force at credit stay with the sale; only product points are corrected', async () => {
    const [outro] = await amb.ds.query(
      `SELECT p.id, r.id AS revenda_id, r.fator_pontuacao AS fator FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`,
      [PARCEIRO_DEMO_2],
    );
    const fatorDaLoja = (f: number) => amb.ds.query(`UPDATE revendas SET fator_pontuacao = $2 WHERE id = $1`, [outro.revenda_id, f]);
    const limite = (l: number) => amb.ds.query(`UPDATE configuracoes_sistema SET limite_pontuacao = $1`, [l]);
    const regraDa = async (id: string) => (await amb.ds.query(`SELECT fator_aplicado, limite_aplicado FROM vendas WHERE id = $1`, [id]))[0];
    const f = outro.fator;

    // A sale credited at the store's usual factor: a campaign starting later does not pay it again.
    const antes = await vender([{ codigo: 'SW-ACRPF-AR-18L', qtde: 2 }], PARCEIRO_DEMO_2); // 2 × 50 × f
    expect(await regraDa(antes.id)).toEqual({ fator_aplicado: f, limite_aplicado: 0 });
    await fatorDaLoja(f + 2);
    expect(await daVenda(antes.id)).toBeUndefined();
    expect((await corrigir(antes.id)).status).toBe(409);

    // A sale credited during the campaign keeps it: ending the campaign claws nothing back.
    const campanha = await vender([{ codigo: 'SW-ACRPF-AR-18L', qtde: 2 }], PARCEIRO_DEMO_2); // 2 × 50 × (f + 2)
    expect(await regraDa(campanha.id)).toEqual({ fator_aplicado: f + 2, limite_aplicado: 0 });
    await fatorDaLoja(f);
    expect(await daVenda(campanha.id)).toBeUndefined();

    // A sale credited under a cap of 60: lifting the cap later pays nothing more.
    await limite(60);
    const limitada = await vender([{ codigo: 'SW-ACRPF-AR-18L', qtde: 2 }], PARCEIRO_DEMO_2); // 100 × f, credited 60
    expect(await regraDa(limitada.id)).toEqual({ fator_aplicado: f, limite_aplicado: 60 });
    await limite(0);
    expect(await daVenda(limitada.id)).toBeUndefined();
    expect((await corrigir(limitada.id)).status).toBe(409);

    // What a correction is for: the product's points were wrong (50 → 40). The campaign sale is
    // recomputed at its own factor; the capped sale stays within its own cap.
    await pontosDoProduto('SW-ACRPF-AR-18L', 40);
    expect(await daVenda(campanha.id)).toMatchObject({ pontuacaoAtual: 100 * (f + 2), pontuacaoNova: 80 * (f + 2), aPontuar: -20 * (f + 2) });
    expect(await daVenda(antes.id)).toMatchObject({ pontuacaoAtual: 100 * f, pontuacaoNova: 80 * f });
    expect(await daVenda(limitada.id)).toBeUndefined(); // 80 × f is still above the cap of 60
    const g = await amb.gql(MUTATION, { id: campanha.id }, { token: admin });
    expect(g.data.corrigirPontuacao.resultado).toMatchObject({
      pontuacaoAnterior: textoPontos(100 * (f + 2)),
      pontuacaoNova: textoPontos(80 * (f + 2)),
      aplicado: textoPontos(-20 * (f + 2)),
      restante: '0.00',
    });
    const itens = await amb.ds.query(`SELECT valor_pontos::float, fator FROM vendas_itens WHERE venda_id = $1`, [campanha.id]);
    expect(itens).toEqual([{ valor_pontos: 80 * (f + 2), fator: f + 2 }]);
    await pontosDoProduto('SW-ACRPF-AR-18L', 50);
    await semViolacoes();
  });

  it("a correction prices the points at the network's point value of the day the sale was credited", async () => {
    const [{ rede_id: rede, valor_ponto: valorPonto }] = await amb.ds.query(
      `SELECT r.rede_id, rd.valor_ponto::float FROM parceiros p JOIN revendas r ON r.id = p.revenda_id JOIN redes rd ON rd.id = r.rede_id WHERE p.id = $1`,
      [demo.id],
    );
    await amb.ds.query(`UPDATE redes SET valor_ponto = 0.05 WHERE id = $1`, [rede]);
    try {
      const venda = await vender([{ codigo: 'SW-ACRPF-AR-18L', qtde: 2 }]); // 100 × fator points at R$ 0,05
      const custo = async () => (await amb.ds.query(`SELECT valor_custo::float, valor_ponto_aplicado::float FROM vendas WHERE id = $1`, [venda.id]))[0];
      expect(await custo()).toEqual({ valor_custo: 100 * demo.fator * 0.05, valor_ponto_aplicado: 0.05 });
      // The network's point value goes up afterwards; then the product's points turn out wrong (50 → 40).
      await amb.ds.query(`UPDATE redes SET valor_ponto = 0.2 WHERE id = $1`, [rede]);
      await pontosDoProduto('SW-ACRPF-AR-18L', 40);
      expect((await corrigir(venda.id)).status).toBe(200);
      // 80 × fator points, still at R$ 0,05 each: the later price does not rewrite what the sale cost.
      expect(await custo()).toEqual({ valor_custo: 80 * demo.fator * 0.05, valor_ponto_aplicado: 0.05 });
    } finally {
      await pontosDoProduto('SW-ACRPF-AR-18L', 50);
      await amb.ds.query(`UPDATE redes SET valor_ponto = $2 WHERE id = $1`, [rede, valorPonto]);
    }
    await semViolacoes();
  });

  it('the migration fills the rule of existing sales: factor from the items, the cap when it bound the credit', async () => {
    await amb.ds.query(`UPDATE configuracoes_sistema SET limite_pontuacao = 60`);
    const limitada = await vender([{ codigo: 'SW-ACRPF-AR-18L', qtde: 2 }]); // 100 × fator, credited 60
    await amb.ds.query(`UPDATE configuracoes_sistema SET limite_pontuacao = 0`);
    const livre = await vender([{ codigo: 'SW-ACRPF-AR-18L', qtde: 1 }]);
    await amb.ds.query(`UPDATE revendas SET fator_pontuacao = fator_pontuacao + 1 WHERE id = (SELECT revenda_id FROM parceiros WHERE id = $1)`, [demo.id]);
    // The columns as before the migration, then the migration itself.
    await amb.ds.query(`ALTER TABLE vendas DROP COLUMN fator_aplicado, DROP COLUMN limite_aplicado`);
    const qr = amb.ds.createQueryRunner();
    try {
      await new VendasRegraAplicada1764700000000().up(qr);
    } finally {
      await qr.release();
    }
    const regra = async (id: string) => (await amb.ds.query(`SELECT fator_aplicado, limite_aplicado FROM vendas WHERE id = $1`, [id]))[0];
    expect(await regra(limitada.id)).toEqual({ fator_aplicado: demo.fator, limite_aplicado: 60 });
    expect(await regra(livre.id)).toEqual({ fator_aplicado: demo.fator, limite_aplicado: 0 });
    // Neither is listed although the store's factor is now higher.
    expect(await daVenda(limitada.id)).toBeUndefined();
    expect(await daVenda(livre.id)).toBeUndefined();
    await amb.ds.query(`UPDATE revendas SET fator_pontuacao = fator_pontuacao - 1 WHERE id = (SELECT revenda_id FROM parceiros WHERE id = $1)`, [demo.id]);
  });

  it('roles: those of Processar › Correção de Pontuação (0, 1, 2, 5), on both doors', async () => {
    for (const p of [0, 1, 5]) expect((await amb.rest('GET', '/api/pontuacoes/correcoes', { token: await amb.entrarPainel(p) })).status).toBe(200);
    for (const p of [3, 4]) {
      const token = await amb.entrarPainel(p);
      expect((await amb.rest('GET', '/api/pontuacoes/correcoes', { token })).status).toBe(403);
      expect((await corrigir('1', token)).status).toBe(403);
      expect((await amb.gql(QUERY, {}, { token })).codigo).toBe('FORBIDDEN');
    }
    const loja = await amb.entrarLoja();
    expect((await amb.rest('GET', '/api/pontuacoes/correcoes', { token: loja })).status).toBe(403);
    expect((await amb.gql(MUTATION, { id: '1' })).codigo).toBe('UNAUTHENTICATED');
  });
});
