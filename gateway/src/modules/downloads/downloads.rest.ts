import type { Response } from 'express';
import { MENSAGENS, Operacao, Permissao } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { AtorUsuario, RequestContext } from '../../core/context';
import { ErroApp, naoEncontrado, normalizarErro, STATUS_HTTP } from '../../core/errors';
import { RotasApi } from '../../core/http';
import { executarLeituraPesada } from '../../core/leituras-pesadas';
import { verificarLink } from '../../core/links-assinados';
import { logger } from '../../core/logger';
import { cabecalhoAnexo } from '../../core/planilha';
import * as esquemas from './downloads.esquemas';

/**
 * GET /api/downloads/{token}: serves the exports behind signed links (core/links-assinados.ts).
 * Each module registers its kinds of export with the operation the signer must still hold.
 */
export interface TipoDownload {
  operacao: Operacao;
  tipoConteudo: string;
  /** Writes the file to `res` (headers are already set). */
  gerar: (ctx: RequestContext, parametros: Record<string, unknown>, res: Response) => Promise<void>;
}

const TIPOS = new Map<string, TipoDownload>();

export function registrarDownload(tipo: string, definicao: TipoDownload): void {
  TIPOS.set(tipo, definicao);
}

/** The signer, as they are now: the session must still be open and the user active. */
async function atorDaSessao(ctx: RequestContext, sessaoId: string, usuarioId: number): Promise<AtorUsuario | null> {
  if (!/^\d{1,18}$/.test(String(sessaoId)) || !Number.isInteger(usuarioId)) return null;
  const [l] = await ctx.manager.query(
    `SELECT s.id AS sessao_id, u.id, u.nome, u.permissao, u.id_revendas_permitidas, u.id_redes_permitidas
       FROM sessoes s JOIN usuarios u ON u.id = s.usuario_id
      WHERE s.id = $1 AND u.id = $2 AND s.revogado_em IS NULL AND s.expira_em > now() AND u.ativo`,
    [sessaoId, usuarioId],
  );
  if (!l) return null;
  return {
    tipo: 'usuario',
    id: l.id,
    nome: l.nome,
    permissao: Number(l.permissao) as Permissao,
    idRevendasPermitidas: l.id_revendas_permitidas,
    idRedesPermitidas: l.id_redes_permitidas,
    sessaoId: String(l.sessao_id),
  };
}

/** The link is opened in a browser window: failures are a short readable page, not raw JSON. */
function paginaDeErro(res: Response, status: number, mensagem: string) {
  const seguro = mensagem.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  res.status(status).type('html').send(
    `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Download</title>` +
    `<body style="font-family:sans-serif;padding:2rem"><p role="alert">${seguro}</p></body></html>`,
  );
}

export function rotasDownloads(api: RotasApi) {
  const definicao = { parametros: esquemas.porToken, resumo: 'Baixa uma exportação por um link assinado (vale por alguns minutos, enquanto a sessão de quem o gerou estiver aberta).' };
  api.get('/downloads/:token', 'downloads.baixar', definicao, async (ctx, { parametros: { token } }, req, res) => {
    const querHtml = req.accepts(['json', 'html']) === 'html';
    try {
      const dados = await verificarLink(ctx.dataSource, token);
      const tipo = TIPOS.get(dados.tipo);
      if (!tipo) throw naoEncontrado(MENSAGENS.linkExpirado);
      // Signed out since, or deactivated: the link died with the session.
      const ator = await atorDaSessao(ctx, dados.sessaoId, dados.usuarioId);
      if (!ator) throw naoEncontrado(MENSAGENS.linkExpirado);
      const doSignatario = new RequestContext(ctx.dataSource, ctx.requestId, ator, ctx.ip, ctx.localizacao);
      autorizar(doSignatario, tipo.operacao);
      // A heavy read of the signer's (core/leituras-pesadas.ts), counted when the link was made.
      await executarLeituraPesada(doSignatario, async () => {
        res.setHeader('Content-Type', tipo.tipoConteudo);
        res.setHeader('Content-Disposition', cabecalhoAnexo(dados.nomeArquivo));
        res.setHeader('Cache-Control', 'no-store');
        await tipo.gerar(doSignatario, dados.parametros ?? {}, res);
      }, { contar: false });
      res.end();
    } catch (e) {
      if (res.headersSent) {
        // Half a file cannot become an error message: cut the connection so it is not taken as complete.
        logger.error({ requestId: ctx.requestId, err: e }, 'falha durante um download');
        res.destroy();
        return;
      }
      if (!querHtml) throw e;
      const { erro, inesperado } = normalizarErro(e);
      if (inesperado) logger.error({ requestId: ctx.requestId, err: e }, 'erro inesperado');
      paginaDeErro(res, STATUS_HTTP[erro.codigo], erro instanceof ErroApp ? erro.message : MENSAGENS.erroInterno);
    }
  });
}
