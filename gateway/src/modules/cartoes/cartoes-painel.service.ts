import { MENSAGENS_CARTOES as M } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { conflito, entradaInvalida } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { OpcoesLista, paginar, PedidoLista } from '../../core/listagem';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './cartoes.esquemas';
import { registrarLog } from '../auditoria/auditoria.service';
import { CartaoPainelDTO } from './cartao.types';
import { redeDoFiltro } from '../../core/filtro-rede';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * The panel's Cartões (spec 2 Cartões, Cadastrar Cartão): the list (rede filter, network scope)
 * and registering a card's barcode (Proxy) and number, optionally for a member's CPF. Numbers and
 * CPFs are unique in the table (docs/cartoes.md).
 */

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: {
    criadoEm: 'c.criado_em',
    parceiro: 'lower(p.nome)',
    rede: 'lower(d.nome)',
    codigoBarras: 'c.codigo_barras',
    numero: 'c.numero',
    saldo: 'c.saldo',
    id: 'c.id',
  },
  padrao: { campo: 'criadoEm', direcao: 'DESC' },
};

interface LinhaPainel {
  id: number;
  rede_nome: string | null;
  parceiro_nome: string | null;
  cpf: string | null;
  codigo_barras: string | null;
  numero: string | null;
  saldo: string;
  nome: string | null;
  entregue: boolean;
  bloqueado: boolean;
  em_desbloqueio: boolean;
  atualizado_em: Date | null;
}

const dto = (l: LinhaPainel): CartaoPainelDTO => ({
  id: l.id,
  rede: l.rede_nome,
  parceiro: l.parceiro_nome,
  cpf: l.cpf,
  codigoBarras: l.codigo_barras,
  numero: l.numero,
  saldo: Number(l.saldo),
  nome: l.nome,
  entregue: l.entregue,
  bloqueado: l.bloqueado ? 1 : 0,
  emDesbloqueio: l.em_desbloqueio,
  atualizadoEm: l.atualizado_em,
});

/** The cards the caller may see (idRedesPermitidas), with their holder's network. */
function consultaPainel(ctx: RequestContext) {
  const qb = ctx.manager
    .createQueryBuilder()
    .select([
      'c.id AS id',
      'd.nome AS rede_nome',
      'p.nome AS parceiro_nome',
      'c.cpf AS cpf',
      'c.codigo_barras AS codigo_barras',
      'c.numero AS numero',
      'c.saldo AS saldo',
      'c.nome AS nome',
      'c.entregue AS entregue',
      'c.bloqueado AS bloqueado',
      'c.em_desbloqueio AS em_desbloqueio',
      'c.atualizado_em AS atualizado_em',
    ])
    .from('cartoes', 'c')
    .leftJoin('parceiros', 'p', 'p.id = c.parceiro_id')
    .leftJoin('revendas', 'v', 'v.id = p.revenda_id')
    .leftJoin('redes', 'd', 'd.id = v.rede_id');
  const { redeIds } = escopoDoUsuario(ctx);
  if (redeIds) qb.andWhere('v.rede_id IN (:...redeIds)', { redeIds });
  return qb;
}

/** One card as the list shows it, or null when it does not exist or is out of the caller's scope. */
export async function obter(ctx: RequestContext, id: number | string): Promise<CartaoPainelDTO | null> {
  const linha = await consultaPainel(ctx).andWhere('c.id = :id', { id }).getRawOne<LinhaPainel>();
  return linha ? dto(linha) : null;
}

