import { MENSAGENS } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, erroDoBanco, naoEncontrado } from '../../core/errors';
import { Pagina, paginar, PedidoLista } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import * as justificativas from './justificativas.service';
import { Entrada } from '../../core/esquema';
import { consultaParceiros, dtoDaLinha, idDoParceiro, lerRede, opcoesListaParceiros, type LinhaParceiroPainel } from './parceiros-consulta';
import { Parceiro } from './parceiro.entity';
import { ParceiroPainelDTO } from './parceiros-painel.types';
import { camposDoFormulario, DadosParceiro, lerDadosParceiro } from './parceiros.esquemas';
import type * as esquemas from './parceiros.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Vendedores Lojas, the staff side of parceiros (docs/vendedores.md). The member's own side
 * (eu, aceitarRegulamento) is parceiros.service.ts.
 */

/** GET /api/parceiros (paged) and GraphQL parceiros: rede (id or name) and ativo filter the caller's reach. */
export async function listar(ctx: RequestContext, pedido: PedidoLista, filtro: { rede?: string; ativo?: boolean }): Promise<Pagina<ParceiroPainelDTO>> {
  const qb = await consultaParceiros(ctx, { redeId: await lerRede(ctx, filtro.rede), ativo: filtro.ativo ?? null, busca: pedido.busca });
  const { linhas, total, totalEstimado } = await paginar<Parceiro, LinhaParceiroPainel>(qb, pedido, {
    ...opcoesListaParceiros(pedido.busca),
    desempate: 'p.id',
    totalEstimavel: true,
  });
  return { linhas: linhas.map(dtoDaLinha), total, totalEstimado };
}

/** GET /api/parceiros?cpf (11 digits): the exact CPF, among the salespeople the caller may see. */
export async function porCpf(ctx: RequestContext, cpf: string): Promise<ParceiroPainelDTO[]> {
  const linha = await (await consultaParceiros(ctx, { cpf })).getRawOne();
  return linha ? [dtoDaLinha(linha)] : [];
}

export async function obter(ctx: RequestContext, id: string | number): Promise<ParceiroPainelDTO> {
  const linha = await (await consultaParceiros(ctx, { id: idDoParceiro(id) })).getRawOne();
  if (!linha) throw naoEncontrado(MENSAGENS.parceiroNaoEncontrado);
  return dtoDaLinha(linha);
}

/**
 * The store a salesperson is registered in: it must exist within the caller's scope (otherwise it
 * is "not found", never "forbidden", so no one learns of stores outside their reach) and be active.
 */
async function lojaParaVincular(tx: RequestContext, cnpj: string): Promise<number> {
  const { revendaIds, redeIds } = escopoDoUsuario(tx);
  const [loja] = await tx.manager.query<{ id: number; rede_id: number; ativo: boolean }[]>(`SELECT id, rede_id, ativo FROM revendas WHERE cnpj = $1`, [cnpj]);
  if (!loja || (revendaIds && !revendaIds.includes(loja.id)) || (redeIds && !redeIds.includes(loja.rede_id))) {
    throw entradaInvalida(MENSAGENS.lojaNaoEncontrada);
  }
  if (!loja.ativo) throw entradaInvalida(MENSAGENS.lojaInativaParceiro);
  return loja.id;
}

const duplicado = (e: unknown) => {
  if (erroDoBanco(e).codigo === '23505') throw conflito(MENSAGENS.vendedorJaCadastrado);
  throw e;
};

function valoresDaTabela(d: DadosParceiro, revendaId: number) {
  return [
    revendaId,
    d.nome,
    d.cpf,
    d.email,
    d.celular,
    d.telefone,
    d.sexo,
    d.dataNascimento,
    d.endRua,
    d.endNumero,
    d.endComplemento,
    d.endBairro,
    d.endCidade,
    d.endEstado,
    d.endCep,
    d.hobby,
  ];
}

/** POST /api/parceiros (staff registration) and criarParceiro. The member sets a password later on the storefront. */
export async function criar(ctx: RequestContext, dados: DadosParceiro): Promise<ParceiroPainelDTO> {
  return emTransacao(ctx, async (tx) => {
    const revendaId = await lojaParaVincular(tx, dados.cnpjRevenda);
    const [existe] = await tx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM parceiros WHERE cpf = $1`, [dados.cpf]);
    if (existe) throw conflito(MENSAGENS.vendedorJaCadastrado);
    const [{ id }] = await tx.manager
      .query<{ id: number }[]>(
        `INSERT INTO parceiros (revenda_id, nome, cpf, email, celular, telefone, sexo, data_nascimento, end_rua, end_numero,
           end_complemento, end_bairro, end_cidade, end_estado, end_cep, hobby)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) RETURNING id`,
        valoresDaTabela(dados, revendaId),
      )
      .catch(duplicado);
    await registrarLog(tx, 'parceiro.criar', { id, cpf: dados.cpf, nome: dados.nome, revendaId });
    return obter(tx, id);
  });
}

/** Locks the salesperson's row for a change, then reads it as the caller may see it (404 otherwise). */
async function travar(tx: RequestContext, id: string | number): Promise<ParceiroPainelDTO> {
  await tx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM parceiros WHERE id = $1 FOR UPDATE`, [idDoParceiro(id)]);
  return obter(tx, id);
}

