import { AmbienteDeTeste } from '../testing/ambiente';
import { PARCEIRO_DEMO_2 } from '../seed/demo';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

describe('terms acceptance', () => {
  it('PUT /api/parceiros {aceitouRegulamento: 1} accepts once and is recorded', async () => {
    const token = await amb.entrarLoja(PARCEIRO_DEMO_2);
    expect((await amb.rest('GET', '/api/parceiros/eu', { token })).corpo.aceitouRegulamento).toBe(false);
    const r = await amb.rest('PUT', '/api/parceiros', { token, corpo: { aceitouRegulamento: 1 } });
    expect(r.status).toBe(200);
    expect(r.corpo.aceitouRegulamento).toBe(true);
    expect((await amb.rest('GET', '/api/parceiros/eu', { token })).corpo.aceitouRegulamento).toBe(true);
    const desfazer = await amb.rest('PUT', '/api/parceiros', { token, corpo: { aceitouRegulamento: 0 } });
    expect(desfazer.status).toBe(400);
    const vazio = await amb.rest('PUT', '/api/parceiros', { token, corpo: {} });
    expect(vazio.corpo.erro).toBe('Informe os dados a atualizar.');
    const logs = await amb.ds.query(`SELECT responsavel_tipo FROM logs WHERE tipo = 'parceiro.regulamento.aceitar'`);
    expect(logs).toEqual([{ responsavel_tipo: 'parceiro' }]);
  });

  it('GraphQL: meuParceiro and aceitarRegulamento act only on the signed-in member', async () => {
    await amb.ds.query(`UPDATE parceiros SET aceitou_regulamento = false WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
    const token = await amb.entrarLoja(PARCEIRO_DEMO_2);
    const r = await amb.gql(`mutation { aceitarRegulamento { resultado { cpf aceitouRegulamento } errosDeUsuario { campo } } }`, {}, { token });
    expect(r.data.aceitarRegulamento).toEqual({ resultado: { cpf: PARCEIRO_DEMO_2, aceitouRegulamento: true }, errosDeUsuario: [] });
    const staff = await amb.gql(`mutation { aceitarRegulamento { resultado { cpf } } }`, {}, { token: await amb.entrarPainel(2) });
    expect(staff.codigo).toBe('FORBIDDEN');
  });
});
