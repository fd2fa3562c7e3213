import { MENSAGENS_CARTOES as M, numeroCartaoLimpo, problemaNumeroCartao, somenteDigitos } from '@sw/common';
import { e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { enumeracaoGraphql } from '../../graphql/entrada';
import { OPCOES_LISTA } from './cartoes-painel.service';

/** The input of every card operation, for both doors (core/esquema.ts, docs/api.md). */

/** What a member asks of their card (spec 3 §3): the contract sends 0 (unblock) or 1 (block). */
export const PEDIDO_STATUS_CARTAO = enumeracaoGraphql('PedidoStatusCartao', { DESBLOQUEAR: 0, BLOQUEAR: 1 } as const, 'O que o membro pede para o cartão.', {
  DESBLOQUEAR: 'Pedir o desbloqueio (até 24 horas úteis)',
  BLOQUEAR: 'Bloquear o cartão',
});

const LONGO_DEMAIS = 'Código de barras ou número longo demais.';

/** Barcode and number are read without any spaces (as printed on the card). */
const semEspacos = (rotulo: string, mensagemVazio: string, max: number) =>
  e
    .textoObrigatorio(rotulo, 10_000, mensagemVazio)
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => v.length <= max, { error: LONGO_DEMAIS });

export const cadastrar = z.object({
  codigoBarras: semEspacos('Código de barras', M.informeCodigoBarras, 60).meta({ description: 'Código de barras (Proxy).' }),
  // A payment card number: 13-19 digits with a valid Luhn check digit (docs/cartoes.md); stored as digits.
  numero: e
    .textoObrigatorio('Número', 10_000, M.informeNumero)
    .superRefine((v, ctx) => {
      const problema = problemaNumeroCartao(v);
      if (problema) ctx.addIssue({ code: 'custom', message: problema });
    })
    .transform(numeroCartaoLimpo)
    .meta({
      description: 'Número do cartão: 13 a 19 dígitos com o dígito verificador (Luhn); espaços e hífens são ignorados.',
      examples: ['5067 0000 0000 0017'],
    }),
  cpf: e
    .opcional(
      e
        .texto('CPF', 20)
        .transform((v) => somenteDigitos(v))
        .refine((v) => v.length === 11, { error: 'CPF inválido' }),
    )
    .meta({ description: 'CPF do vendedor dono do cartão; sem ele o cartão fica em estoque.' }),
});

// The status is read first: a bad one is refused before the card is looked up.
export const alterarStatus = z.object({
  status: e.enumeracao('PedidoStatusCartao', PEDIDO_STATUS_CARTAO, 'Status', 'O que o membro pede para o cartão.', {
    vazio: M.statusCartaoInvalido,
    invalido: M.statusCartaoInvalido,
  }),
  numero: e.opcional(e.texto('Número', 100).transform((v) => v.replace(/\s/g, ''))).meta({ description: 'Número do cartão do membro.' }),
});

/** The card desk: what a staff member changes on a card (at least one of the two). */
export const porId = z.object({ id: e.id('Identificador', M.cartaoNaoEncontrado) });
export const atualizacao = z.object({
  entregue: e.opcional(e.booleano('Entregue')).meta({ description: 'O cartão chegou ao vendedor.' }),
  bloqueado: e.opcional(e.booleano('Bloqueado')).meta({ description: 'Bloqueado no emissor; desbloquear encerra o pedido de desbloqueio do vendedor.' }),
});
export const atualizar = porId.extend(atualizacao.shape);

const filtros = { rede: e.opcional(e.texto('Rede', 120)).meta({ description: 'Id ou nome da rede.' }) };
export const consultaCartoes = consultaLista(OPCOES_LISTA, filtros);
export const listaCartoes = argumentosLista('OrdemCartoes', OPCOES_LISTA, filtros);
