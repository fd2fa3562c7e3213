import { RotasApi } from '../../core/http';
import * as indicacoes from './indicacoes.service';
import * as esquemas from './indicacoes.esquemas';
import * as respostas from './indicacoes.respostas';

export function rotasIndicacoes(api: RotasApi) {
  api.get(
    '/indicacoes/meu-codigo',
    'indicacoes.minhas',
    { resposta: respostas.meuCodigo, resumo: 'O código de indicação do membro e o link para compartilhar.' },
    (ctx) => indicacoes.meuCodigo(ctx),
  );
  api.get(
    '/indicacoes/:referralCode',
    'indicacoes.minhas',
    {
      resposta: respostas.minhas,
      parametros: esquemas.porCodigo,
      consulta: esquemas.consultaIndicacoes,
      resumo: 'Os indicados do membro (só pelo próprio código), paginados, com o resumo das válidas.',
    },
    async (ctx, { parametros, consulta }) => {
      const [{ linhas, total }, resumo] = await Promise.all([indicacoes.minhas(ctx, parametros.referralCode, consulta.pedido), indicacoes.resumo(ctx)]);
      return { rows: linhas, count: total, resumo };
    },
  );
}
