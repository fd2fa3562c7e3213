import { RotasApi } from '../../core/http';
import * as indicacoes from './indicacoes.service';

export function rotasIndicacoes(api: RotasApi) {
  api.get('/indicacoes/meu-codigo', 'indicacoes.minhas', (ctx) => indicacoes.meuCodigo(ctx));
  api.get('/indicacoes/:referralCode', 'indicacoes.minhas', async (ctx, req) => {
    const { linhas, total, resumo } = await indicacoes.minhas(ctx, req.params.referralCode, indicacoes.lerPedido(req.query as Record<string, unknown>));
    return { rows: linhas, count: total, resumo };
  });
}
