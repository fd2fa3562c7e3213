import { MENSAGENS, MENSAGENS_BANNER } from '@sw/common';
import { gravarImagem, LIMITE_FOTO, removerArquivo } from '../../core/arquivos';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida, naoEncontrado } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { diaDe } from '../../core/calendario';
import { limparHtmlBanner } from './banners.html';
import { BannerDTO, bannerDTO, LinhaBanner } from './banners.types';
import type * as esquemas from './banners.esquemas';
import type { EdicaoBanner } from './banners.esquemas';
import type { Alteracao, SemLinhas } from '../../db/resultado-sql';

/**
 * Banners (spec 2 Banners, spec 3 §2.6): registration (with an image checked by content), the
 * list in display order, drag-and-drop ordering that renumbers from 1, the ativo toggle and
 * delete; members read today's active banners in order. Decisions: docs/banners-midia-logs.md.
 */

const COLUNAS = `id, titulo, descricao, to_char(data_inicial, 'YYYY-MM-DD') AS data_inicial,
  to_char(data_final, 'YYYY-MM-DD') AS data_final, ordem, ativo, imagem`;
export const LIMITE_IMAGEM_BANNER = LIMITE_FOTO;
/** GET /api/banners: every banner in display order. */
export async function listar(ctx: RequestContext): Promise<BannerDTO[]> {
  const linhas = await ctx.manager.query<LinhaBanner[]>(`SELECT ${COLUNAS} FROM banners ORDER BY ordem, id`);
  return linhas.map(bannerDTO);
}

/** GET /api/banners/intervalo: active banners whose dates include today (São Paulo), in order. */
export async function intervalo(ctx: RequestContext, agora = new Date()): Promise<BannerDTO[]> {
  const linhas = await ctx.manager.query<LinhaBanner[]>(
    `SELECT ${COLUNAS} FROM banners WHERE ativo AND data_inicial <= $1::date AND data_final >= $1::date ORDER BY ordem, id`,
    [diaDe(agora)],
  );
  return linhas.map(bannerDTO);
}

/**
 * POST /api/upload/banner (image required) and POST /api/banners (image optional): a new banner
 * goes last. The fields are checked before the image, the image before anything is stored.
 */
