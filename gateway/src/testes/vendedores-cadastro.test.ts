import { AmbienteDeTeste } from '../testing/ambiente';
import { cpfDe } from '../seed/gerador';
import { LOJA_DEMO_1, LOJA_DEMO_2, PARCEIRO_DEMO_1 } from '../seed/demo';

/** Vendedores Lojas, writing side: registration, edition, status change with history, deletion. */

let amb: AmbienteDeTeste;
let admin: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
});
afterAll(() => amb.fechar());

let sequencia = 0;
const novoCpf = () => cpfDe(987000000 + ++sequencia * 13);
const hoje = new Date();
const yyyymmdd = (anosAtras: number, dias = 0) => {
  const d = new Date(Date.UTC(hoje.getUTCFullYear() - anosAtras, hoje.getUTCMonth(), hoje.getUTCDate() + dias));
  return d.toISOString().slice(0, 10).replace(/-/g, '');
};

const formulario = (extra: Record<string, unknown> = {}) => ({
  cnpjRevenda: '11.222.333/0001-81',
  nome: 'Marina  Teixeira Rocha',
  cpf: novoCpf(),
  telefone: '(11) 3333-4444',
  celular: '(11) 98888-7777',
  email: 'Marina.Rocha@Exemplo.com.br',
  dataNascimento: '19920315',
  sexo: 'F',
  endCep: '01310-100',
  endRua: 'Avenida Paulista',
  endNumero: '1000',
  endComplemento: 'Conjunto 12',
  endBairro: 'Bela Vista',
  endCidade: 'São Paulo',
  endEstado: 'sp',
  hobby: 'Corrida',
  ...extra,
});

const umParceiro = async (cpf: string) => (await amb.ds.query(`SELECT * FROM parceiros WHERE cpf = $1`, [cpf]))[0];

