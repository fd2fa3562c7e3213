import { MENSAGENS } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { gravarImagem, removerArquivo } from '../../core/arquivos';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, naoEncontrado } from '../../core/errors';
import { LIMITE_TODOS, lerPedidoLista, OpcoesLista, padraoBusca, paginar, PedidoLista } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import { Premio } from './premio.entity';
import { LinhaPremio, PremioDTO, premioDTO, TIPOS_PREMIO, TipoPremio } from './premio.types';

/**
 * Prizes (spec 2 §3, §5, §6). Every rule lives here; routes and resolver only parse and shape.
 * Only role 2 sees inactive prizes; everyone else (role 1 and members) sees the active catalogue.
 */

const COLUNAS = `id, nome, descricao, codigo, custo_total, tipo, ativo, pontos, pontos_alternativo, foto`;

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: { nome: 'lower(p.nome)', codigo: 'lower(p.codigo)', custoTotal: 'p.custo_total', pontos: 'p.pontos', tipo: 'p.tipo', ativo: 'p.ativo' },
  padrao: { campo: 'nome', direcao: 'ASC' },
};

const veInativos = (ctx: RequestContext) => ctx.usuario?.permissao === 2;

export function lerId(valor: unknown): number {
  const n = Number(valor);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw naoEncontrado(MENSAGENS.premioNaoEncontrado);
  return n;
}

function texto(valor: unknown, mensagem: string, max: number): string {
  const t = typeof valor === 'string' || typeof valor === 'number' ? String(valor).trim() : '';
  if (!t) throw entradaInvalida(mensagem);
  if (t.length > max) throw entradaInvalida(`${mensagem.replace(/^Informe (o|a) /, '').replace(/^./, (c) => c.toUpperCase())}: no máximo ${max} caracteres.`);
  return t;
}

/** Amounts in the panel may come as "1.234,56" (pt-BR) or 1234.56. */
function valor(v: unknown, mensagemVazio: string | null, rotulo: string): number | null {
  if (v === undefined || v === null || v === '') {
    if (mensagemVazio) throw entradaInvalida(mensagemVazio);
    return null;
  }
  const t = String(v).trim();
  const n = typeof v === 'number' ? v : Number(/,/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t);
  if (!Number.isFinite(n) || n < 0 || n > 1e11) throw entradaInvalida(`${rotulo} inválido.`);
  return Math.round(n * 100) / 100;
}

/** 'geral' is sent as null (spec 2 §3): missing, null or '' mean geral; anything unknown is refused. */
export function lerTipo(v: unknown): TipoPremio {
  if (v === undefined || v === null || v === '' || v === 'null') return 'geral';
  const t = String(v).trim().toLowerCase();
  if (!(TIPOS_PREMIO as readonly string[]).includes(t)) throw entradaInvalida(MENSAGENS.informeTipo);
  return t as TipoPremio;
}

function lerAtivo(v: unknown): boolean {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  throw entradaInvalida('Informe se o prêmio está ativo (0 ou 1).');
}

interface DadosPremio { nome: string; codigo: string; descricao: string; custoTotal: number; tipo: TipoPremio; pontos: number; pontosAlternativo: number | null }

const CAMPOS_FORMULARIO = ['nome', 'codigo', 'descricao', 'custoTotal', 'tipo', 'pontos', 'pontosAlternativo'];
const ausente = (e: Record<string, unknown>, campo: string) => !Object.hasOwn(e, campo) || e[campo] === undefined;

/**
 * Validates in the order of the form (spec 2 §5); the photo is checked by the caller after these.
 * On registration (`atual` null) every field of the form is required, `pontos` included: a prize
 * without points could never be redeemed. On an edit, a field the request does not send keeps its
 * current value (an integrator editing the name must not zero the points); a field sent is
 * validated as on registration.
 */
