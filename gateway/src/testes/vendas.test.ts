import { MENSAGENS } from '@sw/common';
import { PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { textoPontos } from '../testing/pontos';
import { abrirNovaVenda, chamadasNovaVenda, ITENS, MembroDemo, venda } from '../testing/nova-venda';

/**
 * Nova venda (spec 2 §5): POST /api/pontuacoes/pontuar and GraphQL pontuarVenda credit a typed
 * receipt through the points ledger. Roles, scope, every validation, the points formula, the cap,
 * duplicates (also in parallel) and the WhatsApp message. The preview, the input schema and the
 * duplicate pre-check are in vendas-previa.test.ts.
 */

let amb: AmbienteDeTeste;
let admin: string;
let demo: MembroDemo;
beforeAll(async () => {
  ({ amb, admin, demo } = await abrirNovaVenda());
});
afterAll(() => amb.fechar());
const { pontuar, saldoDe, mensagensDe, semViolacoes } = chamadasNovaVenda(() => ({ amb, admin }));

describe('POST /api/pontuacoes/pontuar', () => {
  it('records the sale and its items and credits qtde × pontos × fator through the ledger', async () => {
    const antes = await saldoDe(demo.id);
    // Money may come as pt-BR text too.
    const corpo = { venda: venda({ totalVenda: 1, totalDescontos: 999, itens: [ITENS[0], { ...ITENS[1], valorUnitario: '389,90' }] }), enviarMensagem: false };
    const r = await pontuar(corpo);
    const pontos = (2 * 49 + 1 * 45) * demo.fator;
    expect(r.status).toBe(201);
    // Totals come from the items: the client's totals are ignored.
    expect(r.corpo).toEqual({
      mensagem: MENSAGENS.vendaProcessada,
      id: expect.any(String),
      totalPontos: pontos,
      pontosCreditados: pontos,
      totalVenda: 1359.7,
      totalDescontos: 10,
    });
    expect(await saldoDe(demo.id)).toBeCloseTo(antes + pontos, 2);

    const [v] = await amb.ds.query(`SELECT * FROM vendas WHERE id = $1`, [r.corpo.id]);
    expect(v).toMatchObject({
      parceiro_id: demo.id,
      revenda_id: demo.revenda_id,
      tipo_fiscal: 'N',
      identificador: corpo.venda.identificador.toUpperCase(),
      total_pontos: pontos.toFixed(2),
      valor_custo: (pontos * demo.valor_ponto).toFixed(2),
      total_descontos: '10.00',
      link_arquivo: null,
    });
    expect(v.criado_por).toEqual(expect.any(Number));
    const itens = await amb.ds.query(
      `SELECT codigo, descricao, qtde, valor_unitario, valor_desconto, sub_total, valor_pontos, fator, produto_revenda_id
      FROM vendas_itens WHERE venda_id = $1 ORDER BY id`,
      [r.corpo.id],
    );
    expect(itens).toEqual([
      {
        codigo: 'SW-ACRPF-BR-18L',
        descricao: 'Tinta Acrílica Premium Fosco Branco 18L',
        qtde: 2,
        valor_unitario: '489.90',
        valor_desconto: '10.00',
        sub_total: '969.80',
        valor_pontos: (98 * demo.fator).toFixed(2),
        fator: demo.fator,
        produto_revenda_id: null,
      },
      {
        codigo: 'THP-400050',
        descricao: 'IMPERMEABILIZANTE LAJE 18L',
        qtde: 1,
        valor_unitario: '389.90',
        valor_desconto: '0.00',
        sub_total: '389.90',
        valor_pontos: (45 * demo.fator).toFixed(2),
        fator: demo.fator,
        produto_revenda_id: expect.any(Number),
      },
    ]);
    const [mov] = await amb.ds.query(`SELECT tipo, pontos FROM movimentos_pontos WHERE origem_tipo = 'venda' AND origem_id = $1`, [r.corpo.id]);
    expect(mov).toEqual({ tipo: 'credito_venda', pontos: pontos.toFixed(2) });
    const [log] = await amb.ds.query(`SELECT tipo, parametros FROM logs WHERE tipo = 'venda.pontuar' AND parametros->>'id' = $1`, [r.corpo.id]);
    expect(log.parametros).toMatchObject({ parceiroId: demo.id, pontosCreditados: pontos });
    expect(await mensagensDe(demo.id)).toBe(0);
    await semViolacoes();
  });

  it('GraphQL pontuarVenda does the same and queues the WhatsApp message when asked', async () => {
    const token = await amb.entrarPainel(5);
    const input = {
      venda: venda({
        tipoFiscal: 'C',
        realizadoEm: '2026-01-15',
        itens: [{ codigo: 'SW-FUNDO-18L', qtde: 3, valorUnitario: 249.9 }],
        linkArquivo: '/api/arquivos/abababababababababababababababab.jpg',
      }),
      enviarMensagem: true,
    };
    const g = await amb.gql(
      `mutation($i: PontuarVendaInput!) { pontuarVenda(input: $i) { resultado { mensagem id totalPontos pontosCreditados totalVenda } errosDeUsuario { campo } } }`,
      { i: input },
      { token },
    );
    expect(g.data.pontuarVenda.errosDeUsuario).toEqual([]);
    expect(g.data.pontuarVenda.resultado).toMatchObject({
      mensagem: MENSAGENS.vendaProcessada,
      totalPontos: textoPontos(75 * demo.fator),
      totalVenda: '749.70',
    });
    const msgs = await amb.ds.query(`SELECT chave, texto FROM mensagens_saida WHERE parceiro_id = $1 AND tipo = 'venda_pontuada'`, [demo.id]);
    expect(msgs).toEqual([{ chave: `venda:${g.data.pontuarVenda.resultado.id}`, texto: expect.stringContaining(input.venda.identificador) }]);
    const [v] = await amb.ds.query(`SELECT tipo_fiscal, link_arquivo, to_char(realizado_em, 'YYYY-MM-DD') AS dia FROM vendas WHERE id = $1`, [
      g.data.pontuarVenda.resultado.id,
    ]);
    expect(v).toEqual({ tipo_fiscal: 'C', link_arquivo: '/api/arquivos/abababababababababababababababab.jpg', dia: '2026-01-15' });
  });

  it('a repeated fiscal document is 409 Venda já processada, credits nothing and queues nothing; N and C are different documents', async () => {
    const primeira = venda();
    expect((await pontuar({ venda: primeira })).status).toBe(201);
    const saldo = await saldoDe(demo.id);
    const mensagens = await mensagensDe(demo.id);
    // Same number typed with another case and spaces is the same document.
    const repetida = { ...primeira, identificador: ` ${primeira.identificador.toLowerCase()} ` };
    expect(await pontuar({ venda: repetida, enviarMensagem: true })).toEqual({ status: 409, corpo: { erro: MENSAGENS.vendaJaProcessada } });
    const g = await amb.gql(
      `mutation($i: PontuarVendaInput!) { pontuarVenda(input: $i) { resultado { id } errosDeUsuario { campo mensagem } } }`,
      { i: { venda: repetida, enviarMensagem: true } },
      { token: admin },
    );
    expect([g.codigo, g.mensagem]).toEqual(['CONFLICT', MENSAGENS.vendaJaProcessada]);
    expect(await saldoDe(demo.id)).toBe(saldo);
    expect(await mensagensDe(demo.id)).toBe(mensagens);
    expect((await pontuar({ venda: { ...primeira, tipoFiscal: 'C' } })).status).toBe(201);
    await semViolacoes();
  });

  it('parallel submissions of one document credit exactly once', async () => {
    const corpo = { venda: venda(), enviarMensagem: true };
    const antes = await saldoDe(demo.id);
    const respostas = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? pontuar(corpo)
          : amb
              .gql(
                `mutation($i: PontuarVendaInput!) { pontuarVenda(input: $i) { resultado { id } errosDeUsuario { campo mensagem } } }`,
                { i: corpo },
                { token: admin },
              )
              .then((g) => ({ status: g.data ? 200 : g.codigo === 'CONFLICT' ? 409 : 500, corpo: g.mensagem })),
      ),
    );
    expect(respostas.filter((r) => r.status === 200)).toHaveLength(1);
    expect(respostas.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await saldoDe(demo.id)).toBeCloseTo(antes + 143 * demo.fator, 2);
    const [{ count }] = await amb.ds.query(`SELECT count(*)::int FROM vendas WHERE identificador = $1`, [corpo.venda.identificador]);
    expect(count).toBe(1);
    await semViolacoes();
  });

  it('parallel sales of one member with different documents all credit, without deadlocks', async () => {
    const antes = await saldoDe(demo.id);
    const respostas = await Promise.all(Array.from({ length: 8 }, () => pontuar({ venda: venda(), enviarMensagem: false })));
    expect(respostas.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await saldoDe(demo.id)).toBeCloseTo(antes + 8 * 143 * demo.fator, 2);
    await semViolacoes();
  });

  it('a cancelled sale frees its fiscal number', async () => {
    const v = venda();
    const r = await pontuar({ venda: v });
    await amb.ds.query(`UPDATE vendas SET cancelada_em = now() WHERE id = $1`, [r.corpo.id]);
    expect((await pontuar({ venda: v })).status).toBe(201);
  });

  it('caps the credit at limitePontuacao: the sale keeps its points, the member gets the limit, the cost follows the credit', async () => {
    await amb.ds.query(`UPDATE configuracoes_sistema SET limite_pontuacao = 100`);
    try {
      const antes = await saldoDe(demo.id);
      const r = await pontuar({ venda: venda() });
      expect(r.corpo).toMatchObject({ totalPontos: 143 * demo.fator, pontosCreditados: 100 });
      expect(await saldoDe(demo.id)).toBeCloseTo(antes + 100, 2);
      const [v] = await amb.ds.query(`SELECT total_pontos::float, valor_custo::float FROM vendas WHERE id = $1`, [r.corpo.id]);
      expect(v).toEqual({ total_pontos: 143 * demo.fator, valor_custo: +(100 * demo.valor_ponto).toFixed(2) });
      await semViolacoes();
    } finally {
      await amb.ds.query(`UPDATE configuracoes_sistema SET limite_pontuacao = 0`);
    }
  });

  it.each([
    ['no body', undefined, MENSAGENS.requisicaoInvalida, 'venda'],
    ['no CPF', { cpf: '' }, MENSAGENS.vendaCampoObrigatorio('CPF'), 'venda.cpf'],
    ['no fiscal type', { tipoFiscal: '' }, MENSAGENS.vendaCampoObrigatorio('Tipo fiscal'), 'venda.tipoFiscal'],
    ['a bad fiscal type', { tipoFiscal: 'X' }, MENSAGENS.vendaTipoFiscalInvalido, 'venda.tipoFiscal'],
    ['no fiscal number', { identificador: '  ' }, MENSAGENS.vendaCampoObrigatorio('Número fiscal'), 'venda.identificador'],
    ['no date', { realizadoEm: '' }, MENSAGENS.vendaCampoObrigatorio('Data da venda'), 'venda.realizadoEm'],
    ['a date under 8 digits', { realizadoEm: '1/2/2026' }, MENSAGENS.vendaDataInvalida, 'venda.realizadoEm'],
    ['an impossible date', { realizadoEm: '31/02/2026' }, MENSAGENS.vendaDataInvalida, 'venda.realizadoEm'],
    ['a future date', { realizadoEm: '01/01/2999' }, MENSAGENS.vendaDataFutura, 'venda.realizadoEm'],
    ['no items', { itens: [] }, MENSAGENS.vendaSemItens, 'venda.itens'],
    ['items not a list', { itens: 'x' }, MENSAGENS.vendaSemItens, 'venda.itens'],
    ['an item without product', { itens: [{ qtde: 1, valorUnitario: 1 }] }, MENSAGENS.vendaItemIncompleto, 'venda.itens.0.codigo'],
    ['an item without quantity', { itens: [{ codigo: 'SW-FUNDO-18L', valorUnitario: 1 }] }, MENSAGENS.vendaItemIncompleto, 'venda.itens.0.qtde'],
    ['an item without unit value', { itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1 }] }, MENSAGENS.vendaItemIncompleto, 'venda.itens.0.valorUnitario'],
    ['quantity 0', { itens: [{ codigo: 'SW-FUNDO-18L', qtde: 0, valorUnitario: 1 }] }, MENSAGENS.vendaValoresInvalidos, 'venda.itens.0'],
    ['a fractional quantity', { itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1.5, valorUnitario: 1 }] }, MENSAGENS.vendaValoresInvalidos, 'venda.itens.0'],
    ['a negative unit value', { itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: -1 }] }, MENSAGENS.vendaValoresInvalidos, 'venda.itens.0'],
    [
      'a negative discount',
      { itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: 10, valorDesconto: -1 }] },
      MENSAGENS.vendaValoresInvalidos,
      'venda.itens.0',
    ],
    [
      'a discount above the line',
      { itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: 10, valorDesconto: 11 }] },
      MENSAGENS.vendaValoresInvalidos,
      'venda.itens.0',
    ],
    ['a text value', { itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: 'abc' }] }, MENSAGENS.vendaValoresInvalidos, 'venda.itens.0'],
    ['an unknown product', { itens: [{ codigo: 'NAO-EXISTE', qtde: 1, valorUnitario: 1 }] }, MENSAGENS.vendaProdutoNaoParticipante('NAO-EXISTE'), null],
    [
      'a discontinued product',
      { itens: [{ codigo: 'SW-PVA-BR-36L', qtde: 1, valorUnitario: 1 }] },
      MENSAGENS.vendaProdutoNaoParticipante('SW-PVA-BR-36L'),
      null,
    ],
    // Another store's own code is not this member's product.
    ['an unknown CPF', { cpf: '529.982.247-25' }, MENSAGENS.vendaCpfInvalido, null],
    ['a malformed CPF', { cpf: '123' }, MENSAGENS.vendaCpfInvalido, null],
  ])('refuses %s with 400 and the screen message (and the field, when the input names one), saving nothing', async (_nome, extra, mensagem, campo) => {
    const [{ count: antes }] = await amb.ds.query(`SELECT count(*)::int FROM vendas`);
    const r = await pontuar(extra === undefined ? { enviarMensagem: true } : { venda: venda(extra as Record<string, unknown>) });
    expect(r).toEqual({ status: 400, corpo: campo ? { erro: mensagem, campo } : { erro: mensagem } });
    const [{ count: depois }] = await amb.ds.query(`SELECT count(*)::int FROM vendas`);
    expect(depois).toBe(antes);
  });

  it('a store with lancamentoManual off refuses Nova venda on both doors and credits nothing', async () => {
    await amb.ds.query(`UPDATE revendas SET lancamento_manual = false WHERE id = $1`, [demo.revenda_id]);
    try {
      const antes = await saldoDe(demo.id);
      const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM vendas WHERE revenda_id = $1`, [demo.revenda_id]);
      expect(await pontuar({ venda: venda() })).toEqual({ status: 400, corpo: { erro: MENSAGENS.vendaLojaSemLancamentoManual } });
      const g = await amb.gql(
        `mutation($i: PontuarVendaInput!) { pontuarVenda(input: $i) { resultado { id } errosDeUsuario { campo mensagem } } }`,
        { i: { venda: venda() } },
        { token: admin },
      );
      expect(g.data.pontuarVenda).toEqual({ resultado: null, errosDeUsuario: [{ campo: null, mensagem: MENSAGENS.vendaLojaSemLancamentoManual }] });
      expect(await saldoDe(demo.id)).toBe(antes);
      expect((await amb.ds.query(`SELECT count(*)::int AS n FROM vendas WHERE revenda_id = $1`, [demo.revenda_id]))[0].n).toBe(n);
    } finally {
      await amb.ds.query(`UPDATE revendas SET lancamento_manual = true WHERE id = $1`, [demo.revenda_id]);
    }
    // The spreadsheet switch does not govern Nova venda.
    await amb.ds.query(`UPDATE revendas SET lancamento_relatorio = false WHERE id = $1`, [demo.revenda_id]);
    try {
      expect((await pontuar({ venda: venda() })).status).toBe(201);
    } finally {
      await amb.ds.query(`UPDATE revendas SET lancamento_relatorio = true WHERE id = $1`, [demo.revenda_id]);
    }
    await semViolacoes();
  });

  it("an inactive member is 'Vendedor inativo' on both doors, even for the administrator, and nothing is credited", async () => {
    const [p] = await amb.ds.query(`SELECT id, cpf, saldo_pontos FROM parceiros WHERE NOT ativo LIMIT 1`);
    expect(await pontuar({ venda: venda({ cpf: p.cpf }) })).toEqual({ status: 400, corpo: { erro: MENSAGENS.vendaVendedorInativo } });
    const g = await amb.gql(
      `mutation($i: PontuarVendaInput!) { pontuarVenda(input: $i) { resultado { id } errosDeUsuario { mensagem } } }`,
      { i: { venda: venda({ cpf: p.cpf }) } },
      { token: admin },
    );
    expect(g.data.pontuarVenda).toEqual({ resultado: null, errosDeUsuario: [{ mensagem: MENSAGENS.vendaVendedorInativo }] });
    expect(await saldoDe(p.id)).toBe(Number(p.saldo_pontos));
    // Still 'CPF inválido' for a CPF nobody has.
    expect((await pontuar({ venda: venda({ cpf: '529.982.247-25' }) })).corpo).toEqual({ erro: MENSAGENS.vendaCpfInvalido });
  });

  it('only roles 0, 1, 2 and 5 may score; others get 403 and anonymous 401', async () => {
    for (const papel of [0, 1]) expect((await pontuar({ venda: venda() }, await amb.entrarPainel(papel))).status).toBe(201);
    for (const papel of [3, 4]) expect((await pontuar({ venda: venda() }, await amb.entrarPainel(papel))).status).toBe(403);
    // A member's session on this path is the member's own typed send (docs/pontuacoes-membro.md):
    // it never reaches Nova venda, and this body (qtde 2) is refused there.
    const [{ n: antes }] = await amb.ds.query(`SELECT count(*)::int AS n FROM vendas`);
    expect((await pontuar({ venda: venda() }, await amb.entrarLoja())).status).toBe(400);
    expect((await amb.ds.query(`SELECT count(*)::int AS n FROM vendas`))[0].n).toBe(antes);
    expect((await amb.rest('POST', '/api/pontuacoes/pontuar', { corpo: { venda: venda() } })).status).toBe(401);
  });

  it('a user limited to some networks scores only members of those networks', async () => {
    const [outra] = await amb.ds.query(`SELECT p.cpf, r.rede_id FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`, [PARCEIRO_DEMO_2]);
    const redeLimite =
      outra.rede_id === demo.rede_id ? (await amb.ds.query(`SELECT id FROM redes WHERE id <> $1 LIMIT 1`, [demo.rede_id]))[0].id : outra.rede_id;
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE cpf = '20000000299'`, [[redeLimite]]);
    try {
      const token = await amb.entrarPainel(1);
      expect(await pontuar({ venda: venda() }, token)).toEqual({ status: 400, corpo: { erro: MENSAGENS.vendaCpfInvalido } });
      // The duplicate check does not reveal other networks' sales either.
      const v = venda();
      await pontuar({ venda: v });
      expect((await amb.rest('GET', `/api/vendas?identificador=${v.identificador}`, { token })).corpo).toEqual({ vendas: [] });
    } finally {
      await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE cpf = '20000000299'`);
    }
  });
});
