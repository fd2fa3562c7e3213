import { LIMITE_GALERIA_MIDIAS, MENSAGENS, MENSAGENS_MIDIA } from '@sw/common';
import { gravarMidia, removerArquivo, tipoDeConteudo } from '../../core/arquivos';
import { emTransacao, escopoEmSql, RequestContext } from '../../core/context';
import { entradaInvalida, naoEncontrado, proibido } from '../../core/errors';
import { registrarLog } from '../auditoria/auditoria.service';
import { lerIdResgate } from '../resgates/resgates.consulta';
import * as resgatesPainel from '../resgates/resgates-painel.service';
import { ResgateDTO } from '../resgates/resgate.types';
import { lerFiltroPontuadas } from '../vendas/pontuadas.service';
import { LinhaMidia, ResgateMidiaDTO } from './midias.types';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './midias.esquemas';
import { fimDoDiaSql, inicioDoDiaSql } from '../../core/calendario';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Photos and videos of redemptions (spec 2 Upload foto/vídeo and Fotos e vídeos, spec 3 §2.15).
 * Staff attach media to a redemption within their reach; the gallery lists the media of their
 * networks (role 3: its stores); a member sees only the media of their own redemptions. Files go
 * through the storage adapter, checked by content (core/arquivos gravarMidia).
 */

// The gallery is not a paged table: at most LIMITE_GALERIA_MIDIAS items, newest first; the screen says when it is full.

const SELECT_MIDIAS = `
  SELECT m.id, m.resgate_id, m.arquivo, m.tipo_arquivo, m.criado_em, p.nome AS parceiro, COALESCE(pr.nome, o.nome) AS premio,
         r.nome_fantasia AS revenda, r.end_cidade AS cidade, d.nome AS rede, g.resgatado_em
    FROM resgate_midias m
    JOIN resgates g ON g.id = m.resgate_id
    JOIN parceiros p ON p.id = g.parceiro_id
    JOIN revendas r ON r.id = g.revenda_id
    JOIN redes d ON d.id = r.rede_id
    -- A redemption names a prize or a catalogue offer (docs/ofertas-e-catalogo.md).
    LEFT JOIN premios pr ON pr.id = g.premio_id
    LEFT JOIN ofertas o ON o.id = g.oferta_id`;

const dto = (l: LinhaMidia): ResgateMidiaDTO => ({
  id: l.resgate_id,
  parceiro: l.parceiro,
  premio: l.premio,
  revenda: l.revenda,
  cidade: l.cidade,
  rede: l.rede,
  resgatadoEm: l.resgatado_em,
  midia: { id: l.id, linkArquivo: `/api/arquivos/${l.arquivo}`, tipoArquivo: tipoDeConteudo(l.arquivo), criadoEm: l.criado_em },
});

/** The redemption the upload screen shows on leaving the id field (store, seller, quantity, prize). */
export async function resgateParaMidia(ctx: RequestContext, id: string): Promise<ResgateDTO> {
  return resgatesPainel.obter(ctx, id);
}

/** POST /api/upload/foto_video (multipart arquivo, idResgate). */
export async function anexar(
  ctx: RequestContext,
  { idResgate }: Entrada<typeof esquemas.anexar>,
  conteudo: Buffer | null,
): Promise<{ mensagem: string; midia: ResgateMidiaDTO }> {
  if (!conteudo) throw entradaInvalida(MENSAGENS.selecioneArquivo);
  // Scope first: a redemption out of reach is not found, and no file is stored for it.
  const resgate = await resgatesPainel.obter(ctx, idResgate);
  const { nome, extensao } = await gravarMidia(conteudo);
  try {
    return await emTransacao(ctx, async (tx) => {
      const [m] = await tx.manager.query<{ id: number }[]>(
        `INSERT INTO resgate_midias (resgate_id, arquivo, tipo_arquivo, criado_por) VALUES ($1, $2, $3, $4) RETURNING id`,
        [resgate.id, nome, extensao, ctx.usuario?.id ?? null],
      );
      await registrarLog(tx, 'midias.enviar', { id: m.id, resgateId: resgate.id, tipo: extensao, bytes: conteudo.length });
      const [l] = await tx.manager.query<LinhaMidia[]>(`${SELECT_MIDIAS} WHERE m.id = $1`, [m.id]);
      return { mensagem: MENSAGENS_MIDIA.midiaAnexada, midia: dto(l) };
    });
  } catch (e) {
    await removerArquivo(nome); // nothing partial: no orphan file
    throw e;
  }
}

