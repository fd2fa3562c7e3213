import { RotasApi } from '../../core/http';
import { enviarModeloCsv } from '../../core/modelo-csv';
import { receberArquivo } from '../../core/upload';
import { LAYOUT_CSV_PRODUTOS_REVENDA } from '@sw/common';
import { importarProdutosRevenda } from './produtos-revenda.upload';
import { responderLista } from '../../core/dialeto-lista';
import { gerarLinkExportacao } from './produtos-revenda.exportacao';
import * as produtosRevenda from './produtos-revenda.service';
import * as esquemas from './produtos-revenda.esquemas';
import { autorizar } from '../../core/autorizacao';
import { lerPedido as lerPedidoMembro, produtosDaMinhaLoja } from '../contas/pontos-produtos.service';
import { arquivo, r } from '../../core/respostas';
import { analisar } from '../../core/esquema';
import * as respostas from './produtos-revenda.respostas';

export function rotasProdutosRevenda(api: RotasApi) {
  // The generic paged dialect: {rows, count}; with download=1 (and fileName) {fileLink} to an .xlsx of the whole filtered list.
  // Shared with members (/pontos-produtos): a member gets their own store's products (contas/pontos-produtos.service).
  api.get(
    '/produtos_revenda',
    'produtosRevenda.consultar',
    { consulta: esquemas.consultaCompartilhada, resposta: respostas.consultar },
    async (ctx, _entrada, req) => {
      const q = req.query as Record<string, unknown>;
      if (ctx.parceiro) {
        return responderLista(q, 'produtos', () => produtosDaMinhaLoja(ctx, lerPedidoMembro(q)), { padrao: 'generico', extras: ['podeAlterarAtivo'] });
      }
      // The panel's query, read with its schema (a member's is read above, by the members' list).
      autorizar(ctx, 'produtosRevenda.listar');
      const consulta = analisar(esquemas.consultaProdutosRevenda, q);
      const { pedido } = consulta;
      const filtro = esquemas.filtroDaConsulta(consulta, analisar(esquemas.filtrosAntigos, pedido.filtros ?? {}));
      if (consulta.download === '1' || consulta.download === 'true') return gerarLinkExportacao(ctx, pedido, filtro, consulta.fileName);
      return responderLista(q, 'produtos', () => produtosRevenda.paginarProdutosRevenda(ctx, pedido, filtro), { padrao: 'generico' });
    },
  );
  api.get(
    '/produtos_revenda/:id',
    'produtosRevenda.listar',
    { parametros: esquemas.porId, resposta: respostas.porId, resumo: 'Um produto loja.' },
    async (ctx, { parametros }) => ({
      produto: await produtosRevenda.obter(ctx, parametros.id),
    }),
  );
  api.post(
    '/produtos_revenda',
    'produtosRevenda.criar',
    {
      corpo: esquemas.criar,
      resposta: respostas.produtoRevenda,
      status: 201,
      resumo: 'Cadastra um produto loja (a loja por CNPJ ou id; pontos herdados quando não informados).',
    },
    (ctx, { corpo }) => produtosRevenda.criar(ctx, corpo),
  );
  // Fields (roles 1–2) or {ativo} (role 2): the service checks the second operation.
  api.put(
    '/produtos_revenda/:id',
    'produtosRevenda.editar',
    {
      parametros: esquemas.porId,
      corpo: esquemas.atualizar,
      resposta: respostas.produtoRevenda,
      resumo: 'Edita um produto loja ou muda o seu status com {ativo}.',
    },
    (ctx, { parametros, corpo }) => produtosRevenda.atualizar(ctx, parametros.id, corpo),
  );
  api.delete(
    '/produtos_revenda/:id',
    'produtosRevenda.excluir',
    { parametros: esquemas.porId, resposta: r.mensagem, resumo: 'Exclui um produto loja.' },
    (ctx, { parametros }) => produtosRevenda.excluir(ctx, parametros.id),
  );
  // Processar Produtos Loja: multipart `cnpjRevenda` + `arquivo` (.csv) → {total, criados, atualizados, inalterados, erros}.
  api.post('/upload/produtos_revenda', 'produtosRevenda.upload', { resposta: respostas.importacao, arquivos: ['arquivo'] }, async (ctx, _entrada, req, res) => {
    const { arquivo, campos } = await receberArquivo(req, res);
    return importarProdutosRevenda(ctx, campos.cnpjRevenda, arquivo);
  });
  api.get('/upload/produtos_revenda/modelo', 'produtosRevenda.upload', { resposta: arquivo('csv') }, async (_ctx, _entrada, _req, res) =>
    enviarModeloCsv(res, LAYOUT_CSV_PRODUTOS_REVENDA, 'modelo-produtos-loja.csv'),
  );
}
