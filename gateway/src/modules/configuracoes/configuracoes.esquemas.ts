import { MENSAGENS, ROTULOS_CONFIGURACOES as R, ROTULOS_WHATSAPP as W, telefoneValido, somenteDigitos } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';

/** The input of every settings operation, for both doors (core/esquema.ts, docs/api.md). */

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** A whole number from 0 to `max`; blank is "obrigatório", anything else out of place the screen's own message. */
function naoNegativo(rotulo: string, max: number, mensagemInvalida: string) {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      if (vazio(v)) ctx.addIssue({ code: 'custom', message: MENSAGENS.obrigatorio(rotulo) });
      else if ((typeof v !== 'number' && typeof v !== 'string') || !Number.isInteger(Number(v)) || Number(v) < 0 || Number(v) > max) {
        ctx.addIssue({ code: 'custom', message: mensagemInvalida });
      }
    })
    .transform((v) => Number(v))
    .meta({ title: rotulo })
    .register(DOC, { graphql: 'Int', json: { type: 'integer', minimum: 0, maximum: max } });
}

/** A required switch: absent is "obrigatório", not "inválido". */
const booleanoObrigatorio = (rotulo: string) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (vazio(v)) ctx.addIssue({ code: 'custom', message: MENSAGENS.obrigatorio(rotulo) });
    })
    .pipe(e.booleano(rotulo))
    .meta({ title: rotulo })
    .register(DOC, { graphql: 'Boolean' });

export const configuracoesSistema = z.object({
  limitePontuacao: naoNegativo(R.limitePontuacao, 2_147_483_647, MENSAGENS.limitePontuacaoInvalido).meta({
    description: 'Pontos que uma venda credita no máximo; 0 = sem limite.',
  }),
  usosSemanaisVoucher: naoNegativo(R.usosSemanaisVoucher, 1000, MENSAGENS.usosSemanaisInvalido).meta({
    description: 'Usos de voucher por membro por semana (0 a 1000).',
  }),
  voucherAtivo: booleanoObrigatorio(R.voucherAtivo).meta({ description: 'Se os vouchers estão ativos.' }),
});

const urlHttp = (t: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(t).protocol);
  } catch {
    return false;
  }
};

export const configuracaoWhatsapp = z.object({
  id: e.opcional(e.id('Id')).meta({ description: 'O id que a consulta respondeu; vazio no primeiro salvamento.' }),
  url: e.textoObrigatorio(W.url, 500).refine(urlHttp, { error: MENSAGENS.urlWhatsInvalida }).meta({ description: 'Endereço http(s) do provedor.' }),
  token: e.opcional(e.texto(W.token, 2000)).meta({ description: 'Um token novo; vazio ou o valor mascarado mantém o guardado.' }),
  codigo: e.textoObrigatorio(W.codigo, 120).meta({ description: 'O código da conta no provedor.' }),
});

export const testeWhatsapp = z.object({
  celular: e
    .textoObrigatorio(W.celular, 30)
    // Digits, with or without the panel's mask: (11) 98765-4321.
    .refine((t) => /^[\d\s().-]+$/.test(t) && telefoneValido(t), { error: MENSAGENS.invalido(W.celular) })
    .transform((t) => somenteDigitos(t))
    .meta({ description: 'Celular com DDD que recebe a mensagem de teste.' }),
});
