import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../core/context';
import { lerConfiguracoesSistema, pontosDentroDoLimite } from '../modules/configuracoes/configuracoes-sistema.service';
import { AmbienteDeTeste } from '../testing/ambiente';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

const CAMPOS = `limitePontuacao usosSemanaisVoucher voucherAtivo atualizadoPor`;
const ATUALIZAR = `mutation ($input: ConfiguracoesSistemaInput!) { atualizarConfiguracoesSistema(input: $input) { resultado { ${CAMPOS} } errosDeUsuario { campo mensagem } } }`;

async function linha() {
  const [l] = await amb.ds.query(`SELECT limite_pontuacao, usos_semanais_voucher, voucher_ativo FROM configuracoes_sistema`);
  return l;
}

describe('Configurações do sistema — REST', () => {
  it('starts with the defaults: no points limit, 3 weekly voucher uses, vouchers on', async () => {
    const r = await amb.rest('GET', '/api/configuracoes-sistema', { token: await amb.entrarPainel(2) });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ limitePontuacao: 0, usosSemanaisVoucher: 3, voucherAtivo: true });
  });

  it('role 1 changes the three values, sees them back, and the change is audited', async () => {
    const token = await amb.entrarPainel(1);
    const r = await amb.rest('PUT', '/api/configuracoes-sistema', { token, corpo: { limitePontuacao: 5000, usosSemanaisVoucher: 0, voucherAtivo: false } });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ limitePontuacao: 5000, usosSemanaisVoucher: 0, voucherAtivo: false, atualizadoPor: 'Otávio Operador' });
    const lido = await amb.rest('GET', '/api/configuracoes-sistema', { token: await amb.entrarPainel(2) });
    expect(lido.corpo).toMatchObject({ limitePontuacao: 5000, usosSemanaisVoucher: 0, voucherAtivo: false });
    const [log] = await amb.ds.query(`SELECT responsavel_nome, parametros FROM logs WHERE tipo = 'configuracoes.sistema' ORDER BY id DESC LIMIT 1`);
    expect(log).toEqual({
      responsavel_nome: 'Otávio Operador',
      parametros: {
        antes: { limitePontuacao: 0, usosSemanaisVoucher: 3, voucherAtivo: true },
        depois: { limitePontuacao: 5000, usosSemanaisVoucher: 0, voucherAtivo: false },
      },
    });
  });

  it('accepts the contract’s 0/1 and numeric strings', async () => {
    const r = await amb.rest('PUT', '/api/configuracoes-sistema', {
      token: await amb.entrarPainel(2),
      corpo: { limitePontuacao: '1200', usosSemanaisVoucher: '4', voucherAtivo: 1 },
    });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ limitePontuacao: 1200, usosSemanaisVoucher: 4, voucherAtivo: true });
  });

  it.each([
    [{ usosSemanaisVoucher: 3, voucherAtivo: true }, 'Limite de pontuação obrigatório'],
    [{ limitePontuacao: '', usosSemanaisVoucher: 3, voucherAtivo: true }, 'Limite de pontuação obrigatório'],
    [{ limitePontuacao: 10, voucherAtivo: true }, 'Usos semanais do voucher obrigatório'],
    [{ limitePontuacao: 10, usosSemanaisVoucher: null, voucherAtivo: true }, 'Usos semanais do voucher obrigatório'],
    [{ limitePontuacao: 10, usosSemanaisVoucher: 3 }, 'Voucher ativo obrigatório'],
    [{ limitePontuacao: 10, usosSemanaisVoucher: -1, voucherAtivo: true }, MENSAGENS.usosSemanaisInvalido],
    [{ limitePontuacao: 10, usosSemanaisVoucher: 1.5, voucherAtivo: true }, MENSAGENS.usosSemanaisInvalido],
    [{ limitePontuacao: 10, usosSemanaisVoucher: 'três', voucherAtivo: true }, MENSAGENS.usosSemanaisInvalido],
    [{ limitePontuacao: -5, usosSemanaisVoucher: 3, voucherAtivo: true }, MENSAGENS.limitePontuacaoInvalido],
    [{ limitePontuacao: 99.5, usosSemanaisVoucher: 3, voucherAtivo: true }, MENSAGENS.limitePontuacaoInvalido],
    [{ limitePontuacao: { x: 1 }, usosSemanaisVoucher: 3, voucherAtivo: true }, MENSAGENS.limitePontuacaoInvalido],
    [{ limitePontuacao: 1e12, usosSemanaisVoucher: 3, voucherAtivo: true }, MENSAGENS.limitePontuacaoInvalido],
    [{ limitePontuacao: 10, usosSemanaisVoucher: 3, voucherAtivo: 'talvez' }, 'Voucher ativo inválido'],
  ])('refuses %j with a clear message and saves nothing', async (corpo, erro) => {
    const antes = await linha();
    const r = await amb.rest('PUT', '/api/configuracoes-sistema', { token: await amb.entrarPainel(2), corpo });
    expect(r).toMatchObject({ status: 400, corpo: { erro } });
    expect(await linha()).toEqual(antes);
  });

  it('refuses a body that is not a JSON object', async () => {
    const token = await amb.entrarPainel(2);
    expect((await amb.rest('PUT', '/api/configuracoes-sistema', { token, bruto: '[1,2]' })).status).toBe(400);
    expect((await amb.rest('PUT', '/api/configuracoes-sistema', { token, bruto: '{x' })).status).toBe(400);
  });

  it.each([0, 3, 4, 5])('role %i may neither read nor change them (403)', async (papel) => {
    const token = await amb.entrarPainel(papel);
    const antes = await linha();
    expect((await amb.rest('GET', '/api/configuracoes-sistema', { token })).status).toBe(403);
    const r = await amb.rest('PUT', '/api/configuracoes-sistema', { token, corpo: { limitePontuacao: 1, usosSemanaisVoucher: 1, voucherAtivo: true } });
    expect(r).toEqual({ status: 403, corpo: { erro: MENSAGENS.semPermissao } });
    expect(await linha()).toEqual(antes);
  });

  it('a member gets 403 and an anonymous caller 401', async () => {
    expect((await amb.rest('GET', '/api/configuracoes-sistema', { token: await amb.entrarLoja() })).status).toBe(403);
    expect((await amb.rest('GET', '/api/configuracoes-sistema')).status).toBe(401);
    expect((await amb.rest('PUT', '/api/configuracoes-sistema', { corpo: { limitePontuacao: 1, usosSemanaisVoucher: 1, voucherAtivo: true } })).status).toBe(
      401,
    );
  });
});