describe('POST /api/parceiros (staff registration), GraphQL criarParceiro', () => {
  it('registers a salesperson with digits-only fields and records it', async () => {
    const dados = formulario();
    const r = await amb.rest('POST', '/api/parceiros', { token: admin, corpo: dados });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({
      nome: 'Marina Teixeira Rocha',
      cpf: dados.cpf,
      celular: '11988887777',
      telefone: '1133334444',
      email: 'marina.rocha@exemplo.com.br',
      dataNascimento: '1992-03-15',
      sexo: 'F',
      endCep: '01310100',
      endEstado: 'SP',
      cnpjRevenda: LOJA_DEMO_1,
      revenda: 'Tintas Horizonte Paulista',
      rede: 'Rede Horizonte',
      ativo: true,
      aceitouRegulamento: false,
      saldoPontos: 0,
      diasSemAcesso: null,
    });
    const salvo = await umParceiro(dados.cpf);
    expect(salvo.senha_hash).toBeNull();
    const [log] = await amb.ds.query(`SELECT responsavel_nome, parametros FROM logs WHERE tipo = 'parceiro.criar' ORDER BY id DESC LIMIT 1`);
    expect(log).toMatchObject({ responsavel_nome: 'Adriana Administradora', parametros: { id: r.corpo.id, cpf: dados.cpf } });
  });

  it('validates every field with the contract messages, saving nothing', async () => {
    const antes = (await amb.ds.query(`SELECT count(*)::int AS n FROM parceiros`))[0].n;
    const casos: [Record<string, unknown>, string][] = [
      [{ sexo: '' }, 'Sexo obrigatório'],
      [{ sexo: 'X' }, 'Sexo inválido'],
      [{ cnpjRevenda: '' }, 'Loja obrigatório'],
      [{ cnpjRevenda: '11.222.333/0001-82' }, 'CNPJ não é válido'],
      [{ cnpjRevenda: '04.252.011/0001-10' }, 'Loja não encontrada.'],
      [{ nome: '   ' }, 'Nome obrigatório'],
      [{ cpf: '' }, 'CPF obrigatório'],
      [{ cpf: '123.456.789-00' }, 'CPF não é válido'],
      [{ cpf: '111.111.111-11' }, 'CPF não é válido'],
      [{ dataNascimento: '' }, 'Data de Nascimento obrigatório'],
      [{ dataNascimento: '1992031' }, 'Data de Nascimento inválido'],
      [{ dataNascimento: '19920231' }, 'Data de Nascimento inválido'],
      [{ dataNascimento: yyyymmdd(-1) }, 'Data de Nascimento inválido'],
      [{ dataNascimento: '18990101' }, 'Data de Nascimento inválido'],
      [{ dataNascimento: yyyymmdd(18, 1) }, 'O vendedor deve ter 18 anos ou mais.'],
      [{ dataNascimento: yyyymmdd(12) }, 'O vendedor deve ter 18 anos ou mais.'],
      [{ celular: '' }, 'Celular obrigatório'],
      [{ celular: '(11) 9888-777' }, 'Celular inválido'],
      [{ telefone: '3333-4444' }, 'Telefone inválido'],
      [{ email: 'sem-arroba' }, 'Email inválido'],
      [{ endCep: '' }, 'CEP obrigatório'],
      [{ endCep: '01310-10' }, 'CEP inválido'],
      [{ endRua: '' }, 'Rua obrigatório'],
      [{ endNumero: '' }, 'Número obrigatório'],
      [{ endBairro: '' }, 'Bairro obrigatório'],
      [{ endCidade: '' }, 'Cidade obrigatório'],
      [{ endEstado: '' }, 'Estado obrigatório'],
      [{ endEstado: 'XX' }, 'Estado inválido'],
      [{ endEstado: 'São Paulo' }, 'Estado deve ter no máximo 2 caracteres.'],
      [{ nome: { $ne: 1 } }, 'Nome inválido'],
      [{ nome: 'x'.repeat(161) }, 'Nome deve ter no máximo 160 caracteres.'],
    ];
    for (const [extra, erro] of casos) {
      const r = await amb.rest('POST', '/api/parceiros', { token: admin, corpo: formulario(extra) });
      expect({ extra, r: r.corpo.erro, status: r.status }).toEqual({ extra, r: erro, status: 400 });
    }
    // Optional fields may be blank.
    const opcionais = await amb.rest('POST', '/api/parceiros', {
      token: admin,
      corpo: formulario({ telefone: '', email: null, endComplemento: '', hobby: undefined }),
    });
    expect(opcionais.status).toBe(201);
    expect((await amb.ds.query(`SELECT count(*)::int AS n FROM parceiros`))[0].n).toBe(antes + 1);
    expect((await amb.rest('POST', '/api/parceiros', { token: admin, bruto: '[1]' })).corpo).toEqual({ erro: 'Requisição inválida.', campo: null });
    expect((await amb.rest('POST', '/api/parceiros', { token: admin, bruto: '{"nome":' })).status).toBe(400);
  });

  it('refuses a duplicate CPF with 409, masked or not', async () => {
    const r = await amb.rest('POST', '/api/parceiros', { token: admin, corpo: formulario({ cpf: '700.000.007-44' }) });
    expect(r).toEqual({ status: 409, corpo: { erro: 'Vendedor Loja já cadastrado' } });
  });

  it('refuses inactive stores and stores outside the caller networks', async () => {
    await amb.ds.query(`UPDATE revendas SET ativo = false WHERE cnpj = $1`, [LOJA_DEMO_2]);
    const inativa = await amb.rest('POST', '/api/parceiros', { token: admin, corpo: formulario({ cnpjRevenda: LOJA_DEMO_2 }) });
    expect(inativa).toEqual({ status: 400, corpo: { erro: 'A loja está inativa: não é possível vincular vendedores a ela.' } });
    await amb.ds.query(`UPDATE revendas SET ativo = true WHERE cnpj = $1`, [LOJA_DEMO_2]);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = ARRAY(SELECT rede_id FROM revendas WHERE cnpj = $1) WHERE permissao = 5`, [LOJA_DEMO_2]);
    const plus = await amb.entrarPainel(5);
    const fora = await amb.rest('POST', '/api/parceiros', { token: plus, corpo: formulario() });
    expect(fora).toEqual({ status: 400, corpo: { erro: 'Loja não encontrada.' } });
    expect((await amb.rest('POST', '/api/parceiros', { token: plus, corpo: formulario({ cnpjRevenda: LOJA_DEMO_2 }) })).status).toBe(201);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 5`);
  });

  it('is for roles 1, 2 and 5 only (without a staff token it is the self-registration)', async () => {
    // Without a panel token the same path is the member's own registration, which needs a password.
    const publico = await amb.rest('POST', '/api/parceiros', { corpo: formulario(), cabecalhos: { 'x-forwarded-for': '10.5.5.5' } });
    expect(publico.status).toBe(400);
    for (const papel of [0, 3, 4]) {
      expect((await amb.rest('POST', '/api/parceiros', { token: await amb.entrarPainel(papel), corpo: formulario() })).status).toBe(403);
    }
    expect((await amb.rest('POST', '/api/parceiros', { token: await amb.entrarPainel(1), corpo: formulario() })).status).toBe(201);
  });

  it('GraphQL criarParceiro applies the same rules', async () => {
    const m = `mutation($i: CriarParceiroInput!) { criarParceiro(input: $i) { resultado { id cpf revenda dataNascimento } errosDeUsuario { campo mensagem } } }`;
    const dados = formulario();
    const r = await amb.gql(m, { i: dados }, { token: admin });
    expect(r.data.criarParceiro).toMatchObject({ resultado: { cpf: dados.cpf, dataNascimento: '1992-03-15' }, errosDeUsuario: [] });
    expect(await amb.gql(m, { i: dados }, { token: admin })).toMatchObject({ codigo: 'CONFLICT', mensagem: 'Vendedor Loja já cadastrado' });
    const semSexo = await amb.gql(m, { i: formulario({ sexo: '' }) }, { token: admin });
    expect(semSexo.data.criarParceiro).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'sexo', mensagem: 'Sexo obrigatório' }] });
    expect((await amb.gql(m, { i: formulario() }, { token: await amb.entrarPainel(0) })).codigo).toBe('FORBIDDEN');
  });
});

