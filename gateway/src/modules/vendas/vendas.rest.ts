import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as vendas from './vendas.service';

/** Nova venda (spec 2 §5): the credit and the duplicate pre-check. */
export function rotasVendas(api: RotasApi) {
  // {venda: {cpf, tipoFiscal, identificador, realizadoEm, itens: [{codigo, qtde, valorUnitario, valorDesconto}], linkArquivo}, enviarMensagem}
  api.post('/pontuacoes/pontuar', 'vendas.pontuar', (ctx, req) => {
    const b = corpo(req.body);
    return vendas.pontuar(ctx, { venda: b.venda, enviarMensagem: b.enviarMensagem });
  });
  api.get('/vendas', 'vendas.consultar', async (ctx, req) => ({
    vendas: await vendas.porDocumento(ctx, { identificador: req.query.identificador, tipoFiscal: req.query.tipoFiscal, codRevenda: req.query.codRevenda }),
  }));
}