describe('Configurações do sistema — GraphQL', () => {
  it('reads and changes them with the same rules', async () => {
    const token = await amb.entrarPainel(2);
    const ok = await amb.gql(ATUALIZAR, { input: { limitePontuacao: 800, usosSemanaisVoucher: 2, voucherAtivo: true } }, { token });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.atualizarConfiguracoesSistema.resultado).toEqual({
      limitePontuacao: 800,
      usosSemanaisVoucher: 2,
      voucherAtivo: true,
      atualizadoPor: 'Adriana Administradora',
    });
    const lido = await amb.gql(`{ configuracoesSistema { ${CAMPOS} } }`, {}, { token });
    expect(lido.data.configuracoesSistema).toMatchObject({ limitePontuacao: 800, usosSemanaisVoucher: 2, voucherAtivo: true });

    const ruim = await amb.gql(ATUALIZAR, { input: { limitePontuacao: 800, usosSemanaisVoucher: -2, voucherAtivo: true } }, { token });
    expect(ruim.data.atualizarConfiguracoesSistema).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'usosSemanaisVoucher', mensagem: MENSAGENS.usosSemanaisInvalido }],
    });
    // The three values are required in the input type itself.
    const semCampo = await amb.gql(ATUALIZAR, { input: { usosSemanaisVoucher: 2, voucherAtivo: true } }, { token });
    expect(semCampo.errors).toBeDefined();
    expect(await linha()).toEqual({ limite_pontuacao: 800, usos_semanais_voucher: 2, voucher_ativo: true });
  });

  it('roles outside 1 and 2 are refused, anonymous callers asked to sign in', async () => {
    const r = await amb.gql(`{ configuracoesSistema { limitePontuacao } }`, {}, { token: await amb.entrarPainel(5) });
    expect(r.codigo).toBe('FORBIDDEN');
    const m = await amb.gql(ATUALIZAR, { input: { limitePontuacao: 1, usosSemanaisVoucher: 1, voucherAtivo: true } }, { token: await amb.entrarPainel(0) });
    expect(m.codigo).toBe('FORBIDDEN');
    expect((await amb.gql(`{ configuracoesSistema { limitePontuacao } }`)).codigo).toBe('UNAUTHENTICATED');
  });
});

describe('reading the settings from other modules', () => {
  it('lerConfiguracoesSistema reads the current row, also inside a transaction', async () => {
    const ctx = RequestContext.sistema(amb.ds);
    await amb.ds.query(`UPDATE configuracoes_sistema SET limite_pontuacao = 250`);
    expect(await lerConfiguracoesSistema(ctx)).toMatchObject({ limitePontuacao: 250 });
    await amb.ds.transaction(async (m) => {
      await m.query(`UPDATE configuracoes_sistema SET limite_pontuacao = 300`);
      expect((await lerConfiguracoesSistema(ctx.comManager(m))).limitePontuacao).toBe(300);
    });
  });

  it('pontosDentroDoLimite: 0 is no limit, otherwise the credit is capped', () => {
    expect(pontosDentroDoLimite(12345.5, 0)).toBe(12345.5);
    expect(pontosDentroDoLimite(12345.5, 1000)).toBe(1000);
    expect(pontosDentroDoLimite(999, 1000)).toBe(999);
  });
});
