import { RotasApi } from '../../core/http';
import { LIMITE_MIDIA_VIDEO } from '../../core/arquivos';
import { autorizar } from '../../core/autorizacao';
import { analisar } from '../../core/esquema';
import { receberArquivo } from '../../core/upload';
import * as esquemas from './midias.esquemas';
import * as midias from './midias.service';
import * as respostas from './midias.respostas';
import { r } from '../../core/respostas';

/**
 * Redemption media. Registered before the resgates routes, so /resgates/fotos_videos is not read
 * as /resgates/{id}.
 */
export function rotasMidias(api: RotasApi) {
  // The file is buffered after the route's permission check (core/upload); the service checks its content.
  api.post(
    '/upload/foto_video',
    'midias.enviar',
    { resposta: respostas.anexada, arquivos: ['arquivo'], status: 201, resumo: 'Anexa uma foto ou um vídeo a um resgate (multipart: arquivo, idResgate).' },
    async (ctx, _entrada, req, res) => {
      const { arquivo, campos } = await receberArquivo(req, res, { campo: 'arquivo', maxBytes: LIMITE_MIDIA_VIDEO });
      return midias.anexar(ctx, analisar(esquemas.anexar, campos), arquivo && arquivo.tamanho > 0 ? arquivo.conteudo : null);
    },
  );
  // Shared path (DESIGN "Contract notes"): a member gets the media of their own redemptions; staff the gallery.
  api.get(
    '/resgates/fotos_videos',
    'midias.listar',
    {
      resposta: respostas.listar,
      consulta: esquemas.filtroPainel.extend(esquemas.minhas.shape),
      resumo: 'Membro: as mídias dos seus resgates. Equipe: a galeria (rede e datas).',
    },
    async (ctx, { consulta }) => {
      if (ctx.parceiro) return { midias: await midias.listarMinhas(ctx, consulta.resgate) };
      autorizar(ctx, 'midias.painel');
      return { midias: await midias.listarPainel(ctx, consulta) };
    },
  );
  api.delete(
    '/resgates/fotos_videos/:id',
    'midias.excluir',
    { resposta: r.mensagem, parametros: esquemas.porId, resumo: 'Exclui uma foto ou um vídeo (e o arquivo).' },
    (ctx, { parametros }) => midias.excluir(ctx, parametros.id),
  );
}
