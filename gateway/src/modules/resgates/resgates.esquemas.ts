import { MENSAGENS, MENSAGENS_RESGATES_PAINEL as M } from '@sw/common';
import { e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { OPCOES_LISTA } from './resgates-painel.service';
import { OPERADORAS, STATUS_RESGATE_ENUM } from './resgates.regras';

/** The input of every redemption operation, for both doors (core/esquema.ts, docs/api.md). */

/** What staff may set by hand: a cancellation goes through cancelarResgate (points come back). */
const STATUS_ALTERAVEL = { NAO_ENTREGUE: 0, ENTREGUE: 1, EM_TRANSITO: 2 } as const;

const idResgate = e.id('Identificador', MENSAGENS.resgateNaoEncontrado);
// A single change words every bad status with the contract's sentence; the bulk one says a missing status is required.
const statusAlteravel = (rotulo: string, mensagemVazio: string = MENSAGENS.statusResgateInvalido) =>
  e
    .enumeracao('StatusResgate', STATUS_RESGATE_ENUM, rotulo, 'Situação de um resgate.', { vazio: mensagemVazio, invalido: MENSAGENS.statusResgateInvalido })
    .refine((s) => Object.values(STATUS_ALTERAVEL).includes(s as 0), { error: MENSAGENS.statusResgateInvalido });

export const resgatar = z.object({
  codigoPremio: e.textoObrigatorio('Prêmio', 60, 'Informe o prêmio.').meta({ description: 'Código do prêmio ou da oferta.' }),
  qtde: e.opcional(e.inteiro('Quantidade').refine((n) => n === 1, { error: 'A quantidade de um resgate é 1.' })),
  obs: e.opcional(e.texto('Observação', 300)),
  voltagem: e.opcional(e.texto('Voltagem', 10)).meta({ description: 'Prêmio bivolt: 110V (padrão) ou 220V.' }),
  operadora: e.opcional(e.texto('Operadora', 20)).meta({ description: `Recarga: ${OPERADORAS.join(', ')}.` }),
  celular: e.opcional(e.texto('Celular', 20)).meta({ description: 'Recarga: número com DDD.' }),
  nomeCompleto: e.opcional(e.texto('Nome completo', 120)).meta({ description: 'Pedido de cartão (crédito sem cartão).' }),
  chaveIdempotencia: e
    .opcional(e.texto('Chave de idempotência', 10_000).refine((c) => c.length <= 100, { error: M.chaveIdempotenciaInvalida }))
    .meta({ description: 'Repetir a chave devolve a primeira resposta (até 100 caracteres).' }),
});

export const porId = z.object({ id: idResgate });
export const identificador = z.object({ identificador: idResgate });

export const alterarStatus = z.object({ identificador: idResgate, status: statusAlteravel('Status') });

export const alterarStatusEmLote = z.object({
  status: statusAlteravel('Status', M.statusObrigatorio).meta({ title: 'Status' }),
  ids: e.listaDeIds('Ids', { mensagemVazio: M.informeUmId, mensagemIdInvalido: M.idInvalido }),
});

export const alterarDataEntrega = z.object({
  dataEntrega: e
    .data('Data de entrega', M.dataEntregaInvalida, M.informeDataEntrega)
    .refine((d) => d >= '2000-01-01' && d <= '2999-12-31', { error: M.dataEntregaInvalida }),
});
export const alterarObservacao = z.object({ descricao: e.opcional(e.texto('Observação', 500)) });

const filtrosLista = {
  rede: e.opcional(e.texto('Rede', 120)).meta({ description: 'Id ou nome da rede.' }),
  status: e.opcional(e.enumeracao('StatusResgate', STATUS_RESGATE_ENUM, 'Status')),
};
export const consultaResgates = consultaLista(OPCOES_LISTA, filtrosLista);
export const listaResgates = argumentosLista('OrdemResgates', OPCOES_LISTA, filtrosLista);

/** The member's redemption rules now, for a prize when given (GET /api/regras-resgate, regrasResgate). */
export const regras = z.object({ codigo: e.opcional(e.texto('Prêmio', 60)).meta({ description: 'Código do prêmio ou da oferta (opcional).' }) });
