import { GrupoOfertas, MENSAGENS_OFERTAS } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { naoEncontrado } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { aplicarBusca } from '../../core/busca';
import { OpcoesLista, paginar, PedidoLista } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import { OFERTA_NO_PRAZO } from '../resgates/resgataveis';
import type * as esquemas from './ofertas.esquemas';
import { OfertaDTO } from './ofertas.types';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * The panel's Ofertas (spec 2 §2, §3, §5): the catalogue in three groups (new = 0 points, active,
 * all), staff pricing and the percentage discount. The discount is a second price
 * (pontos_desconto = pontos less the percentage, rounded) so the original price is never lost;
 * editing the points clears it. Every change is logged in the same transaction.
 */

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: { nome: 'lower(o.nome)', pontos: 'o.pontos', parceiro: 'lower(o.parceiro_nome)', codigo: 'lower(o.codigo)', id: 'o.id' },
  padrao: { campo: 'nome', direcao: 'ASC' },
};

interface LinhaOferta {
  id: number;
  provedor_id: string;
  codigo: string;
  nome: string;
  parceiro_nome: string;
  experiencia: string;
  categoria: string;
  tipo: string;
  pontos: string;
  pontos_alternativo: string | null;
  pontos_desconto: string | null;
  ativo: boolean;
  valido_ate: string | null;
  expirada: boolean;
}

const COLUNAS = [
  'o.id AS id',
  'o.provedor_id AS provedor_id',
  'o.codigo AS codigo',
  'o.nome AS nome',
  'o.parceiro_nome AS parceiro_nome',
  'e.titulo AS experiencia',
  'c.nome AS categoria',
  'o.tipo AS tipo',
  'o.pontos AS pontos',
  'o.pontos_alternativo AS pontos_alternativo',
  'o.pontos_desconto AS pontos_desconto',
  'o.ativo AS ativo',
  // Staff keep seeing expired offers (members do not), with the day and why they are no longer sold.
  `to_char(o.valido_ate, 'YYYY-MM-DD') AS valido_ate`,
  `NOT ${OFERTA_NO_PRAZO} AS expirada`,
];

const numero = (v: string | null) => (v === null ? null : Number(v));
const ofertaDTO = (l: LinhaOferta): OfertaDTO => ({
  id: l.id,
  offerId: l.provedor_id,
  codigo: l.codigo,
  nome: l.nome,
  parceiro: l.parceiro_nome,
  experiencia: l.experiencia,
  categoria: l.categoria,
  tipo: l.tipo,
  pontos: Number(l.pontos),
  pontosAlternativo: numero(l.pontos_alternativo),
  pontosDesconto: numero(l.pontos_desconto),
  ativo: l.ativo,
  validoAte: l.valido_ate,
  expirada: l.expirada,
});

function consulta(ctx: RequestContext) {
  return ctx.manager
    .createQueryBuilder()
    .select(COLUNAS)
    .from('ofertas', 'o')
    .innerJoin('ofertas_experiencias', 'e', 'e.id = o.experiencia_id')
    .innerJoin('ofertas_categorias', 'c', 'c.id = e.categoria_id');
}

/** GET /api/ofertas?grupo=novas|ativas|todas (+ paging, search on name, partner and code). */
export async function listar(ctx: RequestContext, pedido: PedidoLista, grupo: GrupoOfertas): Promise<{ linhas: OfertaDTO[]; total: number }> {
  const qb = consulta(ctx);
  if (grupo === 'novas') qb.andWhere('o.pontos = 0 AND o.ativo');
  if (grupo === 'ativas') qb.andWhere('o.pontos > 0 AND o.ativo');
  aplicarBusca(qb, pedido.busca, { textos: ['o.nome', 'o.parceiro_nome'], codigos: ['o.codigo'] });
  const { linhas, total } = await paginar(qb, pedido, { ...OPCOES_LISTA, desempate: 'o.id' });
  return { linhas: (linhas as unknown as LinhaOferta[]).map(ofertaDTO), total };
}

async function buscar(ctx: RequestContext, ids: number[]): Promise<OfertaDTO[]> {
  const linhas: LinhaOferta[] = await consulta(ctx).where('o.id IN (:...ids)', { ids }).orderBy('o.id').getRawMany();
  return linhas.map(ofertaDTO);
}

/** PUT /api/ofertas/{id} {pontos, pontosAlternativo?}: a new price clears any discount. */
export async function editarPontos(ctx: RequestContext, id: number, entrada: Entrada<typeof esquemas.editarPontos>): Promise<OfertaDTO> {
  const { pontos, pontosAlternativo: alternativo } = entrada;
  return emTransacao(ctx, async (tx) => {
    const [antes] = await tx.manager.query<{ pontos: string; pontos_desconto: string | null }[]>(
      `SELECT pontos, pontos_desconto FROM ofertas WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!antes) throw naoEncontrado(MENSAGENS_OFERTAS.ofertaNaoEncontrada);
    await tx.manager.query<Alteracao>(
      `UPDATE ofertas SET pontos = $2, pontos_desconto = NULL, pontos_alternativo = CASE WHEN $3 THEN $4::numeric ELSE pontos_alternativo END,
         atualizado_em = now() WHERE id = $1`,
      [id, pontos, alternativo !== undefined, alternativo ?? null],
    );
    await registrarLog(tx, 'ofertas.editar', {
      id,
      de: Number(antes.pontos),
      para: pontos,
      ...(alternativo !== undefined ? { pontosAlternativo: alternativo } : {}),
    });
    return (await buscar(tx, [id]))[0];
  });
}

/** POST /api/ofertas-tlc/aplicar-desconto {ofertas, porcentagem}: priced offers get pontos less the percentage. */
export async function aplicarDesconto(
  ctx: RequestContext,
  { porcentagem, ofertas: ids }: Entrada<typeof esquemas.aplicarDesconto>,
): Promise<{ mensagem: string; ofertas: OfertaDTO[] }> {
  return emTransacao(ctx, async (tx) => {
    const [alteradas] = await tx.manager.query<Alteracao<{ id: number }>>(
      `UPDATE ofertas SET pontos_desconto = GREATEST(1, round(pontos * (100 - $2::numeric) / 100)), atualizado_em = now()
        WHERE id = ANY($1::int[]) AND pontos > 0 RETURNING id`,
      [ids, porcentagem],
    );
    const existentes = await tx.manager.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ofertas WHERE id = ANY($1::int[])`, [ids]);
    if (existentes[0].n !== ids.length) throw naoEncontrado(MENSAGENS_OFERTAS.ofertaNaoEncontrada);
    await registrarLog(tx, 'ofertas.desconto', { porcentagem, ofertas: alteradas.map((a) => a.id) });
    return { mensagem: MENSAGENS_OFERTAS.descontoAplicado(alteradas.length), ofertas: await buscar(tx, ids) };
  });
}
