import { RotasApi } from '../../core/http';
import { devolverPontos, executarExpiracao } from './expiracao-painel.service';
import { baixarRelatorioExpiracao } from './expiracao-relatorio.csv';
import * as esquemas from './pontos.esquemas';
import { saldo } from './saldo.service';
import { vencimentosPorRede } from './vencimentos.service';
import { arquivo } from '../../core/respostas';
import * as respostas from './pontos.respostas';

/**
 * /api/pontuacoes paths of the points screens (spec 2 §7, spec 3 §7). Registered before any
 * /pontuacoes/:param route of other modules, so 'vencimentos' and 'saldo' are never read as a CPF.
 */
export function rotasPontosPainel(api: RotasApi) {
  // The query is parsed before the first byte, so bad input is still a 400 with {erro}.
  api.get(
    '/pontuacoes/expirar/relatorio',
    'pontos.expirar',
    { resposta: arquivo('csv'), consulta: esquemas.consultaRelatorioCsv, resumo: 'Baixa o CSV dos vendedores com pontos vencidos (até o dia ate, opcional).' },
    (ctx, { consulta }, _req, res) => baixarRelatorioExpiracao(ctx, consulta.ate, res),
  );
  api.post('/pontuacoes/expirar', 'pontos.expirar', { resposta: respostas.expirar, resumo: 'Expira todos os lotes de pontos vencidos.' }, (ctx) =>
    executarExpiracao(ctx),
  );
  // A GET that changes data is the contract's; it needs the Authorization header, so a link alone cannot trigger it.
  api.get(
    '/pontuacoes/reativar/:data',
    'pontos.reativar',
    { resposta: respostas.reativacao, parametros: esquemas.reativarPorCaminho, resumo: 'Devolve os pontos expirados no dia (uma vez só).' },
    (ctx, { parametros }) => devolverPontos(ctx, parametros.data),
  );
  api.get(
    '/pontuacoes/vencimentos',
    'pontos.vencimentos',
    { resposta: respostas.vencimentos, consulta: esquemas.vencimentos, resumo: 'Pontos a vencer nos próximos dias, por rede ou por loja de uma rede.' },
    async (ctx, { consulta }) => {
      const r = await vencimentosPorRede(ctx, consulta);
      return { agrupamento: r.agrupamento, dias: r.dias, ate: r.ate, parceiros: r.parceiros, pontos: r.pontos, vencimentos: r.linhas };
    },
  );
  // The contract answers a list whose first item carries saldoPontos.
  api.get(
    '/pontuacoes/saldo/:id',
    'pontos.saldo',
    { resposta: respostas.saldo, parametros: esquemas.saldoPorId, resumo: 'O saldo de pontos de um vendedor e o próximo vencimento.' },
    async (ctx, { parametros }) => [await saldo(ctx, parametros.id)],
  );
}
