import { INICIO_IDS_PONTUACAO, MENSAGENS, MENSAGENS_INTEGRACAO } from '@sw/common';
import { LOJA_DEMO_1, LOJA_DEMO_2, PARCEIRO_DEMO_1 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { numeroCartao } from '../testing/cartoes';
import { LISTAS_COM_REDE } from '../testing/listas-com-rede';
import { esperarRazaoIntegro } from '../testing/razao';

/**
 * REST answers the same way everywhere (docs/decisoes.md, "Uma REST uniforme"; docs/api-changelog.md):
 * the `rede` filter reads an id or a name on every list, report and the dashboard, in the caller's
 * scope; creation is 201 and deletion { mensagem }; a 401 names its challenge; the member reads its
 * own store by CNPJ; a claim id sent to a sale action changes nothing; a credit reference reused
 * with other data is a 409.
 */

let amb: AmbienteDeTeste;
let admin: string;
let rede: { id: number; nome: string };

const REDE_DESCONHECIDA = { status: 404, corpo: { erro: MENSAGENS.redeNaoEncontrada } };

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  [rede] = await amb.ds.query(`SELECT d.id, d.nome FROM redes d JOIN revendas r ON r.rede_id = d.id WHERE r.cnpj = $1`, [LOJA_DEMO_1]);
});
afterAll(() => amb.fechar());

describe('the rede filter', () => {
  it.each(LISTAS_COM_REDE)('%s reads an id or a name (case and accents aside) alike; an unknown network is a 404', async (caminho) => {
    const porId = await amb.rest('GET', `${caminho}rede=${rede.id}`, { token: admin });
    expect(porId.status).toBe(200);
    const gritado = rede.nome.toUpperCase().replace('O', 'Ó');
    const porNome = await amb.rest('GET', `${caminho}rede=${encodeURIComponent(gritado)}`, { token: admin });
    // A list answers the same rows; a file (an export) carries its generation time, so only both succeeding is compared.
    if (typeof porId.corpo === 'object') expect(porNome).toEqual(porId);
    else expect(porNome.status).toBe(200);
    expect(await amb.rest('GET', `${caminho}rede=${encodeURIComponent('Rede Que Não Existe')}`, { token: admin })).toEqual(REDE_DESCONHECIDA);
    expect(await amb.rest('GET', `${caminho}rede=999999`, { token: admin })).toEqual(REDE_DESCONHECIDA);
    // No filter reads every network of the caller.
    expect((await amb.rest('GET', `${caminho}rede=`, { token: admin })).status).toBe(200);
  });

  it('a network name with accents is found without them, and the GraphQL doors read the same way', async () => {
    const [nova] = await amb.ds.query(`INSERT INTO redes (nome, regiao, valor_ponto) VALUES ('Rede São Tomé Filtro', 'Norte', 0.05) RETURNING id`);
    const porId = await amb.rest('GET', `/api/dashboard?rede=${nova.id}`, { token: admin });
    expect(porId.status).toBe(200);
    expect(await amb.rest('GET', `/api/dashboard?rede=${encodeURIComponent('rede sao tome filtro')}`, { token: admin })).toEqual(porId);
    const g = await amb.gql(`{ dashboard(rede: "REDE SAO TOME FILTRO") { revendasCadastradas } }`, {}, { token: admin });
    expect(g.data.dashboard).toEqual({ revendasCadastradas: porId.corpo.revendasCadastradas });
    const cartoes = await amb.gql(`{ cartoes(input: { rede: "999999" }) { total } }`, {}, { token: admin });
    expect([cartoes.codigo, cartoes.mensagem]).toEqual(['NOT_FOUND', MENSAGENS.redeNaoEncontrada]);
  });

  it('role 3 reads only the networks of its stores: another network, by id or name, reads as unknown', async () => {
    const vendedor = await amb.entrarPainel(3);
    const [u] = await amb.ds.query(`SELECT id_revendas_permitidas AS lojas FROM usuarios WHERE permissao = 3 ORDER BY id LIMIT 1`);
    const [outra] = await amb.ds.query(`SELECT id, nome FROM redes WHERE id NOT IN (SELECT rede_id FROM revendas WHERE id = ANY($1)) ORDER BY id LIMIT 1`, [
      u.lojas,
    ]);
    const [propria] = await amb.ds.query(`SELECT d.id, d.nome FROM redes d JOIN revendas r ON r.rede_id = d.id WHERE r.id = $1`, [u.lojas[0]]);
    for (const caminho of ['/api/dashboard?', '/api/pontuacoes?page=1&perPage=5&', '/api/revendas?page=1&perPage=5&']) {
      expect(await amb.rest('GET', `${caminho}rede=${outra.id}`, { token: vendedor })).toEqual(REDE_DESCONHECIDA);
      expect(await amb.rest('GET', `${caminho}rede=${encodeURIComponent(outra.nome)}`, { token: vendedor })).toEqual(REDE_DESCONHECIDA);
      const sua = await amb.rest('GET', `${caminho}rede=${encodeURIComponent(propria.nome)}`, { token: vendedor });
      expect(sua.status).toBe(200);
      expect(await amb.rest('GET', `${caminho}rede=${propria.id}`, { token: vendedor })).toEqual(sua);
    }
  });
});

