import { validarIndicacao } from '../indicacoes/indicacoes.service';
import { MENSAGENS } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { conflito, entradaInvalida } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { lerConfiguracoesSistema } from '../configuracoes/configuracoes-sistema.service';
import { enfileirarParaParceiro } from '../mensagens/fila.service';
import { mensagemVendaPontuada } from '../mensagens/modelos';
import { creditar } from '../pontos/pontos.service';
import { concluirPontuacao, travarPontuacaoParaVenda } from '../pontuacoes/pendentes.service';
import { deCentesimos } from '../pontos/pontos.regras';
import { calcularVenda, chaveProduto, MembroDaVenda, membrosVisiveis, ProdutoDaVenda, produtosDasLojas } from './vendas.calculo';
import type * as esquemas from './vendas.esquemas';
import { ItemLido } from './vendas.esquemas';
import type { SemLinhas } from '../../db/resultado-sql';

/**
 * Nova venda (spec 2 §5): a staff member types a receipt for a member; the sale, its items, the
 * credit in the points ledger, the audit row and the WhatsApp message commit together or not at
 * all. Rules and their reasons: docs/vendas.md.
 */

export interface ResultadoPontuacao {
  mensagem: string;
  id: string;
  /** Points the items earn (qtde × pontos do produto × fator da loja). */
  totalPontos: number;
  /** Points the member received: totalPontos within the system's limitePontuacao. */
  pontosCreditados: number;
  totalVenda: number;
  totalDescontos: number;
}

/**
 * The member by CPF among those the caller may see: not found is 'CPF inválido', found but
 * switched off is 'Vendedor inativo' (staff then know to reactivate, not to retype the CPF).
 */
export async function membroVisivel(ctx: RequestContext, cpf: string): Promise<MembroDaVenda> {
  const m = (await membrosVisiveis(ctx, [cpf])).get(cpf);
  if (!m) throw entradaInvalida(MENSAGENS.vendaCpfInvalido);
  if (!m.ativo) throw entradaInvalida(MENSAGENS.vendaVendedorInativo);
  return m;
}

export interface PreviaItem {
  codigo: string;
  qtde: number;
  /** False for a code that is not a participating product of the member's store (the sale would be refused). */
  participante: boolean;
  descricao: string | null;
  pontosProduto: number | null;
  pontos: number | null;
}

export interface PreviaVenda {
  fator: number;
  itens: PreviaItem[];
  totalPontos: number;
  pontosCreditados: number;
  limitePontuacao: number;
}

/**
 * What Nova venda would credit, before it is saved: each line's points (qtde × the product's points ×
 * the store's factor) and the total within limitePontuacao, by calcularVenda — the very rule pontuar
 * applies, so the screen never repeats the formula. Nothing is written. A code that does not
 * participate is reported per line instead of refusing the whole preview.
 */
export async function previa(ctx: RequestContext, entrada: Entrada<typeof esquemas.previa>): Promise<PreviaVenda> {
  const membro = await membroVisivel(ctx, entrada.cpf);
  const catalogo = await produtosDasLojas(
    ctx,
    entrada.itens.map((i) => ({ revendaId: membro.revenda_id, codigo: i.codigo })),
  );
  const participantes = entrada.itens.filter((i) => catalogo.has(chaveProduto(membro.revenda_id, i.codigo)));
  const { limitePontuacao } = await lerConfiguracoesSistema(ctx);
  const calculo = calcularVenda(participantes, membro, catalogo, limitePontuacao);
  let proximo = 0;
  const itens = entrada.itens.map((i): PreviaItem => {
    const produto = catalogo.get(chaveProduto(membro.revenda_id, i.codigo));
    if (!produto) return { codigo: i.codigo, qtde: i.qtde, participante: false, descricao: null, pontosProduto: null, pontos: null };
    const calculado = calculo.itens[proximo++];
    return {
      codigo: produto.codigo,
      qtde: i.qtde,
      participante: true,
      descricao: produto.nome,
      pontosProduto: Number(produto.valor_pontos),
      pontos: calculado.pontosCentesimos / 100,
    };
  });
  return { fator: calculo.fator, itens, totalPontos: calculo.pontos / 100, pontosCreditados: calculo.creditados / 100, limitePontuacao };
}

