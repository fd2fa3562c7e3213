import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../core/context';
import { corrigir } from '../modules/pontos/pontos.service';
import { AmbienteDeTeste } from '../testing/ambiente';
import { abrirPontuadas, chamadasPontuadas, Membro, novoNumero } from '../testing/pontuadas';

/**
 * What staff do to a scored sale (spec 2 §2 pontuacoes/pontuado, §3, §4, §7): cancel (reverses the
 * ledger credit exactly once, also under a parallel double click), return to pending (with and
 * without a claim, with the rejection reason) and edit — through REST and GraphQL, with roles. The list and the export are in
 * pontuadas.test.ts.
 */

let amb: AmbienteDeTeste;
let admin: string;
let m1: Membro;
beforeAll(async () => {
  ({ amb, admin, m1 } = await abrirPontuadas());
});
afterAll(() => amb.fechar());
const { vender, saldoDe, estornosDe, listar, cancelar, retornar, semViolacoes } = chamadasPontuadas(() => ({ amb, admin }));

describe('cancel', () => {
  it('reverses the credit once; a second cancel is refused; roles 0 and 3 cannot cancel', async () => {
    const venda = await vender();
    const antes = await saldoDe(m1.id);
    expect((await cancelar(venda.id, await amb.entrarPainel(0))).status).toBe(403);
    expect((await cancelar(venda.id, await amb.entrarPainel(3))).status).toBe(403);
    const r = await cancelar(venda.id);
    expect(r).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.pontuacaoCancelada } });
    expect(await saldoDe(m1.id)).toBeCloseTo(antes - venda.pontos, 2);
    const deNovo = await cancelar(venda.id);
    expect(deNovo).toEqual({ status: 409, corpo: { erro: MENSAGENS.vendaJaCancelada } });
    expect(await estornosDe(venda.id)).toBe(1);
    expect(await cancelar('abc')).toEqual({ status: 400, corpo: { erro: 'Identificador inválido', campo: 'identificador' } });
    const linha = (await listar(`?search=${venda.identificador}`)).corpo.pontuacoes[0];
    expect(linha).toMatchObject({ status: 'cancelada', cancelada: true });
    const h = await amb.rest('GET', `/api/pontuacoes/${venda.id}/historico`, { token: admin });
    expect(h.corpo.historico).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        usuario: { nome: expect.any(String) },
        status_anterior: 'pontuada',
        status_novo: 'cancelada',
        justificativa: 'Venda cancelada',
      },
    ]);
    await semViolacoes();
  });

  it('also reverses a correction made on the sale', async () => {
    const antes = await saldoDe(m1.id);
    const venda = await vender();
    // A positive correction, as Correção de pontuação records it (origin: the sale).
    await corrigir(RequestContext.sistema(amb.ds), {
      parceiroId: m1.id,
      diferenca: 7,
      origem: { tipo: 'venda', id: venda.id },
      motivo: 'Correção de pontuação',
    });
    expect(await saldoDe(m1.id)).toBeCloseTo(antes + venda.pontos + 7, 2);
    expect((await cancelar(venda.id)).status).toBe(200);
    expect(await estornosDe(venda.id)).toBe(2);
    expect(await saldoDe(m1.id)).toBeCloseTo(antes, 2);
    await semViolacoes();
  });

  it('a parallel double cancel (REST and GraphQL) applies once', async () => {
    const venda = await vender();
    const antes = await saldoDe(m1.id);
    const op = await amb.entrarPainel(1);
    const respostas = await Promise.all([
      cancelar(venda.id),
      cancelar(venda.id, op),
      amb.gql(
        `mutation ($id: ID!) { cancelarVendaPontuada(input: { identificador: $id }) { resultado { mensagem } } }`,
        { id: venda.id },
        { token: await amb.entrarPainel(5) },
      ),
      amb.gql(`mutation ($id: ID!) { cancelarVendaPontuada(input: { identificador: $id }) { resultado { mensagem } } }`, { id: venda.id }, { token: admin }),
    ]);
    const ok = respostas.filter((r) => ('corpo' in r ? r.status === 200 : !r.errors));
    expect(ok).toHaveLength(1);
    expect(respostas.filter((r) => ('corpo' in r ? r.status === 409 : r.codigo === 'CONFLICT'))).toHaveLength(3);
    expect(await estornosDe(venda.id)).toBe(1);
    expect(await saldoDe(m1.id)).toBeCloseTo(antes - venda.pontos, 2);
    await semViolacoes();
  });
});

