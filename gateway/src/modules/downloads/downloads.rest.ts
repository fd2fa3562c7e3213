import type { Response } from 'express';
import { MENSAGENS } from '@sw/common';
import { tipoDeDownload } from '../../core/downloads';
import { autorizar } from '../../core/autorizacao';
import { RequestContext } from '../../core/context';
import { usuarioDaSessaoAberta } from '../sessoes/sessoes.service';
import { CodigoErro, ErroApp, naoEncontrado, normalizarErro, STATUS_HTTP } from '../../core/errors';
import { desafio, RotasApi } from '../../core/http';
import { executarLeituraPesada } from '../../core/leituras-pesadas';
import { verificarLink } from '../../core/links-assinados';
import { logger } from '../../core/logger';
import { cabecalhoAnexo } from '../../core/planilha';
import * as esquemas from './downloads.esquemas';
import { arquivo } from '../../core/respostas';

/** GET /api/downloads/{token}: serves the exports behind signed links (core/links-assinados.ts). */

/** The link is opened in a browser window: failures are a short readable page, not raw JSON. */
function paginaDeErro(res: Response, status: number, mensagem: string) {
  const seguro = mensagem.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Download</title>` +
        `<body style="font-family:sans-serif;padding:2rem"><p role="alert">${seguro}</p></body></html>`,
    );
}

export function rotasDownloads(api: RotasApi) {
  const definicao = {
    parametros: esquemas.porToken,
    resposta: arquivo('xlsx', 'csv'),
    resumo: 'Baixa uma exportação por um link assinado (vale por alguns minutos, enquanto a sessão de quem o gerou estiver aberta).',
  };
  api.get('/downloads/:token', 'downloads.baixar', definicao, async (ctx, { parametros: { token } }, req, res) => {
    const querHtml = req.accepts(['json', 'html']) === 'html';
    try {
      const dados = await verificarLink(ctx.dataSource, token);
      const tipo = tipoDeDownload(dados.tipo);
      if (!tipo) throw naoEncontrado(MENSAGENS.linkExpirado);
      // Signed out since, idle past the limit, or deactivated: the link died with the session.
      const ator = await usuarioDaSessaoAberta(ctx, dados.sessaoId, dados.usuarioId);
      if (!ator) throw naoEncontrado(MENSAGENS.linkExpirado);
      const doSignatario = new RequestContext(ctx.dataSource, ctx.requestId, ator, ctx.ip, ctx.localizacao);
      autorizar(doSignatario, tipo.operacao);
      // A heavy read of the signer's (core/leituras-pesadas.ts), counted when the link was made.
      await executarLeituraPesada(
        doSignatario,
        async () => {
          res.setHeader('Content-Type', tipo.tipoConteudo);
          res.setHeader('Content-Disposition', cabecalhoAnexo(dados.nomeArquivo));
          res.setHeader('Cache-Control', 'no-store');
          await tipo.gerar(doSignatario, dados.parametros ?? {}, res);
        },
        { contar: false },
      );
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
      if (erro.codigo === CodigoErro.NaoAutenticado) res.setHeader('WWW-Authenticate', desafio(req, erro.message));
      paginaDeErro(res, STATUS_HTTP[erro.codigo], erro instanceof ErroApp ? erro.message : MENSAGENS.erroInterno);
    }
  });
}
