import { MENSAGENS, somenteDigitos } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, ErroApp, erroDoBanco, naoAutenticado, naoEncontrado } from '../../core/errors';
import { LIMITE_TODOS, PedidoLista } from '../../core/listagem';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import * as redes from '../redes/redes.service';
import { Revenda } from './revenda.entity';
import { RevendaDTO } from './revenda.types';
import { consultaVisivel, FiltroRevendas, figurasDe, listar, paraDTO } from './revendas.consulta';
import { AtualizacaoRevenda, CamposRevenda, CAMPOS, lerCampos } from './revendas.esquemas';
import type * as esquemas from './revendas.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

export { listar as paginar } from './revendas.consulta';

/** Every visible store matching the filters, by nomeFantasia (pickers and lookups). */
export async function listarTodas(ctx: RequestContext, filtro: FiltroRevendas): Promise<RevendaDTO[]> {
  const pedido: PedidoLista = { pagina: 1, limite: LIMITE_TODOS, campo: 'nomeFantasia', direcao: 'ASC', busca: null, filtros: {} };
  return (await listar(ctx, pedido, filtro)).linhas;
}

export function idDeRevenda(valor: unknown): number {
  const n = Number(valor);
  if (!Number.isInteger(n) || n <= 0 || n > 2147483647) throw naoEncontrado(MENSAGENS.lojaNaoEncontrada);
  return n;
}

/** A store the caller may see, with its figures (the detail screen), or 404. */
export async function obter(ctx: RequestContext, id: unknown, completo = true): Promise<RevendaDTO> {
  const rid = idDeRevenda(id);
  const linha = await consultaVisivel(ctx).andWhere('r.id = :rid', { rid }).getRawOne();
  if (!linha) throw naoEncontrado(MENSAGENS.lojaNaoEncontrada);
  const dto = paraDTO(linha);
  if (completo) Object.assign(dto, (await figurasDe(ctx, [rid])).get(rid));
  return dto;
}

/** The store detail by CNPJ (revenda/{cnpj}); masked or digits. */
export async function obterPorCnpj(ctx: RequestContext, cnpj: unknown): Promise<RevendaDTO> {
  const digitos = somenteDigitos(typeof cnpj === 'string' ? cnpj : '');
  if (digitos.length !== 14) throw naoEncontrado(MENSAGENS.lojaNaoEncontrada);
  const linha = await consultaVisivel(ctx).andWhere('r.cnpj = :cnpj', { cnpj: digitos }).getRawOne();
  if (!linha) throw naoEncontrado(MENSAGENS.lojaNaoEncontrada);
  return obter(ctx, linha.id);
}

/** What a member reads of its own store (spec 3 §4 "Reseller", §7: cenario and resgateLiberado). */
export interface LojaDoMembro {
  id: number;
  nomeFantasia: string;
  cnpj: string;
  cenario: number;
  resgateLiberado: boolean;
}

/**
 * GET /api/revendas/cnpj/{cnpj} for a member (the regulation page): only the member's own store;
 * any other CNPJ reads as unknown (404), so the call does not reveal which stores exist.
 */
export async function minhaLojaPorCnpj(ctx: RequestContext, cnpj: unknown): Promise<LojaDoMembro> {
  const membro = ctx.parceiro;
  if (!membro) throw naoAutenticado();
  const digitos = somenteDigitos(typeof cnpj === 'string' ? cnpj : '');
  const [l] =
    digitos.length !== 14
      ? []
      : await ctx.manager.query<{ id: number; nome_fantasia: string; cnpj: string; cenario: number; resgate_liberado: boolean }[]>(
          `SELECT id, nome_fantasia, cnpj, cenario, resgate_liberado FROM revendas WHERE id = $1 AND cnpj = $2`,
          [membro.revendaId, digitos],
        );
  if (!l) throw naoEncontrado(MENSAGENS.lojaNaoEncontrada);
  return { id: l.id, nomeFantasia: l.nome_fantasia, cnpj: l.cnpj, cenario: Number(l.cenario), resgateLiberado: Boolean(l.resgate_liberado) };
}

