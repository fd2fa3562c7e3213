import { DIAS_VENCIMENTO_MAXIMO, lerDiaCalendario, MENSAGENS } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { LIMITE_LINHAS_RELATORIO } from './expiracao-painel.service';

/** The input of every points-panel operation, for both doors (core/esquema.ts, docs/api.md). */

const INTEIRO_MAXIMO = 2_147_483_647;

/** A calendar day as AAAA-MM-DD, DD-MM-AAAA or DD/MM/AAAA (the expiry screens' forms); parses to AAAA-MM-DD. */
const diaCalendario = (rotulo: string) =>
  e
    .texto(rotulo, 10)
    .transform((t, ctx) => {
      const dia = lerDiaCalendario(t);
      if (!dia) {
        ctx.addIssue({ code: 'custom', message: MENSAGENS.dataExpiracaoInvalida });
        return z.NEVER;
      }
      return dia;
    })
    .meta({ description: `${rotulo} (AAAA-MM-DD ou DD-MM-AAAA).` });

/** A member id: members ids are 32-bit, so a longer number names nobody and is malformed. */
export const idVendedor = e.id('Vendedor').refine((id) => Number(id) <= INTEIRO_MAXIMO, { error: MENSAGENS.invalido('Vendedor') });

export const relatorioExpiracao = z.object({
  ate: e.opcional(diaCalendario('Dia limite')).meta({ description: 'Dia até o qual o relatório olha (AAAA-MM-DD ou DD-MM-AAAA); hoje quando ausente.' }),
  limite: e
    .opcional(e.inteiro('Limite', { min: 0, max: LIMITE_LINHAS_RELATORIO }))
    .meta({ description: `Linhas a devolver (padrão 100, até ${LIMITE_LINHAS_RELATORIO}; 0 = só os totais).` }),
});

/** The CSV download reads only the day. */
export const consultaRelatorioCsv = relatorioExpiracao.pick({ ate: true });

export const reativar = z.object({ dia: diaCalendario('Dia') });
/** REST names the day in the path. */
export const reativarPorCaminho = z.object({ data: reativar.shape.dia });

/** The window in days: anything but a whole number in range gets the screen's one message. */
const erroDias = { error: MENSAGENS.diasVencimentoInvalido };
const diasVencimento = z
  .union(
    [
      z.int(erroDias),
      z
        .string(erroDias)
        .trim()
        .regex(/^\d{1,3}$/, erroDias),
    ],
    erroDias,
  )
  .transform(Number)
  .refine((n) => n >= 1 && n <= DIAS_VENCIMENTO_MAXIMO, { error: MENSAGENS.diasVencimentoInvalido })
  .meta({ title: 'Dias' })
  .register(DOC, { graphql: 'Int', json: { type: 'integer', minimum: 1, maximum: DIAS_VENCIMENTO_MAXIMO } });

export const vencimentos = z.object({
  rede: e.opcional(e.texto('Rede', 120)).meta({ description: 'Id ou nome da rede: com ela, uma linha por loja da rede.' }),
  dias: e.opcional(diasVencimento).meta({ description: `Janela em dias a partir de hoje (padrão 30, até ${DIAS_VENCIMENTO_MAXIMO}).` }),
});

export const saldoPorId = z.object({ id: idVendedor });
export const saldo = z.object({ id: e.opcional(idVendedor).meta({ description: 'O vendedor; um vendedor conectado pode omitir (o próprio).' }) });
