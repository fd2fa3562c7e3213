import { MENSAGENS } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';
import { textoPontos } from '../testing/pontos';
import { abrirNovaVenda, chamadasNovaVenda, ITENS, MembroDemo, venda } from '../testing/nova-venda';

/**
 * Nova venda before and around the save (spec 2 §5): previaVenda gives the points pontuarVenda would
 * credit, both doors read one input schema, and GET /api/vendas and vendasPorDocumento are the
 * duplicate pre-check. The save itself is in vendas.test.ts.
 */

let amb: AmbienteDeTeste;
let admin: string;
let demo: MembroDemo;
beforeAll(async () => {
  ({ amb, admin, demo } = await abrirNovaVenda());
});
afterAll(() => amb.fechar());
const { pontuar, saldoDe } = chamadasNovaVenda(() => ({ amb, admin }));

describe('previaVenda: the points before saving, by the rule pontuarVenda applies', () => {
  /** Points as the Pontos scalar writes them. */
  const PONTOS = /^-?\d+\.\d{2}$/;
  const PREVIA = `query($i: PreviaVendaInput!) { previaVenda(input: $i) { fator totalPontos pontosCreditados limitePontuacao
    itens { codigo qtde participante descricao pontosProduto pontos } } }`;

  it('each line is qtde × product points × store factor, the total is capped like the sale, and nothing is written', async () => {
    const [{ n: vendasAntes }] = await amb.ds.query(`SELECT count(*)::int AS n FROM vendas`);
    const saldo = await saldoDe(demo.id);
    const itens = [...ITENS, { codigo: 'NAO-EXISTE-9', qtde: 3, valorUnitario: 1 }];
    const g = await amb.gql(PREVIA, { i: { cpf: '700.000.007-44', itens } }, { token: admin });
    expect(g.data.previaVenda).toEqual({
      fator: demo.fator,
      totalPontos: textoPontos(143 * demo.fator),
      pontosCreditados: expect.stringMatching(PONTOS),
      limitePontuacao: expect.stringMatching(PONTOS),
      itens: [
        {
          codigo: 'SW-ACRPF-BR-18L',
          qtde: 2,
          participante: true,
          descricao: expect.any(String),
          pontosProduto: '49.00',
          pontos: textoPontos(2 * 49 * demo.fator),
        },
        // The store's own code earns the store product's points.
        {
          codigo: expect.stringMatching(/^thp-400050$/i),
          qtde: 1,
          participante: true,
          descricao: expect.any(String),
          pontosProduto: '45.00',
          pontos: textoPontos(45 * demo.fator),
        },
        { codigo: 'NAO-EXISTE-9', qtde: 3, participante: false, descricao: null, pontosProduto: null, pontos: null },
      ],
    });
    // The preview and the sale agree, the cap included.
    const r = await pontuar({ venda: venda() });
    expect([textoPontos(r.corpo.totalPontos), textoPontos(r.corpo.pontosCreditados)]).toEqual([
      g.data.previaVenda.totalPontos,
      g.data.previaVenda.pontosCreditados,
    ]);
    const [{ n: vendasDepois }] = await amb.ds.query(`SELECT count(*)::int AS n FROM vendas`);
    expect(vendasDepois).toBe(vendasAntes + 1);
    expect(await saldoDe(demo.id)).toBeCloseTo(saldo + r.corpo.pontosCreditados, 2);
    await amb.ds.query(`UPDATE configuracoes_sistema SET limite_pontuacao = 100`);
    try {
      const capada = await amb.gql(PREVIA, { i: { cpf: '700.000.007-44', itens: ITENS } }, { token: admin });
      expect(capada.data.previaVenda).toMatchObject({ totalPontos: textoPontos(143 * demo.fator), pontosCreditados: '100.00', limitePontuacao: '100.00' });
    } finally {
      await amb.ds.query(`UPDATE configuracoes_sistema SET limite_pontuacao = 0`);
    }
  });

  it("the same member rules as the sale: 'Vendedor inativo', 'CPF inválido', scope; roles of vendas.pontuar", async () => {
    const [p] = await amb.ds.query(`SELECT cpf FROM parceiros WHERE NOT ativo LIMIT 1`);
    const inativo = await amb.gql(PREVIA, { i: { cpf: p.cpf, itens: ITENS } }, { token: admin });
    expect([inativo.codigo, inativo.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.vendaVendedorInativo]);
    const desconhecido = await amb.gql(PREVIA, { i: { cpf: '529.982.247-25', itens: [] } }, { token: admin });
    expect(desconhecido.mensagem).toBe(MENSAGENS.vendaCpfInvalido);
    const semCpf = await amb.gql(PREVIA, { i: { cpf: '', itens: [] } }, { token: admin });
    expect(semCpf.mensagem).toBe(MENSAGENS.vendaCampoObrigatorio('CPF'));
    expect((await amb.gql(PREVIA, { i: { cpf: '700.000.007-44', itens: [] } }, { token: await amb.entrarPainel(3) })).codigo).toBe('FORBIDDEN');
  });
});

