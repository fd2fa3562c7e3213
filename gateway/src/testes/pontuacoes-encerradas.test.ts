import { MENSAGENS } from '@sw/common';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { lerPlanilha } from '../testing/planilha';
import { abrirPontuacoes, chamadasPontuacoes, diaIso, hoje, Membro, novoNumero } from '../testing/pontuacoes-pendentes';

/**
 * How a claim leaves the staff queue (spec 2 §2, §3, §4, §7): processed in Nova venda
 * (venda.idPontuacao), and the closed list (pontuações encerradas) with its export — through REST and
 * GraphQL, with roles and scope. The queue itself, closing, rejecting and returning are in
 * pontuacoes-pendentes.test.ts.
 */

let amb: AmbienteDeTeste;
let admin: string;
let m1: Membro;
let m2: Membro;
beforeAll(async () => {
  ({ amb, admin, m1, m2 } = await abrirPontuacoes());
});
afterAll(() => amb.fechar());
const { novaPontuacao, statusDe, historicoDe, saldoDe, usuarioId, encerrar, reprovar, retornar, pontuar, semViolacoes } = chamadasPontuacoes(() => ({
  amb,
  admin,
}));

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
