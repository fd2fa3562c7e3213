import { RotasApi } from '../../core/http';
import * as antifraude from './antifraude.service';
import * as geracao from './geracao';
import * as hist from './historico.service';
import * as mensuracao from './mensuracao.service';
import * as periodo from './periodo.service';
import { rotasCsvRelatorios } from './relatorios.csv';

/** Reports and anti-fraud over REST (spec 2 §7 Reports), in the documented shapes. */
export function rotasRelatorios(api: RotasApi) {
  // Atualizar relatórios: each answers {mensagem} at once (plus the job, for the screen to follow).
  for (const tipo of ['relatorio', 'compras-pontuacao', 'taxa-sucesso', 'antifraude', 'mensuracao']) {
    api.get(`/${tipo}/gerar`, 'relatorios.gerar', (ctx, req) => geracao.gerar(ctx, tipo, req.query));
  }
  api.get('/relatorios/tarefas', 'relatorios.gerar', async (ctx) => ({ tarefas: await geracao.tarefasRecentes(ctx) }));
  api.get('/relatorios/tarefas/:id', 'relatorios.gerar', async (ctx, req) => ({ tarefa: await geracao.tarefa(ctx, req.params.id) }));

  api.get('/relatorio', 'relatorio.ver', async () => hist.relatorioExterno());

  api.get('/mensuracao', 'mensuracao.ver', async (ctx, req) => ({ mensuracao: await mensuracao.listar(ctx, req.query) }));
  api.post('/mensuracao/observacao', 'mensuracao.observar', (ctx, req) => mensuracao.observar(ctx, req.body ?? {}), 201);
  api.get('/mensuracao/observacoes', 'mensuracao.ver', async (ctx, req) => ({ observacoes: await mensuracao.observacoes(ctx, req.query) }));

  api.get('/taxa-sucesso', 'taxaSucesso.ver', async (ctx, req) => ({ taxaSucesso: await periodo.taxaSucesso(ctx, req.query) }));

  api.get('/antifraude', 'antifraude.ver', async (ctx, req) => ({ antiFraude: await antifraude.listar(ctx, req.query) }));
  api.get('/antifraude/redes', 'antifraude.ver', async (ctx) => ({ redesAntifraude: await antifraude.redesEmAlerta(ctx) }));
  api.post('/antifraude/observacao', 'antifraude.observar', (ctx, req) => antifraude.observar(ctx, req.body ?? {}), 201);
  api.get('/antifraude/observacoes', 'antifraude.ver', async (ctx, req) => ({ observacoes: await antifraude.observacoes(ctx, req.query) }));
  api.post('/antifraude/liberacao', 'antifraude.liberar', (ctx, req) => antifraude.liberar(ctx, req.body ?? {}), 201);
  api.get('/antifraude/liberacoes', 'antifraude.ver', async (ctx, req) => ({ liberacoes: await antifraude.liberacoes(ctx, req.query) }));

  api.get('/historico', 'historico.ver', async (ctx, req) => ({ historico: await hist.historico(ctx, req.query) }));
  api.get('/historico/primeiraData', 'historico.ver', async (ctx) => ({ primeiraData: await hist.primeiraData(ctx) }));
  api.get('/historico/serie', 'historico.ver', async (ctx, req) => ({ serie: await hist.serieMensal(ctx, req.query) }));

  api.get('/produtos_vendidos', 'produtosVendidos.ver', async (ctx, req) => ({ produtosVendidos: await hist.produtosVendidos(ctx, req.query) }));

  api.get('/compras-pontuacao', 'comprasPontuacao.ver', async (ctx, req) => ({ comprasPontuacao: await periodo.comprasPontuacao(ctx, req.query) }));
  api.post('/estoque/saldo', 'estoque.saldo', (ctx, req) => periodo.registrarSaldo(ctx, req.body ?? {}), 201);
  api.get('/estoque/liberacoes', 'comprasPontuacao.ver', async (ctx, req) => ({ liberacoes: await periodo.liberacoesEstoque(ctx, req.query) }));

  rotasCsvRelatorios(api);
}
