import { LOJA_DEMO_1, LOJA_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

let amb: AmbienteDeTeste;
let redeId: number;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  [{ id: redeId }] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Tintas Litoral'`);
});
afterAll(() => amb.fechar());

/** Cadastrar Loja as the panel sends it: digits only. */
const nova = () => ({
  rede: redeId,
  codigo: 'LT-900',
  cnpj: '11444777000161',
  nomeFantasia: 'Tintas Nova Era',
  razaoSocial: 'Nova Era Comércio de Tintas Ltda',
  responsavel: 'Marta Ribeiro',
  email: 'contato@novaera.com.br',
  telefone: '1133334444',
  celular: '11987654321',
  endCep: '01310100',
  endRua: 'Avenida Paulista',
  endNumero: '1000',
  endComplemento: '',
  endBairro: 'Bela Vista',
  endCidade: 'São Paulo',
  endEstado: 'SP',
  tipoPontuacao: 2,
  fatorPontuacao: 3,
});

async function lojaNoBanco(cnpj: string) {
  const [l] = await amb.ds.query(`SELECT * FROM revendas WHERE cnpj = $1`, [cnpj]);
  return l;
}

describe('Cadastrar Loja: POST /api/revendas', () => {
  it('validates every field with the messages of the form', async () => {
    const token = await amb.entrarPainel(2);
    const casos: [Record<string, unknown>, string][] = [
      [{ ...nova(), rede: '' }, 'Rede obrigatório'],
      [{ ...nova(), rede: undefined }, 'Rede obrigatório'],
      [{ ...nova(), rede: 999999 }, 'Rede não encontrada.'],
      [{ ...nova(), rede: 'Rede Que Não Existe' }, 'Rede não encontrada.'],
      [{ ...nova(), tipoPontuacao: null }, 'Tipo de pontuação obrigatório'],
      [{ ...nova(), tipoPontuacao: 3 }, 'Tipo de pontuação inválido'],
      [{ ...nova(), codigo: ' ' }, 'Código obrigatório'],
      [{ ...nova(), cnpj: '' }, 'CNPJ obrigatório'],
      [{ ...nova(), cnpj: '11.444.777/0001-62' }, 'CNPJ não é válido'],
      [{ ...nova(), cnpj: '11111111111111' }, 'CNPJ não é válido'],
      [{ ...nova(), nomeFantasia: '' }, 'Nome Fantasia obrigatório'],
      [{ ...nova(), razaoSocial: '' }, 'Razão Social obrigatório'],
      [{ ...nova(), responsavel: null }, 'Responsável obrigatório'],
      [{ ...nova(), email: '' }, 'Email obrigatório'],
      [{ ...nova(), email: 'sem-arroba' }, 'Email inválido'],
      [{ ...nova(), telefone: '(11) 3333-44' }, 'Telefone inválido'],
      [{ ...nova(), celular: '' }, 'Celular obrigatório'],
      [{ ...nova(), celular: '119876' }, 'Celular inválido'],
      [{ ...nova(), endCep: '' }, 'CEP obrigatório'],
      [{ ...nova(), endCep: '0131010' }, 'CEP inválido'],
      [{ ...nova(), endRua: '' }, 'Rua obrigatório'],
      [{ ...nova(), endNumero: '' }, 'Número obrigatório'],
      [{ ...nova(), endBairro: '' }, 'Bairro obrigatório'],
      [{ ...nova(), endCidade: '' }, 'Cidade obrigatório'],
      [{ ...nova(), endEstado: '' }, 'Estado obrigatório'],
      [{ ...nova(), endEstado: 'SPX' }, 'Estado deve ter no máximo 2 caracteres.'],
      [{ ...nova(), endEstado: 'XX' }, 'Estado inválido'],
      [{ ...nova(), fatorPontuacao: 11 }, 'Fator de pontuação inválido'],
      [{ ...nova(), fatorPontuacao: 1.5 }, 'Fator de pontuação inválido'],
      [{ ...nova(), cenario: 4 }, 'Cenário inválido'],
      [{ ...nova(), cnpjCddRevendaMaster: '123' }, 'CNPJ CDD Revenda Master inválido'],
      [{ ...nova(), lancamentoManual: 'talvez' }, 'Lançamento manual inválido'],
      [{ ...nova(), nomeFantasia: ['a'] }, 'Nome Fantasia inválido'],
    ];
    for (const [corpo, erro] of casos) {
      const r = await amb.rest('POST', '/api/revendas', { token, corpo });
      expect({ corpo, status: r.status, erro: r.corpo.erro }).toEqual({ corpo, status: 400, erro });
    }
    expect(await lojaNoBanco('11444777000161')).toBeUndefined();
    expect((await amb.rest('POST', '/api/revendas', { token, bruto: 'nada' })).status).toBe(400);
  });

  it('creates the store with digits only, active and with redemption not released, and records it', async () => {
    const token = await amb.entrarPainel(1);
    const r = await amb.rest('POST', '/api/revendas', {
      token,
      corpo: {
        ...nova(),
        cnpj: '11.444.777/0001-61',
        celular: '(11) 98765-4321',
        telefone: '(11) 3333-4444',
        endCep: '01310-100',
        endEstado: 'sp',
        cnpjCddRevendaMaster: '11.222.333/0001-81',
        lancamentoRelatorio: 1,
        resgateLiberado: true,
        ativo: false,
      },
    });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({
      cnpj: '11444777000161',
      celular: '11987654321',
      telefone: '1133334444',
      endCep: '01310100',
      endEstado: 'SP',
      endComplemento: null,
      cnpjCddRevendaMaster: '11222333000181',
      rede: 'Tintas Litoral',
      redeId,
      tipoPontuacao: 2,
      fatorPontuacao: 3,
      cenario: 0,
      lancamentoRelatorio: true,
      lancamentoManual: false,
      resgateLiberado: false,
      ativo: true,
    });
    expect(r.corpo.numeroParceiros).toBeUndefined();
    const [log] = await amb.ds.query(`SELECT responsavel_nome, parametros FROM logs WHERE tipo = 'revenda.criar' ORDER BY id DESC LIMIT 1`);
    expect(log).toMatchObject({ responsavel_nome: 'Otávio Operador', parametros: { id: r.corpo.id, cnpj: '11444777000161', codigo: 'LT-900' } });
  });

  it('duplicates: CNPJ já cadastrado, Código em uso por outra Loja (409); the network may be named', async () => {
    const token = await amb.entrarPainel(2);
    const cnpj = await amb.rest('POST', '/api/revendas', { token, corpo: { ...nova(), codigo: 'OUTRO' } });
    expect(cnpj).toEqual({ status: 409, corpo: { erro: 'CNPJ já cadastrado' } });
    const codigo = await amb.rest('POST', '/api/revendas', { token, corpo: { ...nova(), cnpj: '45997418000153', codigo: 'L0001' } });
    expect(codigo).toEqual({ status: 409, corpo: { erro: 'Código em uso por outra Loja' } });
    const porNome = await amb.rest('POST', '/api/revendas', { token, corpo: { ...nova(), cnpj: '45997418000153', codigo: 'LT-901', rede: 'tintas litoral' } });
    expect(porNome.corpo).toMatchObject({ redeId, fatorPontuacao: 3 });
  });

  it('only roles 1, 2 and 5 create; a network the role cannot see is refused', async () => {
    for (const papel of [0, 3, 4]) {
      expect((await amb.rest('POST', '/api/revendas', { token: await amb.entrarPainel(papel), corpo: nova() })).status).toBe(403);
    }
    const [encerrada] = await amb.ds.query(`SELECT id FROM redes WHERE NOT ativo LIMIT 1`);
    const r = await amb.rest('POST', '/api/revendas', {
      token: await amb.entrarPainel(5),
      corpo: { ...nova(), rede: encerrada.id, cnpj: '06990590000123', codigo: 'X1' },
    });
    expect(r).toEqual({ status: 400, corpo: { erro: 'Rede não encontrada.' } });
  });
});

