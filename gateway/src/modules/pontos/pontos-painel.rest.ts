import { RotasApi } from '../../core/http';
import { devolverPontos, executarExpiracao } from './expiracao-painel.service';
import { baixarRelatorioExpiracao } from './expiracao-relatorio.csv';
import { saldo } from './saldo.service';
import { vencimentosPorRede } from './vencimentos.service';

/**
 * /api/pontuacoes paths of the points screens (spec 2 §7, spec 3 §7). Registered before any
 * /pontuacoes/:param route of other modules, so 'vencimentos' and 'saldo' are never read as a CPF.
 */
export function rotasPontosPainel(api: RotasApi) {
  api.get('/pontuacoes/expirar/relatorio', 'pontos.expirar', (ctx, req, res) => baixarRelatorioExpiracao(ctx, req.query.ate, res));
  api.post('/pontuacoes/expirar', 'pontos.expirar', (ctx) => executarExpiracao(ctx));
  // A GET that changes data is the contract's; it needs the Authorization header, so a link alone cannot trigger it.
  api.get('/pontuacoes/reativar/:data', 'pontos.reativar', (ctx, req) => devolverPontos(ctx, req.params.data));
  api.get('/pontuacoes/vencimentos', 'pontos.vencimentos', async (ctx, req) => {
    const r = await vencimentosPorRede(ctx, { rede: req.query.rede, dias: req.query.dias });
    return { agrupamento: r.agrupamento, dias: r.dias, ate: r.ate, parceiros: r.parceiros, pontos: r.pontos, vencimentos: r.linhas };
  });
  // The contract answers a list whose first item carries saldoPontos.
  api.get('/pontuacoes/saldo/:id', 'pontos.saldo', async (ctx, req) => [await saldo(ctx, req.params.id)]);
}
