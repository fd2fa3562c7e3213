import { autorizar } from '../../core/autorizacao';
import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import { extratoEmAnalise } from '../pontuacoes/extrato.service';
import * as acoes from './pontuadas.acoes';
import { exportacaoPontuadas } from './pontuadas.export';
import * as pontuadas from './pontuadas.service';

/**
 * Pontuações (spec 2 §7 "Sales and claims"): the scored-sales list, a salesperson's sales, the
 * export, the actions and what the screen's modals read. Registered LAST in modulos.ts: the static
 * /pontuacoes/* paths of other modules come first, and /pontuacoes/{cpf} answers 404 for anything
 * that is not 11 digits, so no static path is ever taken as a CPF. Sale ids are numeric and CPFs
 * have 11 digits: /pontuacoes/{id}/itens etc. have two segments and never meet /pontuacoes/{cpf}.
 */
export function rotasPontuadas(api: RotasApi) {
  // Shared path: staff list of scored sales / a member's own claims under review (analise=true).
  api.get('/pontuacoes', 'pontuacoes.listar', (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    if (ctx.parceiro) {
      autorizar(ctx, 'pontuacoes.membro.extrato');
      return extratoEmAnalise(ctx, q);
    }
    autorizar(ctx, 'pontuacoes.pontuadas');
    return pontuadas.listarPontuadas(ctx, pontuadas.lerPedido(q, ctx), q);
  });
  api.get('/pontuacoes/export', 'pontuacoes.pontuadas.exportar', (ctx, req, res) => exportacaoPontuadas.exportar(ctx, req.query as Record<string, unknown>, res));
  api.get('/pontuacoes/produtos-mais-vendidos', 'pontuacoes.pontuadas', (ctx, req) =>
    pontuadas.produtosMaisVendidos(ctx, req.query as Record<string, unknown>));
  api.post('/pontuacoes/cancelar', 'pontuacoes.cancelar', (ctx, req) => acoes.cancelar(ctx, corpo(req.body).identificador));
  api.post('/pontuacoes/retornar-pontuacao-pendente', 'pontuacoes.retornarPendente', (ctx, req) =>
    acoes.retornarParaPendente(ctx, corpo(req.body).identificador));
  api.get('/pontuacoes/:id/itens', 'pontuacoes.pontuadas', (ctx, req) => pontuadas.itensDaVenda(ctx, req.params.id));
  api.get('/pontuacoes/:id/historico', 'pontuacoes.pontuadas', (ctx, req) => pontuadas.historicoDaVenda(ctx, req.params.id));
  api.get('/pontuacoes/:id/motivo-reprovacao', 'pontuacoes.pontuadas', (ctx, req) => pontuadas.motivoReprovacao(ctx, req.params.id));
  // {identificador, tipoFiscal, realizadoEm, linkArquivo}
  api.put('/pontuacoes/:id', 'pontuacoes.editar', (ctx, req) => acoes.editar(ctx, req.params.id, corpo(req.body)));
  api.get('/pontuacoes/:cpf', 'pontuacoes.pontuadas', (ctx, req) => pontuadas.pontuadasDoVendedor(ctx, req.params.cpf));
}
