import { Operacao, TipoTarefaRelatorio } from '@sw/common';
import { RotasApi } from '../../core/http';
import * as antifraude from './antifraude.service';
import * as agenda from './agenda';
import * as geracao from './geracao';
import * as hist from './historico.service';
import * as mensuracao from './mensuracao.service';
import * as periodo from './periodo.service';
import * as esquemas from './relatorios.esquemas';
import { rotasCsvRelatorios } from './relatorios.csv';
import { r } from '../../core/respostas';
import * as respostas from './relatorios.respostas';

/** Reports and anti-fraud over REST (spec 2 §7 Reports), in the documented shapes. */
export function rotasRelatorios(api: RotasApi) {
  // Atualizar relatórios: each answers {mensagem} at once (plus the job, for the screen to follow).
  const tipos: TipoTarefaRelatorio[] = ['relatorio', 'compras-pontuacao', 'taxa-sucesso', 'antifraude', 'mensuracao'];
  for (const tipo of tipos) {
    api.get(
      `/${tipo}/gerar`,
      'relatorios.gerar',
      {
        resposta: respostas.gerar,
        consulta: esquemas.gerar,
        resumo: 'Pede a atualização do relatório (ano e mês nos relatórios de um mês); responde na hora.',
      },
      (ctx, { consulta }) => geracao.gerar(ctx, tipo, consulta),
    );
  }
  // When each report's data was generated, for its screen ("Gerado em"); read with the report's own permission.
  for (const [tipo, operacao] of Object.entries(agenda.LEITURA) as [TipoTarefaRelatorio, Operacao][]) {
    api.get(
      `/${tipo}/gerado-em`,
      operacao,
      { resposta: respostas.geradoEm, resumo: 'Quando os dados do relatório foram gerados (nulo se nunca).' },
      async (ctx) => ({
        geradoEm: await agenda.geradoEm(ctx, tipo),
      }),
    );
  }
  api.get('/relatorios/tarefas', 'relatorios.gerar', { resposta: respostas.tarefas, resumo: 'A última tarefa de cada relatório.' }, async (ctx) => ({
    tarefas: await geracao.tarefasRecentes(ctx),
  }));
  api.get(
    '/relatorios/tarefas/:id',
    'relatorios.gerar',
    { resposta: respostas.porTarefa, parametros: esquemas.porId, resumo: 'Uma tarefa de relatório, para acompanhar o andamento.' },
    async (ctx, { parametros }) => ({ tarefa: await geracao.tarefa(ctx, parametros.id) }),
  );

  api.get('/relatorio', 'relatorio.ver', { resposta: respostas.externo, resumo: 'O endereço do painel de relatório externo.' }, async () =>
    hist.relatorioExterno(),
  );

  api.get(
    '/mensuracao',
    'mensuracao.ver',
    { resposta: respostas.mensuracao, consulta: esquemas.porRedeFiltro, resumo: 'A Mensuração por rede.' },
    async (ctx, { consulta }) => ({
      mensuracao: await mensuracao.listar(ctx, consulta),
    }),
  );
  api.post(
    '/mensuracao/observacao',
    'mensuracao.observar',
    { resposta: r.mensagem, corpo: esquemas.observarMensuracao, status: 201, resumo: 'Grava a observação da Mensuração de uma rede.' },
    (ctx, { corpo }) => mensuracao.observar(ctx, corpo),
  );
  api.get(
    '/mensuracao/observacoes',
    'mensuracao.ver',
    { resposta: respostas.observacoes, consulta: esquemas.porRede, resumo: 'O histórico de observações da Mensuração de uma rede.' },
    async (ctx, { consulta }) => ({ observacoes: await mensuracao.observacoes(ctx, consulta) }),
  );

  api.get(
    '/taxa-sucesso',
    'taxaSucesso.ver',
    { resposta: respostas.taxaSucesso, consulta: esquemas.porMes, resumo: 'A Taxa de Sucesso de um mês.' },
    async (ctx, { consulta }) => ({
      taxaSucesso: await periodo.taxaSucesso(ctx, consulta),
    }),
  );

  api.get(
    '/antifraude',
    'antifraude.ver',
    { resposta: respostas.antifraude, consulta: esquemas.porRedeFiltro, resumo: 'O Antifraude por rede e produto.' },
    async (ctx, { consulta }) => ({
      antiFraude: await antifraude.listar(ctx, consulta),
    }),
  );
  api.get('/antifraude/redes', 'antifraude.ver', { resposta: respostas.redesAntifraude, resumo: 'As redes em alerta no Antifraude.' }, async (ctx) => ({
    redesAntifraude: await antifraude.redesEmAlerta(ctx),
  }));
  api.post(
    '/antifraude/observacao',
    'antifraude.observar',
    { resposta: r.mensagem, corpo: esquemas.observarAntifraude, status: 201, resumo: 'Grava a observação do Antifraude de um produto numa rede.' },
    (ctx, { corpo }) => antifraude.observar(ctx, corpo),
  );
  api.get(
    '/antifraude/observacoes',
    'antifraude.ver',
    { resposta: respostas.observacoes, consulta: esquemas.porRedeProduto, resumo: 'O histórico de observações do Antifraude de um produto numa rede.' },
    async (ctx, { consulta }) => ({ observacoes: await antifraude.observacoes(ctx, consulta) }),
  );
  api.post(
    '/antifraude/liberacao',
    'antifraude.liberar',
    { resposta: respostas.liberada, corpo: esquemas.liberarAntifraude, status: 201, resumo: 'Libera unidades de um produto numa rede no Antifraude.' },
    (ctx, { corpo }) => antifraude.liberar(ctx, corpo),
  );
  api.get(
    '/antifraude/liberacoes',
    'antifraude.ver',
    { resposta: respostas.liberacoes, consulta: esquemas.porRedeProduto, resumo: 'O histórico de liberações do Antifraude de um produto numa rede.' },
    async (ctx, { consulta }) => ({ liberacoes: await antifraude.liberacoes(ctx, consulta) }),
  );

  api.get(
    '/historico',
    'historico.ver',
    { resposta: respostas.historico, consulta: esquemas.porAno, resumo: 'As compras de cada rede por mês de um ano.' },
    async (ctx, { consulta }) => ({
      historico: await hist.historico(ctx, consulta),
    }),
  );
  api.get('/historico/primeiraData', 'historico.ver', { resposta: respostas.primeiraData, resumo: 'O primeiro mês com compras.' }, async (ctx) => ({
    primeiraData: await hist.primeiraData(ctx),
  }));
  api.get(
    '/historico/serie',
    'historico.ver',
    { resposta: respostas.serie, consulta: esquemas.porAno, resumo: 'Compras e vendas pontuadas por mês de um ano.' },
    async (ctx, { consulta }) => ({ serie: await hist.serieMensal(ctx, consulta) }),
  );

  api.get(
    '/produtos_vendidos',
    'produtosVendidos.ver',
    { resposta: respostas.produtosVendidos, consulta: esquemas.produtosVendidos, resumo: 'Os produtos vendidos por loja e mês de um ano.' },
    async (ctx, { consulta }) => ({ produtosVendidos: await hist.produtosVendidos(ctx, consulta) }),
  );

  api.get(
    '/compras-pontuacao',
    'comprasPontuacao.ver',
    { resposta: respostas.comprasPontuacao, consulta: esquemas.porMes, resumo: 'Compras x Pontuação de um mês.' },
    async (ctx, { consulta }) => ({
      comprasPontuacao: await periodo.comprasPontuacao(ctx, consulta),
    }),
  );
  api.post(
    '/estoque/saldo',
    'estoque.saldo',
    { resposta: r.mensagem, corpo: esquemas.registrarSaldo, status: 201, resumo: 'Registra o saldo de estoque de um produto numa rede.' },
    (ctx, { corpo }) => periodo.registrarSaldo(ctx, corpo),
  );
  api.get(
    '/estoque/liberacoes',
    'comprasPontuacao.ver',
    { resposta: respostas.liberacoes, consulta: esquemas.porRedeProduto, resumo: 'O histórico de saldos de estoque de um produto numa rede.' },
    async (ctx, { consulta }) => ({ liberacoes: await periodo.liberacoesEstoque(ctx, consulta) }),
  );

  rotasCsvRelatorios(api);
}
