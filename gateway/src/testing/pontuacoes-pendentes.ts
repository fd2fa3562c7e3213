import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from './ambiente';
import { esperarRazaoIntegro } from './razao';

/**
 * What the staff-side claim tests share (testes/pontuacoes-pendentes.test.ts,
 * testes/pontuacoes-encerradas.test.ts): a gateway with a role-2 session, the two demo members with
 * their stores, claims as the member's door leaves them, and the calls staff make on them.
 */

export type Membro = {
  id: number;
  revenda_id: number;
  nome: string;
  cod_revenda: string;
  cnpj: string;
  nome_fantasia: string;
  rede_id: number;
  end_cidade: string | null;
};

let numero = 0;
export const novoNumero = () => `PP${Date.now() % 100000}${++numero}`;
export const hoje = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
export const diaIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

async function membro(amb: AmbienteDeTeste, cpf: string): Promise<Membro> {
  const [m] = await amb.ds.query(
    `SELECT p.id, p.revenda_id, p.nome, r.codigo AS cod_revenda, r.cnpj, r.nome_fantasia, r.rede_id, r.end_cidade
       FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`,
    [cpf],
  );
  return m;
}

/** The gateway, a role-2 token and the two demo members. */
export async function abrirPontuacoes(): Promise<{ amb: AmbienteDeTeste; admin: string; m1: Membro; m2: Membro }> {
  const amb = await AmbienteDeTeste.criar();
  const admin = await amb.entrarPainel(2);
  return { amb, admin, m1: await membro(amb, PARCEIRO_DEMO_1), m2: await membro(amb, PARCEIRO_DEMO_2) };
}

/** The calls the tests make; `atual` reads the file's gateway and token once beforeAll has set them. */
export function chamadasPontuacoes(atual: () => { amb: AmbienteDeTeste; admin: string }) {
  const ds = () => atual().amb.ds;
  const rest = (metodo: string, caminho: string, corpo: unknown, token: string) => atual().amb.rest(metodo, caminho, { corpo, token });

  /** A claim as the member's door leaves it (the member-side upload is tested in its own suite). */
  async function novaPontuacao(m: { id: number; revenda_id: number }, extra: { foto?: boolean; criadoEm?: string } = {}): Promise<string> {
    const foto = extra.foto ?? false;
    const [c] = await ds().query(
      `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, link_arquivo, tipo_arquivo, itens, criado_em, atualizado_em)
       VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()), COALESCE($7::timestamptz, now())) RETURNING id`,
      [
        m.id,
        m.revenda_id,
        foto ? 'foto' : 'digitada',
        foto ? `/api/arquivos/nota-${++numero}.jpg` : null,
        foto ? 'jpg' : null,
        JSON.stringify(foto ? [] : [{ codigo: 'SW-FUNDO-18L', produtoId: 1, descricao: 'Fundo 18L', valor: 249.9, pontos: 25 }]),
        extra.criadoEm ?? null,
      ],
    );
    return String(c.id);
  }

  const statusDe = async (id: string) => (await ds().query(`SELECT * FROM pontuacoes WHERE id = $1`, [id]))[0];
  const historicoDe = async (id: string) =>
    ds().query(`SELECT status_anterior, status_novo, justificativa, usuario_id FROM pontuacoes_historico WHERE pontuacao_id = $1 ORDER BY id`, [id]);
  const saldoDe = async (id: number) => Number((await ds().query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
  const usuarioId = async (permissao: number) => (await ds().query(`SELECT id, nome FROM usuarios WHERE permissao = $1 ORDER BY id LIMIT 1`, [permissao]))[0];

  const listar = (q: string, token = atual().admin) => atual().amb.rest('GET', `/api/pontuacoes/pendentes${q}`, { token });
  const encerrar = (identificador: unknown, token = atual().admin) => rest('POST', '/api/pontuacoes/encerrar', { identificador }, token);
  const reprovar = (corpo: unknown, token = atual().admin) => rest('POST', '/api/pontuacoes/reprovar', corpo, token);
  const retornar = (identificador: unknown, token = atual().admin) => rest('POST', '/api/pontuacoes/retornar-foto-pendente', { identificador }, token);
  const pontuar = (venda: Record<string, unknown>, token = atual().admin) =>
    rest(
      'POST',
      '/api/pontuacoes/pontuar',
      {
        venda: {
          cpf: PARCEIRO_DEMO_1,
          tipoFiscal: 'N',
          identificador: novoNumero(),
          realizadoEm: hoje(),
          itens: [{ codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: 249.9 }],
          ...venda,
        },
      },
      token,
    );
  const semViolacoes = () => esperarRazaoIntegro(ds().manager);

  return { novaPontuacao, statusDe, historicoDe, saldoDe, usuarioId, listar, encerrar, reprovar, retornar, pontuar, semViolacoes };
}
