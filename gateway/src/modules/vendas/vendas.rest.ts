import { autorizar } from '../../core/autorizacao';
import { analisar } from '../../core/esquema';
import { RotasApi } from '../../core/http';
import { enviarDigitada } from '../pontuacoes/membro-envio.service';
import * as respostas from './vendas.respostas';
import * as esquemasMembro from '../pontuacoes/membro.esquemas';
import * as esquemas from './vendas.esquemas';
import * as vendas from './vendas.service';

/** Nova venda (spec 2 §5): the credit and the duplicate pre-check. */
export function rotasVendas(api: RotasApi) {
  // Shared path: a member's session sends typed items for review (docs/pontuacoes-membro.md).
  api.post(
    '/pontuacoes/pontuar',
    'pontuacoes.pontuar',
    {
      corpo: esquemas.corpoPontuar,
      resposta: respostas.pontuada,
      status: 201,
      resumo: 'Nova venda (equipe) ou o envio digitado de um vendedor (cabeçalho Idempotency-Key opcional).',
    },
    (ctx, { corpo }, req) => {
      if (ctx.parceiro) {
        autorizar(ctx, 'pontuacoes.membro.enviar');
        const { chaveIdempotencia } = analisar(esquemasMembro.chaveEnvio, { chaveIdempotencia: req.get('idempotency-key') });
        return enviarDigitada(ctx, analisar(esquemasMembro.enviarDigitada, corpo).venda.itens, chaveIdempotencia ?? null);
      }
      autorizar(ctx, 'vendas.pontuar');
      return vendas.pontuar(ctx, analisar(esquemas.pontuar, corpo));
    },
  );
  api.get(
    '/vendas',
    'vendas.consultar',
    {
      resposta: respostas.porDocumento,
      consulta: esquemas.consultaDocumento,
      resumo: 'As vendas não canceladas com este número fiscal (conferência de duplicidade).',
    },
    async (ctx, { consulta }) => ({ vendas: await vendas.porDocumento(ctx, consulta) }),
  );
}
