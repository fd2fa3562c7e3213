import { z } from '../../core/esquema';
import { RotasApi } from '../../core/http';
import { documentoOpenApi } from '../../core/openapi';
import { paginaDaDocumentacao } from './pagina';
import { arquivo } from '../../core/respostas';

/** The REST reference for integrators: the OpenAPI document and a page for people. */
export function rotasDocumentacao(api: RotasApi) {
  api.get(
    '/openapi.json',
    'api.documentacao',
    {
      resposta: z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }),
      resumo: 'O documento OpenAPI 3.1 desta API.',
    },
    async () => documentoOpenApi(),
  );
  api.get('/docs', 'api.documentacao', { resposta: arquivo('html'), resumo: 'A referência da API para pessoas (HTML).' }, async (_ctx, _entrada, _req, res) => {
    res.type('html').send(paginaDaDocumentacao(documentoOpenApi()));
  });
}