describe('Nova venda input (one schema for both doors)', () => {
  it('malformed input is REST 400 with the message and the field, and GraphQL errosDeUsuario with the same field', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ tipoFiscal: 'X' }, MENSAGENS.vendaTipoFiscalInvalido, 'venda.tipoFiscal'],
      [{ realizadoEm: '31/02/2026' }, MENSAGENS.vendaDataInvalida, 'venda.realizadoEm'],
      [{ itens: [ITENS[0], { codigo: 'SW-FUNDO-18L', qtde: 0, valorUnitario: 1 }] }, MENSAGENS.vendaValoresInvalidos, 'venda.itens.1'],
    ];
    const [{ count: antes }] = await amb.ds.query(`SELECT count(*)::int FROM vendas`);
    for (const [extra, mensagem, campo] of casos) {
      expect(await pontuar({ venda: venda(extra) })).toEqual({ status: 400, corpo: { erro: mensagem, campo } });
      // GraphQL types what it can (tipoFiscal is the enum TipoFiscal); the rest is the same rule.
      const gql = { ...venda(extra), tipoFiscal: extra.tipoFiscal ? undefined : 'N' };
      if (extra.tipoFiscal) continue;
      const g = await amb.gql(
        `mutation($i: PontuarVendaInput!) { pontuarVenda(input: $i) { resultado { id } errosDeUsuario { campo mensagem codigo } } }`,
        { i: { venda: gql } },
        { token: admin },
      );
      expect(g.data.pontuarVenda).toEqual({ resultado: null, errosDeUsuario: [{ campo, mensagem, codigo: 'BAD_USER_INPUT' }] });
    }
    // An enum value GraphQL does not know never reaches the service.
    const g = await amb.gql(
      `mutation($i: PontuarVendaInput!) { pontuarVenda(input: $i) { resultado { id } } }`,
      { i: { venda: venda({ tipoFiscal: 'X' }) } },
      { token: admin },
    );
    expect(g.codigo).toBe('BAD_USER_INPUT');
    const [{ count: depois }] = await amb.ds.query(`SELECT count(*)::int FROM vendas`);
    expect(depois).toBe(antes);
  });
});

describe('GET /api/vendas and vendasPorDocumento (duplicate pre-check)', () => {
  it('finds the not-cancelled sale with this number, filtered by fiscal type and store code', async () => {
    const v = venda();
    const r = await pontuar({ venda: v });
    const q = (s: string) => amb.rest('GET', `/api/vendas?${s}`, { token: admin });
    const achou = await q(`identificador=${v.identificador.toLowerCase()}&tipoFiscal=N&codRevenda=${demo.cod_revenda}`);
    expect(achou.status).toBe(200);
    expect(achou.corpo.vendas).toEqual([
      expect.objectContaining({ id: r.corpo.id, identificador: v.identificador, tipoFiscal: 'N', codRevenda: demo.cod_revenda, revendaId: demo.revenda_id }),
    ]);
    expect((await q(`identificador=${v.identificador}&tipoFiscal=C`)).corpo).toEqual({ vendas: [] });
    expect((await q(`identificador=${v.identificador}&codRevenda=OUTRA`)).corpo).toEqual({ vendas: [] });
    expect(await q('')).toEqual({ status: 400, corpo: { erro: MENSAGENS.vendaCampoObrigatorio('Número fiscal'), campo: 'identificador' } });
    expect(await q(`identificador=X&tipoFiscal=Z`)).toEqual({ status: 400, corpo: { erro: MENSAGENS.vendaTipoFiscalInvalido, campo: 'tipoFiscal' } });

    const g = await amb.gql(
      `query($n: String!) { vendasPorDocumento(input: { identificador: $n, tipoFiscal: N }) { id parceiro totalPontos } }`,
      { n: v.identificador },
      { token: admin },
    );
    expect(g.data.vendasPorDocumento).toEqual([{ id: r.corpo.id, parceiro: expect.any(String), totalPontos: textoPontos(143 * demo.fator) }]);
    expect((await amb.rest('GET', `/api/vendas?identificador=X`, { token: await amb.entrarPainel(4) })).status).toBe(403);
  });
});