function dadosAtuais(p: ParceiroPainelDTO): DadosParceiro {
  return {
    cnpjRevenda: p.cnpjRevenda,
    nome: p.nome,
    cpf: p.cpf,
    email: p.email,
    celular: p.celular ?? '',
    telefone: p.telefone,
    dataNascimento: p.dataNascimento ?? '',
    sexo: (p.sexo ?? '') as DadosParceiro['sexo'],
    endCep: p.endCep ?? '',
    endRua: p.endRua ?? '',
    endNumero: p.endNumero ?? '',
    endComplemento: p.endComplemento,
    endBairro: p.endBairro ?? '',
    endCidade: p.endCidade ?? '',
    endEstado: p.endEstado ?? '',
    hobby: p.hobby,
  };
}

/**
 * PUT /api/parceiros/{id}: the schema told an edition (form fields) from a status change
 * ({ativo, justificativa}, which needs its own permission).
 */
export async function atualizar(ctx: RequestContext, id: string, entrada: Entrada<typeof esquemas.atualizar>): Promise<ParceiroPainelDTO> {
  if (entrada.tipo === 'status') return alterarStatus(ctx, id, entrada);
  return editar(ctx, id, entrada.dados, entrada.ativo);
}

/**
 * Edition (spec 1 §5, same rules as the registration): the fields sent (already read by the schema)
 * over the current ones, read again as a whole so an edition never leaves the form incomplete.
 */
export async function editar(ctx: RequestContext, idTexto: string, enviados: Partial<DadosParceiro>, ativo?: boolean): Promise<ParceiroPainelDTO> {
  const sent = Object.fromEntries(Object.entries(enviados).filter(([, v]) => v !== undefined));
  if (!camposDoFormulario(sent).length && ativo === undefined) throw entradaInvalida(MENSAGENS.informeDadosAtualizar);
  return emTransacao(ctx, async (tx) => {
    const atual = await travar(tx, idTexto);
    const id = atual.id;
    // A status change carries a justification; an edition never changes the status on the side.
    if (ativo !== undefined && ativo !== atual.ativo) throw entradaInvalida(MENSAGENS.statusSomenteComJustificativa);
    const antes = dadosAtuais(atual);
    const dados = lerDadosParceiro(sent, antes);
    const revendaId = dados.cnpjRevenda === antes.cnpjRevenda ? atual.revendaId : await lojaParaVincular(tx, dados.cnpjRevenda);
    if (dados.cpf !== antes.cpf) {
      const [existe] = await tx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM parceiros WHERE cpf = $1 AND id <> $2`, [dados.cpf, id]);
      if (existe) throw conflito(MENSAGENS.vendedorJaCadastrado);
    }
    await tx.manager
      .query<Alteracao>(
        `UPDATE parceiros SET revenda_id = $1, nome = $2, cpf = $3, email = $4, celular = $5, telefone = $6, sexo = $7,
           data_nascimento = $8, end_rua = $9, end_numero = $10, end_complemento = $11, end_bairro = $12, end_cidade = $13,
           end_estado = $14, end_cep = $15, hobby = $16, atualizado_em = now()
         WHERE id = $17`,
        [...valoresDaTabela(dados, revendaId), id],
      )
      .catch(duplicado);
    const alterados = (Object.keys(dados) as (keyof DadosParceiro)[]).filter((k) => dados[k] !== antes[k]);
    await registrarLog(tx, 'parceiro.editar', { id, campos: alterados });
    return obter(tx, id);
  });
}

/** Status change with its justification, written to the history in the same transaction. */
export async function alterarStatus(
  ctx: RequestContext,
  idTexto: string,
  { ativo, justificativa }: { ativo: boolean; justificativa: string },
): Promise<ParceiroPainelDTO> {
  autorizar(ctx, 'parceiros.ativar');
  return emTransacao(ctx, async (tx) => {
    const atual = await travar(tx, idTexto);
    const id = atual.id;
    if (atual.ativo === ativo) throw entradaInvalida(MENSAGENS.statusParceiroIgual(ativo));
    // Deactivating revokes the member's sessions in this transaction (trigger of migration SessoesDesativacao).
    await tx.manager.query<Alteracao>(`UPDATE parceiros SET ativo = $1, atualizado_em = now() WHERE id = $2`, [ativo, id]);
    await justificativas.registrar(tx, { parceiroId: id, anterior: atual.ativo, novo: ativo, justificativa });
    await registrarLog(tx, 'parceiro.status', { id, ativo, justificativa });
    return obter(tx, id);
  });
}

/**
 * DELETE /api/parceiros/{id}. Only a salesperson who never scored may be deleted: sales and points
 * are the ledger's history and must stay attributable, so such a salesperson is inactivated instead.
 */
export async function excluir(ctx: RequestContext, idTexto: string): Promise<{ mensagem: string }> {
  return emTransacao(ctx, async (tx) => {
    const atual = await travar(tx, idTexto);
    const id = atual.id;
    const [{ vendeu }] = await tx.manager.query<{ vendeu: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM vendas WHERE parceiro_id = $1) AS vendeu`, [id]);
    if (vendeu || atual.saldoPontos !== 0 || atual.totalPontos !== 0) throw conflito(MENSAGENS.parceiroComMovimento);
    await tx.manager.query<Alteracao>(`DELETE FROM parceiros WHERE id = $1`, [id]).catch((e: unknown) => {
      // Later modules (redemptions, cards, claims) reference members: any such row also blocks deletion.
      if (erroDoBanco(e).codigo === '23503') throw conflito(MENSAGENS.parceiroComMovimento);
      throw e;
    });
    await registrarLog(tx, 'parceiro.excluir', { id, cpf: atual.cpf, nome: atual.nome });
    return { mensagem: MENSAGENS.parceiroExcluido };
  });
}
