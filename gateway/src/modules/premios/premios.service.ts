import { MENSAGENS } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { gravarImagem, removerArquivo } from '../../core/arquivos';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, erroDoBanco, naoEncontrado } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { LIMITE_TODOS, OpcoesLista, paginar, PedidoLista } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import { Premio } from './premio.entity';
import { LinhaPremio, PremioDTO, premioDTO } from './premio.types';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './premios.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

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

type DadosPremio = Entrada<typeof esquemas.criar>;
type EdicaoPremio = Entrada<typeof esquemas.editar>;
type CampoFormulario = keyof DadosPremio;

const CAMPOS_FORMULARIO: CampoFormulario[] = ['nome', 'codigo', 'descricao', 'custoTotal', 'tipo', 'pontos', 'pontosAlternativo'];
const enviado = (e: EdicaoPremio, campo: CampoFormulario) => e[campo] !== undefined;

/**
 * The prize after an edit (spec 2 §5): a field the request does not send keeps its current value;
 * the fields sent were already read by the schema as on registration.
 */
function mesclar(e: EdicaoPremio, atual: LinhaPremio): Required<DadosPremio> {
  return {
    nome: e.nome ?? atual.nome,
    codigo: e.codigo ?? atual.codigo,
    descricao: e.descricao ?? atual.descricao,
    custoTotal: e.custoTotal ?? Number(atual.custo_total),
    tipo: e.tipo ?? atual.tipo,
    pontos: e.pontos ?? Number(atual.pontos),
    pontosAlternativo: e.pontosAlternativo !== undefined ? e.pontosAlternativo : atual.pontos_alternativo === null ? null : Number(atual.pontos_alternativo),
  };
}

function traduzirUnica(e: unknown): never {
  if (erroDoBanco(e).codigo === '23505') throw conflito(MENSAGENS.codigoPremioEmUso);
  throw e;
}

/** GET /api/premios (?codigo=): the visible prizes, by name. */
export async function listar(ctx: RequestContext, filtro: { codigo?: string; ativo?: boolean }): Promise<PremioDTO[]> {
  const qb = consulta(ctx, null);
  if (filtro.codigo) qb.andWhere('lower(p.codigo) = lower(:codigo)', { codigo: filtro.codigo });
  if (filtro.ativo) qb.andWhere('p.ativo');
  const linhas: LinhaPremio[] = await qb.orderBy('lower(p.nome)').addOrderBy('p.id').limit(LIMITE_TODOS).getRawMany();
  return linhas.map(premioDTO);
}

function consulta(ctx: RequestContext, busca: string | null) {
  const qb = ctx.manager
    .createQueryBuilder()
    .select(COLUNAS.split(', ').map((c) => `p.${c} AS ${c}`))
    .from(Premio, 'p');
  if (!veInativos(ctx)) qb.andWhere('p.ativo');
  aplicarBusca(qb, busca, { textos: ['p.nome', 'p.descricao'], codigos: ['p.codigo'] });
  return qb;
}

export async function paginarPremios(ctx: RequestContext, pedido: PedidoLista): Promise<{ linhas: PremioDTO[]; total: number; totalEstimado: boolean }> {
  const { linhas, total, totalEstimado } = await paginar(consulta(ctx, pedido.busca), pedido, { ...OPCOES_LISTA, desempate: 'p.id' });
  return { linhas: (linhas as unknown as LinhaPremio[]).map(premioDTO), total, totalEstimado: !!totalEstimado };
}

async function obterLinha(ctx: RequestContext, id: number, travar = false): Promise<LinhaPremio> {
  const [l] = await ctx.manager.query<LinhaPremio[]>(`SELECT ${COLUNAS} FROM premios WHERE id = $1${travar ? ' FOR UPDATE' : ''}`, [id]);
  if (!l || (!l.ativo && !veInativos(ctx))) throw naoEncontrado(MENSAGENS.premioNaoEncontrado);
  return l;
}

export async function obter(ctx: RequestContext, id: string): Promise<PremioDTO> {
  return premioDTO(await obterLinha(ctx, Number(id)));
}