/** The sale's products (vendas.calculo.ts); a code that does not participate is refused by name. */
async function produtosDosItens(ctx: RequestContext, revendaId: number, itens: ItemLido[]): Promise<Map<string, ProdutoDaVenda>> {
  const catalogo = await produtosDasLojas(
    ctx,
    itens.map((i) => ({ revendaId, codigo: i.codigo })),
  );
  const falta = itens.find((i) => !catalogo.has(chaveProduto(revendaId, i.codigo)));
  if (falta) throw entradaInvalida(MENSAGENS.vendaProdutoNaoParticipante(falta.codigo));
  return catalogo;
}

export async function pontuar(ctx: RequestContext, entrada: Entrada<typeof esquemas.pontuar>): Promise<ResultadoPontuacao> {
  const { venda } = entrada;
  const enviarMensagem = entrada.enviarMensagem ?? false;

  return emTransacao(ctx, async (tx) => {
    const membro = await membroVisivel(tx, venda.cpf);
    // The store's switch decides whether staff may credit its sales by hand, a claim processed here included.
    if (!membro.lancamento_manual) throw entradaInvalida(MENSAGENS.vendaLojaSemLancamentoManual);
    // From a member's claim (Pontuações pendentes → Processar): the claim is locked first; the sale keeps its file by default.
    const pontuacao = venda.idPontuacao ? await travarPontuacaoParaVenda(tx, venda.idPontuacao, membro.id) : null;
    const produtos = await produtosDosItens(tx, membro.revenda_id, venda.itens);
    const { limitePontuacao } = await lerConfiguracoesSistema(tx);
    const {
      itens,
      total: totalVenda,
      descontos: totalDescontos,
      pontos: totalPontos,
      creditados,
      custo: valorCusto,
      fator,
      limite,
    } = calcularVenda(venda.itens, membro, produtos, limitePontuacao);

    // The partial unique index decides duplicates: a second request for the same document waits
    // for the first to commit and then inserts nothing.
    // The access key has its own unique index (one live sale per key, whatever number was typed).
    const [nova] = await tx.manager
      .query<{ id: string }[]>(
        `INSERT INTO vendas (parceiro_id, revenda_id, identificador, tipo_fiscal, total_venda, total_descontos, total_pontos,
         valor_custo, realizado_em, link_arquivo, criado_por, chave_acesso, fator_aplicado, limite_aplicado, valor_ponto_aplicado)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (revenda_id, tipo_fiscal, identificador) WHERE cancelada_em IS NULL AND identificador IS NOT NULL DO NOTHING
       RETURNING id`,
        [
          membro.id,
          membro.revenda_id,
          venda.identificador,
          venda.tipoFiscal,
          deCentesimos(totalVenda),
          deCentesimos(totalDescontos),
          deCentesimos(totalPontos),
          deCentesimos(valorCusto),
          venda.realizadoEm,
          venda.linkArquivo ?? pontuacao?.linkArquivo ?? null,
          tx.usuario?.id ?? null,
          venda.chaveAcesso,
          fator,
          limite,
          membro.valor_ponto,
        ],
      )
      .catch((e: { code?: string; constraint?: string }) => {
        if (e.code === '23505' && e.constraint === 'vendas_chave_acesso_idx') throw conflito(MENSAGENS.vendaJaProcessada);
        throw e;
      });
    if (!nova) throw conflito(MENSAGENS.vendaJaProcessada);
    const id = String(nova.id);
    if (pontuacao) await concluirPontuacao(tx, pontuacao.id, { id });

    await tx.manager.query<SemLinhas>(
      `INSERT INTO vendas_itens (venda_id, produto_id, produto_revenda_id, codigo, descricao, qtde, valor_unitario, valor_desconto, sub_total, valor_pontos, fator)
       SELECT $1, * FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::int[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[], $11::int[])`,
      [
        id,
        itens.map((i) => i.produto.produto_id),
        itens.map((i) => i.produto.produto_revenda_id),
        itens.map((i) => i.produto.codigo),
        itens.map((i) => i.produto.nome),
        itens.map((i) => i.qtde),
        itens.map((i) => deCentesimos(i.unitarioCentesimos)),
        itens.map((i) => deCentesimos(i.descontoCentesimos)),
        itens.map((i) => deCentesimos(i.subTotalCentesimos)),
        itens.map((i) => deCentesimos(i.pontosCentesimos)),
        itens.map((i) => i.fator),
      ],
    );

    // A sale of zero-point products is recorded but has nothing to credit (the ledger refuses 0).
    if (creditados > 0) {
      await creditar(tx, { parceiroId: membro.id, pontos: creditados / 100, tipo: 'credito_venda', origem: { tipo: 'venda', id }, motivo: 'Venda pontuada' });
      // The first credited sale validates the member's referral (docs/codigos-indicacoes-e-contas.md).
      await validarIndicacao(tx, membro.id);
    }
    await registrarLog(tx, 'venda.pontuar', {
      id,
      parceiroId: membro.id,
      revendaId: membro.revenda_id,
      tipoFiscal: venda.tipoFiscal,
      identificador: venda.identificador,
      totalVenda: totalVenda / 100,
      totalPontos: totalPontos / 100,
      pontosCreditados: creditados / 100,
      itens: itens.length,
      enviarMensagem,
    });
    if (enviarMensagem && creditados > 0) {
      const [{ saldo_pontos: saldo }] = await tx.manager.query<{ saldo_pontos: string }[]>(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [membro.id]);
      await enfileirarParaParceiro(
        tx,
        membro.id,
        mensagemVendaPontuada({ nome: membro.nome, pontos: creditados / 100, saldo: Number(saldo), identificador: venda.identificador }),
        `venda:${id}`,
      );
    }
    return {
      mensagem: MENSAGENS.vendaProcessada,
      id,
      totalPontos: totalPontos / 100,
      pontosCreditados: creditados / 100,
      totalVenda: totalVenda / 100,
      totalDescontos: totalDescontos / 100,
    };
  });
}

