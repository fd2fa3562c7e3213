import { autorizar } from '../../core/autorizacao';
import { analisar } from '../../core/esquema';
import { RotasApi } from '../../core/http';
import { extratoEmAnalise } from '../pontuacoes/extrato.service';
import * as acoes from './pontuadas.acoes';
import { exportacaoPontuadas } from './pontuadas.exportacao';
import * as pontuadas from './pontuadas.service';
import * as esquemasMembro from '../pontuacoes/membro.esquemas';
import * as esquemas from './vendas.esquemas';
import { arquivo, r } from '../../core/respostas';
import * as respostas from './pontuadas.respostas';

/**
 * Pontuações (spec 2 §7 "Sales and claims"): the scored-sales list, a salesperson's sales, the
 * export, the actions and what the screen's modals read. Registered LAST in modulos.ts: the static
 * /pontuacoes/* paths of other modules come first, and /pontuacoes/{cpf} answers 404 for anything
 * that is not 11 digits, so no static path is ever taken as a CPF. Sale ids are numeric and CPFs
 * have 11 digits: /pontuacoes/{id}/itens etc. have two segments and never meet /pontuacoes/{cpf}.
 */
export function rotasPontuadas(api: RotasApi) {
  // Shared path: staff list of scored sales / a member's own claims under review (analise=true).
  api.get(
    '/pontuacoes',
    'pontuacoes.listar',
    {
      resposta: respostas.listar,
      consulta: esquemas.consultaPontuacoesCompartilhada,
      resumo: 'As vendas pontuadas (equipe) ou as pontuações em análise do vendedor.',
    },
    async (ctx, { consulta }) => {
      if (ctx.parceiro) {
        autorizar(ctx, 'pontuacoes.membro.extrato');
        const { linhas, total } = await extratoEmAnalise(ctx, analisar(esquemasMembro.consultaAnalise, consulta).pedido);
        return { analise: linhas, totalAnalise: total };
      }
      autorizar(ctx, 'pontuacoes.pontuadas');
      const q = analisar(esquemas.consultaPontuadas, consulta);
      const { linhas, total, totalEstimado } = await pontuadas.listarPontuadas(ctx, q.pedido, q);
      return { pontuacoes: linhas, totalRecords: total, totalEstimado };
    },
  );
  // Parsed at the door with the list's schema plus `type`; the export reads it with the list's schema again (pontuadas.export.ts).
  api.get(
    '/pontuacoes/export',
    'pontuacoes.pontuadas.exportar',
    {
      resposta: arquivo('xlsx'),
      consulta: esquemas.consultaExportacaoPontuadas,
      resumo: 'Exporta as vendas pontuadas em .xlsx (a página da tela ou todas), com os filtros da lista.',
    },
    (ctx, _entrada, req, res) => exportacaoPontuadas.exportar(ctx, req.query as Record<string, unknown>, res),
  );
  api.get(
    '/pontuacoes/produtos-mais-vendidos',
    'pontuacoes.pontuadas',
    { resposta: respostas.maisVendidos, consulta: esquemas.filtroMaisVendidos, resumo: 'Os produtos mais vendidos com os filtros da lista.' },
    (ctx, { consulta }) => pontuadas.produtosMaisVendidos(ctx, consulta),
  );
  api.post(
    '/pontuacoes/cancelar',
    'pontuacoes.cancelar',
    { resposta: r.mensagem, corpo: esquemas.acaoVenda, resumo: 'Cancela a venda e estorna os pontos, uma vez só.' },
    (ctx, { corpo }) => acoes.cancelar(ctx, corpo.identificador),
  );
  api.post(
    '/pontuacoes/retornar-pontuacao-pendente',
    'pontuacoes.retornarPendente',
    { resposta: r.mensagem, corpo: esquemas.acaoVenda, resumo: 'Cancela a venda e devolve o comprovante às pontuações pendentes.' },
    (ctx, { corpo }) => acoes.retornarParaPendente(ctx, corpo.identificador),
  );
  api.get(
    '/pontuacoes/:id/itens',
    'pontuacoes.pontuadas',
    { resposta: respostas.itens, parametros: esquemas.porIdVenda, resumo: 'Os itens de uma venda.' },
    (ctx, { parametros }) => pontuadas.itensDaVenda(ctx, parametros.id),
  );
  api.get(
    '/pontuacoes/:id/historico',
    'pontuacoes.pontuadas',
    { resposta: respostas.historico, parametros: esquemas.porIdVenda, resumo: 'As mudanças de situação da venda e da sua pontuação.' },
    (ctx, { parametros }) => pontuadas.historicoDaVenda(ctx, parametros.id),
  );
  api.get(
    '/pontuacoes/:id/motivo-reprovacao',
    'pontuacoes.pontuadas',
    { resposta: respostas.motivo, parametros: esquemas.porIdVenda, resumo: 'A última reprovação da pontuação da venda.' },
    (ctx, { parametros }) => pontuadas.motivoReprovacao(ctx, parametros.id),
  );
  api.put(
    '/pontuacoes/:id',
    'pontuacoes.editar',
    {
      resposta: r.mensagem,
      parametros: esquemas.porIdVenda,
      corpo: esquemas.editarVenda,
      resumo: 'Edita os dados fiscais de uma venda pontuada (não os pontos).',
    },
    (ctx, { parametros, corpo }) => acoes.editar(ctx, parametros.id, corpo),
  );
  api.get(
    '/pontuacoes/:cpf',
    'pontuacoes.pontuadas',
    { resposta: respostas.doVendedor, parametros: esquemas.porCpf, resumo: 'As vendas de um vendedor, as mais novas primeiro.' },
    (ctx, { parametros }) => pontuadas.pontuadasDoVendedor(ctx, parametros.cpf),
  );
}
