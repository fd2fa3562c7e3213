import { RotasApi } from '../../core/http';
import { receberArquivos } from '../../core/upload';
import * as extrato from './extrato.service';
import { codigoUsado, quantidadeVendida } from './membro-compras.service';
import { enviarFotos, LIMITE_COMPROVANTE, lojaQueEnviaFotos, MAXIMO_COMPROVANTES } from './membro-envio.service';

/**
 * The member side of earning points (spec 3 §7; docs/pontuacoes-membro.md). Registered before the
 * other pontuacoes routes so these static paths are never read as /pontuacoes/:param. The typed
 * send shares POST /api/pontuacoes/pontuar with Nova venda (vendas.rest.ts dispatches), and the
 * claims under review are GET /api/pontuacoes?analise=true (extrato.service extratoEmAnalise).
 */
export function rotasPontuacoesMembro(api: RotasApi) {
  // Sell-in check: {quantidade, idRevenda} and then the units already used (a plain JSON number).
  api.get('/historico/codigoUsado/:code/:cpf', 'historico.compras.consultar', (ctx, req) =>
    codigoUsado(ctx, req.params.code, req.params.cpf));
  api.get('/vendas_itens/:code/:idRevenda', 'historico.compras.consultar', (ctx, req) =>
    quantidadeVendida(ctx, req.params.code, req.params.idRevenda));

  // multipart, field "arquivos": one photo claim per file (all or none).
  api.post('/upload/venda_foto', 'pontuacoes.membro.enviarFotos', async (ctx, req, res) => {
    // A member of another kind of store is refused before the server buffers any file.
    await lojaQueEnviaFotos(ctx);
    const arquivos = await receberArquivos(req, res, { campo: 'arquivos', maxBytes: LIMITE_COMPROVANTE, maxArquivos: MAXIMO_COMPROVANTES });
    return enviarFotos(ctx, arquivos);
  }, 201);

  api.get('/pontuacoes/aprovadas', 'pontuacoes.membro.extrato', (ctx, req) => extrato.extratoAprovadas(ctx, req.query as Record<string, unknown>));
  api.get('/pontuacoes/nao-processadas', 'pontuacoes.membro.extrato', (ctx) => extrato.extratoNaoProcessadas(ctx));
  api.get('/pontuacoes/codigo/usuario', 'pontuacoes.membro.extrato', (ctx) => extrato.extratoPorCodigo(ctx));
  api.get('/pontuacoes/meus-vencimentos', 'pontuacoes.membro.extrato', (ctx) => extrato.proximosVencimentos(ctx));
}