describe('PUT /api/parceiros/{id} with the form fields, GraphQL atualizarParceiro', () => {
  it('edits (absent fields keep their value) for roles 1 and 2 and records it', async () => {
    const criado = (await amb.rest('POST', '/api/parceiros', { token: admin, corpo: formulario() })).corpo;
    const r = await amb.rest('PUT', `/api/parceiros/${criado.id}`, {
      token: await amb.entrarPainel(1),
      corpo: { nome: 'Marina T. Rocha', cnpjRevenda: LOJA_DEMO_2, hobby: '' },
    });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({
      id: criado.id,
      nome: 'Marina T. Rocha',
      cnpjRevenda: LOJA_DEMO_2,
      hobby: null,
      celular: '11988887777',
      email: criado.email,
    });
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'parceiro.editar' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toEqual({ id: criado.id, campos: ['cnpjRevenda', 'nome', 'hobby'] });
    // The whole record is validated: an edition cannot blank a required field.
    const vazio = await amb.rest('PUT', `/api/parceiros/${criado.id}`, { token: admin, corpo: { endBairro: '' } });
    expect(vazio).toEqual({ status: 400, corpo: { erro: 'Bairro obrigatório', campo: 'endBairro' } });
    expect(await amb.rest('PUT', `/api/parceiros/${criado.id}`, { token: admin, corpo: { cpf: PARCEIRO_DEMO_1 } })).toEqual({
      status: 409,
      corpo: { erro: 'Vendedor Loja já cadastrado' },
    });
    expect((await amb.rest('PUT', `/api/parceiros/${criado.id}`, { token: admin, corpo: {} })).corpo).toEqual({
      erro: 'Informe os dados a atualizar.',
      campo: null,
    });
    // An edition never flips the status on the side; an unchanged ativo is accepted.
    const lado = await amb.rest('PUT', `/api/parceiros/${criado.id}`, { token: admin, corpo: { nome: 'Outra', ativo: 0 } });
    expect(lado).toEqual({ status: 400, corpo: { erro: 'Para alterar o status, envie apenas ativo e justificativa.' } });
    expect(
      (await amb.rest('PUT', `/api/parceiros/${criado.id}`, { token: admin, corpo: { nome: 'Marina Rocha', ativo: 1, saldoPontos: 999 } })).corpo.saldoPontos,
    ).toBe(0);
  });

  it('is refused to roles 0, 3, 4 and 5; unknown or invisible ids are 404', async () => {
    const [p] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    for (const papel of [0, 3, 4, 5]) {
      expect((await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: await amb.entrarPainel(papel), corpo: { nome: 'X' } })).status).toBe(403);
    }
    expect((await amb.rest('PUT', '/api/parceiros/999999', { token: admin, corpo: { nome: 'X' } })).status).toBe(404);
    expect((await amb.rest('PUT', '/api/parceiros/1.5', { token: admin, corpo: { nome: 'X' } })).status).toBe(400);
    const [inativo] = await amb.ds.query(`SELECT id FROM parceiros WHERE NOT ativo LIMIT 1`);
    expect((await amb.rest('PUT', `/api/parceiros/${inativo.id}`, { token: await amb.entrarPainel(1), corpo: { nome: 'X' } })).status).toBe(404);
  });

  it('GraphQL atualizarParceiro', async () => {
    const [p] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const m = `mutation($i: AtualizarParceiroInput!) { atualizarParceiro(input: $i) { resultado { nome hobby } errosDeUsuario { campo mensagem } } }`;
    const r = await amb.gql(m, { i: { id: p.id, hobby: 'Pesca' } }, { token: admin });
    expect(r.data.atualizarParceiro).toEqual({ resultado: { nome: 'Carlos Eduardo Pereira', hobby: 'Pesca' }, errosDeUsuario: [] });
    expect((await amb.gql(m, { i: { id: p.id, celular: '123' } }, { token: admin })).data.atualizarParceiro.errosDeUsuario).toEqual([
      { campo: 'celular', mensagem: 'Celular inválido' },
    ]);
    expect((await amb.gql(m, { i: { id: p.id } }, { token: admin })).data.atualizarParceiro.errosDeUsuario).toEqual([
      { campo: null, mensagem: 'Informe os dados a atualizar.' },
    ]);
  });
});