describe('creation and deletion', () => {
  it('creation answers 201; every DELETE answers { mensagem }', async () => {
    const criada = await amb.rest('POST', '/api/redes', { token: admin, corpo: { nome: `Rede Uniforme ${Date.now()}`, regiao: 'Sul', valorPonto: 0.05 } });
    expect(criada.status).toBe(201);
    expect(await amb.rest('DELETE', `/api/redes/${criada.corpo.id}`, { token: admin })).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.redeExcluida } });
    const cartao = await amb.rest('POST', '/api/cartoes', {
      token: admin,
      corpo: { codigoBarras: `UNI-${Date.now()}`, numero: numeroCartao(Date.now() % 1e10) },
    });
    expect(cartao.status).toBe(201);
    const sessao = await amb.entrarPainel(1);
    expect(await amb.rest('DELETE', '/api/sessoes', { token: sessao })).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.sessaoEncerrada } });
  });
});

describe('401 answers', () => {
  const desafio = async (caminho: string, init: RequestInit = {}) => {
    const r = await fetch(amb.url + caminho, init);
    return { status: r.status, desafio: r.headers.get('www-authenticate') };
  };

  it('carry WWW-Authenticate: Bearer for sessions, ApiKey for the integrator key', async () => {
    const BEARER = { status: 401, desafio: 'Bearer realm="experiencias-sw"' };
    const CHAVE = { status: 401, desafio: 'ApiKey realm="experiencias-sw", header="X-Api-Key"' };
    expect(await desafio('/api/redes')).toEqual(BEARER);
    expect(await desafio('/api/redes', { headers: { authorization: '|token-que-nao-existe' } })).toEqual(BEARER);
    const corpo = JSON.stringify({ cpf: PARCEIRO_DEMO_1, pontos: 1, referencia: 'x' });
    const json = { 'content-type': 'application/json' };
    expect(await desafio('/api/integracoes/pontuacoes', { method: 'POST', headers: json, body: corpo })).toEqual(CHAVE);
    expect(await desafio('/api/integracoes/pontuacoes', { method: 'POST', headers: { ...json, 'X-Api-Key': 'swk_errada' }, body: corpo })).toEqual(CHAVE);
    // 403 and 200 carry none.
    expect(await desafio('/api/redes', { headers: { authorization: admin } })).toEqual({ status: 200, desafio: null });
  });
});

