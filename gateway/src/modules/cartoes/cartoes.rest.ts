import { LAYOUT_CSV_SALDO_CARTAO } from '@sw/common';
import { RotasApi } from '../../core/http';
import { enviarModeloCsv } from '../../core/modelo-csv';
import { receberArquivo } from '../../core/upload';
import { corpo } from '../../core/validacao';
import { dialetoDaConsulta } from '../redes/parametros';
import * as painel from './cartoes-painel.service';
import { importarSaldos } from './cartoes.saldo-upload';
import * as membro from './cartoes.service';

export function rotasCartoes(api: RotasApi) {
  // GET /api/cartoes?rede → {cartoes, totalRecords} (or {rows, count} in the generic paging dialect).
  api.get('/cartoes', 'cartoes.listar', async (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    const { linhas, total, totalEstimado } = await painel.listar(ctx, painel.lerPedido(q), { rede: q.rede });
    return dialetoDaConsulta(q) === 'generico' ? { rows: linhas, count: total, totalEstimado } : { cartoes: linhas, totalRecords: total, totalEstimado };
  });
  api.post('/cartoes', 'cartoes.cadastrar', (ctx, req) => painel.cadastrar(ctx, corpo(req.body)), 201);
  api.get('/cartoes/meu', 'cartoes.meu', async (ctx) => ({ cartao: await membro.meuCartao(ctx) }));
  api.post('/cartoes/status', 'cartoes.status', (ctx, req) => {
    const b = corpo(req.body);
    return membro.alterarStatus(ctx, b.numero, b.status);
  });
  // multipart `arquivo` (.csv) → {total, mensagem, erros: [{linha, motivo}]}.
  api.post('/upload/saldo_cartao', 'cartoes.saldo', async (ctx, req, res) => {
    const { arquivo } = await receberArquivo(req, res);
    return importarSaldos(ctx, arquivo);
  });
  api.get('/upload/saldo_cartao/modelo', 'cartoes.saldo', async (_ctx, _req, res) => enviarModeloCsv(res, LAYOUT_CSV_SALDO_CARTAO, 'modelo-saldo-cartao.csv'));
}
