import { SEM_LIMITE_PONTUACAO } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { ConfiguracaoSistema } from './configuracao-sistema.entity';
import { ConfiguracoesSistemaDTO } from './configuracoes-sistema.types';
import type * as esquemas from './configuracoes.esquemas';

/**
 * Configurações do sistema (spec 2 §3, §5): one row, created by the migration, so every reader
 * gets values. Other modules call `lerConfiguracoesSistema` (no permission check: it is not a
 * screen) inside their own transaction; the row is read each time, never cached, so every gateway
 * instance sees a change at once.
 */

const dto = (c: ConfiguracaoSistema): ConfiguracoesSistemaDTO => ({
  limitePontuacao: c.limitePontuacao,
  usosSemanaisVoucher: c.usosSemanaisVoucher,
  voucherAtivo: c.voucherAtivo,
  atualizadoEm: c.atualizadoEm,
  atualizadoPor: c.atualizadoPor,
});

export async function lerConfiguracoesSistema(ctx: RequestContext): Promise<ConfiguracoesSistemaDTO> {
  const c = await ctx.manager.findOneByOrFail(ConfiguracaoSistema, { id: 1 });
  return dto(c);
}

/**
 * The points a sale may credit under the settings: everything when limitePontuacao is 0 (no
 * limit), else at most limitePontuacao. The sale keeps its computed points; the credit is capped.
 */
export function pontosDentroDoLimite(pontos: number, limitePontuacao: number): number {
  if (limitePontuacao === SEM_LIMITE_PONTUACAO) return pontos;
  return Math.min(pontos, limitePontuacao);
}

/** PUT /api/configuracoes-sistema: the three values are required (spec 2 §5); weekly uses ≥ 0. */
export async function atualizar(
  ctx: RequestContext,
  { limitePontuacao, usosSemanaisVoucher, voucherAtivo }: Entrada<typeof esquemas.configuracoesSistema>,
): Promise<ConfiguracoesSistemaDTO> {
  return emTransacao(ctx, async (tx) => {
    // Locked so two simultaneous saves are audited with the right "before".
    const antes = await tx.manager.findOneOrFail(ConfiguracaoSistema, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
    const depois = { limitePontuacao, usosSemanaisVoucher, voucherAtivo };
    await tx.manager.update(ConfiguracaoSistema, 1, { ...depois, atualizadoEm: new Date(), atualizadoPor: tx.ator?.nome ?? null });
    await registrarLog(tx, 'configuracoes.sistema', {
      antes: { limitePontuacao: antes.limitePontuacao, usosSemanaisVoucher: antes.usosSemanaisVoucher, voucherAtivo: antes.voucherAtivo },
      depois,
    });
    return lerConfiguracoesSistema(tx);
  });
}
