import { MAX_DESCRICAO_BANNER, MENSAGENS, MENSAGENS_BANNER } from '@sw/common';
import { gravarImagem, LIMITE_FOTO, removerArquivo } from '../../core/arquivos';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida, naoEncontrado } from '../../core/errors';
import { booleano } from '../../core/validacao';
import { registrarLog } from '../auditoria/auditoria.service';
import { diaDe } from '../pontos/expiracao.service';
import { limparHtmlBanner } from './banners.html';
import { BannerDTO, bannerDTO, LinhaBanner } from './banners.types';

/**
 * Banners (spec 2 Banners, spec 3 §2.6): registration (with an image checked by content), the
 * list in display order, drag-and-drop ordering that renumbers from 1, the ativo toggle and
 * delete; members read today's active banners in order. Decisions: docs/banners-midia-logs.md.
 */

const COLUNAS = `id, titulo, descricao, to_char(data_inicial, 'YYYY-MM-DD') AS data_inicial,
  to_char(data_final, 'YYYY-MM-DD') AS data_final, ordem, ativo, imagem`;
export const LIMITE_IMAGEM_BANNER = LIMITE_FOTO;
const MAX_TITULO = 120;

/** A calendar day (YYYY-MM-DD or DD/MM/YYYY) between 2000 and 2999-12-31, or null when empty. */
function lerDia(valor: unknown, rotulo: string): string | null {
  if (valor === undefined || valor === null || valor === '') return null;
  const t = String(valor).trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(t) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  if (m) {
    const [ano, mes, dia] = t.includes('/') ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
    const d = new Date(Date.UTC(+ano, +mes - 1, +dia));
    if (d.getUTCFullYear() === +ano && d.getUTCMonth() === +mes - 1 && d.getUTCDate() === +dia && +ano >= 2000 && +ano <= 2999) return `${ano}-${mes}-${dia}`;
  }
  throw entradaInvalida(MENSAGENS_BANNER.dataInvalida(rotulo));
}

interface DadosBanner { titulo: string; descricao: string | null; dataInicial: string; dataFinal: string }

/** The form's order (spec 2 §5): título, datas, their order, then the description's length. */
export function lerDados(e: Record<string, unknown>): DadosBanner {
  const titulo = typeof e.titulo === 'string' || typeof e.titulo === 'number' ? String(e.titulo).trim() : '';
  if (!titulo) throw entradaInvalida(MENSAGENS_BANNER.tituloObrigatorio);
  if (titulo.length > MAX_TITULO) throw entradaInvalida(`Título: no máximo ${MAX_TITULO} caracteres.`);
  const dataInicial = lerDia(e.dataInicial, 'Data inicial');
  if (!dataInicial) throw entradaInvalida(MENSAGENS_BANNER.dataInicialObrigatoria);
  const dataFinal = lerDia(e.dataFinal, 'Data final');
  if (!dataFinal) throw entradaInvalida(MENSAGENS_BANNER.dataFinalObrigatoria);
  if (dataInicial > dataFinal) throw entradaInvalida(MENSAGENS_BANNER.dataInicialMaior);
  if (e.descricao !== undefined && e.descricao !== null && typeof e.descricao !== 'string') throw entradaInvalida(MENSAGENS.invalido('Descrição'));
  const bruta = (e.descricao as string | undefined)?.trim() ?? '';
  // The limit is on what the author typed; the stored HTML is the cleaned version of it.
  if (bruta.length > MAX_DESCRICAO_BANNER) throw entradaInvalida(MENSAGENS_BANNER.descricaoLonga);
  const descricao = bruta ? limparHtmlBanner(bruta) || null : null;
  return { titulo, descricao, dataInicial, dataFinal };
}

export function lerId(valor: unknown): number {
  const n = Number(valor);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw naoEncontrado(MENSAGENS_BANNER.bannerNaoEncontrado);
  return n;
}

/** GET /api/banners: every banner in display order. */
export async function listar(ctx: RequestContext): Promise<BannerDTO[]> {
  const linhas: LinhaBanner[] = await ctx.manager.query(`SELECT ${COLUNAS} FROM banners ORDER BY ordem, id`);
  return linhas.map(bannerDTO);
}

/** GET /api/banners/intervalo: active banners whose dates include today (São Paulo), in order. */
export async function intervalo(ctx: RequestContext, agora = new Date()): Promise<BannerDTO[]> {
  const linhas: LinhaBanner[] = await ctx.manager.query(
    `SELECT ${COLUNAS} FROM banners WHERE ativo AND data_inicial <= $1::date AND data_final >= $1::date ORDER BY ordem, id`, [diaDe(agora)]);
  return linhas.map(bannerDTO);
}

/**
 * POST /api/upload/banner (image required) and POST /api/banners (image optional): a new banner
 * goes last. The fields are checked before the image, the image before anything is stored.
 */
