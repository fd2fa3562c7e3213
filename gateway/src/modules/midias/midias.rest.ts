import { RotasApi } from '../../core/http';
import { LIMITE_MIDIA_VIDEO } from '../../core/arquivos';
import { autorizar } from '../../core/autorizacao';
import { receberArquivo } from '../../core/upload';
import * as midias from './midias.service';

/**
 * Redemption media. Registered before the resgates routes, so /resgates/fotos_videos is not read
 * as /resgates/{id}.
 */
export function rotasMidias(api: RotasApi) {
  // The file is buffered after the route's permission check (core/upload); the service checks its content.
  api.post('/upload/foto_video', 'midias.enviar', async (ctx, req, res) => {
    const { arquivo, campos } = await receberArquivo(req, res, { campo: 'arquivo', maxBytes: LIMITE_MIDIA_VIDEO });
    return midias.anexar(ctx, campos.idResgate, arquivo && arquivo.tamanho > 0 ? arquivo.conteudo : null);
  }, 201);
  // Shared path (DESIGN "Contract notes"): a member gets the media of their own redemptions; staff the gallery.
  api.get('/resgates/fotos_videos', 'midias.listar', async (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    if (ctx.parceiro) return { midias: await midias.listarMinhas(ctx, q.resgate) };
    autorizar(ctx, 'midias.painel');
    return { midias: await midias.listarPainel(ctx, q) };
  });
  api.delete('/resgates/fotos_videos/:id', 'midias.excluir', (ctx, req) => midias.excluir(ctx, req.params.id));
}
