import { RotasApi } from '../../core/http';
import * as respostas from './vendas.respostas';
import * as esquemas from './correcoes.esquemas';
import * as correcoes from './correcoes.service';

/**
 * Correção de pontuação (spec 2 §7). Registered before any /pontuacoes/:param route, so
 * 'correcoes' is never read as a CPF.
 */
export function rotasCorrecoes(api: RotasApi) {
  api.get(
    '/pontuacoes/correcoes',
    'vendas.correcoes.listar',
    { resposta: respostas.correcoes, resumo: 'As vendas cujos pontos diferem do que o catálogo atual dá.' },
    async (ctx) => ({
      vendasCorrigir: await correcoes.listarCorrecoes(ctx),
    }),
  );
  api.post(
    '/pontuacoes/corrigir/:idVenda',
    'vendas.correcoes.corrigir',
    { resposta: respostas.correcaoAplicada, parametros: esquemas.corrigir, resumo: 'Aplica a diferença de pontos da venda (uma vez só).' },
    (ctx, { parametros }) => correcoes.corrigirVenda(ctx, parametros.idVenda),
  );
}
