import { responderLista } from '../../core/dialeto-lista';
import { RotasApi } from '../../core/http';
import * as painel from './resgates-painel.service';
import * as membro from './resgates.service';
import * as acoes from './resgates-painel.acoes';
import * as esquemas from './resgates.esquemas';
import { analisar } from '../../core/esquema';
import { meuVoucher } from './resgates.voucher';
import { regrasResgate } from './regras-membro.service';
import * as respostas from './resgates.respostas';

// REST carries the idempotency key in a header; it is read with the same block as the GraphQL field.
const chaveDoCabecalho = esquemas.resgatar.pick({ chaveIdempotencia: true });

export function rotasResgates(api: RotasApi) {
  api.post(
    '/resgatar',
    'resgates.resgatar',
    {
      resposta: respostas.resgatado,
      corpo: esquemas.resgatar.omit({ chaveIdempotencia: true }),
      status: 201,
      resumo: 'O membro resgata um prêmio (cabeçalho Idempotency-Key opcional).',
    },
    (ctx, { corpo }, req) => membro.resgatar(ctx, { ...corpo, ...analisar(chaveDoCabecalho, { chaveIdempotencia: req.get('idempotency-key') }) }),
  );
  // Shared path (DESIGN "Contract notes"): a member gets their own; staff get the paged list.
  api.get(
    '/regras-resgate',
    'resgates.regras',
    {
      resposta: respostas.regras,
      consulta: esquemas.regras,
      resumo: 'O membro: limites do mês e da semana, saldo e, com o código de um prêmio, se pode resgatá-lo e por quê não.',
    },
    (ctx, { consulta }) => regrasResgate(ctx, consulta.codigo),
  );
  api.get(
    '/resgates',
    'resgates.listar',
    { resposta: respostas.listar, consulta: esquemas.consultaResgates, resumo: 'Membro: os seus resgates. Equipe: a lista paginada do painel.' },
    async (ctx, { consulta: q }) => {
      if (ctx.parceiro) return { resgates: await membro.meusResgates(ctx) };
      return responderLista(q, 'resgates', () => painel.listar(ctx, q.pedido, { rede: q.rede, status: q.status }), { extras: ['totalEstimado'] });
    },
  );
  // A member gets the voucher (resgate with nome, email, redemptionCode and the offer, spec 3 §7).
  api.get('/resgates/:id', 'resgates.listar', { resposta: respostas.porId, parametros: esquemas.porId }, async (ctx, { parametros: { id } }) => {
    if (!ctx.parceiro) return { resgate: await painel.obter(ctx, id) };
    const [resgate, voucher] = await Promise.all([membro.meuResgate(ctx, id), meuVoucher(ctx, id)]);
    return { resgate: { ...resgate, nome: voucher.nome, email: voucher.email }, oferta: voucher };
  });
  api.post('/cancelarResgate', 'resgates.cancelar', { resposta: respostas.comResgate, corpo: esquemas.identificador }, (ctx, { corpo }) =>
    painel.cancelar(ctx, corpo.identificador),
  );
  api.post('/alterarStatusResgate', 'resgates.alterarStatus', { resposta: respostas.comResgate, corpo: esquemas.alterarStatus }, (ctx, { corpo }) =>
    painel.alterarStatus(ctx, corpo.identificador, corpo.status),
  );
  api.patch('/resgates/bulk', 'resgates.alterarStatus', { resposta: respostas.emLote, corpo: esquemas.alterarStatusEmLote }, (ctx, { corpo }) =>
    acoes.alterarStatusEmLote(ctx, corpo),
  );
  api.put(
    '/resgates/:id/data-entrega',
    'resgates.dataEntrega',
    { resposta: respostas.comResgate, parametros: esquemas.porId, corpo: esquemas.alterarDataEntrega },
    (ctx, { parametros, corpo }) => acoes.alterarDataEntrega(ctx, parametros.id, corpo),
  );
  api.put(
    '/resgates/:id/alterar-observacao',
    'resgates.observacao',
    { resposta: respostas.comResgate, parametros: esquemas.porId, corpo: esquemas.alterarObservacao },
    (ctx, { parametros, corpo }) => acoes.alterarObservacao(ctx, parametros.id, corpo),
  );
}