describe('status change: PUT /api/parceiros/{id} {ativo, justificativa}, GraphQL alterarStatusParceiro', () => {
  it('changes the status and writes the history entry, for role 2 only', async () => {
    const [p] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    expect((await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: await amb.entrarPainel(1), corpo: { ativo: 0, justificativa: 'x' } })).status).toBe(403);
    const sem = await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: admin, corpo: { ativo: 0, justificativa: '  ' } });
    expect(sem).toEqual({ status: 400, corpo: { erro: 'Por favor, informe uma justificativa', campo: 'justificativa' } });
    expect((await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: admin, corpo: { ativo: 0 } })).corpo.erro).toBe('Por favor, informe uma justificativa');
    expect((await umParceiro(PARCEIRO_DEMO_1)).ativo).toBe(true);

    const r = await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: admin, corpo: { ativo: 0, justificativa: 'Saiu da loja.' } });
    expect(r.status).toBe(200);
    expect(r.corpo.ativo).toBe(false);
    const historico = await amb.rest('GET', `/api/parceiros/${p.id}/justificativas`, { token: admin });
    expect(historico.corpo[0]).toMatchObject({
      usuario: { nome: 'Adriana Administradora' },
      status_anterior: 1,
      status_novo: 0,
      justificativa: 'Saiu da loja.',
    });
    // An inactive member can no longer use the storefront.
    const login = await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: PARCEIRO_DEMO_1, senha: 'Demo@2026' } });
    expect(login.status).toBe(403);
    expect(await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: admin, corpo: { ativo: false, justificativa: 'De novo.' } })).toEqual({
      status: 400,
      corpo: { erro: 'O vendedor já está inativo.' },
    });
    expect((await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: admin, corpo: { ativo: 'talvez', justificativa: 'x' } })).corpo.erro).toBe(
      'Ativo inválido',
    );
    expect((await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: admin, corpo: { ativo: 1, justificativa: 'x', nome: 'Y' } })).status).toBe(400);

    const g = await amb.gql(
      `mutation($id: ID!) { alterarStatusParceiro(input: { id: $id, ativo: true, justificativa: "Voltou." }) { resultado { ativo } } }`,
      { id: p.id },
      { token: admin },
    );
    expect(g.data.alterarStatusParceiro).toEqual({ resultado: { ativo: true } });
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM parceiros_justificativas WHERE parceiro_id = $1`, [p.id]);
    expect(n).toBe(4);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'parceiro.status' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toEqual({ id: p.id, ativo: true, justificativa: 'Voltou.' });
    expect(
      (
        await amb.gql(
          `mutation { alterarStatusParceiro(input: { id: ${p.id}, ativo: false, justificativa: "x" }) { resultado { ativo } } }`,
          {},
          { token: await amb.entrarPainel(1) },
        )
      ).codigo,
    ).toBe('FORBIDDEN');
  });

  it('status and history commit together: a failing history write leaves the status untouched', async () => {
    const [p] = await amb.ds.query(`SELECT id, ativo FROM parceiros WHERE ativo ORDER BY id LIMIT 1`);
    await amb.ds.query(`CREATE FUNCTION falhar_historico() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falha simulada'; END $$`);
    await amb.ds.query(`CREATE TRIGGER falhar_historico BEFORE INSERT ON parceiros_justificativas FOR EACH ROW EXECUTE FUNCTION falhar_historico()`);
    try {
      const r = await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: admin, corpo: { ativo: 0, justificativa: 'Teste de atomicidade.' } });
      expect(r).toEqual({ status: 500, corpo: { erro: 'Erro interno. Tente novamente em instantes.' } });
      const [depois] = await amb.ds.query(`SELECT ativo FROM parceiros WHERE id = $1`, [p.id]);
      expect(depois.ativo).toBe(true);
      const [{ n }] = await amb.ds.query(
        `SELECT count(*)::int AS n FROM logs WHERE tipo = 'parceiro.status' AND parametros->>'justificativa' = 'Teste de atomicidade.'`,
      );
      expect(n).toBe(0);
    } finally {
      await amb.ds.query(`DROP TRIGGER falhar_historico ON parceiros_justificativas; DROP FUNCTION falhar_historico()`);
    }
  });
});

