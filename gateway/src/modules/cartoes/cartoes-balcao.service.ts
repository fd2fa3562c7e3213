import { MENSAGENS_CARTOES as M } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida, naoEncontrado } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import type * as esquemas from './cartoes.esquemas';
import { CartaoPainelDTO } from './cartao.types';
import { obter } from './cartoes-painel.service';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * The card desk on the panel's Cartões list (docs/cartoes.md): mark a card delivered (or undo it)
 * and block or unblock it at the issuer's request. Unblocking here also ends a member's pending
 * unblock request, as the balance file does.
 */
export async function atualizar(ctx: RequestContext, entrada: Entrada<typeof esquemas.atualizar>): Promise<{ mensagem: string; cartao: CartaoPainelDTO }> {
  const { entregue, bloqueado } = entrada;
  const id = Number(entrada.id);
  if (entregue === undefined && bloqueado === undefined) throw entradaInvalida(M.informeAlteracaoCartao);
  return emTransacao(ctx, async (tx) => {
    // Scope first (a card of another network is "not found"), then the row lock.
    if (!(await obter(tx, id))) throw naoEncontrado(M.cartaoNaoEncontrado);
    const [atual] = await tx.manager.query<
      { parceiro_id: number | null; numero: string | null; entregue: boolean; bloqueado: boolean; em_desbloqueio: boolean }[]
    >(`SELECT parceiro_id, numero, entregue, bloqueado, em_desbloqueio FROM cartoes WHERE id = $1 FOR UPDATE`, [id]);
    if (!atual) throw naoEncontrado(M.cartaoNaoEncontrado);
    if (entregue) {
      if (!atual.numero) throw entradaInvalida(M.cartaoSemNumero);
      if (atual.parceiro_id === null) throw entradaInvalida(M.cartaoEmEstoque);
    }
    const depois = { entregue: entregue ?? atual.entregue, bloqueado: bloqueado ?? atual.bloqueado };
    await tx.manager.query<Alteracao>(
      `UPDATE cartoes SET entregue = $2, bloqueado = $3, em_desbloqueio = CASE WHEN $4::boolean THEN false ELSE em_desbloqueio END WHERE id = $1`,
      [id, depois.entregue, depois.bloqueado, bloqueado !== undefined],
    );
    await registrarLog(tx, 'cartoes.atualizar', { id, antes: { entregue: atual.entregue, bloqueado: atual.bloqueado }, depois });
    return { mensagem: M.cartaoAtualizado, cartao: (await obter(tx, id))! };
  });
}
