import { GRUPOS_OFERTAS, GrupoOfertas, MENSAGENS_OFERTAS } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida, naoEncontrado } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { lerPedidoLista, OpcoesLista, paginar, PedidoLista } from '../../core/listagem';
import { listaDeIds } from '../../core/validacao';
import { registrarLog } from '../auditoria/auditoria.service';
import { OFERTA_NO_PRAZO } from '../resgates/resgataveis';
import { OfertaDTO } from './ofertas.types';

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

export const lerPedido = (q: Record<string, unknown>): PedidoLista => lerPedidoLista(q, OPCOES_LISTA);

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

export function lerGrupo(v: unknown): GrupoOfertas {
  if (v === undefined || v === null || v === '') return 'todas';
  const g = String(v).toLowerCase();
  if (!(GRUPOS_OFERTAS as readonly string[]).includes(g)) throw entradaInvalida('Grupo inválido: use novas, ativas ou todas.');
  return g as GrupoOfertas;
}

/** GET /api/ofertas?grupo=novas|ativas|todas (+ paging, search on name, partner and code). */
export async function listar(ctx: RequestContext, pedido: PedidoLista, grupoBruto: unknown): Promise<{ linhas: OfertaDTO[]; total: number }> {
  const grupo = lerGrupo(grupoBruto ?? pedido.filtros.grupo);
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

function lerPontos(v: unknown, obrigatorio: boolean): number | null {
  if (v === undefined || v === null || v === '') {
    if (obrigatorio) throw entradaInvalida(MENSAGENS_OFERTAS.pontosInvalidos);
    return null;
  }
  const t = String(v).trim();
  const n = typeof v === 'number' ? v : Number(/,/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t);
  if (!Number.isFinite(n) || n < 0 || n > 1e9) throw entradaInvalida(MENSAGENS_OFERTAS.pontosInvalidos);
  return Math.round(n);
}

function lerId(v: unknown): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw naoEncontrado(MENSAGENS_OFERTAS.ofertaNaoEncontrada);
  return n;
}

/** PUT /api/ofertas/{id} {pontos, pontosAlternativo?}: a new price clears any discount. */
export async function editarPontos(ctx: RequestContext, idBruto: unknown, entrada: Record<string, unknown>): Promise<OfertaDTO> {
  const id = lerId(idBruto);
  const pontos = lerPontos(entrada.pontos, true)!;
  const alternativo = 'pontosAlternativo' in entrada ? lerPontos(entrada.pontosAlternativo, false) : undefined;
  return emTransacao(ctx, async (tx) => {
    const [antes] = await tx.manager.query(`SELECT pontos, pontos_desconto FROM ofertas WHERE id = $1 FOR UPDATE`, [id]);
    if (!antes) throw naoEncontrado(MENSAGENS_OFERTAS.ofertaNaoEncontrada);
    await tx.manager.query(
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
export async function aplicarDesconto(ctx: RequestContext, entrada: Record<string, unknown>): Promise<{ mensagem: string; ofertas: OfertaDTO[] }> {
  const bruto = entrada.porcentagem;
  if (bruto === undefined || bruto === null || bruto === '' || Number(String(bruto).replace(',', '.')) === 0)
    throw entradaInvalida(MENSAGENS_OFERTAS.informePorcentagem);
  const porcentagem = Number(String(bruto).replace(',', '.'));
  if (!Number.isFinite(porcentagem) || porcentagem < 1 || porcentagem > 99) throw entradaInvalida(MENSAGENS_OFERTAS.porcentagemInvalida);
  const ids = listaDeIds(entrada.ofertas, 'Oferta');
  if (!ids.length) throw entradaInvalida(MENSAGENS_OFERTAS.selecioneOferta);
  if (ids.length > 1000) throw entradaInvalida('Selecione no máximo 1000 ofertas de uma vez.');
  return emTransacao(ctx, async (tx) => {
    // An UPDATE answers [rows, count] through TypeORM.
    const [alteradas]: [{ id: number }[], number] = await tx.manager.query(
      `UPDATE ofertas SET pontos_desconto = GREATEST(1, round(pontos * (100 - $2::numeric) / 100)), atualizado_em = now()
        WHERE id = ANY($1::int[]) AND pontos > 0 RETURNING id`,
      [ids, porcentagem],
    );
    const existentes: { n: number }[] = await tx.manager.query(`SELECT count(*)::int AS n FROM ofertas WHERE id = ANY($1::int[])`, [ids]);
    if (existentes[0].n !== ids.length) throw naoEncontrado(MENSAGENS_OFERTAS.ofertaNaoEncontrada);
    await registrarLog(tx, 'ofertas.desconto', { porcentagem, ofertas: alteradas.map((a) => a.id) });
    return { mensagem: MENSAGENS_OFERTAS.descontoAplicado(alteradas.length), ofertas: await buscar(tx, ids) };
  });
}