/**
 * The form's on-blur check ('Código em uso por outra Loja'). It looks at every store, visible
 * or not, because codes are unique across the programme; the answer is only yes or no.
 */
export async function codigoEmUso(ctx: RequestContext, { codigo, exceto }: Entrada<typeof esquemas.codigoEmUso>): Promise<boolean> {
  if (!codigo) return false;
  const excetoId = exceto && Number(exceto) <= 2147483647 ? Number(exceto) : 0;
  const [linha] = await ctx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM revendas WHERE codigo = $1 AND id <> $2`, [codigo, excetoId]);
  return Boolean(linha);
}

/** The network of a form: it must exist and be visible to the caller. */
async function redeDoFormulario(ctx: RequestContext, rede: number | string): Promise<number> {
  let id = rede;
  if (typeof rede === 'string') {
    const [achada] = await ctx.manager.query<{ id: number }[]>(`SELECT id FROM redes WHERE lower(nome) = lower($1)`, [rede]);
    if (!achada) throw entradaInvalida(MENSAGENS.redeNaoEncontrada);
    id = achada.id;
  }
  try {
    return (await redes.obter(ctx, id, false)).id;
  } catch (e) {
    if (e instanceof ErroApp) throw entradaInvalida(MENSAGENS.redeNaoEncontrada);
    throw e;
  }
}

async function conferirUnicos(ctx: RequestContext, campos: Pick<CamposRevenda, 'codigo' | 'cnpj'>, exceto = 0) {
  const [cnpj] = await ctx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM revendas WHERE cnpj = $1 AND id <> $2`, [campos.cnpj, exceto]);
  if (cnpj) throw conflito(MENSAGENS.cnpjJaCadastrado);
  const [codigo] = await ctx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM revendas WHERE codigo = $1 AND id <> $2`, [campos.codigo, exceto]);
  if (codigo) throw conflito(MENSAGENS.codigoEmUsoLoja);
}

/** Two requests racing past the checks above still meet the unique indexes. */
const traduzirUnico = (e: unknown): never => {
  const { codigo, restricao } = erroDoBanco(e);
  if (codigo === '23505') throw conflito((restricao ?? '').includes('cnpj') ? MENSAGENS.cnpjJaCadastrado : MENSAGENS.codigoEmUsoLoja);
  throw e;
};

/**
 * Cadastrar Loja (POST /api/revendas). A new store is active with redemption not yet released:
 * releasing it is the toggle of roles 2 and 5.
 */
export async function criar(ctx: RequestContext, { rede, ...campos }: Entrada<typeof esquemas.criar>): Promise<RevendaDTO> {
  const id = await emTransacao(ctx, async (tx) => {
    const redeId = await redeDoFormulario(tx, rede);
    await conferirUnicos(tx, campos);
    const salva = await tx.manager.save(tx.manager.create(Revenda, { ...campos, redeId, resgateLiberado: false, ativo: true })).catch(traduzirUnico);
    await registrarLog(tx, 'revenda.criar', { id: salva.id, cnpj: campos.cnpj, codigo: campos.codigo, nomeFantasia: campos.nomeFantasia, redeId });
    return salva.id;
  });
  return obter(ctx, id, false);
}

const TOGGLES = ['resgateLiberado', 'ativo'] as const;

/**
 * PUT /api/revendas/{id}: the edit dialog's fields (roles 1, 2, 5), and/or the switches
 * {resgateLiberado} and {ativo} (roles 2 and 5). Fields left out keep their value; the result is
 * validated as a whole, so a store never ends up half valid.
 */
export async function atualizar(ctx: RequestContext, id: string | number, entrada: AtualizacaoRevenda): Promise<RevendaDTO> {
  const rid = idDeRevenda(id);
  const enviados = Object.fromEntries(Object.entries(entrada).filter(([k, v]) => v !== undefined && !(TOGGLES as readonly string[]).includes(k)));
  const campos = Object.keys(enviados);
  const toggles = TOGGLES.filter((t) => entrada[t] !== undefined);
  if (!campos.length && !toggles.length) throw entradaInvalida(MENSAGENS.requisicaoInvalida);
  if (toggles.length) autorizar(ctx, 'revendas.ativar');
  const valoresToggle = Object.fromEntries(toggles.map((t) => [t, entrada[t] as boolean]));

  await emTransacao(ctx, async (tx) => {
    await obter(tx, rid, false);
    const atual = await tx.manager.createQueryBuilder(Revenda, 'r').setLock('pessimistic_write').where('r.id = :rid', { rid }).getOne();
    if (!atual) throw naoEncontrado(MENSAGENS.lojaNaoEncontrada);
    const mudancas: Partial<Revenda> = { ...valoresToggle };
    if (campos.length) {
      // The fields sent (already read by the schema) over the current ones, read again as a whole.
      const { rede, ...sobre } = enviados as Partial<CamposRevenda> & { rede?: number | string };
      const redeId = rede !== undefined ? await redeDoFormulario(tx, rede) : atual.redeId;
      const novos = lerCampos({ ...Object.fromEntries(CAMPOS.map((c) => [c, (atual as unknown as Record<string, unknown>)[c]])), ...sobre });
      await conferirUnicos(tx, novos, rid);
      Object.assign(mudancas, novos, { redeId });
      const antes = atual as unknown as Record<string, unknown>;
      const depois = mudancas as Record<string, unknown>;
      const alterados = Object.keys(novos)
        .concat('redeId')
        .filter((k) => antes[k] !== depois[k]);
      await registrarLog(tx, 'revenda.editar', {
        id: rid,
        antes: Object.fromEntries(alterados.map((k) => [k, antes[k]])),
        depois: Object.fromEntries(alterados.map((k) => [k, depois[k]])),
      });
    }
    for (const t of toggles) {
      if (atual[t] !== valoresToggle[t]) await registrarLog(tx, `revenda.${t}`, { id: rid, cnpj: atual.cnpj, [t]: valoresToggle[t] });
    }
    await tx.manager.update(Revenda, rid, mudancas).catch(traduzirUnico);
  });
  return obter(ctx, rid, false);
}

/**
 * DELETE /api/revendas/{id}: only a store nothing depends on (salespeople and sales are checked
 * by name; anything else that points at it — store products, market research — by its foreign
 * key); otherwise it is refused with the advice to inactivate it, keeping the history whole.
 */
export async function excluir(ctx: RequestContext, id: string | number): Promise<{ id: number }> {
  const rid = idDeRevenda(id);
  return emTransacao(ctx, async (tx) => {
    await obter(tx, rid, false);
    const atual = await tx.manager.createQueryBuilder(Revenda, 'r').setLock('pessimistic_write').where('r.id = :rid', { rid }).getOne();
    if (!atual) throw naoEncontrado(MENSAGENS.lojaNaoEncontrada);
    const [uso] = await tx.manager.query<{ em_uso: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM parceiros WHERE revenda_id = $1) OR EXISTS (SELECT 1 FROM vendas WHERE revenda_id = $1) AS em_uso`,
      [rid],
    );
    if (uso.em_uso) throw conflito(MENSAGENS.lojaComVinculos);
    // A role-3 user keeps no grant to a store that no longer exists.
    await tx.manager.query<Alteracao>(
      `UPDATE usuarios SET id_revendas_permitidas = array_remove(id_revendas_permitidas, $1) WHERE $1 = ANY(id_revendas_permitidas)`,
      [rid],
    );
    await tx.manager.delete(Revenda, rid).catch((e) => {
      if (e?.code === '23503') throw conflito(MENSAGENS.lojaComVinculos);
      throw e;
    });
    await registrarLog(tx, 'revenda.excluir', { id: rid, cnpj: atual.cnpj, nomeFantasia: atual.nomeFantasia });
    return { id: rid };
  });
}
