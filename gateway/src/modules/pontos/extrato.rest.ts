import { RotasApi } from '../../core/http';
import * as esquemas from './extrato.esquemas';
import { extrato, exportarExtrato } from './extrato.service';
import { arquivo } from '../../core/respostas';
import * as respostas from './pontos.respostas';

/** The full points statement (docs/pontos.md, "Extrato"): a member their own, staff `?parceiro=` of their scope. */
export function rotasExtratoPontos(api: RotasApi) {
  api.get(
    '/pontos/extrato',
    'pontos.extrato',
    {
      resposta: respostas.extrato,
      consulta: esquemas.consultaExtrato,
      resumo: 'O extrato de pontos: saldo e movimentos (mais novo primeiro) com o saldo após cada um.',
    },
    async (ctx, { consulta }) => {
      const r = await extrato(ctx, { ...consulta, porPagina: consulta.limite });
      return { saldo: r.saldo, movimentos: r.movimentos, total: r.total, pagina: r.pagina, porPagina: r.porPagina };
    },
  );
  api.get(
    '/pontos/extrato/exportar',
    'pontos.extrato',
    { resposta: arquivo('xlsx'), consulta: esquemas.exportarExtrato, resumo: 'Baixa o extrato de pontos (todos os movimentos dos filtros) em .xlsx ou .csv.' },
    (ctx, { consulta }, _req, res) => exportarExtrato(ctx, consulta, res),
  );
}
