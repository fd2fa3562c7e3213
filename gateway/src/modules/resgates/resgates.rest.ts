import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import { dialetoDaConsulta } from '../redes/parametros';
import * as painel from './resgates-painel.service';
import * as membro from './resgates.service';
import * as acoes from './resgates-painel.acoes';
import { meuVoucher } from './resgates.voucher';

export function rotasResgates(api: RotasApi) {
  api.post('/resgatar', 'resgates.resgatar', (ctx, req) =>
    membro.resgatar(ctx, { ...corpo(req.body), chaveIdempotencia: req.get('idempotency-key') ?? undefined }), 201);
  // Shared path (DESIGN "Contract notes"): a member gets their own; staff get the paged list.
  api.get('/resgates', 'resgates.listar', async (ctx, req) => {
    if (ctx.parceiro) return { resgates: await membro.meusResgates(ctx) };
    const q = req.query as Record<string, unknown>;
    const { linhas, total, totalEstimado } = await painel.listar(ctx, painel.lerPedido(q), { rede: q.rede, status: q.status });
    return dialetoDaConsulta(q) === 'generico' ? { rows: linhas, count: total, totalEstimado } : { resgates: linhas, totalRecords: total, totalEstimado };
  });
  // A member gets the voucher (resgate with nome, email, redemptionCode and the offer, spec 3 §7).
  api.get('/resgates/:id', 'resgates.listar', async (ctx, req) => {
    if (!ctx.parceiro) return { resgate: await painel.obter(ctx, req.params.id) };
    const [resgate, voucher] = await Promise.all([membro.meuResgate(ctx, req.params.id), meuVoucher(ctx, req.params.id)]);
    return { resgate: { ...resgate, nome: voucher.nome, email: voucher.email }, oferta: voucher };
  });
  api.post('/cancelarResgate', 'resgates.cancelar', (ctx, req) => painel.cancelar(ctx, corpo(req.body).identificador));
  api.post('/alterarStatusResgate', 'resgates.alterarStatus', (ctx, req) => {
    const b = corpo(req.body);
    return painel.alterarStatus(ctx, b.identificador, b.status);
  });
  api.patch('/resgates/bulk', 'resgates.alterarStatus', (ctx, req) => {
    const b = corpo(req.body);
    return acoes.alterarStatusEmLote(ctx, b.status, b.ids);
  });
  api.put('/resgates/:id/data-entrega', 'resgates.dataEntrega', (ctx, req) => acoes.alterarDataEntrega(ctx, req.params.id, corpo(req.body).dataEntrega));
  api.put('/resgates/:id/alterar-observacao', 'resgates.observacao', (ctx, req) => acoes.alterarObservacao(ctx, req.params.id, corpo(req.body).descricao));
}
