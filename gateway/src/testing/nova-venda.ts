import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { AmbienteDeTeste } from './ambiente';
import { esperarRazaoIntegro } from './razao';

/**
 * What the Nova venda tests share (testes/vendas.test.ts, testes/vendas-previa.test.ts): a gateway
 * with a role-2 session, the first demo member and its store, and a receipt that scores.
 */

export interface MembroDemo {
  id: number;
  revenda_id: number;
  fator: number;
  valor_ponto: number;
  rede_id: number;
  cod_revenda: string;
}

let numero = 0;
/** A fiscal number no other test uses. */
export const novoNumero = () => `T${Date.now() % 100000}${++numero}`;
export const hoje = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

export const ITENS = [
  { codigo: 'SW-ACRPF-BR-18L', qtde: 2, valorUnitario: 489.9, valorDesconto: 10 },
  // The demo store's own code, with its own campaign points (45 instead of the catalogue's 40).
  { codigo: 'thp-400050', qtde: 1, valorUnitario: 389.9 },
];
export const venda = (extra: Record<string, unknown> = {}) => ({
  cpf: '700.000.007-44',
  tipoFiscal: 'N',
  identificador: novoNumero(),
  realizadoEm: hoje(),
  itens: ITENS,
  ...extra,
});

/** The gateway, a role-2 token and the first demo member with its store's scoring terms. */
export async function abrirNovaVenda(): Promise<{ amb: AmbienteDeTeste; admin: string; demo: MembroDemo }> {
  const amb = await AmbienteDeTeste.criar();
  const admin = await amb.entrarPainel(2);
  const [demo] = await amb.ds.query(
    `SELECT p.id, p.revenda_id, r.fator_pontuacao AS fator, rd.valor_ponto::float AS valor_ponto, r.rede_id, r.codigo AS cod_revenda
       FROM parceiros p JOIN revendas r ON r.id = p.revenda_id JOIN redes rd ON rd.id = r.rede_id WHERE p.cpf = $1`,
    [PARCEIRO_DEMO_1],
  );
  return { amb, admin, demo };
}

/** The calls the tests make; `atual` reads the file's gateway and token once beforeAll has set them. */
export function chamadasNovaVenda(atual: () => { amb: AmbienteDeTeste; admin: string }) {
  const pontuar = (corpo: unknown, token = atual().admin) => atual().amb.rest('POST', '/api/pontuacoes/pontuar', { corpo, token });
  const saldoDe = async (id: number) => Number((await atual().amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
  const mensagensDe = async (id: number) =>
    Number((await atual().amb.ds.query(`SELECT count(*) FROM mensagens_saida WHERE parceiro_id = $1 AND tipo = 'venda_pontuada'`, [id]))[0].count);
  const semViolacoes = () => esperarRazaoIntegro(atual().amb.ds.manager);
  return { pontuar, saldoDe, mensagensDe, semViolacoes };
}
