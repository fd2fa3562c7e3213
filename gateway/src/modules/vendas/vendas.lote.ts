import { MENSAGENS, somenteDigitos } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, ErroApp } from '../../core/errors';
import { registrarLogs } from '../auditoria/auditoria.service';
import { lerConfiguracoesSistema } from '../configuracoes/configuracoes-sistema.service';
import { validarIndicacoes } from '../indicacoes/indicacoes.service';
import { enfileirarMensagens, NovaMensagem } from '../mensagens/fila.service';
import { mensagemVendaPontuada } from '../mensagens/modelos';
import { creditarVarios } from '../pontos/pontos.service';
import { deCentesimos } from '../pontos/pontos.regras';
import { calcularVenda, chaveProduto, MembroDaVenda, membrosVisiveis, produtosDasLojas } from './vendas.calculo';
import { VendaLida } from './vendas.esquemas';
import type { SemLinhas } from '../../db/resultado-sql';

/**
 * Many sales of the spreadsheet at once, with the rules of Nova venda's `pontuar` for each
 * (vendas.service.ts) and the spreadsheet's store check, in a handful of set-based statements per
 * batch instead of a dozen queries per sale: members and products are looked up once per batch, the
 * sales, items, credits, lots, audit rows and messages are inserted with one statement each. Each
 * sale is still all or nothing: a sale refused (member, store, product, already processed) is never
 * inserted, and the batch's transaction holds every part of the sales it credits.
 */

export interface VendaDoLote {
  cpf: string;
  /** The store as typed in the file (CNPJ or code); it must be the member's store. */
  loja: string;
  /** The sale as Nova venda reads it, or why it could not be read (checked after the member and the store, as `pontuar` does). */
  venda: VendaLida | ErroApp;
}

export type ResultadoDoLote = { pontosCreditados: number } | { erro: ErroApp };

/** The store typed in the file is the member's own (by code, or by CNPJ when it has 14 digits). */
function lojaDoMembro(m: MembroDaVenda, loja: string): boolean {
  const digitos = somenteDigitos(loja);
  return (m.codigo !== null && m.codigo.toLowerCase() === loja.toLowerCase()) || (digitos.length === 14 && m.cnpj === digitos);
}