describe('PUT /api/revendas/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await lojaNoBanco('11444777000161')).id;
  });

  it('the edit dialog (roles 1, 2, 5): cenario and friends; fields left out stay; email optional', async () => {
    const token = await amb.entrarPainel(5);
    const r = await amb.rest('PUT', `/api/revendas/${id}`, {
      token,
      corpo: { cenario: 2, fatorPontuacao: 10, tipoPontuacao: 0, lancamentoManual: true, lancamentoRelatorio: false, email: '', cnpjCddRevendaMaster: '' },
    });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({
      cenario: 2,
      fatorPontuacao: 10,
      tipoPontuacao: 0,
      lancamentoManual: true,
      lancamentoRelatorio: false,
      email: null,
      cnpjCddRevendaMaster: null,
      nomeFantasia: 'Tintas Nova Era',
      codigo: 'LT-900',
    });
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'revenda.editar' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros.antes).toMatchObject({ cenario: 0, fatorPontuacao: 3, email: 'contato@novaera.com.br' });
    expect(log.parametros.depois).toMatchObject({ cenario: 2, fatorPontuacao: 10, email: null });
    expect(Object.keys(log.parametros.depois)).not.toContain('nomeFantasia');
  });

  it('validates the whole store; duplicates are 409; moving to another network works', async () => {
    const token = await amb.entrarPainel(1);
    const casos: [Record<string, unknown>, number, string][] = [
      [{ nomeFantasia: '' }, 400, 'Nome Fantasia obrigatório'],
      [{ cenario: 9 }, 400, 'Cenário inválido'],
      [{ celular: '123' }, 400, 'Celular inválido'],
      [{ rede: null }, 400, 'Rede obrigatório'],
      [{ codigo: 'L0002' }, 409, 'Código em uso por outra Loja'],
      [{ cnpj: LOJA_DEMO_2 }, 409, 'CNPJ já cadastrado'],
      [{}, 400, 'Requisição inválida.'],
    ];
    for (const [corpo, status, erro] of casos) {
      const r = await amb.rest('PUT', `/api/revendas/${id}`, { token, corpo });
      expect({ corpo, status: r.status, erro: r.corpo.erro }).toEqual({ corpo, status, erro });
    }
    expect((await lojaNoBanco('11444777000161')).codigo).toBe('LT-900');
    const [horizonte] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Rede Horizonte'`);
    const movida = await amb.rest('PUT', `/api/revendas/${id}`, { token, corpo: { rede: horizonte.id, codigo: 'LT-900A' } });
    expect(movida.corpo).toMatchObject({ rede: 'Rede Horizonte', codigo: 'LT-900A' });
    expect((await amb.rest('PUT', `/api/revendas/${id}`, { token: await amb.entrarPainel(0), corpo: { cenario: 1 } })).status).toBe(403);
  });

  it('resgateLiberado and ativo switches: roles 2 and 5 only, persisted and recorded', async () => {
    const plus = await amb.entrarPainel(5);
    expect((await amb.rest('PUT', `/api/revendas/${id}`, { token: await amb.entrarPainel(1), corpo: { resgateLiberado: true } })).status).toBe(403);
    const r = await amb.rest('PUT', `/api/revendas/${id}`, { token: plus, corpo: { resgateLiberado: true } });
    expect(r.corpo.resgateLiberado).toBe(true);
    expect((await lojaNoBanco('11444777000161')).resgate_liberado).toBe(true);
    expect((await amb.rest('PUT', `/api/revendas/${id}`, { token: plus, corpo: { resgateLiberado: 'x' } })).corpo).toEqual({
      erro: 'Resgate liberado inválido',
      campo: 'resgateLiberado',
    });
    const inativa = await amb.rest('PUT', `/api/revendas/${id}`, { token: await amb.entrarPainel(2), corpo: { ativo: 0 } });
    expect(inativa.corpo.ativo).toBe(false);
    expect((await amb.rest('GET', `/api/revendas/${id}`, { token: await amb.entrarPainel(1) })).status).toBe(404);
    expect((await amb.rest('PUT', `/api/revendas/${id}`, { token: plus, corpo: { ativo: 1 } })).corpo.ativo).toBe(true);
    const logs = await amb.ds.query(`SELECT tipo, parametros FROM logs WHERE tipo IN ('revenda.resgateLiberado', 'revenda.ativo') ORDER BY id`);
    expect(logs.map((l: any) => [l.tipo, l.parametros.resgateLiberado ?? l.parametros.ativo])).toEqual([
      ['revenda.resgateLiberado', true],
      ['revenda.ativo', false],
      ['revenda.ativo', true],
    ]);
  });

  it('role 3 cannot edit, even its own store; unknown ids are 404', async () => {
    const propria = (await lojaNoBanco(LOJA_DEMO_1)).id;
    expect((await amb.rest('PUT', `/api/revendas/${propria}`, { token: await amb.entrarPainel(3), corpo: { cenario: 1 } })).status).toBe(403);
    expect((await amb.rest('PUT', '/api/revendas/999999', { token: await amb.entrarPainel(2), corpo: { cenario: 1 } })).corpo).toEqual({
      erro: 'Loja não encontrada.',
    });
  });
});

