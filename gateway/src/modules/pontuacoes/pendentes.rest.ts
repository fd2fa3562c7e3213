import { RotasApi } from '../../core/http';
import * as pendentes from './pendentes.service';
import * as esquemas from './pontuacoes.esquemas';
import * as respostas from './pontuacoes.respostas';
import { r } from '../../core/respostas';

/**
 * Pontuações pendentes (spec 2 §7 "Sales and claims"). Registered before any /pontuacoes/:param
 * route so that /pontuacoes/pendentes is never read as a parameter.
 */
export function rotasPontuacoesPendentes(api: RotasApi) {
  api.get(
    '/pontuacoes/pendentes',
    'pontuacoes.pendentes',
    { resposta: respostas.pendentes, consulta: esquemas.consultaPendentes, resumo: 'As pontuações aguardando a equipe, paginadas.' },
    async (ctx, { consulta }) => {
      const { linhas, total, totalEstimado } = await pendentes.listarPendentes(ctx, consulta.pedido, consulta.filterBy);
      return { pontuacao: linhas, totalRecords: total, totalEstimado };
    },
  );
  api.post(
    '/pontuacoes/encerrar',
    'pontuacoes.encerrar',
    { resposta: r.mensagem, corpo: esquemas.identificador, resumo: 'Encerra uma pontuação pendente sem gerar venda.' },
    (ctx, { corpo }) => pendentes.encerrar(ctx, corpo.identificador),
  );
  // {linkArquivo, reprovadoMotivo, reprovadoPor} as documented, or {identificador, ...} (typed claims have no file).
  api.post(
    '/pontuacoes/reprovar',
    'pontuacoes.reprovar',
    { resposta: r.mensagem, corpo: esquemas.reprovar, resumo: 'Reprova uma pontuação pendente com um dos sete motivos.' },
    (ctx, { corpo }) => pendentes.reprovar(ctx, corpo),
  );
  api.post(
    '/pontuacoes/retornar-foto-pendente',
    'pontuacoes.retornarPendente',
    { resposta: r.mensagem, corpo: esquemas.identificador, resumo: 'Devolve uma pontuação encerrada ou reprovada para pendente.' },
    (ctx, { corpo }) => pendentes.retornarParaPendente(ctx, corpo.identificador),
  );
}