function lerDados(e: Record<string, unknown>, atual: LinhaPremio | null): DadosPremio {
  const manter = (campo: string) => atual !== null && ausente(e, campo);
  return {
    nome: manter('nome') ? atual!.nome : texto(e.nome, MENSAGENS.informeNome, 160),
    codigo: manter('codigo') ? atual!.codigo : texto(e.codigo, MENSAGENS.informeCodigo, 60),
    descricao: manter('descricao') ? atual!.descricao : texto(e.descricao, MENSAGENS.informeDescricao, 5000),
    custoTotal: manter('custoTotal') ? Number(atual!.custo_total) : valor(e.custoTotal, MENSAGENS.informeCustoTotal, 'Custo total')!,
    tipo: manter('tipo') ? atual!.tipo : lerTipo(e.tipo),
    pontos: manter('pontos') ? Number(atual!.pontos) : valor(e.pontos, MENSAGENS.informePontosPremio, 'Pontos')!,
    pontosAlternativo: manter('pontosAlternativo')
      ? (atual!.pontos_alternativo === null ? null : Number(atual!.pontos_alternativo))
      : valor(e.pontosAlternativo, null, 'Pontos alternativo'),
  };
}

function traduzirUnica(e: unknown): never {
  if ((e as { code?: string })?.code === '23505') throw conflito(MENSAGENS.codigoPremioEmUso);
  throw e;
}

/** GET /api/premios (?codigo=): the visible prizes, by name. */
export async function listar(ctx: RequestContext, filtro: { codigo?: unknown; ativo?: unknown }): Promise<PremioDTO[]> {
  const qb = consulta(ctx, null);
  if (filtro.codigo !== undefined && filtro.codigo !== '') qb.andWhere('lower(p.codigo) = lower(:codigo)', { codigo: String(filtro.codigo).trim() });
  if (filtro.ativo === '1' || filtro.ativo === 'true') qb.andWhere('p.ativo');
  const linhas: LinhaPremio[] = await qb.orderBy('lower(p.nome)').addOrderBy('p.id').limit(LIMITE_TODOS).getRawMany();
  return linhas.map(premioDTO);
}

function consulta(ctx: RequestContext, busca: string | null) {
  const qb = ctx.manager.createQueryBuilder().select(COLUNAS.split(', ').map((c) => `p.${c} AS ${c}`)).from(Premio, 'p');
  if (!veInativos(ctx)) qb.andWhere('p.ativo');
  if (busca) qb.andWhere('(p.nome ILIKE :busca OR p.codigo ILIKE :busca OR p.descricao ILIKE :busca)', { busca: padraoBusca(busca) });
  return qb;
}

export const lerPedido = (q: Record<string, unknown>): PedidoLista => lerPedidoLista(q, OPCOES_LISTA);

export async function paginarPremios(ctx: RequestContext, pedido: PedidoLista): Promise<{ linhas: PremioDTO[]; total: number }> {
  const { linhas, total } = await paginar(consulta(ctx, pedido.busca), pedido, { ...OPCOES_LISTA, desempate: 'p.id' });
  return { linhas: (linhas as unknown as LinhaPremio[]).map(premioDTO), total };
}

async function obterLinha(ctx: RequestContext, id: number, travar = false): Promise<LinhaPremio> {
  const [l]: LinhaPremio[] = await ctx.manager.query(`SELECT ${COLUNAS} FROM premios WHERE id = $1${travar ? ' FOR UPDATE' : ''}`, [id]);
  if (!l || (!l.ativo && !veInativos(ctx))) throw naoEncontrado(MENSAGENS.premioNaoEncontrado);
  return l;
}

export async function obter(ctx: RequestContext, id: unknown): Promise<PremioDTO> {
  return premioDTO(await obterLinha(ctx, lerId(id)));
}

