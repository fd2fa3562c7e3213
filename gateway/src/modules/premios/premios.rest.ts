import { RotasApi } from '../../core/http';
import { enviarArquivo, LIMITE_FOTO } from '../../core/arquivos';
import { receberArquivo } from '../../core/upload';
import { corpo } from '../../core/validacao';
import { dialetoDaConsulta } from '../redes/parametros';
import * as premios from './premios.service';

const ehMultipart = (tipo: string | undefined) => !!tipo && tipo.toLowerCase().startsWith('multipart/');

export function rotasPremios(api: RotasApi) {
  // Unpaged (?codigo=): {premios}. Paged: the keys of the dialect the caller speaks.
  api.get('/premios', 'premios.listar', async (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    const dialeto = dialetoDaConsulta(q);
    if (!dialeto) return { premios: await premios.listar(ctx, { codigo: q.codigo, ativo: q.ativo }) };
    const { linhas, total } = await premios.paginarPremios(ctx, premios.lerPedido(q));
    return dialeto === 'generico' ? { rows: linhas, count: total } : { premios: linhas, totalRecords: total };
  });
  api.get('/premios/:id', 'premios.listar', async (ctx, req) => ({ premio: await premios.obter(ctx, req.params.id) }));
  // multipart: nome, descricao, codigo, custoTotal, tipo, pontos, pontosAlternativo and the file in `foto`.
  api.post('/premios', 'premios.criar', async (ctx, req, res) => {
    if (!ehMultipart(req.get('content-type'))) return premios.criar(ctx, corpo(req.body), null);
    const { arquivo, campos } = await receberArquivo(req, res, { campo: 'foto', maxBytes: LIMITE_FOTO });
    return premios.criar(ctx, campos, arquivo?.conteudo ?? null);
  }, 201);
  // multipart with the fields (photo optional), or JSON {ativo} (role 2, checked by the service).
  api.put('/premios/:id', 'premios.editar', async (ctx, req, res) => {
    if (!ehMultipart(req.get('content-type'))) return premios.atualizar(ctx, req.params.id, corpo(req.body), null);
    const { arquivo, campos } = await receberArquivo(req, res, { campo: 'foto', maxBytes: LIMITE_FOTO });
    return premios.atualizar(ctx, req.params.id, campos, arquivo?.conteudo ?? null);
  });
  api.delete('/premios/:id', 'premios.excluir', (ctx, req) => premios.excluir(ctx, req.params.id));
  api.get('/arquivos/:nome', 'arquivos.baixar', async (_ctx, req, res) => enviarArquivo(res, String(req.params.nome), req.query.download === '1'));
}
