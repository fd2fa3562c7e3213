import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from './ambiente';
import { esperarRazaoIntegro } from './razao';

/**
 * What the scored-sales tests share (testes/pontuadas.test.ts, testes/pontuadas-acoes.test.ts): a
 * gateway with a role-2 session, the two demo members, and sales made through Nova venda.
 */

export type Membro = { id: number; revenda_id: number; nome: string; cod_revenda: string; rede_id: number };

let numero = 0;
export const novoNumero = () => `PT${Date.now() % 100000}${++numero}`;
export const hoje = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
export const diaIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

async function membro(amb: AmbienteDeTeste, cpf: string): Promise<Membro> {
  const [m] = await amb.ds.query(
    `SELECT p.id, p.revenda_id, p.nome, r.codigo AS cod_revenda, r.rede_id FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`,
    [cpf],
  );
  return m;
}

/** The gateway, a role-2 token and the two demo members. */
export async function abrirPontuadas(): Promise<{ amb: AmbienteDeTeste; admin: string; m1: Membro; m2: Membro }> {
  const amb = await AmbienteDeTeste.criar();
  const admin = await amb.entrarPainel(2);
  return { amb, admin, m1: await membro(amb, PARCEIRO_DEMO_1), m2: await membro(amb, PARCEIRO_DEMO_2) };
}

/** The calls the tests make; `atual` reads the file's gateway and token once beforeAll has set them. */
export function chamadasPontuadas(atual: () => { amb: AmbienteDeTeste; admin: string }) {
  /** A sale through Nova venda's REST door; returns its id and the points credited. */
  async function vender(venda: Record<string, unknown> = {}): Promise<{ id: string; pontos: number; identificador: string }> {
    const identificador = (venda.identificador as string) ?? novoNumero();
    const r = await atual().amb.rest('POST', '/api/pontuacoes/pontuar', {
      corpo: {
        venda: {
          cpf: PARCEIRO_DEMO_1,
          tipoFiscal: 'N',
          realizadoEm: hoje(),
          itens: [{ codigo: 'SW-ACRPF-BR-18L', qtde: 2, valorUnitario: 489.9, valorDesconto: 10 }],
          ...venda,
          identificador,
        },
      },
      token: atual().admin,
    });
    expect(r.status).toBe(201);
    return { id: r.corpo.id, pontos: r.corpo.pontosCreditados, identificador: identificador.toUpperCase() };
  }

  const saldoDe = async (id: number) => Number((await atual().amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
  const estornosDe = async (vendaId: string) =>
    Number(
      (
        await atual().amb.ds.query(
          `SELECT count(*) FROM movimentos_pontos e JOIN movimentos_pontos m ON m.id = e.estorna_movimento_id
      WHERE m.origem_tipo = 'venda' AND m.origem_id = $1`,
          [vendaId],
        )
      )[0].count,
    );
  const listar = (q: string, token = atual().admin) => atual().amb.rest('GET', `/api/pontuacoes${q}`, { token });
  const cancelar = (identificador: unknown, token = atual().admin) => atual().amb.rest('POST', '/api/pontuacoes/cancelar', { corpo: { identificador }, token });
  const retornar = (identificador: unknown, token = atual().admin) =>
    atual().amb.rest('POST', '/api/pontuacoes/retornar-pontuacao-pendente', { corpo: { identificador }, token });
  const semViolacoes = () => esperarRazaoIntegro(atual().amb.ds.manager);

  return { vender, saldoDe, estornosDe, listar, cancelar, retornar, semViolacoes };
}
