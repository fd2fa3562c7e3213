import { MENSAGENS } from '@sw/common';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { comPontosEmTexto, textoPontos } from '../testing/pontos';
import { Comprovante, enviarComprovantes, PDF_MINIMO } from '../testing/comprovantes';
import { pngDemo } from '../modules/pontuacoes/pontuacoes.seed';

/**
 * The member side of earning points (spec 3 §2.9, §2.10, §7; docs/pontuacoes-membro.md): the
 * sell-in check, the typed send of a type-1 store (also two sends racing for the last unit), the
 * receipt upload of a type-2 store, and the member's statements — over REST and GraphQL, with the
 * roles that may and may not use each.
 */

let amb: AmbienteDeTeste;
let membro1: string;
let membro2: string;
let admin: string;
let m1: { id: number; revenda_id: number; fator: number };
let m2: { id: number; revenda_id: number };
let produto: { id: number; codigo: string };
let numero = 0;

/** A product only this suite uses, bought `quantidade` units by the first demo store. */
async function novoProduto(quantidade: number, pontos = 10): Promise<{ id: number; codigo: string }> {
  const codigo = `TM-${Date.now() % 100000}-${++numero}`;
  const [p] = await amb.ds.query(`INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos, ativo) VALUES ($1, $2, 50, $3, true) RETURNING id`, [
    codigo,
    `Produto de teste ${numero}`,
    pontos,
  ]);
  if (quantidade > 0) {
    await amb.ds.query(`INSERT INTO historico_compras (revenda_id, produto_id, mes, quantidade) VALUES ($1, $2, date_trunc('month', now())::date, $3)`, [
      m1.revenda_id,
      p.id,
      quantidade,
    ]);
  }
  return { id: p.id, codigo };
}

const enviar = (itens: unknown, token = membro1) => amb.rest('POST', '/api/pontuacoes/pontuar', { corpo: { venda: { itens } }, token });
const claimsDe = async (parceiroId: number) => Number((await amb.ds.query(`SELECT count(*) FROM pontuacoes WHERE parceiro_id = $1`, [parceiroId]))[0].count);

