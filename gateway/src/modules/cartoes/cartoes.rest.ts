import { LAYOUT_CSV_SALDO_CARTAO } from '@sw/common';
import { RotasApi } from '../../core/http';
import { enviarModeloCsv } from '../../core/modelo-csv';
import { receberArquivo } from '../../core/upload';
import * as esquemas from './cartoes.esquemas';
import { responderLista } from '../../core/dialeto-lista';
import * as painel from './cartoes-painel.service';
import { importarSaldos } from './cartoes.saldo-upload';
import * as balcao from './cartoes-balcao.service';
import * as membro from './cartoes.service';
import { arquivo } from '../../core/respostas';
import * as respostas from './cartoes.respostas';

export function rotasCartoes(api: RotasApi) {
  // GET /api/cartoes?rede → {cartoes, totalRecords} (or {rows, count} in the generic paging dialect).
  api.get(
    '/cartoes',
    'cartoes.listar',
    { resposta: respostas.pagina, consulta: esquemas.consultaCartoes, resumo: 'Os cartões do painel, paginados (filtro por rede).' },
    async (ctx, { consulta: q }) => {
      return responderLista(q, 'cartoes', () => painel.listar(ctx, q.pedido, { rede: q.rede }), { extras: ['totalEstimado'] });
    },
  );
  api.post(
    '/cartoes',
    'cartoes.cadastrar',
    { resposta: respostas.resultado, corpo: esquemas.cadastrar, status: 201, resumo: 'Cadastra um cartão, em estoque ou para o CPF de um vendedor.' },
    (ctx, { corpo }) => painel.cadastrar(ctx, corpo),
  );
  api.put(
    '/cartoes/:id',
    'cartoes.gerenciar',
    {
      resposta: respostas.atualizado,
      parametros: esquemas.porId,
      corpo: esquemas.atualizacao,
      resumo: 'Marca a entrega de um cartão ou o bloqueia/desbloqueia (os campos enviados).',
    },
    (ctx, { parametros, corpo }) => balcao.atualizar(ctx, { ...corpo, id: parametros.id }),
  );
  api.get('/cartoes/meu', 'cartoes.meu', { resposta: respostas.meu, resumo: 'O cartão do membro conectado.' }, async (ctx) => ({
    cartao: await membro.meuCartao(ctx),
  }));
  api.post(
    '/cartoes/status',
    'cartoes.status',
    { resposta: respostas.resultado, corpo: esquemas.alterarStatus, resumo: 'O membro bloqueia o cartão (1) ou pede o desbloqueio (0).' },
    (ctx, { corpo }) => membro.alterarStatus(ctx, corpo),
  );
  // multipart `arquivo` (.csv) → {total, mensagem, erros: [{linha, motivo}]}.
  api.post(
    '/upload/saldo_cartao',
    'cartoes.saldo',
    { resposta: respostas.importacao, arquivos: ['arquivo'], resumo: 'Importa o arquivo de saldos dos cartões (.csv).' },
    async (ctx, _entrada, req, res) => {
      const { arquivo } = await receberArquivo(req, res);
      return importarSaldos(ctx, arquivo);
    },
  );
  api.get(
    '/upload/saldo_cartao/modelo',
    'cartoes.saldo',
    { resposta: arquivo('csv'), resumo: 'O modelo do arquivo de saldos (.csv).' },
    async (_ctx, _entrada, _req, res) => enviarModeloCsv(res, LAYOUT_CSV_SALDO_CARTAO, 'modelo-saldo-cartao.csv'),
  );
}