export async function criar(
  ctx: RequestContext,
  entrada: Entrada<typeof esquemas.criar>,
  imagem: Buffer | null,
  imagemObrigatoria: boolean,
): Promise<BannerDTO> {
  const d = { ...entrada, descricao: entrada.descricao ? limparHtmlBanner(entrada.descricao) || null : null };
  if (!imagem && imagemObrigatoria) throw entradaInvalida(MENSAGENS_BANNER.imagemObrigatoria);
  const nome = imagem
    ? await gravarImagem(imagem, LIMITE_IMAGEM_BANNER).catch((e) => {
        throw e?.message === MENSAGENS.fotoInvalida ? entradaInvalida(MENSAGENS_BANNER.imagemInvalida) : e;
      })
    : null;
  try {
    return await emTransacao(ctx, async (tx) => {
      // One writer of the order at a time: two new banners never share a position.
      await tx.manager.query<SemLinhas>(`LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE`);
      const [l] = await tx.manager.query<LinhaBanner[]>(
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
export async function ordenar(ctx: RequestContext, lista: Entrada<typeof esquemas.ordenar>['itens']): Promise<BannerDTO[]> {
  const itens = lista.map((i) => ({ id: Number(i.id), ordem: i.ordem }));
  return emTransacao(ctx, async (tx) => {
    await tx.manager.query<SemLinhas>(`LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE`);
    const atuais = await tx.manager.query<{ id: number }[]>(`SELECT id FROM banners ORDER BY ordem, id`);
    const existentes = new Set(atuais.map((a) => a.id));
    const desconhecido = itens.find((i) => !existentes.has(i.id));
    if (desconhecido) throw naoEncontrado(MENSAGENS_BANNER.bannerNaoEncontrado);
    const enviados = [...itens].sort((a, b) => a.ordem - b.ordem).map((i) => i.id);
    const final = [...enviados, ...atuais.map((a) => a.id).filter((id) => !enviados.includes(id))];
    await tx.manager.query<Alteracao>(`UPDATE banners b SET ordem = n.ordem FROM unnest($1::int[]) WITH ORDINALITY AS n(id, ordem) WHERE b.id = n.id`, [final]);
    await registrarLog(tx, 'banners.ordenar', { ordem: final });
    return listar(tx);
  });
}

/** PUT /api/banners/{id} {ativo}. */
export async function alterarAtivo(ctx: RequestContext, id: string, { ativo }: Entrada<typeof esquemas.alterarAtivo>): Promise<BannerDTO> {
  return emTransacao(ctx, async (tx) => {
    // UPDATE/DELETE … RETURNING answer [rows, count] through TypeORM.
    const [[l]] = await tx.manager.query<Alteracao<LinhaBanner>>(`UPDATE banners SET ativo = $2 WHERE id = $1::bigint RETURNING ${COLUNAS}`, [id, ativo]);
    if (!l) throw naoEncontrado(MENSAGENS_BANNER.bannerNaoEncontrado);
    await registrarLog(tx, 'banners.ativar', { id: l.id, titulo: l.titulo, ativo });
    return bannerDTO(l);
  });
}

/**
 * PUT /api/banners/{id} with any of titulo, dataInicial, dataFinal, descricao (JSON or multipart, a
 * new image in `arquivo`) and editarBanner: only what is sent changes; the dates' order is checked
 * on the result. The log keeps before and after of what changed (the Logs screen shows "De → Para");
 * the replaced image file is removed once the change is committed.
 */
export async function editar(ctx: RequestContext, id: string, edicao: EdicaoBanner, imagem: Buffer | null): Promise<BannerDTO> {
  if (!imagem && Object.values(edicao).every((v) => v === undefined)) throw entradaInvalida(MENSAGENS_BANNER.informeAlteracao);
  const nome = imagem
    ? await gravarImagem(imagem, LIMITE_IMAGEM_BANNER).catch((e) => {
        throw e?.message === MENSAGENS.fotoInvalida ? entradaInvalida(MENSAGENS_BANNER.imagemInvalida) : e;
      })
    : null;
  try {
    const { banner, imagemAntiga } = await emTransacao(ctx, async (tx) => {
      const [atual] = await tx.manager.query<LinhaBanner[]>(`SELECT ${COLUNAS} FROM banners WHERE id = $1::bigint FOR UPDATE`, [id]);
      if (!atual) throw naoEncontrado(MENSAGENS_BANNER.bannerNaoEncontrado);
      const antes = {
        titulo: atual.titulo,
        dataInicial: atual.data_inicial,
        dataFinal: atual.data_final,
        descricao: atual.descricao,
        ativo: atual.ativo,
        imagem: atual.imagem,
      };
      const depois = {
        titulo: edicao.titulo ?? antes.titulo,
        dataInicial: edicao.dataInicial ?? antes.dataInicial,
        dataFinal: edicao.dataFinal ?? antes.dataFinal,
        descricao: edicao.descricao === undefined ? antes.descricao : limparHtmlBanner(edicao.descricao) || null,
        ativo: edicao.ativo ?? antes.ativo,
        imagem: nome ?? antes.imagem,
      };
      if (depois.dataInicial > depois.dataFinal) throw entradaInvalida(MENSAGENS_BANNER.dataInicialMaior);
      const [[l]] = await tx.manager.query<Alteracao<LinhaBanner>>(
        `UPDATE banners SET titulo = $2, data_inicial = $3, data_final = $4, descricao = $5, ativo = $6, imagem = $7 WHERE id = $1::bigint RETURNING ${COLUNAS}`,
        [id, depois.titulo, depois.dataInicial, depois.dataFinal, depois.descricao, depois.ativo, depois.imagem],
      );
      const mudou = (Object.keys(antes) as (keyof typeof antes)[]).filter((k) => antes[k] !== depois[k]);
      const so = (o: typeof antes) => Object.fromEntries(mudou.map((k) => [k, k === 'imagem' ? Boolean(o[k]) : o[k]]));
      await registrarLog(tx, 'banners.editar', { id: l.id, titulo: l.titulo, antes: so(antes), depois: so(depois) });
      return { banner: bannerDTO(l), imagemAntiga: nome && atual.imagem !== nome ? atual.imagem : null };
    });
    await removerArquivo(imagemAntiga);
    return banner;
  } catch (e) {
    await removerArquivo(nome);
    throw e;
  }
}

/** DELETE /api/banners/{id}: the others are renumbered from 1; the image file goes too. */
export async function excluir(ctx: RequestContext, id: string): Promise<{ mensagem: string }> {
  const imagem = await emTransacao(ctx, async (tx) => {
    await tx.manager.query<SemLinhas>(`LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE`);
    const [[l]] = await tx.manager.query<Alteracao<{ id: number; titulo: string; imagem: string | null }>>(
      `DELETE FROM banners WHERE id = $1::bigint RETURNING id, titulo, imagem`,
      [id],
    );
    if (!l) throw naoEncontrado(MENSAGENS_BANNER.bannerNaoEncontrado);
    await tx.manager.query<Alteracao>(
      `UPDATE banners b SET ordem = n.ordem FROM (SELECT id, row_number() OVER (ORDER BY ordem, id) AS ordem FROM banners) n WHERE b.id = n.id`,
    );
    await registrarLog(tx, 'banners.excluir', { id: l.id, titulo: l.titulo });
    return l.imagem;
  });
  await removerArquivo(imagem);
  return { mensagem: MENSAGENS_BANNER.bannerExcluido };
}