export interface VendaDoDocumento {
  id: string;
  identificador: string;
  tipoFiscal: string;
  revendaId: number;
  codRevenda: string;
  parceiro: string;
  totalVenda: number;
  totalPontos: number;
  realizadoEm: string;
  pontuadoEm: Date;
}

interface LinhaVendaEncontrada {
  id: string;
  identificador: string;
  tipo_fiscal: string;
  revenda_id: number;
  cod_revenda: string;
  parceiro: string;
  total_venda: string;
  total_pontos: string;
  realizado_em: string;
  pontuado_em: Date;
}

/**
 * GET /api/vendas?identificador&tipoFiscal&codRevenda: the not-cancelled sales with this fiscal
 * number (the screen's duplicate check on leaving the field), among the stores the caller may see.
 */
export async function porDocumento(ctx: RequestContext, filtro: Entrada<typeof esquemas.consultaDocumento>): Promise<VendaDoDocumento[]> {
  const params: unknown[] = [filtro.identificador];
  const condicoes = ['v.identificador = $1', 'v.cancelada_em IS NULL'];
  if (filtro.tipoFiscal) {
    params.push(filtro.tipoFiscal);
    condicoes.push(`v.tipo_fiscal = $${params.length}`);
  }
  if (filtro.codRevenda) {
    params.push(filtro.codRevenda);
    condicoes.push(`r.codigo = $${params.length}`);
  }
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds) {
    params.push(revendaIds);
    condicoes.push(`v.revenda_id = ANY($${params.length})`);
  }
  if (redeIds) {
    params.push(redeIds);
    condicoes.push(`r.rede_id = ANY($${params.length})`);
  }
  const linhas = await ctx.manager.query<LinhaVendaEncontrada[]>(
    `SELECT v.id, v.identificador, v.tipo_fiscal, v.revenda_id, r.codigo AS cod_revenda, p.nome AS parceiro,
            v.total_venda, v.total_pontos, to_char(v.realizado_em, 'YYYY-MM-DD') AS realizado_em, v.pontuado_em
       FROM vendas v JOIN revendas r ON r.id = v.revenda_id JOIN parceiros p ON p.id = v.parceiro_id
      WHERE ${condicoes.join(' AND ')}
      ORDER BY v.pontuado_em DESC, v.id DESC LIMIT 20`,
    params,
  );
  return linhas.map((l) => ({
    id: String(l.id),
    identificador: l.identificador,
    tipoFiscal: l.tipo_fiscal,
    revendaId: l.revenda_id,
    codRevenda: l.cod_revenda,
    parceiro: l.parceiro,
    totalVenda: Number(l.total_venda),
    totalPontos: Number(l.total_pontos),
    realizadoEm: l.realizado_em,
    pontuadoEm: l.pontuado_em,
  }));
}