describe('DELETE /api/revendas/{id}', () => {
  it('refuses a store with salespeople or sales; deletes an unused one (roles 2 and 5) and drops role-3 grants to it', async () => {
    const admin = await amb.entrarPainel(2);
    const usada = (await lojaNoBanco(LOJA_DEMO_1)).id;
    const recusa = await amb.rest('DELETE', `/api/revendas/${usada}`, { token: admin });
    expect(recusa.status).toBe(409);
    expect(recusa.corpo.erro).toMatch(/^Não é possível excluir a loja/);
    const livre = (await lojaNoBanco('45997418000153')).id;
    await amb.ds.query(`UPDATE usuarios SET id_revendas_permitidas = array_append(id_revendas_permitidas, $1) WHERE permissao = 3`, [livre]);
    expect((await amb.rest('DELETE', `/api/revendas/${livre}`, { token: await amb.entrarPainel(1) })).status).toBe(403);
    const ok = await amb.rest('DELETE', `/api/revendas/${livre}`, { token: await amb.entrarPainel(5) });
    expect(ok).toEqual({ status: 200, corpo: { mensagem: 'Loja excluída com sucesso' } });
    expect(await lojaNoBanco('45997418000153')).toBeUndefined();
    const [u] = await amb.ds.query(`SELECT id_revendas_permitidas AS lojas FROM usuarios WHERE permissao = 3`);
    expect(u.lojas).toEqual([usada]);
    expect((await amb.rest('DELETE', `/api/revendas/${livre}`, { token: admin })).status).toBe(404);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'revenda.excluir' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toMatchObject({ id: livre, cnpj: '45997418000153' });
  });

  it('anything else pointing at the store also keeps it, and nothing is half deleted', async () => {
    const admin = await amb.entrarPainel(2);
    const criada = await amb.rest('POST', '/api/revendas', { token: admin, corpo: { ...nova(), cnpj: '06990590000123', codigo: 'REF-1' } });
    await amb.ds.query(`UPDATE usuarios SET id_revendas_permitidas = array_append(id_revendas_permitidas, $1) WHERE permissao = 3`, [criada.corpo.id]);
    await amb.ds.query(`CREATE TABLE referencia_teste (revenda_id integer REFERENCES revendas(id)); INSERT INTO referencia_teste VALUES (${criada.corpo.id})`);
    const r = await amb.rest('DELETE', `/api/revendas/${criada.corpo.id}`, { token: admin });
    expect(r).toEqual({
      status: 409,
      corpo: { erro: 'Não é possível excluir a loja: há vendedores, vendas ou outros registros vinculados a ela. Inative-a em vez de excluir.' },
    });
    expect(await lojaNoBanco('06990590000123')).toBeDefined();
    const [u] = await amb.ds.query(`SELECT id_revendas_permitidas AS lojas FROM usuarios WHERE permissao = 3`);
    expect(u.lojas).toContain(criada.corpo.id);
  });
});