describe('return to pending', () => {
  it('a typed sale without a claim: cancelled, and a new pending claim with its items; twice → 409', async () => {
    const venda = await vender({ itens: [{ codigo: 'SW-ACRPF-BR-18L', qtde: 2, valorUnitario: 100, valorDesconto: 10 }] });
    const antes = await saldoDe(m1.id);
    expect((await retornar(venda.id, await amb.entrarPainel(0))).status).toBe(403);
    const r = await retornar(venda.id);
    expect(r).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.pontuacaoRetornadaPendente } });
    expect(await saldoDe(m1.id)).toBeCloseTo(antes - venda.pontos, 2);
    const [v] = await amb.ds.query(`SELECT cancelada_em FROM vendas WHERE id = $1`, [venda.id]);
    expect(v.cancelada_em).not.toBeNull();
    const claims = await amb.ds.query(`SELECT c.* FROM pontuacoes c WHERE c.id IN (SELECT pontuacao_id FROM pontuacoes_historico WHERE venda_id = $1)`, [
      venda.id,
    ]);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ status: 'pendente', origem: 'digitada', parceiro_id: m1.id, venda_id: null });
    expect(claims[0].itens).toEqual([
      expect.objectContaining({ codigo: 'SW-ACRPF-BR-18L', valor: 95 }),
      expect.objectContaining({ codigo: 'SW-ACRPF-BR-18L', valor: 95 }),
    ]);
    expect(await retornar(venda.id)).toEqual({ status: 409, corpo: { erro: MENSAGENS.vendaJaRetornada } });
    expect(await estornosDe(venda.id)).toBe(1);
    const h = (await amb.rest('GET', `/api/pontuacoes/${venda.id}/historico`, { token: admin })).corpo.historico;
    expect(h.map((e: { status_novo: string }) => e.status_novo)).toEqual(['cancelada', 'pendente', 'retornada']);
    await semViolacoes();
  });

  it('a sale with a file and no claim becomes a photo claim (GraphQL)', async () => {
    const venda = await vender({ linkArquivo: '/api/arquivos/efefefefefefefefefefefefefefefef.pdf' });
    const g = await amb.gql(
      `mutation ($id: ID!) { retornarVendaPendente(input: { identificador: $id }) { resultado { mensagem } } }`,
      { id: venda.id },
      { token: await amb.entrarPainel(5) },
    );
    expect(g.data.retornarVendaPendente.resultado.mensagem).toBe(MENSAGENS.pontuacaoRetornadaPendente);
    const [c] = await amb.ds.query(`SELECT * FROM pontuacoes WHERE link_arquivo = '/api/arquivos/efefefefefefefefefefefefefefefef.pdf'`);
    expect(c).toMatchObject({ status: 'pendente', origem: 'foto', tipo_arquivo: 'pdf', itens: [] });
  });

  it('a sale from a claim that was once rejected: the reason shows; returning puts the same claim back to pending', async () => {
    const [c] = await amb.ds.query(
      `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, link_arquivo, tipo_arquivo) VALUES ($1, $2, 'foto', '/api/arquivos/nota-h3b.jpg', 'jpg') RETURNING id`,
      [m1.id, m1.revenda_id],
    );
    const claimId = String(c.id);
    expect(
      (await amb.rest('POST', '/api/pontuacoes/reprovar', { corpo: { identificador: claimId, reprovadoMotivo: 'Nota Ilegível' }, token: admin })).status,
    ).toBe(200);
    expect((await amb.rest('POST', '/api/pontuacoes/retornar-foto-pendente', { corpo: { identificador: claimId }, token: admin })).status).toBe(200);
    const venda = await vender({ idPontuacao: claimId });

    const linha = (await listar(`?search=${venda.identificador}`)).corpo.pontuacoes[0];
    expect(linha).toMatchObject({ idPontuacao: claimId, reprovadoMotivo: 'Nota Ilegível', linkArquivo: '/api/arquivos/nota-h3b.jpg', tipoArquivo: 'jpg' });
    const motivo = await amb.rest('GET', `/api/pontuacoes/${venda.id}/motivo-reprovacao`, { token: admin });
    expect(motivo.corpo.motivo).toMatchObject({ reprovadoMotivo: 'Nota Ilegível', reprovadoPor: expect.any(String) });
    const gm = await amb.gql(`query ($id: ID!) { motivoReprovacaoDaVenda(id: $id) { reprovadoMotivo } }`, { id: venda.id }, { token: admin });
    expect(gm.data.motivoReprovacaoDaVenda).toEqual({ reprovadoMotivo: 'Nota Ilegível' });

    // Cancelled first: the claim stays 'processada'; then returned: the claim is pending again.
    expect((await cancelar(venda.id)).status).toBe(200);
    expect((await amb.ds.query(`SELECT status FROM pontuacoes WHERE id = $1`, [claimId]))[0].status).toBe('processada');
    expect((await retornar(venda.id)).status).toBe(200);
    const [depois] = await amb.ds.query(`SELECT status, venda_id FROM pontuacoes WHERE id = $1`, [claimId]);
    expect(depois).toEqual({ status: 'pendente', venda_id: null });
    expect(await estornosDe(venda.id)).toBe(1);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM pontuacoes WHERE parceiro_id = $1 AND link_arquivo = '/api/arquivos/nota-h3b.jpg'`, [
      m1.id,
    ]);
    expect(n).toBe(1);
    const gh = await amb.gql(
      `query ($id: ID!) { historicoDaVenda(id: $id) { status_anterior status_novo usuario { nome } } }`,
      { id: venda.id },
      { token: admin },
    );
    expect(gh.data.historicoDaVenda.map((e: { status_novo: string }) => e.status_novo)).toEqual([
      'reprovada',
      'pendente',
      'processada',
      'cancelada',
      'pendente',
      'retornada',
    ]);
    await semViolacoes();
  });
});

describe('edit', () => {
  it('changes the fiscal data, keeps the points; a duplicate document is "Venda já processada"', async () => {
    const a = await vender();
    const b = await vender();
    const novo = novoNumero();
    expect((await amb.rest('PUT', `/api/pontuacoes/${a.id}`, { corpo: { identificador: novo }, token: await amb.entrarPainel(3) })).status).toBe(403);
    const r = await amb.rest('PUT', `/api/pontuacoes/${a.id}`, {
      corpo: { identificador: novo, tipoFiscal: 'C', realizadoEm: '01/01/2026', linkArquivo: '/api/arquivos/01010101010101010101010101010101.png' },
      token: admin,
    });
    expect(r).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.pontuacaoAtualizada } });
    const [v] = await amb.ds.query(
      `SELECT identificador, tipo_fiscal, to_char(realizado_em, 'YYYY-MM-DD') AS dia, link_arquivo, total_pontos FROM vendas WHERE id = $1`,
      [a.id],
    );
    expect(v).toEqual({
      identificador: novo.toUpperCase(),
      tipo_fiscal: 'C',
      dia: '2026-01-01',
      link_arquivo: '/api/arquivos/01010101010101010101010101010101.png',
      total_pontos: a.pontos.toFixed(2),
    });
    const dup = await amb.rest('PUT', `/api/pontuacoes/${b.id}`, { corpo: { identificador: novo, tipoFiscal: 'C' }, token: admin });
    expect(dup).toEqual({ status: 409, corpo: { erro: MENSAGENS.vendaJaProcessada } });
    expect((await amb.rest('PUT', `/api/pontuacoes/${b.id}`, { corpo: { realizadoEm: '2999-01-01' }, token: admin })).status).toBe(400);
    const g = await amb.gql(
      `mutation ($i: EditarVendaPontuadaInput!) { editarVendaPontuada(input: $i) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      { i: { id: b.id, identificador: novo, tipoFiscal: 'N' } },
      { token: admin },
    );
    expect(g.data.editarVendaPontuada).toEqual({ resultado: { mensagem: MENSAGENS.pontuacaoAtualizada }, errosDeUsuario: [] });
    // Malformed input: REST 400 with the field, GraphQL errosDeUsuario with the same field; nothing changes.
    expect(await amb.rest('PUT', `/api/pontuacoes/${b.id}`, { corpo: { realizadoEm: '31/02/2026' }, token: admin })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS.vendaDataInvalida, campo: 'realizadoEm' },
    });
    const gi = await amb.gql(
      `mutation ($i: EditarVendaPontuadaInput!) { editarVendaPontuada(input: $i) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      { i: { id: b.id, identificador: '  ' } },
      { token: admin },
    );
    expect(gi.data.editarVendaPontuada).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'identificador', mensagem: MENSAGENS.vendaCampoObrigatorio('Número fiscal') }],
    });
    const h = (await amb.rest('GET', `/api/pontuacoes/${a.id}/historico`, { token: admin })).corpo.historico;
    expect(h).toEqual([
      expect.objectContaining({ status_novo: 'editada', justificativa: expect.stringContaining(`identificador: ${a.identificador} → ${novo.toUpperCase()}`) }),
    ]);
    expect((await cancelar(a.id)).status).toBe(200);
    expect((await amb.rest('PUT', `/api/pontuacoes/${a.id}`, { corpo: { identificador: 'X1' }, token: admin })).status).toBe(409);
  });
});