/** POST /api/premios: the photo is required on registration. */
export async function criar(ctx: RequestContext, entrada: DadosPremio, foto: Buffer | null): Promise<PremioDTO> {
  const d = { ...entrada, tipo: entrada.tipo ?? 'geral', pontosAlternativo: entrada.pontosAlternativo ?? null };
  if (!foto) throw entradaInvalida(MENSAGENS.selecioneFoto);
  const nomeFoto = await gravarImagem(foto);
  try {
    return await emTransacao(ctx, async (tx) => {
      const [l] = await tx.manager
        .query<LinhaPremio[]>(
          `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos, pontos_alternativo, foto)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUNAS}`,
          [d.nome, d.descricao, d.codigo, d.custoTotal, d.tipo, d.pontos, d.pontosAlternativo, nomeFoto],
        )
        .catch(traduzirUnica);
      await registrarLog(tx, 'premios.criar', { id: l.id, codigo: l.codigo });
      return premioDTO(l);
    });
  } catch (e) {
    await removerArquivo(nomeFoto); // nothing partial: a refused prize leaves no orphan photo
    throw e;
  }
}

/** PUT /api/premios/{id}: the fields sent (the others keep their values; photo optional), or {ativo} alone (role 2). */
export async function atualizar(ctx: RequestContext, idTexto: string, entrada: EdicaoPremio, foto: Buffer | null): Promise<PremioDTO> {
  const id = Number(idTexto);
  const soAtivo = entrada.ativo !== undefined && CAMPOS_FORMULARIO.every((c) => !enviado(entrada, c)) && !foto;
  if (soAtivo) {
    autorizar(ctx, 'premios.ativar');
    const ativo = entrada.ativo!;
    return emTransacao(ctx, async (tx) => {
      await obterLinha(tx, id, true);
      const [[l]] = await tx.manager.query<Alteracao<LinhaPremio>>(`UPDATE premios SET ativo = $2, atualizado_em = now() WHERE id = $1 RETURNING ${COLUNAS}`, [
        id,
        ativo,
      ]);
      await registrarLog(tx, 'premios.ativar', { id, ativo });
      return premioDTO(l);
    });
  }
  // The prize must exist before the photo is stored, so a refused edit leaves no orphan file; the
  // fields are merged under the row lock, with the row as it is then.
  await obterLinha(ctx, id);
  const nomeFoto = foto ? await gravarImagem(foto) : null;
  let antiga: string | null = null;
  try {
    const r = await emTransacao(ctx, async (tx) => {
      const atual = await obterLinha(tx, id, true);
      const d = mesclar(entrada, atual);
      antiga = nomeFoto ? atual.foto : null;
      const [[l]] = await tx.manager
        .query<Alteracao<LinhaPremio>>(
          `UPDATE premios SET nome = $2, descricao = $3, codigo = $4, custo_total = $5, tipo = $6, pontos = $7,
           pontos_alternativo = $8, foto = COALESCE($9, foto), atualizado_em = now() WHERE id = $1 RETURNING ${COLUNAS}`,
          [id, d.nome, d.descricao, d.codigo, d.custoTotal, d.tipo, d.pontos, d.pontosAlternativo, nomeFoto],
        )
        .catch(traduzirUnica);
      await registrarLog(tx, 'premios.editar', { id, codigo: d.codigo, foto: !!nomeFoto, campos: CAMPOS_FORMULARIO.filter((c) => enviado(entrada, c)) });
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
export async function excluir(ctx: RequestContext, idTexto: string): Promise<{ mensagem: string }> {
  const id = Number(idTexto);
  let foto: string | null = null;
  await emTransacao(ctx, async (tx) => {
    const l = await obterLinha(tx, id, true);
    const [usado] = await tx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM resgates WHERE premio_id = $1 LIMIT 1`, [id]);
    if (usado) throw conflito('Este prêmio já foi resgatado e não pode ser excluído. Desative-o.');
    await tx.manager.query<Alteracao>(`DELETE FROM premios WHERE id = $1`, [id]);
    await registrarLog(tx, 'premios.excluir', { id, codigo: l.codigo });
    foto = l.foto;
  });
  await removerArquivo(foto);
  return { mensagem: MENSAGENS.premioExcluido };
}