describe('DELETE /api/parceiros/{id}, GraphQL excluirParceiro', () => {
  it('refuses a salesperson with sales or points, with a clear message', async () => {
    const [p] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const r = await amb.rest('DELETE', `/api/parceiros/${p.id}`, { token: admin });
    expect(r).toEqual({
      status: 409,
      corpo: { erro: 'Não é possível excluir o vendedor: ele tem vendas ou pontos registrados. Inative-o em vez de excluir.' },
    });
    expect(await umParceiro(PARCEIRO_DEMO_1)).toBeDefined();
  });

  it('deletes one who never scored (with their history), for role 2 only, and records it', async () => {
    const criado = (await amb.rest('POST', '/api/parceiros', { token: admin, corpo: formulario() })).corpo;
    await amb.rest('PUT', `/api/parceiros/${criado.id}`, { token: admin, corpo: { ativo: 0, justificativa: 'Cadastro por engano.' } });
    expect((await amb.rest('DELETE', `/api/parceiros/${criado.id}`, { token: await amb.entrarPainel(1) })).status).toBe(403);
    const r = await amb.rest('DELETE', `/api/parceiros/${criado.id}`, { token: admin });
    expect(r).toEqual({ status: 200, corpo: { mensagem: 'Parceiro excluído com sucesso' } });
    expect(await umParceiro(criado.cpf)).toBeUndefined();
    expect(await amb.ds.query(`SELECT 1 FROM parceiros_justificativas WHERE parceiro_id = $1`, [criado.id])).toEqual([]);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'parceiro.excluir' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toEqual({ id: criado.id, cpf: criado.cpf, nome: criado.nome });
    expect((await amb.rest('DELETE', `/api/parceiros/${criado.id}`, { token: admin })).status).toBe(404);

    const outro = (await amb.rest('POST', '/api/parceiros', { token: admin, corpo: formulario() })).corpo;
    const g = await amb.gql(`mutation($id: ID!) { excluirParceiro(input: { id: $id }) { resultado } }`, { id: outro.id }, { token: admin });
    expect(g.data).toEqual({ excluirParceiro: { resultado: String(outro.id) } });
  });
});
