import { DataSource } from 'typeorm';
import { RequestContext } from '../core/context';
import { criarDataSource } from '../db/data-source';
import { creditar } from '../modules/pontos/pontos.service';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste, BANCO_DE_TESTE } from '../testing/ambiente';
import { numeroCartao as nc } from '../testing/cartoes';

/** Prepaid cards: registration, one per CPF, the list, the balance file, the member's card and its block/unblock requests. */

let amb: AmbienteDeTeste;
let ds: DataSource;
let ctx: RequestContext;
const tokens: Record<number, string> = {};
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  ds = criarDataSource((amb.ds.options as { url: string }).url, BANCO_DE_TESTE);
  await ds.initialize();
  ctx = RequestContext.sistema(ds);
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
});
afterAll(async () => {
  await ds.destroy();
  await amb.fechar();
});

let seq = 0;
async function novoMembro(): Promise<{ id: number; token: string; cpf: string }> {
  seq += 1;
  const cpf = cpfDe(840000000 + seq * 5903);
  const [p] = await ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
     SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id`,
    [cpf, `Membro Cartão ${seq}`, PARCEIRO_DEMO_1],
  );
  await creditar(ctx, { parceiroId: p.id, pontos: 5000, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: `k${p.id}` } });
  return { id: p.id, token: await amb.entrarLoja(cpf), cpf };
}
const cadastrar = (token: string, corpo: Record<string, unknown>) => amb.rest('POST', '/api/cartoes', { token, corpo });
async function enviar(token: string, conteudo: string, nome = 'saldos.csv') {
  const form = new FormData();
  form.append('arquivo', new Blob([Buffer.from(conteudo, 'utf8')]), nome);
  const r = await fetch(`${amb.url}/api/upload/saldo_cartao`, { method: 'POST', headers: { authorization: token }, body: form });
  return { status: r.status, corpo: (await r.json()) as any };
}

it('Cadastrar Cartão: messages, unique barcode and number, one card per CPF (also in parallel); role 2 only', async () => {
  expect((await cadastrar(tokens[2], { numero: '1' })).corpo.erro).toBe('Informe o código de barras');
  expect((await cadastrar(tokens[2], { codigoBarras: ' ', numero: '1' })).corpo.erro).toBe('Informe o código de barras');
  expect((await cadastrar(tokens[2], { codigoBarras: 'PX-1' })).corpo.erro).toBe('Informe o número');
  expect((await cadastrar(tokens[2], { codigoBarras: 'PX-1', numero: nc(1).replace(/(\d{4})(?=\d)/g, '$1 ') })).corpo).toEqual({
    sucesso: true,
    mensagem: 'Cartão cadastrado com sucesso',
  });
  expect((await cadastrar(tokens[2], { codigoBarras: 'PX-1', numero: nc(9) })).corpo.erro).toBe('Código de barras já cadastrado');
  expect((await cadastrar(tokens[2], { codigoBarras: 'PX-9', numero: nc(1) })).corpo.erro).toBe('Número de cartão já cadastrado');
  for (const p of [0, 1, 3, 4, 5]) expect((await cadastrar(tokens[p], { codigoBarras: 'PX-2', numero: nc(2) })).status).toBe(403);
  const m = await novoMembro();
  expect((await cadastrar(tokens[2], { codigoBarras: 'PX-2', numero: nc(2), cpf: '000.000.000-00' })).corpo.erro).toBe('Nenhum vendedor com este CPF.');
  // Ten registrations for one CPF at once: one card.
  const r = await Promise.all(Array.from({ length: 10 }, (_, i) => cadastrar(tokens[2], { codigoBarras: `PX-P${i}`, numero: nc(700 + i), cpf: m.cpf })));
  expect(r.filter((x) => x.status === 201)).toHaveLength(1);
  expect(new Set(r.filter((x) => x.status !== 201).map((x) => x.corpo.erro))).toEqual(new Set(['Este CPF já tem um cartão.']));
  expect(Number((await ds.query(`SELECT count(*) FROM cartoes WHERE cpf = $1`, [m.cpf]))[0].count)).toBe(1);
  // A stock card handed to a member by registering its barcode and number with the CPF.
  const m2 = await novoMembro();
  expect((await cadastrar(tokens[2], { codigoBarras: 'PX-1', numero: nc(1), cpf: m2.cpf })).corpo.sucesso).toBe(true);
  expect((await ds.query(`SELECT parceiro_id FROM cartoes WHERE codigo_barras = 'PX-1'`))[0].parceiro_id).toBe(m2.id);
  const g = await amb.gql(
    `mutation { cadastrarCartao(input: { codigoBarras: "PX-G", numero: "${nc(555)}" }) { resultado { sucesso mensagem } errosDeUsuario { campo } } }`,
    {},
    { token: tokens[2] },
  );
  expect(g.data.cadastrarCartao).toEqual({ resultado: { sucesso: true, mensagem: 'Cartão cadastrado com sucesso' }, errosDeUsuario: [] });
  // A malformed input: 400 with the message on REST, errosDeUsuario naming the field on GraphQL.
  expect((await cadastrar(tokens[2], { codigoBarras: 'PX-3', numero: nc(3), cpf: '123' })).corpo).toEqual({ erro: 'CPF inválido', campo: 'cpf' });
  const gInvalido = await amb.gql(
    `mutation { cadastrarCartao(input: { codigoBarras: "PX-3", numero: " " }) { resultado { sucesso } errosDeUsuario { campo mensagem } } }`,
    {},
    { token: tokens[2] },
  );
  expect(gInvalido.data.cadastrarCartao).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'numero', mensagem: 'Informe o número' }] });
  // The database holds the rule even without the service.
  await expect(ds.query(`INSERT INTO cartoes (parceiro_id, cpf) VALUES ($1, $2)`, [m2.id, m2.cpf])).rejects.toThrow(/cartoes_(cpf|parceiro)_uq/);
});

it('Cadastrar Cartão: the number is a payment card number (13-19 digits, Luhn), on both doors', async () => {
  const formato = 'Número do cartão inválido: informe de 13 a 19 dígitos, só números.';
  const digito = 'Número do cartão inválido: confira os dígitos (o último não confere).';
  for (const numero of ['1', '506700000000', '50670000000000000000', '5067-0000-ABCD-0017']) {
    expect((await cadastrar(tokens[2], { codigoBarras: 'PX-NUM', numero })).corpo).toEqual({ erro: formato, campo: 'numero' });
  }
  // The last digit one off: the Luhn check fails.
  const errado = nc(4242).slice(0, -1) + String((Number(nc(4242).slice(-1)) + 1) % 10);
  const r = await cadastrar(tokens[2], { codigoBarras: 'PX-NUM', numero: errado });
  expect(r.status).toBe(400);
  expect(r.corpo).toEqual({ erro: digito, campo: 'numero' });
  const g = await amb.gql(
    `mutation($n: String!) { cadastrarCartao(input: { codigoBarras: "PX-NUM", numero: $n }) { resultado { sucesso } errosDeUsuario { campo mensagem } } }`,
    { n: errado },
    { token: tokens[2] },
  );
  expect(g.data.cadastrarCartao).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'numero', mensagem: digito }] });
  expect(Number((await ds.query(`SELECT count(*) FROM cartoes WHERE codigo_barras = 'PX-NUM'`))[0].count)).toBe(0);
  // Hyphens and spaces as printed are accepted and the number is stored as digits only.
  const impresso = nc(4242).replace(/(\d{4})(?=\d)/g, '$1-');
  expect((await cadastrar(tokens[2], { codigoBarras: 'PX-NUM', numero: impresso })).status).toBe(201);
  expect((await ds.query(`SELECT numero FROM cartoes WHERE codigo_barras = 'PX-NUM'`))[0].numero).toBe(nc(4242));
});

it('the list: rede filter, Proxy, paging; roles 1 and 2', async () => {
  const [rede] = await ds.query(`SELECT v.rede_id FROM parceiros p JOIN revendas v ON v.id = p.revenda_id WHERE p.cpf = $1`, [PARCEIRO_DEMO_1]);
  const m = await novoMembro();
  await cadastrar(tokens[2], { codigoBarras: 'PX-LISTA', numero: nc(8888), cpf: m.cpf });
  const r = await amb.rest('GET', `/api/cartoes?rede=${rede.rede_id}&page=1&perPage=100`, { token: tokens[1] });
  expect(r.status).toBe(200);
  const linha = r.corpo.cartoes.find((c: { codigoBarras: string }) => c.codigoBarras === 'PX-LISTA');
  expect(linha).toMatchObject({ parceiro: `Membro Cartão ${seq}`, numero: nc(8888), saldo: 0, cpf: m.cpf });
  expect(r.corpo.cartoes.every((c: { rede: string | null }) => c.rede !== null)).toBe(true);
  const todos = await amb.rest('GET', `/api/cartoes?pagina=1&limite=5`, { token: tokens[2] });
  expect(todos.corpo.count).toBeGreaterThan(r.corpo.totalRecords - 1);
  for (const p of [0, 3, 4, 5]) expect((await amb.rest('GET', '/api/cartoes', { token: tokens[p] })).status).toBe(403);
  const g = await amb.gql(`{ cartoes(input: { busca: "PX-LISTA" }) { total itens { codigoBarras numero parceiro } } }`, {}, { token: tokens[2] });
  expect(g.data.cartoes).toEqual({ total: 1, itens: [{ codigoBarras: 'PX-LISTA', numero: nc(8888), parceiro: `Membro Cartão ${seq}` }] });
});

it('Upload Saldo Cartão: {total}, the message, line errors with line and reason; valid lines applied', async () => {
  await cadastrar(tokens[2], { codigoBarras: 'PX-S1', numero: nc(9101) });
  await cadastrar(tokens[2], { codigoBarras: 'PX-S2', numero: nc(9102) });
  const csv = ['Proxy;numero;saldo;bloqueado', 'PX-S1;;1.234,56;0', `;${nc(9102)};10.5;`, 'PX-NADA;;1;', 'PX-S1;;2;', ';;3;', 'PX-S2;;abc;'].join('\r\n');
  const r = await enviar(tokens[0], csv);
  expect(r.status).toBe(200);
  expect(r.corpo.total).toBe(2);
  expect(r.corpo.mensagem).toBe('2 linhas de saldo processado');
  expect(r.corpo.erros).toEqual([
    { linha: 4, motivo: 'Cartão não encontrado.' },
    { linha: 5, motivo: 'Cartão repetido no arquivo (já está na linha 2).' },
    { linha: 6, motivo: 'Informe o código de barras ou o número do cartão.' },
    { linha: 7, motivo: 'Saldo inválido.' },
  ]);
  const linhas = await ds.query(
    `SELECT codigo_barras, saldo, bloqueado, atualizado_em IS NOT NULL AS datado FROM cartoes WHERE codigo_barras IN ('PX-S1', 'PX-S2') ORDER BY 1`,
  );
  expect(linhas).toEqual([
    { codigo_barras: 'PX-S1', saldo: '1234.56', bloqueado: false, datado: true },
    { codigo_barras: 'PX-S2', saldo: '10.50', bloqueado: true, datado: true },
  ]);
  expect((await enviar(tokens[2], 'nome;valor\r\nx;1')).corpo.erro).toMatch(/codigoBarras \(Proxy\) ou numero/);
  expect((await enviar(tokens[2], 'saldo\r\n1', 'x.txt')).status).toBe(400);
  expect((await enviar(tokens[4], csv)).status).toBe(403);
  expect((await enviar(tokens[3], csv)).status).toBe(403);
});

it("the member's card: states, block only when unblocked, unblock request in progress; never another member's card", async () => {
  const m = await novoMembro();
  expect((await amb.rest('GET', '/api/cartoes/meu', { token: m.token })).corpo).toEqual({ cartao: null });
  // No card yet: the lookup is null and its sibling field still answers.
  const semCartao = await amb.gql(`{ meuCartao { numero } meuParceiro { id } }`, {}, { token: m.token });
  expect(semCartao.data.meuCartao).toBeNull();
  expect(semCartao.data.meuParceiro.id).toBeTruthy();
  await cadastrar(tokens[2], { codigoBarras: `PX-M${m.id}`, numero: nc(600000 + m.id), cpf: m.cpf });
  const status = (numero: string, s: unknown, token = m.token) => amb.rest('POST', '/api/cartoes/status', { token, corpo: { numero, status: s } });
  let meu = (await amb.rest('GET', '/api/cartoes/meu', { token: m.token })).corpo.cartao;
  expect(meu).toMatchObject({ numero: nc(600000 + m.id), bloqueado: 1, emDesbloqueio: false, situacao: 'a_caminho', saldo: 0 });
  expect((await status(nc(600000 + m.id), 1)).corpo.erro).toBe('O cartão já está bloqueado.');
  const d = await status(nc(600000 + m.id), 0);
  expect(d.corpo).toMatchObject({
    sucesso: true,
    mensagem: 'Solicitação de desbloqueio efetuada com sucesso',
    cartao: { bloqueado: 1, emDesbloqueio: true, entregue: true, situacao: 'entregue' },
  });
  expect((await status(nc(600000 + m.id), 0)).corpo.erro).toBe('Já existe uma solicitação de desbloqueio em andamento.');
  // The provider's file confirms the unblock.
  await enviar(tokens[2], `numero;saldo;bloqueado\r\n${nc(600000 + m.id)};50;0`);
  meu = (await amb.gql(`{ meuCartao { bloqueado emDesbloqueio saldo atualizadoEm } }`, {}, { token: m.token })).data.meuCartao;
  expect(meu).toMatchObject({ bloqueado: 0, emDesbloqueio: false, saldo: '50.00' });
  expect(meu.atualizadoEm).toBeTruthy();
  expect((await status(nc(600000 + m.id), 0)).corpo.erro).toBe('O cartão não está bloqueado.');
  const g = await amb.gql(
    `mutation($n: String!) { alterarStatusCartao(input: { numero: $n, status: BLOQUEAR }) { resultado { sucesso mensagem cartao { bloqueado emDesbloqueio } } } }`,
    { n: nc(600000 + m.id) },
    { token: m.token },
  );
  expect(g.data.alterarStatusCartao.resultado).toEqual({
    sucesso: true,
    mensagem: 'Solicitação de bloqueio efetuada com sucesso',
    cartao: { bloqueado: 1, emDesbloqueio: false },
  });
  expect((await status(nc(600000 + m.id), 2)).corpo.erro).toBe('Status inválido. Use 0 (desbloquear) ou 1 (bloquear).');
  // Another member cannot touch it; staff have no member card calls.
  const outro = await novoMembro();
  expect((await status(nc(600000 + m.id), 0, outro.token)).status).toBe(404);
  expect((await status(nc(600000 + m.id), 0, tokens[2])).status).toBe(403);
  expect((await amb.rest('GET', '/api/cartoes/meu', { token: tokens[2] })).status).toBe(403);
});

it("the card desk: mark delivered, block and unblock (ending the member's request), logged; roles 1 and 2; scope", async () => {
  const m = await novoMembro();
  await cadastrar(tokens[2], { codigoBarras: 'PX-BALCAO', numero: nc(7777), cpf: m.cpf });
  const [{ id }] = await ds.query(`SELECT id FROM cartoes WHERE codigo_barras = 'PX-BALCAO'`);
  const atualizar = (token: string, corpo: Record<string, unknown>, alvo: unknown = id) => amb.rest('PUT', `/api/cartoes/${alvo}`, { token, corpo });

  // Delivered by the desk; the member then asks to unblock; the desk unblocks at the issuer's answer, which ends the request.
  const entregue = await atualizar(tokens[1], { entregue: true });
  expect(entregue.status).toBe(200);
  expect(entregue.corpo).toMatchObject({ mensagem: 'Cartão atualizado com sucesso', cartao: { id, entregue: true, bloqueado: 1 } });
  const ultimoLog = async () => (await ds.query(`SELECT parametros FROM logs WHERE tipo = 'cartoes.atualizar' ORDER BY id DESC LIMIT 1`))[0].parametros;
  expect(await ultimoLog()).toEqual({ id, antes: { entregue: false, bloqueado: true }, depois: { entregue: true, bloqueado: true } });
  expect((await amb.rest('POST', '/api/cartoes/status', { token: m.token, corpo: { numero: nc(7777), status: 0 } })).corpo.sucesso).toBe(true);
  expect((await atualizar(tokens[2], { bloqueado: false })).corpo.cartao).toMatchObject({ entregue: true, bloqueado: 0, emDesbloqueio: false });
  expect((await amb.rest('GET', '/api/cartoes/meu', { token: m.token })).corpo.cartao).toMatchObject({
    situacao: 'entregue',
    bloqueado: 0,
    emDesbloqueio: false,
  });
  expect(await ultimoLog()).toEqual({ id, antes: { entregue: true, bloqueado: true }, depois: { entregue: true, bloqueado: false } });

  // GraphQL: only the field sent changes.
  const g = await amb.gql(
    `mutation($id: ID!) { atualizarCartao(input: { id: $id, bloqueado: true }) { resultado { mensagem cartao { entregue bloqueado } } errosDeUsuario { campo mensagem } } }`,
    { id: String(id) },
    { token: tokens[2] },
  );
  expect(g.data.atualizarCartao).toEqual({
    resultado: { mensagem: 'Cartão atualizado com sucesso', cartao: { entregue: true, bloqueado: 1 } },
    errosDeUsuario: [],
  });

  // Refusals: nothing to change, a stock card or one without a number cannot be delivered, bad input, unknown card, other roles.
  expect((await atualizar(tokens[2], {})).corpo.erro).toBe('Informe o que mudar no cartão: entregue ou bloqueado.');
  await cadastrar(tokens[2], { codigoBarras: 'PX-ESTOQUE', numero: nc(7778) });
  const [estoque] = await ds.query(`SELECT id FROM cartoes WHERE codigo_barras = 'PX-ESTOQUE'`);
  expect((await atualizar(tokens[2], { entregue: true }, estoque.id)).corpo.erro).toBe(
    'Cartão em estoque: cadastre o CPF do vendedor antes de marcar a entrega.',
  );
  const [semNumero] = await ds.query(`INSERT INTO cartoes (parceiro_id, cpf, nome) SELECT id, cpf, nome FROM parceiros WHERE id = $1 RETURNING id`, [
    (await novoMembro()).id,
  ]);
  expect((await atualizar(tokens[2], { entregue: true }, semNumero.id)).corpo.erro).toBe('O cartão ainda não foi emitido (sem número).');
  expect(await atualizar(tokens[2], { entregue: 'talvez' })).toEqual({ status: 400, corpo: { erro: expect.any(String), campo: 'entregue' } });
  expect((await atualizar(tokens[2], { entregue: true }, 999999)).status).toBe(404);
  expect((await atualizar(tokens[2], { entregue: true }, 'abc')).status).toBe(400);
  for (const p of [0, 3, 4, 5]) expect((await atualizar(tokens[p], { entregue: true })).status).toBe(403);
  expect((await atualizar(m.token, { entregue: true })).status).toBe(403);
  // A role 1 user limited to another network does not find the card.
  const [outra] = await ds.query(
    `SELECT id FROM redes WHERE id <> (SELECT v.rede_id FROM parceiros p JOIN revendas v ON v.id = p.revenda_id WHERE p.id = $1) LIMIT 1`,
    [m.id],
  );
  const cpfLimitado = cpfDe(860000000 + seq * 11);
  const criado = await amb.rest('POST', '/api/usuarios', {
    token: tokens[2],
    corpo: {
      nome: 'Operador de Outra Rede',
      email: 'outra-rede@exemplo.com.br',
      cpf: cpfLimitado,
      senha: 'uma senha comprida',
      permissao: 1,
      idRedesPermitidas: [outra.id],
    },
  });
  expect(criado.status).toBe(201);
  const limitado = `|${(await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: cpfLimitado, senha: 'uma senha comprida' } })).corpo.token}`;
  expect((await atualizar(limitado, { entregue: false })).status).toBe(404);
});