const upload = (token: string | undefined, arquivos: Comprovante[], campo?: string) => enviarComprovantes(amb, token, arquivos, { campo });

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  membro1 = await amb.entrarLoja(PARCEIRO_DEMO_1);
  membro2 = await amb.entrarLoja(PARCEIRO_DEMO_2);
  // The second demo member has not accepted the regulation; sending receipts needs it (regulamento.test.ts).
  expect((await amb.rest('PUT', '/api/parceiros', { token: membro2, corpo: { aceitouRegulamento: 1 } })).status).toBe(200);
  admin = await amb.entrarPainel(2);
  [m1] = await amb.ds.query(`SELECT p.id, p.revenda_id, r.fator_pontuacao AS fator FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`, [
    PARCEIRO_DEMO_1,
  ]);
  [m2] = await amb.ds.query(`SELECT id, revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
  produto = await novoProduto(3);
});
afterAll(() => amb.fechar());

describe('sell-in check', () => {
  it('gives the units the store bought and those already used, by standard or store code', async () => {
    const r = await amb.rest('GET', `/api/historico/codigoUsado/${produto.codigo}/${PARCEIRO_DEMO_1}`, { token: membro1 });
    expect(r).toEqual({ status: 200, corpo: { quantidade: 3, idRevenda: m1.revenda_id } });
    await amb.ds.query(
      `INSERT INTO produtos_revenda (revenda_id, produto_id, codigo, nome, valor_unitario, valor_pontos) VALUES ($1, $2, $3, 'Da loja', 50, 10)`,
      [m1.revenda_id, produto.id, `L${produto.codigo}`],
    );
    expect((await amb.rest('GET', `/api/historico/codigoUsado/L${produto.codigo.toLowerCase()}/${PARCEIRO_DEMO_1}`, { token: membro1 })).corpo).toEqual({
      quantidade: 3,
      idRevenda: m1.revenda_id,
    });
    expect((await amb.rest('GET', `/api/vendas_itens/${produto.codigo}/${m1.revenda_id}`, { token: membro1 })).corpo).toBe(0);

    const semCompra = await novoProduto(0);
    expect((await amb.rest('GET', `/api/historico/codigoUsado/${semCompra.codigo}/${PARCEIRO_DEMO_1}`, { token: membro1 })).corpo).toEqual({
      quantidade: 0,
      idRevenda: null,
    });
    expect((await amb.rest('GET', `/api/historico/codigoUsado/NAO-EXISTE/${PARCEIRO_DEMO_1}`, { token: membro1 })).corpo).toEqual({
      quantidade: 0,
      idRevenda: null,
    });

    const g = await amb.gql(
      `query($c: String!) { saldoProdutoLoja(input: { codigo: $c }) { idRevenda comprado usado disponivel pontosPorUnidade produto { produtoId codigo } } }`,
      { c: produto.codigo },
      { token: membro1 },
    );
    expect(g.data.saldoProdutoLoja).toEqual({
      idRevenda: String(m1.revenda_id),
      comprado: 3,
      usado: 0,
      disponivel: 3,
      pontosPorUnidade: textoPontos(10 * Number(m1.fator)),
      produto: { produtoId: String(produto.id), codigo: produto.codigo },
    });
  });

  it('lets a member read only their own store, staff only the stores of their scope', async () => {
    expect((await amb.rest('GET', `/api/historico/codigoUsado/${produto.codigo}/${PARCEIRO_DEMO_1}`, { token: membro2 })).status).toBe(403);
    expect((await amb.rest('GET', `/api/vendas_itens/${produto.codigo}/${m1.revenda_id}`, { token: membro2 })).status).toBe(403);
    expect(
      (
        await amb.gql(
          `query($c: String!, $cpf: String) { saldoProdutoLoja(input: { codigo: $c, cpf: $cpf }) { comprado } }`,
          { c: produto.codigo, cpf: PARCEIRO_DEMO_1 },
          { token: membro2 },
        )
      ).codigo,
    ).toBe('FORBIDDEN');
    expect((await amb.rest('GET', `/api/historico/codigoUsado/${produto.codigo}/${PARCEIRO_DEMO_1}`)).status).toBe(401);

    expect((await amb.rest('GET', `/api/historico/codigoUsado/${produto.codigo}/${PARCEIRO_DEMO_1}`, { token: admin })).corpo).toEqual({
      quantidade: 3,
      idRevenda: m1.revenda_id,
    });
    const vendedor = await amb.entrarPainel(3); // scoped to the first demo store
    expect((await amb.rest('GET', `/api/historico/codigoUsado/${produto.codigo}/${PARCEIRO_DEMO_1}`, { token: vendedor })).status).toBe(200);
    expect((await amb.rest('GET', `/api/historico/codigoUsado/${produto.codigo}/${PARCEIRO_DEMO_2}`, { token: vendedor })).status).toBe(404);
    expect((await amb.rest('GET', `/api/vendas_itens/${produto.codigo}/${m2.revenda_id}`, { token: vendedor })).status).toBe(404);
    expect((await amb.rest('GET', `/api/vendas_itens/${produto.codigo}/abc`, { token: admin })).status).toBe(400);
  });
});

describe('typed send (type-1 store)', () => {
  it('creates one pending claim with every unit and holds those units for the sell-in check', async () => {
    const antes = await claimsDe(m1.id);
    const r = await enviar([
      { codigo: produto.codigo, valor: 49.9 },
      { codigo: `l${produto.codigo}`, valor: '1.050,00' },
    ]);
    expect(r).toEqual({ status: 201, corpo: { mensagem: MENSAGENS.vendaEnviadaAnalise, id: expect.any(String) } });
    expect(await claimsDe(m1.id)).toBe(antes + 1);
    const [c] = await amb.ds.query(`SELECT * FROM pontuacoes WHERE id = $1`, [r.corpo.id]);
    expect(c).toMatchObject({ origem: 'digitada', status: 'pendente', link_arquivo: null, revenda_id: m1.revenda_id });
    const pontos = 10 * Number(m1.fator);
    expect(c.itens).toEqual([
      { codigo: produto.codigo, produtoId: produto.id, descricao: expect.any(String), valor: 49.9, pontos },
      // The store's own code is kept as the store spells it (as Nova venda does).
      { codigo: `L${produto.codigo}`, produtoId: produto.id, descricao: 'Da loja', valor: 1050, pontos },
    ]);
    const hist = await amb.ds.query(`SELECT status_anterior, status_novo, parceiro_id FROM pontuacoes_historico WHERE pontuacao_id = $1`, [r.corpo.id]);
    expect(hist).toEqual([{ status_anterior: null, status_novo: 'pendente', parceiro_id: m1.id }]);
    expect((await amb.rest('GET', `/api/vendas_itens/${produto.codigo}/${m1.revenda_id}`, { token: membro1 })).corpo).toBe(2);

    // 3 bought − 2 held: one more unit, not two.
    expect(
      (
        await enviar([
          { codigo: produto.codigo, valor: 10 },
          { codigo: produto.codigo, valor: 10 },
        ])
      ).corpo,
    ).toEqual({ erro: MENSAGENS.semSaldoProduto });
    expect(await claimsDe(m1.id)).toBe(antes + 1);
  });

  it('lets only one of several parallel sends take the last unit', async () => {
    const ultimo = await novoProduto(1);
    const respostas = await Promise.all(Array.from({ length: 6 }, () => enviar([{ codigo: ultimo.codigo, valor: 20 }])));
    expect(respostas.filter((r) => r.status === 201)).toHaveLength(1);
    expect(respostas.filter((r) => r.status === 400).map((r) => r.corpo.erro)).toEqual(Array(5).fill(MENSAGENS.semSaldoProduto));
    const [{ count }] = await amb.ds.query(`SELECT count(*)::int FROM pontuacoes WHERE itens @> $1::jsonb`, [JSON.stringify([{ produtoId: ultimo.id }])]);
    expect(count).toBe(1);
  });

  it('refuses bad lists with the storefront messages and accepts the Nova venda item shape', async () => {
    expect((await enviar([])).corpo).toEqual({ erro: MENSAGENS.vendaSemItens, campo: 'venda.itens' });
    expect((await amb.rest('POST', '/api/pontuacoes/pontuar', { corpo: { venda: {} }, token: membro1 })).corpo).toEqual({
      erro: MENSAGENS.vendaSemItens,
      campo: 'venda.itens',
    });
    expect((await amb.rest('POST', '/api/pontuacoes/pontuar', { corpo: {}, token: membro1 })).status).toBe(400);
    expect((await enviar([{ codigo: produto.codigo }])).corpo).toEqual({ erro: MENSAGENS.preenchaTodosDados, campo: 'venda.itens.0' });
    expect((await enviar([{ codigo: '', valor: 10 }])).corpo).toEqual({ erro: MENSAGENS.preenchaTodosDados, campo: 'venda.itens.0' });
    expect((await enviar([{ codigo: produto.codigo, valor: -1 }])).corpo).toEqual({ erro: MENSAGENS.preenchaTodosDados, campo: 'venda.itens.0' });
    expect((await enviar([{ codigo: 'NAO-PARTICIPA', valor: 10 }])).corpo).toEqual({ erro: MENSAGENS.produtoNaoParticipante });
    expect((await enviar([{ codigo: 'X'.repeat(31), valor: 10 }])).corpo).toEqual({ erro: MENSAGENS.produtoNaoParticipante, campo: 'venda.itens.0' });
    expect((await enviar([{ codigo: produto.codigo, valorUnitario: 10, qtde: 2 }])).status).toBe(400);
    const outro = await novoProduto(2);
    expect((await enviar([{ codigo: outro.codigo, valorUnitario: 35.5, qtde: 1 }])).status).toBe(201);
  });

  it('is for members of type-1 stores only; staff keep Nova venda on the same path', async () => {
    expect((await enviar([{ codigo: produto.codigo, valor: 10 }], membro2)).corpo).toEqual({ erro: MENSAGENS.lojaNaoPontuaDigitando });
    const g = await amb.gql(
      `mutation($i: [ItemEnvioInput!]!) { enviarPontuacaoDigitada(input: { itens: $i }) { resultado { id } errosDeUsuario { campo mensagem } } }`,
      { i: [{ codigo: produto.codigo, valor: 10 }] },
      { token: membro2 },
    );
    expect(g.data.enviarPontuacaoDigitada).toEqual({ resultado: null, errosDeUsuario: [{ campo: null, mensagem: MENSAGENS.lojaNaoPontuaDigitando }] });
    // Staff reach the Nova venda rules (its first message), roles outside Processar > Vendas get 403.
    expect((await amb.rest('POST', '/api/pontuacoes/pontuar', { corpo: { venda: {} }, token: admin })).corpo.erro).not.toBe(MENSAGENS.vendaSemItens);
    expect((await amb.rest('POST', '/api/pontuacoes/pontuar', { corpo: { venda: {} }, token: await amb.entrarPainel(3) })).status).toBe(403);
    expect((await amb.gql(`mutation { enviarPontuacaoDigitada(input: { itens: [] }) { resultado { id } } }`, {}, { token: admin })).codigo).toBe('FORBIDDEN');
  });

  it('works through GraphQL with the same check', async () => {
    const p = await novoProduto(1);
    const q = `mutation($i: [ItemEnvioInput!]!) { enviarPontuacaoDigitada(input: { itens: $i }) { resultado { mensagem id } errosDeUsuario { campo mensagem } } }`;
    const ok = await amb.gql(q, { i: [{ codigo: p.codigo, valor: 12.5 }] }, { token: membro1 });
    expect(ok.data.enviarPontuacaoDigitada).toEqual({ resultado: { mensagem: MENSAGENS.vendaEnviadaAnalise, id: expect.any(String) }, errosDeUsuario: [] });
    expect((await amb.gql(q, { i: [{ codigo: p.codigo, valor: 12.5 }] }, { token: membro1 })).data.enviarPontuacaoDigitada.errosDeUsuario).toEqual([
      { campo: null, mensagem: MENSAGENS.semSaldoProduto },
    ]);
    // Malformed input: the same field on both doors (REST 400 with campo, GraphQL errosDeUsuario).
    expect(
      (
        await enviar([
          { codigo: p.codigo, valor: 10 },
          { codigo: p.codigo, valor: 'dez' },
        ])
      ).corpo,
    ).toEqual({ erro: MENSAGENS.preenchaTodosDados, campo: 'venda.itens.1' });
    expect(
      (
        await amb.gql(
          q,
          {
            i: [
              { codigo: p.codigo, valor: 10 },
              { codigo: p.codigo, valor: 0 },
            ],
          },
          { token: membro1 },
        )
      ).data.enviarPontuacaoDigitada.errosDeUsuario,
    ).toEqual([{ campo: 'itens.1', mensagem: MENSAGENS.preenchaTodosDados }]);
  });
});

describe('receipt upload (type-2 store)', () => {
  it('creates one pending photo claim per file, images and PDF recognised by content', async () => {
    const antes = await claimsDe(m2.id);
    const r = await upload(membro2, [
      { nome: 'nota.png', conteudo: pngDemo() },
      { nome: 'nota.pdf', conteudo: PDF_MINIMO, tipo: 'application/pdf' },
    ]);
    expect(r.status).toBe(201);
    expect(r.corpo.mensagem).toBe(MENSAGENS.arquivosEnviados(2));
    expect(r.corpo.arquivos).toEqual([
      { id: expect.any(String), linkArquivo: expect.stringMatching(/^\/api\/arquivos\/[0-9a-f]{32}\.png$/), tipoArquivo: 'png', nome: 'nota.png' },
      { id: expect.any(String), linkArquivo: expect.stringMatching(/^\/api\/arquivos\/[0-9a-f]{32}\.pdf$/), tipoArquivo: 'pdf', nome: 'nota.pdf' },
    ]);
    expect(await claimsDe(m2.id)).toBe(antes + 2);
    const pdf = await fetch(amb.url + r.corpo.arquivos[1].linkArquivo);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF_MINIMO)).toBe(true);
    const [c] = await amb.ds.query(`SELECT origem, status, tipo_arquivo FROM pontuacoes WHERE id = $1`, [r.corpo.arquivos[0].id]);
    expect(c).toEqual({ origem: 'foto', status: 'pendente', tipo_arquivo: 'png' });
  });

  it('accepts all files of a request or none, and never trusts the name', async () => {
    const antes = await claimsDe(m2.id);
    const falso = { nome: 'nota.jpg', conteudo: Buffer.from('<html>não sou uma imagem</html>'), tipo: 'image/jpeg' };
    const r = await upload(membro2, [{ nome: 'boa.png', conteudo: pngDemo() }, falso]);
    expect(r.status).toBe(400);
    expect(r.corpo.erro).toContain(MENSAGENS.comprovanteInvalido);
    expect(await claimsDe(m2.id)).toBe(antes);
    expect((await upload(membro2, [])).corpo).toEqual({ erro: MENSAGENS.selecioneArquivo });
    expect((await upload(membro2, [{ nome: 'a.png', conteudo: pngDemo() }], 'foto')).status).toBe(400);
    const grande = Buffer.concat([pngDemo(), Buffer.alloc(8 * 1024 * 1024)]);
    expect((await upload(membro2, [{ nome: 'grande.png', conteudo: grande }])).status).toBe(400);
    expect(await claimsDe(m2.id)).toBe(antes);
  });

  it('is for members of type-2 stores only', async () => {
    expect((await upload(membro1, [{ nome: 'nota.png', conteudo: pngDemo() }])).corpo).toEqual({ erro: MENSAGENS.lojaNaoPontuaFoto });
    expect((await upload(admin, [{ nome: 'nota.png', conteudo: pngDemo() }])).status).toBe(403);
    expect((await upload(undefined, [{ nome: 'nota.png', conteudo: pngDemo() }])).status).toBe(401);
  });
});

describe('statements', () => {
  it('lists the approved sales server-paged, with the credited points and their expiry', async () => {
    const [{ count }] = await amb.ds.query(`SELECT count(*)::int FROM vendas WHERE parceiro_id = $1 AND cancelada_em IS NULL`, [m1.id]);
    const r = await amb.rest('GET', '/api/pontuacoes/aprovadas?page=1&perPage=5', { token: membro1 });
    expect(r.status).toBe(200);
    expect(r.corpo.totalRecords).toBe(count);
    expect(r.corpo.pontuacoes).toHaveLength(5);
    const primeira = r.corpo.pontuacoes[0];
    const [credito] = await amb.ds.query(
      `SELECT m.pontos, to_char(l.vence_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS vence FROM movimentos_pontos m JOIN lotes_pontos l ON l.movimento_id = m.id
        WHERE m.tipo = 'credito_venda' AND m.origem_tipo = 'venda' AND m.origem_id = $1`,
      [primeira.id],
    );
    expect(primeira).toEqual({
      id: expect.any(String),
      identificador: expect.any(String),
      totalPontos: Number(credito.pontos),
      pontuadoEm: expect.any(String),
      venceEm: credito.vence,
      validadePontos: credito.vence.split('-').reverse().join('/'),
      linkArquivo: null,
      criadoEm: expect.any(String),
    });
    const datas = r.corpo.pontuacoes.map((p: { pontuadoEm: string }) => p.pontuadoEm);
    expect([...datas].sort().reverse()).toEqual(datas);
    const g = await amb.gql(`{ minhasPontuacoesAprovadas(input: { pagina: 2, porPagina: 5 }) { total itens { id } } }`, {}, { token: membro1 });
    expect(g.data.minhasPontuacoesAprovadas.total).toBe(count);
    expect(g.data.minhasPontuacoesAprovadas.itens.map((p: { id: string }) => p.id)).not.toContain(primeira.id);
  });

  it('lists claims under review and those not processed, each member only their own', async () => {
    const g1 = await amb.gql(
      `{ minhasPontuacoesEmAnalise(input: { porPagina: 100 }) { total itens { id origem status itens { codigo pontos } dataEnvio } } }`,
      {},
      { token: membro1 },
    );
    const { total: totalAnalise1, itens: itensAnalise1 } = g1.data.minhasPontuacoesEmAnalise;
    const analise1 = { totalAnalise: totalAnalise1, analise: itensAnalise1 };
    expect(analise1.totalAnalise).toBeGreaterThanOrEqual(2);
    expect(analise1.analise.every((c: { status: string; origem: string }) => c.status === 'PENDENTE' && c.origem === 'DIGITADA')).toBe(true);
    // The same list through the shared REST path (GET /api/pontuacoes, member branch).
    const rest1 = await amb.rest('GET', '/api/pontuacoes?analise=true&page=1&perPage=100', { token: membro1 });
    expect(rest1.status).toBe(200);
    expect(rest1.corpo.totalAnalise).toBe(analise1.totalAnalise);
    expect(rest1.corpo.analise.map((c: { id: string }) => c.id)).toEqual(analise1.analise.map((c: { id: string }) => c.id));
    expect(rest1.corpo.analise[0]).toEqual(
      expect.objectContaining({ criadoEm: expect.any(String), dataEnvio: expect.any(String), status: 'pendente', linkArquivo: null }),
    );
    const g2 = await amb.gql(`{ minhasPontuacoesEmAnalise(input: { porPagina: 100 }) { itens { id origem } } }`, {}, { token: membro2 });
    const ids1 = new Set(analise1.analise.map((c: { id: string }) => c.id));
    expect(g2.data.minhasPontuacoesEmAnalise.itens.some((c: { id: string }) => ids1.has(c.id))).toBe(false);
    expect(g2.data.minhasPontuacoesEmAnalise.itens.every((c: { origem: string }) => c.origem === 'FOTO')).toBe(true);

    const n = await amb.rest('GET', '/api/pontuacoes/nao-processadas', { token: membro2 });
    expect(n.status).toBe(200);
    expect(n.corpo.naoProcessadas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'reprovada',
          reprovadoMotivo: 'Nota Ilegível',
          linkArquivo: expect.stringMatching(/^\/api\/arquivos\//),
          criadoEm: expect.any(String),
          atualizadoEm: expect.any(String),
        }),
      ]),
    );
    expect(
      (await amb.rest('GET', '/api/pontuacoes/nao-processadas', { token: membro1 })).corpo.naoProcessadas.some((c: { id: string }) =>
        n.corpo.naoProcessadas.some((x: { id: string }) => x.id === c.id),
      ),
    ).toBe(false);
    const gn = await amb.gql(`{ minhasPontuacoesNaoProcessadas { reprovadoMotivo } }`, {}, { token: membro2 });
    expect(gn.data.minhasPontuacoesNaoProcessadas).toEqual(expect.arrayContaining([{ reprovadoMotivo: 'Nota Ilegível' }]));
  });

  it('sums points per product code of the sales, best first, and shows the next expiries', async () => {
    const p = await novoProduto(5, 7);
    const venda = await amb.rest('POST', '/api/pontuacoes/pontuar', {
      token: admin,
      corpo: {
        venda: {
          cpf: PARCEIRO_DEMO_1,
          tipoFiscal: 'N',
          identificador: `TM${Date.now() % 1000000}`,
          realizadoEm: new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
          itens: [{ codigo: p.codigo, qtde: 2, valorUnitario: 50 }],
        },
      },
    });
    expect(venda.status).toBe(201);
    // Sold units count against the sell-in too.
    expect((await amb.rest('GET', `/api/vendas_itens/${p.codigo}/${m1.revenda_id}`, { token: membro1 })).corpo).toBe(2);
    const r = await amb.rest('GET', '/api/pontuacoes/codigo/usuario', { token: membro1 });
    expect(r.corpo).toEqual(expect.arrayContaining([{ codigo: p.codigo, descricao: expect.any(String), quantidade: 2, pontos: 2 * 7 * Number(m1.fator) }]));
    const pontos = r.corpo.map((l: { pontos: number }) => l.pontos);
    expect([...pontos].sort((a, b) => b - a)).toEqual(pontos);
    expect((await amb.gql(`{ meusPontosPorCodigo { codigo pontos } }`, {}, { token: membro1 })).data.meusPontosPorCodigo).toEqual(
      r.corpo.map((l: any) => ({ codigo: l.codigo, pontos: textoPontos(l.pontos) })),
    );

    const v = await amb.rest('GET', '/api/pontuacoes/meus-vencimentos', { token: membro1 });
    expect(v.status).toBe(200);
    expect(v.corpo.vencimentos.length).toBeGreaterThan(0);
    const dias = v.corpo.vencimentos.map((x: { venceEm: string }) => x.venceEm);
    expect([...dias].sort()).toEqual(dias);
    const [{ saldo_pontos: saldo }] = await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [m1.id]);
    expect(v.corpo.vencimentos.reduce((s: number, x: { pontos: number }) => s + x.pontos, 0)).toBeLessThanOrEqual(Number(saldo) + 0.001);
    const proximos = await amb.gql(`{ meusProximosVencimentos { venceEm pontos } }`, {}, { token: membro1 });
    expect(proximos.data.meusProximosVencimentos).toEqual(comPontosEmTexto(v.corpo.vencimentos, ['pontos']));
  });

  it('are for members only', async () => {
    for (const caminho of [
      '/api/pontuacoes/aprovadas',
      '/api/pontuacoes/nao-processadas',
      '/api/pontuacoes/codigo/usuario',
      '/api/pontuacoes/meus-vencimentos',
    ]) {
      expect((await amb.rest('GET', caminho, { token: admin })).status).toBe(403);
      expect((await amb.rest('GET', caminho)).status).toBe(401);
    }
    expect((await amb.gql(`{ minhasPontuacoesAprovadas { total } }`, {}, { token: admin })).codigo).toBe('FORBIDDEN');
    expect((await amb.rest('GET', '/api/pontuacoes/aprovadas?sortField=senha', { token: membro1 })).status).toBe(400);
  });
});