/** Credits the batch's sales; one result per sale, in the same order. */
export async function pontuarLote(ctx: RequestContext, lote: VendaDoLote[], enviarMensagem: boolean): Promise<ResultadoDoLote[]> {
  const resultados: ResultadoDoLote[] = new Array(lote.length);
  const porCpf = await membrosVisiveis(ctx, [...new Set(lote.map((v) => v.cpf))]);
  const pares: { revendaId: number; codigo: string }[] = [];
  for (const v of lote) {
    const m = porCpf.get(v.cpf);
    if (m?.ativo && !(v.venda instanceof ErroApp)) for (const i of v.venda.itens) pares.push({ revendaId: m.revenda_id, codigo: i.codigo });
  }
  const catalogo = await produtosDasLojas(ctx, pares);
  const { limitePontuacao } = await lerConfiguracoesSistema(ctx);

  const aceitas: ({ indice: number; v: VendaLida; m: MembroDaVenda } & ReturnType<typeof calcularVenda>)[] = [];
  const documentos = new Set<string>();
  for (const [indice, { cpf, loja, venda }] of lote.entries()) {
    const m = porCpf.get(cpf);
    if (!m) {
      resultados[indice] = { erro: entradaInvalida(MENSAGENS.vendaCpfInvalido) };
      continue;
    }
    if (!m.ativo) {
      resultados[indice] = { erro: entradaInvalida(MENSAGENS.vendaVendedorInativo) };
      continue;
    }
    if (!lojaDoMembro(m, loja)) {
      resultados[indice] = { erro: entradaInvalida(`A loja ${loja} não é a loja do vendedor deste CPF.`) };
      continue;
    }
    if (!m.lancamento_relatorio) {
      resultados[indice] = { erro: entradaInvalida(MENSAGENS.vendaLojaSemLancamentoRelatorio(loja)) };
      continue;
    }
    if (venda instanceof ErroApp) {
      resultados[indice] = { erro: venda };
      continue;
    }
    const falta = venda.itens.find((i) => !catalogo.has(chaveProduto(m.revenda_id, i.codigo)));
    if (falta) {
      resultados[indice] = { erro: entradaInvalida(MENSAGENS.vendaProdutoNaoParticipante(falta.codigo)) };
      continue;
    }
    // The same document twice in one batch (its store typed once as CNPJ, once as code): the first one counts.
    const documento = `${m.revenda_id}|${venda.tipoFiscal}|${venda.identificador}`;
    if (documentos.has(documento)) {
      resultados[indice] = { erro: conflito(MENSAGENS.vendaJaProcessada) };
      continue;
    }
    documentos.add(documento);
    aceitas.push({ indice, v: venda, m, ...calcularVenda(venda.itens, m, catalogo, limitePontuacao) });
  }
  if (!aceitas.length) return resultados;

  await emTransacao(ctx, async (tx) => {
    // Sales in (store, member) order, as the ledger locks members in id order: two batches over the
    // same stores take the summary rows (trigger) and the members in one order and never deadlock.
    const ordem = [...aceitas].sort((a, b) => a.m.revenda_id - b.m.revenda_id || a.m.id - b.m.id || a.indice - b.indice);
    const inseridas = await tx.manager
      .query<{ id: string; revenda_id: number; tipo_fiscal: string; identificador: string | null }[]>(
        `INSERT INTO vendas (parceiro_id, revenda_id, identificador, tipo_fiscal, total_venda, total_descontos, total_pontos, valor_custo, realizado_em, criado_por,
                           fator_aplicado, limite_aplicado, valor_ponto_aplicado)
       SELECT x.parceiro_id, x.revenda_id, x.identificador, x.tipo_fiscal, x.total_venda, x.total_descontos, x.total_pontos, x.valor_custo, x.realizado_em, $10,
              x.fator_aplicado, x.limite_aplicado, x.valor_ponto_aplicado
         FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::date[], $11::int[], $12::int[], $13::numeric[])
              WITH ORDINALITY
              AS x(parceiro_id, revenda_id, identificador, tipo_fiscal, total_venda, total_descontos, total_pontos, valor_custo, realizado_em, fator_aplicado, limite_aplicado,
                   valor_ponto_aplicado, ordem)
        ORDER BY x.ordem
       ON CONFLICT (revenda_id, tipo_fiscal, identificador) WHERE cancelada_em IS NULL AND identificador IS NOT NULL DO NOTHING
       RETURNING id, revenda_id, tipo_fiscal, identificador`,
        [
          ordem.map((a) => a.m.id),
          ordem.map((a) => a.m.revenda_id),
          ordem.map((a) => a.v.identificador),
          ordem.map((a) => a.v.tipoFiscal),
          ordem.map((a) => deCentesimos(a.total)),
          ordem.map((a) => deCentesimos(a.descontos)),
          ordem.map((a) => deCentesimos(a.pontos)),
          ordem.map((a) => deCentesimos(a.custo)),
          ordem.map((a) => a.v.realizadoEm),
          tx.usuario?.id ?? null,
          ordem.map((a) => a.fator),
          ordem.map((a) => a.limite),
          ordem.map((a) => a.m.valor_ponto),
        ],
      )
      .then((linhas) => {
        const chave = new Map(linhas.map((l) => [`${l.revenda_id}|${l.tipo_fiscal}|${l.identificador}`, l.id]));
        return ordem.flatMap((a) => {
          const id = chave.get(`${a.m.revenda_id}|${a.v.tipoFiscal}|${a.v.identificador}`);
          return id ? [{ id, ordem: a.indice }] : [];
        });
      });
    const idDe = new Map(inseridas.map((i) => [i.ordem, i.id]));
    // A document credited before (this file sent again, or another request) inserts nothing.
    const novas = aceitas.filter((a) => {
      if (idDe.has(a.indice)) return true;
      resultados[a.indice] = { erro: conflito(MENSAGENS.vendaJaProcessada) };
      return false;
    });
    if (!novas.length) return;

    const itens = novas.flatMap((a) => a.itens.map((i) => ({ ...i, vendaId: idDe.get(a.indice)! })));
    await tx.manager.query<SemLinhas>(
      `INSERT INTO vendas_itens (venda_id, produto_id, produto_revenda_id, codigo, descricao, qtde, valor_unitario, valor_desconto, sub_total, valor_pontos, fator)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::text[], $6::int[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[], $11::int[])`,
      [
        itens.map((i) => i.vendaId),
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
    const comPontos = novas.filter((a) => a.creditados > 0);
    const creditos = await creditarVarios(
      tx,
      comPontos.map((a) => ({
        parceiroId: a.m.id,
        centesimos: a.creditados,
        tipo: 'credito_venda' as const,
        origem: { tipo: 'venda', id: idDe.get(a.indice)! },
        motivo: 'Venda pontuada',
      })),
    );
    // The first credited sale validates the member's referral (docs/codigos-indicacoes-e-contas.md).
    await validarIndicacoes(tx, [...new Set(comPontos.map((a) => a.m.id))]);

    await registrarLogs(
      tx,
      'venda.pontuar',
      novas.map((a) => ({
        id: idDe.get(a.indice)!,
        parceiroId: a.m.id,
        revendaId: a.m.revenda_id,
        tipoFiscal: a.v.tipoFiscal,
        identificador: a.v.identificador,
        totalVenda: a.total / 100,
        totalPontos: a.pontos / 100,
        pontosCreditados: a.creditados / 100,
        itens: a.itens.length,
        enviarMensagem,
      })),
    );
    if (enviarMensagem && comPontos.length) {
      const celulares = await tx.manager.query<{ id: number; celular: string | null }[]>(`SELECT id, celular FROM parceiros WHERE id = ANY($1::int[])`, [
        [...new Set(comPontos.map((a) => a.m.id))],
      ]);
      const celular = new Map(celulares.map((c) => [c.id, c.celular]));
      const mensagens: NovaMensagem[] = comPontos.map((a, i) => ({
        ...mensagemVendaPontuada({ nome: a.m.nome, pontos: a.creditados / 100, saldo: creditos[i].saldoCentesimos / 100, identificador: a.v.identificador }),
        celular: celular.get(a.m.id),
        parceiroId: a.m.id,
        chave: `venda:${idDe.get(a.indice)}`,
      }));
      await enfileirarMensagens(tx, mensagens);
    }
    for (const a of novas) resultados[a.indice] = { pontosCreditados: a.creditados / 100 };
  });
  return resultados;
}
