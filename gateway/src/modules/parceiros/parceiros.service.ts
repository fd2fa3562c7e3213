import { MENSAGENS } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida, naoAutenticado } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { Parceiro } from './parceiro.entity';
import { atualizarPerfil } from '../contas/perfil.service';
import { ParceiroDTO, parceiroDTO } from './parceiro.types';
import type * as esquemas from './parceiros.esquemas';

function parceiroAtual(ctx: RequestContext) {
  const p = ctx.parceiro;
  if (!p) throw naoAutenticado();
  return p;
}

async function carregar(ctx: RequestContext, id: number): Promise<Parceiro> {
  const p = await ctx.manager.findOne(Parceiro, { where: { id }, relations: { revenda: true } });
  if (!p) throw naoAutenticado();
  return p;
}

/** The signed-in member, with their store's scoring type and redemption switch. */
export async function eu(ctx: RequestContext): Promise<ParceiroDTO> {
  return parceiroDTO(await carregar(ctx, parceiroAtual(ctx).id));
}

/**
 * PUT /api/parceiros (no id): the member edits themself. This release handles the terms
 * acceptance ({aceitouRegulamento: 1}); acceptance cannot be withdrawn here.
 */
export async function atualizarEu(ctx: RequestContext, entrada: Entrada<typeof esquemas.atualizarEu>): Promise<ParceiroDTO> {
  const atual = parceiroAtual(ctx);
  // Anything but the terms acceptance alone is a profile edit (docs/codigos-indicacoes-e-contas.md).
  const chaves = Object.keys(entrada).filter((k) => entrada[k] !== undefined);
  if (chaves.length && !(chaves.length === 1 && chaves[0] === 'aceitouRegulamento')) {
    autorizar(ctx, 'parceiro.eu.editar');
    return atualizarPerfil(ctx, entrada);
  }
  if (entrada.aceitouRegulamento === undefined) throw entradaInvalida(MENSAGENS.informeDadosAtualizar);
  if (!entrada.aceitouRegulamento) {
    throw entradaInvalida('O aceite do regulamento não pode ser desfeito.');
  }
  return aceitarRegulamento(ctx.comManager(ctx.manager), atual.id);
}

export async function aceitarRegulamento(ctx: RequestContext, id = parceiroAtual(ctx).id): Promise<ParceiroDTO> {
  return emTransacao(ctx, async (tx) => {
    const p = await carregar(tx, id);
    if (!p.aceitouRegulamento) {
      await tx.manager.update(Parceiro, id, { aceitouRegulamento: true });
      p.aceitouRegulamento = true;
      await registrarLog(tx, 'parceiro.regulamento.aceitar', { parceiroId: id });
    }
    return parceiroDTO(p);
  });
}
