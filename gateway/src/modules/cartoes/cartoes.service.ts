import { MENSAGENS_CARTOES as M } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida, naoEncontrado, proibido } from '../../core/errors';
import { registrarLog } from '../auditoria/auditoria.service';
import { CartaoMembroDTO, LinhaCartao, ResultadoCartaoDTO } from './cartao.types';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './cartoes.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * The member's side of the prepaid card (spec 3 §2.14, §3; docs/cartoes.md): reading it, asking
 * for one through a credit redemption, and block/unblock requests. One card per member and per
 * CPF is held by unique indexes; every write here runs under the member's row lock.
 */

export function cartaoMembroDTO(c: LinhaCartao): CartaoMembroDTO {
  return {
    numero: c.numero,
    saldo: Number(c.saldo),
    atualizadoEm: c.atualizado_em,
    bloqueado: c.bloqueado ? 1 : 0,
    emDesbloqueio: c.em_desbloqueio,
    entregue: c.entregue,
    situacao: !c.numero ? 'solicitado' : c.entregue ? 'entregue' : 'a_caminho',
    nome: c.nome,
  };
}

const COLUNAS = 'id, parceiro_id, cpf, nome, codigo_barras, numero, saldo, atualizado_em, bloqueado, em_desbloqueio, entregue';

export async function cartaoDoParceiro(ctx: RequestContext, parceiroId: number): Promise<LinhaCartao | null> {
  const [c] = await ctx.manager.query<LinhaCartao[]>(`SELECT ${COLUNAS} FROM cartoes WHERE parceiro_id = $1`, [parceiroId]);
  return c ?? null;
}

function membro(ctx: RequestContext) {
  const p = ctx.parceiro;
  if (!p) throw proibido();
  return p;
}

/** The signed-in member's card, or null (no card). */
export async function meuCartao(ctx: RequestContext): Promise<CartaoMembroDTO | null> {
  const c = await cartaoDoParceiro(ctx, membro(ctx).id);
  return c ? cartaoMembroDTO(c) : null;
}

/**
 * POST /api/cartoes/status {numero, status}: 1 asks to block (only when bloqueado is 0), 0 asks to
 * unblock (only when blocked and no request is in progress). Both take up to 24 business hours:
 * a block is applied at once (safer: a lost card stops now), an unblock stays "em desbloqueio"
 * until the provider's balance file confirms it (docs/cartoes.md).
 */
export async function alterarStatus(ctx: RequestContext, { numero, status }: Entrada<typeof esquemas.alterarStatus>): Promise<ResultadoCartaoDTO> {
  const quem = membro(ctx);
  return emTransacao(ctx, async (tx) => {
    const [c] = await tx.manager.query<LinhaCartao[]>(`SELECT ${COLUNAS} FROM cartoes WHERE parceiro_id = $1 FOR UPDATE`, [quem.id]);
    // Another member's number is not found either: a member reaches only their own card.
    if (!c || !numero || c.numero !== numero) throw naoEncontrado(M.cartaoNaoEncontrado);
    if (status === 1) {
      if (c.bloqueado) throw entradaInvalida(M.jaBloqueado);
      await tx.manager.query<Alteracao>(`UPDATE cartoes SET bloqueado = true, em_desbloqueio = false WHERE id = $1`, [c.id]);
    } else {
      if (!c.bloqueado) throw entradaInvalida(M.naoBloqueado);
      if (c.em_desbloqueio) throw entradaInvalida(M.desbloqueioEmAndamento);
      // Asking to unblock means the member holds the card: it counts as delivered from then on.
      await tx.manager.query<Alteracao>(`UPDATE cartoes SET em_desbloqueio = true, entregue = true WHERE id = $1`, [c.id]);
    }
    await registrarLog(tx, 'cartoes.status', { cartaoId: c.id, status });
    const depois = (await cartaoDoParceiro(tx, quem.id))!;
    return { sucesso: true, mensagem: status === 1 ? M.solicitacaoBloqueio : M.solicitacaoDesbloqueio, cartao: cartaoMembroDTO(depois) };
  });
}