/** GET /api/resgates/fotos_videos?rede&dataInicial&dataFinal (staff): default the last 7 days. */
export async function listarPainel(ctx: RequestContext, q: Entrada<typeof esquemas.filtroPainel>): Promise<ResgateMidiaDTO[]> {
  const f = await lerFiltroPontuadas(q, null, ctx);
  const escopo = escopoEmSql(ctx, 1);
  const params: unknown[] = [...escopo.params];
  const condicoes = [escopo.sql];
  if (f.redeId !== null) {
    params.push(f.redeId);
    condicoes.push(`r.rede_id = $${params.length}`);
  }
  if (f.dataInicial) {
    params.push(f.dataInicial);
    condicoes.push(`m.criado_em >= ${inicioDoDiaSql(`$${params.length}`)}`);
  }
  if (f.dataFinal) {
    params.push(f.dataFinal);
    condicoes.push(`m.criado_em < ${fimDoDiaSql(`$${params.length}`)}`);
  }
  const linhas = await ctx.manager.query<LinhaMidia[]>(
    `${SELECT_MIDIAS} WHERE ${condicoes.join(' AND ')} ORDER BY m.criado_em DESC, m.id DESC LIMIT ${LIMITE_GALERIA_MIDIAS}`,
    params,
  );
  return linhas.map(dto);
}

/**
 * GET /api/resgates/fotos_videos for a member: the media of their own redemptions only. With
 * ?resgate={id}, that redemption's media — another member's redemption is not found (404).
 */
export async function listarMinhas(ctx: RequestContext, resgate?: string): Promise<ResgateMidiaDTO[]> {
  const quem = ctx.parceiro;
  if (!quem) throw proibido();
  const params: unknown[] = [quem.id];
  let extra = '';
  if (resgate !== undefined) {
    const id = lerIdResgate(resgate);
    const [meu] = await ctx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM resgates WHERE id = $1 AND parceiro_id = $2`, [id, quem.id]);
    if (!meu) throw naoEncontrado(MENSAGENS.resgateNaoEncontrado);
    params.push(id);
    extra = ` AND g.id = $2`;
  }
  const linhas = await ctx.manager.query<LinhaMidia[]>(
    `${SELECT_MIDIAS} WHERE g.parceiro_id = $1${extra} ORDER BY m.criado_em DESC, m.id DESC LIMIT ${LIMITE_GALERIA_MIDIAS}`,
    params,
  );
  return linhas.map(dto);
}

/** DELETE /api/resgates/fotos_videos/{id}: a media item within the caller's reach; its file goes too. */
export async function excluir(ctx: RequestContext, id: string): Promise<{ mensagem: string }> {
  const arquivo = await emTransacao(ctx, async (tx) => {
    const escopo = escopoEmSql(tx, 2);
    const [l] = await tx.manager.query<{ id: number; resgate_id: number; arquivo: string }[]>(
      `SELECT m.id, m.resgate_id, m.arquivo FROM resgate_midias m JOIN resgates g ON g.id = m.resgate_id JOIN revendas r ON r.id = g.revenda_id
        WHERE m.id = $1::bigint AND ${escopo.sql} FOR UPDATE OF m`,
      [id, ...escopo.params],
    );
    if (!l) throw naoEncontrado(MENSAGENS_MIDIA.midiaNaoEncontrada);
    await tx.manager.query<Alteracao>(`DELETE FROM resgate_midias WHERE id = $1`, [l.id]);
    await registrarLog(tx, 'midias.excluir', { id: l.id, resgateId: l.resgate_id, arquivo: l.arquivo });
    return l.arquivo;
  });
  await removerArquivo(arquivo);
  return { mensagem: MENSAGENS_MIDIA.midiaExcluida };
}