describe('GraphQL writes', () => {
  it('criarRevenda, atualizarRevenda, alterarResgateLiberado, alterarAtivoRevenda, excluirRevenda', async () => {
    const admin = await amb.entrarPainel(2);
    const input = { ...nova(), cnpj: '34.028.316/0001-03', codigo: 'GQL-1', tipoPontuacao: 'FOTO' };
    const ERROS = 'errosDeUsuario { campo mensagem }';
    const falha = await amb.gql(
      `mutation($i: CriarRevendaInput!) { criarRevenda(input: $i) { resultado { id } ${ERROS} } }`,
      { i: { ...input, celular: '119876' } },
      { token: admin },
    );
    expect(falha.data.criarRevenda).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'celular', mensagem: 'Celular inválido' }] });
    const criada = await amb.gql(
      `mutation($i: CriarRevendaInput!) { criarRevenda(input: $i) { resultado { id cnpj rede resgateLiberado tipoPontuacao cenario } } }`,
      { i: input },
      { token: admin },
    );
    const id = criada.data.criarRevenda.resultado.id;
    expect(criada.data.criarRevenda.resultado).toMatchObject({
      cnpj: '34028316000103',
      rede: 'Tintas Litoral',
      resgateLiberado: false,
      tipoPontuacao: 'FOTO',
      cenario: 'INICIAL',
    });
    const editada = await amb.gql(
      `mutation($id: ID!) { atualizarRevenda(input: { id: $id, cenario: C }) { resultado { cenario codigo } } }`,
      { id },
      { token: await amb.entrarPainel(1) },
    );
    expect(editada.data.atualizarRevenda.resultado).toEqual({ cenario: 'C', codigo: 'GQL-1' });
    const dup = await amb.gql(`mutation($id: ID!) { atualizarRevenda(input: { id: $id, codigo: "L0001" }) { resultado { id } } }`, { id }, { token: admin });
    expect(dup).toMatchObject({ codigo: 'CONFLICT', mensagem: 'Código em uso por outra Loja' });
    const negado = await amb.gql(
      `mutation($id: ID!) { alterarResgateLiberado(input: { id: $id, resgateLiberado: true }) { resultado { id } } }`,
      { id },
      { token: await amb.entrarPainel(1) },
    );
    expect(negado.codigo).toBe('FORBIDDEN');
    const liberada = await amb.gql(
      `mutation($id: ID!) { alterarResgateLiberado(input: { id: $id, resgateLiberado: true }) { resultado { resgateLiberado } } }`,
      { id },
      { token: await amb.entrarPainel(5) },
    );
    expect(liberada.data.alterarResgateLiberado.resultado.resgateLiberado).toBe(true);
    const inativa = await amb.gql(
      `mutation($id: ID!) { alterarAtivoRevenda(input: { id: $id, ativo: false }) { resultado { ativo } } }`,
      { id },
      { token: admin },
    );
    expect(inativa.data.alterarAtivoRevenda.resultado.ativo).toBe(false);
    expect(
      (await amb.gql(`mutation($id: ID!) { excluirRevenda(input: { id: $id }) { resultado } }`, { id }, { token: await amb.entrarPainel(1) })).codigo,
    ).toBe('FORBIDDEN');
    expect(
      (await amb.gql(`mutation($id: ID!) { excluirRevenda(input: { id: $id }) { resultado } }`, { id }, { token: admin })).data.excluirRevenda.resultado,
    ).toBe(id);
  });
});