export async function criar(ctx: RequestContext, entrada: Record<string, unknown>, imagem: Buffer | null, imagemObrigatoria: boolean): Promise<BannerDTO> {
  const d = lerDados(entrada);
  if (!imagem && imagemObrigatoria) throw entradaInvalida(MENSAGENS_BANNER.imagemObrigatoria);
  const nome = imagem ? await gravarImagem(imagem, LIMITE_IMAGEM_BANNER).catch((e) => {
    throw e?.message === MENSAGENS.fotoInvalida ? entradaInvalida(MENSAGENS_BANNER.imagemInvalida) : e;
  }) : null;
  try {
    return await emTransacao(ctx, async (tx) => {
      // One writer of the order at a time: two new banners never share a position.
      await tx.manager.query(`LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE`);
      const [l]: LinhaBanner[] = await tx.manager.query(
        `INSERT INTO banners (titulo, descricao, data_inicial, data_final, ordem, imagem)
         VALUES ($1, $2, $3, $4, (SELECT COALESCE(max(ordem), 0) + 1 FROM banners), $5) RETURNING ${COLUNAS}`,
        [d.titulo, d.descricao, d.dataInicial, d.dataFinal, nome],
      );
      await registrarLog(tx, 'banners.criar', { id: l.id, titulo: l.titulo, dataInicial: l.data_inicial, dataFinal: l.data_final, imagem: !!nome });
      return bannerDTO(l);
    });
  } catch (e) {
    await removerArquivo(nome);
    throw e;
  }
}

/**
 * PATCH /api/banners/bulk [{id, ordem}]: the banners sent, sorted by the ordem given, come first,
 * then any banner not sent in its current order; everything is renumbered from 1.
 */
export async function ordenar(ctx: RequestContext, corpo: unknown): Promise<BannerDTO[]> {
  const lista = Array.isArray(corpo) ? corpo : (corpo as { banners?: unknown } | null)?.banners;
  if (!Array.isArray(lista) || lista.length === 0 || lista.length > 1000) throw entradaInvalida(MENSAGENS_BANNER.ordemInvalida);
  const itens = lista.map((i) => {
    const id = Number((i as { id?: unknown })?.id);
    const ordem = Number((i as { ordem?: unknown })?.ordem);
    if (!Number.isInteger(id) || id <= 0 || !Number.isFinite(ordem)) throw entradaInvalida(MENSAGENS_BANNER.ordemInvalida);
    return { id, ordem };
  });
  if (new Set(itens.map((i) => i.id)).size !== itens.length) throw entradaInvalida(MENSAGENS_BANNER.ordemInvalida);
  return emTransacao(ctx, async (tx) => {
    await tx.manager.query(`LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE`);
    const atuais: { id: number }[] = await tx.manager.query(`SELECT id FROM banners ORDER BY ordem, id`);
    const existentes = new Set(atuais.map((a) => a.id));
    const desconhecido = itens.find((i) => !existentes.has(i.id));
    if (desconhecido) throw naoEncontrado(MENSAGENS_BANNER.bannerNaoEncontrado);
    const enviados = [...itens].sort((a, b) => a.ordem - b.ordem).map((i) => i.id);
    const final = [...enviados, ...atuais.map((a) => a.id).filter((id) => !enviados.includes(id))];
    await tx.manager.query(
      `UPDATE banners b SET ordem = n.ordem FROM unnest($1::int[]) WITH ORDINALITY AS n(id, ordem) WHERE b.id = n.id`, [final]);
    await registrarLog(tx, 'banners.ordenar', { ordem: final });
    return listar(tx);
  });
}

/** PUT /api/banners/{id} {ativo}. */
export async function alterarAtivo(ctx: RequestContext, idBruto: unknown, entrada: Record<string, unknown>): Promise<BannerDTO> {
  const id = lerId(idBruto);
  if (entrada.ativo === undefined) throw entradaInvalida('Informe se o banner está ativo (0 ou 1).');
  const ativo = booleano(entrada.ativo, 'Ativo');
  return emTransacao(ctx, async (tx) => {
    // UPDATE/DELETE … RETURNING answer [rows, count] through TypeORM.
    const [[l]]: [LinhaBanner[], number] = await tx.manager.query(`UPDATE banners SET ativo = $2 WHERE id = $1 RETURNING ${COLUNAS}`, [id, ativo]);
    if (!l) throw naoEncontrado(MENSAGENS_BANNER.bannerNaoEncontrado);
    await registrarLog(tx, 'banners.ativar', { id, titulo: l.titulo, ativo });
    return bannerDTO(l);
  });
}

/** DELETE /api/banners/{id}: the others are renumbered from 1; the image file goes too. */
export async function excluir(ctx: RequestContext, idBruto: unknown): Promise<{ mensagem: string }> {
  const id = lerId(idBruto);
  const imagem = await emTransacao(ctx, async (tx) => {
    await tx.manager.query(`LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE`);
    const [[l]] = await tx.manager.query(`DELETE FROM banners WHERE id = $1 RETURNING id, titulo, imagem`, [id]);
    if (!l) throw naoEncontrado(MENSAGENS_BANNER.bannerNaoEncontrado);
    await tx.manager.query(
      `UPDATE banners b SET ordem = n.ordem FROM (SELECT id, row_number() OVER (ORDER BY ordem, id) AS ordem FROM banners) n WHERE b.id = n.id`);
    await registrarLog(tx, 'banners.excluir', { id, titulo: l.titulo });
    return l.imagem as string | null;
  });
  await removerArquivo(imagem);
  return { mensagem: MENSAGENS_BANNER.bannerExcluido };
}