/** GET /api/cartoes?rede: paged; a card not yet given to anyone has no rede and shows only without a rede filter. */
export async function listar(
  ctx: RequestContext,
  pedido: PedidoLista,
  filtros: { rede?: string },
): Promise<{ linhas: CartaoPainelDTO[]; total: number; totalEstimado: boolean }> {
  const rede = await redeDoFiltro(ctx, filtros.rede ?? pedido.filtros.rede);
  const qb = consultaPainel(ctx);
  if (rede !== null) qb.andWhere('v.rede_id = :rede', { rede });
  aplicarBusca(qb, pedido.busca, { textos: ['p.nome', 'c.nome'], codigos: ['c.codigo_barras', 'c.numero'], documentos: ['c.cpf'] });
  const { linhas, total, totalEstimado } = await paginar(qb, pedido, { ...OPCOES_LISTA, desempate: 'c.id', totalEstimavel: true });
  return { linhas: (linhas as unknown as LinhaPainel[]).map(dto), total, totalEstimado };
}

/**
 * POST /api/cartoes {codigoBarras, numero, cpf?} → {sucesso, mensagem}. Without a cpf the card is
 * stock (no holder). With a cpf it is that member's: it fills their pending request (made by a
 * credit redemption) or becomes their card; registering a stock card's same barcode and number
 * with a cpf hands that card over. A member whose card already has a number is refused: one card per CPF.
 */
export async function cadastrar(ctx: RequestContext, entrada: Entrada<typeof esquemas.cadastrar>): Promise<{ sucesso: boolean; mensagem: string }> {
  const { codigoBarras, numero } = entrada;
  const cpf = entrada.cpf ?? null;

  return emTransacao(ctx, async (tx) => {
    const emUso = await tx.manager.query<{ id: number; barras: boolean | null; numero: boolean | null; estoque: boolean }[]>(
      `SELECT id, codigo_barras = $1 AS barras, numero = $2 AS numero, parceiro_id IS NULL AS estoque
         FROM cartoes WHERE codigo_barras = $1 OR numero = $2 FOR UPDATE`,
      [codigoBarras, numero],
    );
    const estoque = cpf && emUso.length === 1 && emUso[0].barras && emUso[0].numero && emUso[0].estoque ? emUso[0] : null;
    if (emUso.length && !estoque) throw conflito(emUso[0].barras ? M.codigoBarrasEmUso : M.numeroEmUso);
    let id: number;
    if (cpf) {
      const [p] = await tx.manager.query<{ id: number; nome: string }[]>(`SELECT id, nome FROM parceiros WHERE cpf = $1 FOR NO KEY UPDATE`, [cpf]);
      if (!p) throw entradaInvalida(M.cpfSemVendedor);
      const [atual] = await tx.manager.query<{ id: number; numero: string | null }[]>(`SELECT id, numero FROM cartoes WHERE parceiro_id = $1 FOR UPDATE`, [
        p.id,
      ]);
      if (atual?.numero) throw conflito(M.cpfComCartao);
      if (atual) {
        if (estoque) await tx.manager.query<Alteracao>(`DELETE FROM cartoes WHERE id = $1`, [estoque.id]);
        await tx.manager.query<Alteracao>(`UPDATE cartoes SET codigo_barras = $2, numero = $3 WHERE id = $1`, [atual.id, codigoBarras, numero]);
        id = atual.id;
      } else if (estoque) {
        await tx.manager.query<Alteracao>(`UPDATE cartoes SET parceiro_id = $2, cpf = $3, nome = $4 WHERE id = $1`, [estoque.id, p.id, cpf, p.nome]);
        id = estoque.id;
      } else {
        const [c] = await tx.manager.query<{ id: number }[]>(
          `INSERT INTO cartoes (parceiro_id, cpf, nome, codigo_barras, numero) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [p.id, cpf, p.nome, codigoBarras, numero],
        );
        id = c.id;
      }
    } else {
      const [c] = await tx.manager.query<{ id: number }[]>(`INSERT INTO cartoes (codigo_barras, numero) VALUES ($1, $2) RETURNING id`, [codigoBarras, numero]);
      id = c.id;
    }
    await registrarLog(tx, 'cartoes.cadastrar', { id, cpf });
    return { sucesso: true, mensagem: M.cartaoCadastrado };
  });
}
