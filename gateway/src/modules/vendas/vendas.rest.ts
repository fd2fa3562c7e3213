import { autorizar } from '../../core/autorizacao';
import { RotasApi } from '../../core/http';
import { enviarDigitada } from '../pontuacoes/membro-envio.service';
import { corpo } from '../../core/validacao';
import * as vendas from './vendas.service';

/** Nova venda (spec 2 §5): the credit and the duplicate pre-check. */
export function rotasVendas(api: RotasApi) {
  // {venda: {cpf, tipoFiscal, identificador, realizadoEm, itens: [{codigo, qtde, valorUnitario, valorDesconto}], linkArquivo}, enviarMensagem}
  // Shared path: a member's session sends typed items for review (docs/pontuacoes-membro.md).
  api.post('/pontuacoes/pontuar', 'pontuacoes.pontuar', (ctx, req) => {
    const b = corpo(req.body);
    if (ctx.parceiro) {
      autorizar(ctx, 'pontuacoes.membro.enviar');
      return enviarDigitada(ctx, { venda: b.venda });
    }
    autorizar(ctx, 'vendas.pontuar');
    return vendas.pontuar(ctx, { venda: b.venda, enviarMensagem: b.enviarMensagem });
  }, 201);
  api.get('/vendas', 'vendas.consultar', async (ctx, req) => ({
    vendas: await vendas.porDocumento(ctx, { identificador: req.query.identificador, tipoFiscal: req.query.tipoFiscal, codRevenda: req.query.codRevenda }),
  }));
}
