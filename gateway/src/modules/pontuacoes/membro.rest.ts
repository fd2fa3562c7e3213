import { analisar } from '../../core/esquema';
import { RotasApi } from '../../core/http';
import { receberArquivos } from '../../core/upload';
import * as extrato from './extrato.service';
import { codigoUsado, quantidadeVendida } from './membro-compras.service';
import { enviarFotos, LIMITE_COMPROVANTE, lojaQueEnviaFotos, MAXIMO_COMPROVANTES } from './membro-envio.service';
import * as esquemas from './membro.esquemas';
import * as respostas from './pontuacoes.respostas';

/**
 * The member side of earning points (spec 3 §7; docs/pontuacoes-membro.md). Registered before the
 * other pontuacoes routes so these static paths are never read as /pontuacoes/:param. The typed
 * send shares POST /api/pontuacoes/pontuar with Nova venda (vendas.rest.ts dispatches), and the
 * claims under review are GET /api/pontuacoes?analise=true (pontuadas.rest.ts dispatches).
 */
export function rotasPontuacoesMembro(api: RotasApi) {
  // Sell-in check: {quantidade, idRevenda} and then the units already used (a plain JSON number).
  api.get(
    '/historico/codigoUsado/:code/:cpf',
    'historico.compras.consultar',
    { resposta: respostas.codigoUsado, parametros: esquemas.codigoUsado, resumo: 'Unidades do produto que a loja do vendedor comprou.' },
    (ctx, { parametros }) => codigoUsado(ctx, parametros.code, parametros.cpf),
  );
  api.get(
    '/vendas_itens/:code/:idRevenda',
    'historico.compras.consultar',
    { resposta: respostas.quantidadeVendida, parametros: esquemas.quantidadeVendida, resumo: 'Unidades do produto que a loja já usou (vendidas ou enviadas).' },
    (ctx, { parametros }) => quantidadeVendida(ctx, parametros.code, parametros.idRevenda),
  );

  // multipart, field "arquivos": one photo claim per file (all or none).
  api.post(
    '/upload/venda_foto',
    'pontuacoes.membro.enviarFotos',
    {
      arquivos: ['arquivos'],
      resposta: respostas.fotosEnviadas,
      status: 201,
      resumo: 'O vendedor de uma loja tipo 2 envia comprovantes: uma pontuação pendente por arquivo (cabeçalho Idempotency-Key opcional).',
    },
    async (ctx, _entrada, req, res) => {
      const { chaveIdempotencia } = analisar(esquemas.chaveEnvio, { chaveIdempotencia: req.get('idempotency-key') });
      // A member of another kind of store is refused before the server buffers any file.
      await lojaQueEnviaFotos(ctx);
      const arquivos = await receberArquivos(req, res, { campo: 'arquivos', maxBytes: LIMITE_COMPROVANTE, maxArquivos: MAXIMO_COMPROVANTES });
      return enviarFotos(ctx, arquivos, chaveIdempotencia ?? null);
    },
  );

  api.get(
    '/pontuacoes/aprovadas',
    'pontuacoes.membro.extrato',
    { resposta: respostas.aprovadas, consulta: esquemas.consultaAprovadas, resumo: 'As vendas não canceladas do vendedor, paginadas.' },
    async (ctx, { consulta }) => {
      const { linhas, total } = await extrato.extratoAprovadas(ctx, consulta.pedido);
      return { pontuacoes: linhas, totalRecords: total };
    },
  );
  api.get(
    '/pontuacoes/nao-processadas',
    'pontuacoes.membro.extrato',
    { resposta: respostas.naoProcessadas, resumo: 'As pontuações reprovadas ou encerradas do vendedor.' },
    (ctx) => extrato.extratoNaoProcessadas(ctx),
  );
  api.get(
    '/pontuacoes/codigo/usuario',
    'pontuacoes.membro.extrato',
    {
      resposta: respostas.porCodigo,
      resumo: 'Os pontos do vendedor por código de produto.',
    },
    (ctx) => extrato.extratoPorCodigo(ctx),
  );
  api.get(
    '/pontuacoes/meus-vencimentos',
    'pontuacoes.membro.extrato',
    { resposta: respostas.meusVencimentos, resumo: 'Os próximos vencimentos de pontos do vendedor.' },
    (ctx) => extrato.proximosVencimentos(ctx),
  );
}