describe('GET /api/revendas/cnpj/{cnpj}', () => {
  it('a member reads its own store’s switches (spec 3 §7); another store is unknown; staff keep { revenda }', async () => {
    const membro = await amb.entrarLoja();
    const [loja] = await amb.ds.query(`SELECT id, nome_fantasia, cenario, resgate_liberado FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
    expect(await amb.rest('GET', `/api/revendas/cnpj/${LOJA_DEMO_1}`, { token: membro })).toEqual({
      status: 200,
      corpo: { id: loja.id, nomeFantasia: loja.nome_fantasia, cnpj: LOJA_DEMO_1, cenario: loja.cenario, resgateLiberado: loja.resgate_liberado },
    });
    expect(await amb.rest('GET', `/api/revendas/cnpj/${LOJA_DEMO_2}`, { token: membro })).toEqual({
      status: 404,
      corpo: { erro: MENSAGENS.lojaNaoEncontrada },
    });
    expect((await amb.rest('GET', `/api/revendas/cnpj/${LOJA_DEMO_1}`)).status).toBe(401);
    const equipe = await amb.rest('GET', `/api/revendas/cnpj/${LOJA_DEMO_2}`, { token: admin });
    expect(equipe.status).toBe(200);
    expect(equipe.corpo.revenda).toMatchObject({ cnpj: LOJA_DEMO_2, cenario: expect.any(Number), resgateLiberado: expect.any(Boolean) });
  });
});

describe('retornar-pontuacao-pendente takes a sale id only', () => {
  it('a claim id sent to it is refused and nothing changes', async () => {
    const [m] = await amb.ds.query(`SELECT id, revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const venda = await amb.rest('POST', '/api/pontuacoes/pontuar', {
      token: admin,
      corpo: {
        venda: {
          cpf: PARCEIRO_DEMO_1,
          tipoFiscal: 'N',
          identificador: `UNI${Date.now() % 1e8}`,
          realizadoEm: new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
          itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: 249.9 }],
        },
      },
    });
    expect(venda.status).toBe(201);
    // venceEm is a calendar day wherever it appears (the panel's scored sale as the member's statement).
    const DIA = /^\d{4}-\d{2}-\d{2}$/;
    const lista = await amb.rest('GET', `/api/pontuacoes?page=1&perPage=5&sortField=id&sortOrder=DESC`, { token: admin });
    expect(lista.corpo.pontuacoes.find((p: { id: string }) => p.id === String(venda.corpo.id)).venceEm).toMatch(DIA);
    const [claim] = await amb.ds.query(
      `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, itens) VALUES ($1, $2, 'digitada', '[]'::jsonb) RETURNING id, status`,
      [m.id, m.revenda_id],
    );
    // Claims and sales no longer share a range, so a claim id never names a sale.
    expect(Number(claim.id)).toBeGreaterThanOrEqual(INICIO_IDS_PONTUACAO);
    const foto = (await amb.ds.query(`SELECT * FROM pontuacoes WHERE id = $1`, [claim.id]))[0];
    const vendas = await amb.ds.query(`SELECT id, cancelada_em FROM vendas ORDER BY id`);
    const saldo = (await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [m.id]))[0].saldo_pontos;
    const r = await amb.rest('POST', '/api/pontuacoes/retornar-pontuacao-pendente', { token: admin, corpo: { identificador: claim.id } });
    expect(r).toEqual({ status: 400, corpo: { erro: MENSAGENS.identificadorDePontuacao } });
    expect((await amb.ds.query(`SELECT * FROM pontuacoes WHERE id = $1`, [claim.id]))[0]).toEqual(foto);
    expect(await amb.ds.query(`SELECT id, cancelada_em FROM vendas ORDER BY id`)).toEqual(vendas);
    expect((await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [m.id]))[0].saldo_pontos).toBe(saldo);
    // Cancelling takes a sale id too, and refuses the claim's the same way.
    expect((await amb.rest('POST', '/api/pontuacoes/cancelar', { token: admin, corpo: { identificador: claim.id } })).status).toBe(400);
    await esperarRazaoIntegro(amb.ds.manager);
  });
});

describe('integrator credits', () => {
  it('201 for a new credit, 200 with the original for the same payload, 409 for the reference with other points or member', async () => {
    const chave = await amb.rest('POST', '/api/integracoes/chaves', { token: admin, corpo: { nome: 'Uniforme', plataforma: 'SW PRO Cursos' } });
    const creditar = (corpo: Record<string, unknown>) =>
      amb.rest('POST', '/api/integracoes/pontuacoes', { corpo, cabecalhos: { 'X-Api-Key': chave.corpo.segredo } });
    const referencia = `uniforme-${Date.now()}`;
    const primeira = await creditar({ cpf: PARCEIRO_DEMO_1, pontos: 40, referencia });
    expect(primeira.status).toBe(201);
    expect(primeira.corpo).toMatchObject({ duplicada: false, pontos: 40 });
    const saldo = async () => (await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]))[0].saldo_pontos;
    const depois = await saldo();
    const repetida = await creditar({ cpf: PARCEIRO_DEMO_1, pontos: '40,00', referencia });
    expect(repetida.status).toBe(200);
    expect(repetida.corpo).toMatchObject({ id: primeira.corpo.id, duplicada: true, mensagem: MENSAGENS_INTEGRACAO.jaRecebida });
    const CONFLITO = { status: 409, corpo: { erro: MENSAGENS_INTEGRACAO.referenciaDivergente } };
    expect(await creditar({ cpf: PARCEIRO_DEMO_1, pontos: 41, referencia })).toEqual(CONFLITO);
    expect(await creditar({ cpf: '800.000.008-33', pontos: 40, referencia })).toEqual(CONFLITO);
    expect(await saldo()).toBe(depois);
    const swpro = await amb.rest('GET', '/api/pontuacoes/swpro', { token: await amb.entrarLoja() });
    expect(swpro.corpo.pontuacoesSwpro.find((p: { id: string }) => p.id === primeira.corpo.id).venceEm).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