/** POST /api/premios: the photo is required on registration. */
export async function criar(ctx: RequestContext, entrada: Record<string, unknown>, foto: Buffer | null): Promise<PremioDTO> {
  const d = lerDados(entrada, null);
  if (!foto) throw entradaInvalida(MENSAGENS.selecioneFoto);
  const nomeFoto = await gravarImagem(foto);
  try {
    return await emTransacao(ctx, async (tx) => {
      const [l]: LinhaPremio[] = await tx.manager.query(
        `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos, pontos_alternativo, foto)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUNAS}`,
        [d.nome, d.descricao, d.codigo, d.custoTotal, d.tipo, d.pontos, d.pontosAlternativo, nomeFoto],
      ).catch(traduzirUnica);
      await registrarLog(tx, 'premios.criar', { id: l.id, codigo: l.codigo });
      return premioDTO(l);
    });
  } catch (e) {
    await removerArquivo(nomeFoto); // nothing partial: a refused prize leaves no orphan photo
    throw e;
  }
}

/** PUT /api/premios/{id}: the fields sent (the others keep their values; photo optional), or {ativo} alone (role 2). */
export async function atualizar(ctx: RequestContext, idBruto: unknown, entrada: Record<string, unknown>, foto: Buffer | null): Promise<PremioDTO> {
  const id = lerId(idBruto);
  const soAtivo = Object.hasOwn(entrada, 'ativo') && CAMPOS_FORMULARIO.every((c) => ausente(entrada, c)) && !foto;
  if (soAtivo) {
    autorizar(ctx, 'premios.ativar');
    const ativo = lerAtivo(entrada.ativo);
    return emTransacao(ctx, async (tx) => {
      await obterLinha(tx, id, true);
      const [[l]]: [LinhaPremio[], number] = await tx.manager.query(`UPDATE premios SET ativo = $2, atualizado_em = now() WHERE id = $1 RETURNING ${COLUNAS}`, [id, ativo]);
      await registrarLog(tx, 'premios.ativar', { id, ativo });
      return premioDTO(l);
    });
  }
  // The fields are read before the photo is stored, so a refused edit leaves no orphan file; they
  // are read again under the row lock, against the row as it is then.
  lerDados(entrada, await obterLinha(ctx, id));
  const nomeFoto = foto ? await gravarImagem(foto) : null;
  let antiga: string | null = null;
  try {
    const r = await emTransacao(ctx, async (tx) => {
      const atual = await obterLinha(tx, id, true);
      const d = lerDados(entrada, atual);
      antiga = nomeFoto ? atual.foto : null;
      const [[l]]: [LinhaPremio[], number] = await tx.manager.query(
        `UPDATE premios SET nome = $2, descricao = $3, codigo = $4, custo_total = $5, tipo = $6, pontos = $7,
           pontos_alternativo = $8, foto = COALESCE($9, foto), atualizado_em = now() WHERE id = $1 RETURNING ${COLUNAS}`,
        [id, d.nome, d.descricao, d.codigo, d.custoTotal, d.tipo, d.pontos, d.pontosAlternativo, nomeFoto],
      ).catch(traduzirUnica);
      await registrarLog(tx, 'premios.editar', { id, codigo: d.codigo, foto: !!nomeFoto, campos: Object.keys(d).filter((c) => !ausente(entrada, c)) });
      return premioDTO(l);
    });
    await removerArquivo(antiga);
    return r;
  } catch (e) {
    await removerArquivo(nomeFoto);
    throw e;
  }
}

/** DELETE /api/premios/{id}: a prize already redeemed is kept (deactivate it instead). */
export async function excluir(ctx: RequestContext, idBruto: unknown): Promise<{ mensagem: string }> {
  const id = lerId(idBruto);
  let foto: string | null = null;
  await emTransacao(ctx, async (tx) => {
    const l = await obterLinha(tx, id, true);
    const [usado] = await tx.manager.query(`SELECT 1 FROM resgates WHERE premio_id = $1 LIMIT 1`, [id]);
    if (usado) throw conflito('Este prêmio já foi resgatado e não pode ser excluído. Desative-o.');
    await tx.manager.query(`DELETE FROM premios WHERE id = $1`, [id]);
    await registrarLog(tx, 'premios.excluir', { id, codigo: l.codigo });
    foto = l.foto;
  });
  await removerArquivo(foto);
  return { mensagem: MENSAGENS.premioExcluido };
}
