import { COMPROVANTE_LIMITE_BYTES, COMPROVANTES_POR_ENVIO, mensagemComprovanteInvalido, MENSAGENS } from '@sw/common';
import { gravarVerificado, removerArquivo, tipoDoComprovante } from '../../core/arquivos';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida, naoAutenticado, proibido } from '../../core/errors';
import { ArquivoRecebido } from '../../core/upload';
import { registrarLog } from '../auditoria/auditoria.service';
import { registrarStatus } from './historico-status';
import { guardarRespostaDoEnvio, reservarEnvio, respostaDoEnvio } from './membro-idempotencia';
import { produtoDaLoja, ProdutoParticipante, quantidadeComprada, quantidadeUsada } from './membro-compras.service';
import type { ItemEnviado } from './membro.esquemas';
import { ItemDigitado } from './pontuacao.entity';

/**
 * A member sends points for staff to check (spec 3 §2.9): typed items (type-1 stores) or receipt
 * files (type-2 stores). Either way the result is a 'pendente' claim in `pontuacoes`; points are
 * credited only when staff turn it into a sale (Nova venda). Rules: docs/pontuacoes-membro.md.
 */

/** Receipt files: per file and per request (docs/pontuacoes-membro.md). */
export const LIMITE_COMPROVANTE = COMPROVANTE_LIMITE_BYTES;
export const MAXIMO_COMPROVANTES = COMPROVANTES_POR_ENVIO;
/** Advisory-lock namespace of the sell-in check (first key; the second is the store id). */
const CHAVE_TRAVA_COMPRAS = 7301;

interface LojaDoMembro {
  revenda_id: number;
  tipo_pontuacao: number;
  fator_pontuacao: number;
}

async function lojaDoMembro(ctx: RequestContext): Promise<LojaDoMembro & { parceiroId: number }> {
  const membro = ctx.parceiro;
  if (!membro) {
    if (!ctx.ator) throw naoAutenticado();
    throw proibido();
  }
  const [l] = await ctx.manager.query<LojaDoMembro[]>(
    `SELECT p.revenda_id, r.tipo_pontuacao, r.fator_pontuacao FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.id = $1 AND p.ativo`,
    [membro.id],
  );
  if (!l) throw proibido();
  return { ...l, parceiroId: membro.id };
}

/**
 * POST /api/pontuacoes/pontuar by a member: one 'pendente' typed claim with every unit, after the
 * sell-in check of the whole list. The check and the insert happen under a transaction-scoped
 * advisory lock per store, so two sends of the same store (two tabs, a double click) run one after
 * the other and the second sees the first's claim: they cannot both use the last unit.
 */
export async function enviarDigitada(
  ctx: RequestContext,
  itensEnviados: ItemEnviado[],
  chave: string | null = null,
): Promise<{ mensagem: string; id: string }> {
  return emTransacao(ctx, async (tx) => {
    const loja = await lojaDoMembro(tx);
    if (loja.tipo_pontuacao !== 1) throw entradaInvalida(loja.tipo_pontuacao === 2 ? MENSAGENS.lojaNaoPontuaDigitando : MENSAGENS.lojaNaoEnviaPontuacao);
    // A repeated key (double click, retry after a dropped connection) gets the first answer back.
    if (chave) {
      const anterior = await reservarEnvio<{ mensagem: string; id: string }>(tx, loja.parceiroId, chave);
      if (anterior) return anterior;
    }
    await tx.manager.query<{ pg_advisory_xact_lock: string }[]>(`SELECT pg_advisory_xact_lock(${CHAVE_TRAVA_COMPRAS}, $1)`, [loja.revenda_id]);

    const produtos = new Map<string, ProdutoParticipante>();
    const disponivel = new Map<number, number>();
    const itens: ItemDigitado[] = [];
    for (const item of itensEnviados) {
      const chave = item.codigo.toLowerCase();
      let produto = produtos.get(chave);
      if (!produto) {
        const achado = await produtoDaLoja(tx, loja.revenda_id, item.codigo);
        if (!achado) throw entradaInvalida(MENSAGENS.produtoNaoParticipante);
        produtos.set(chave, achado);
        produto = achado;
      }
      // purchased − used − same-product units earlier in this list ≥ 1 for each unit.
      if (!disponivel.has(produto.produtoId)) {
        disponivel.set(
          produto.produtoId,
          (await quantidadeComprada(tx, loja.revenda_id, produto.produtoId)) - (await quantidadeUsada(tx, loja.revenda_id, produto.produtoId)),
        );
      }
      const resta = disponivel.get(produto.produtoId)!;
      if (resta < 1) throw entradaInvalida(MENSAGENS.semSaldoProduto);
      disponivel.set(produto.produtoId, resta - 1);
      itens.push({
        codigo: produto.codigo,
        produtoId: produto.produtoId,
        descricao: produto.descricao,
        valor: item.valorCentesimos / 100,
        pontos: Math.round(produto.valorPontos * Number(loja.fator_pontuacao) * 100) / 100,
      });
    }

    const [c] = await tx.manager.query<{ id: string }[]>(
      `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, itens, status) VALUES ($1, $2, 'digitada', $3::jsonb, 'pendente') RETURNING id`,
      [loja.parceiroId, loja.revenda_id, JSON.stringify(itens)],
    );
    const id = String(c.id);
    await registrarStatus(tx, { pontuacaoId: id, anterior: null, novo: 'pendente' });
    await registrarLog(tx, 'pontuacoes.enviar', { id, parceiroId: loja.parceiroId, origem: 'digitada', itens: itens.length });
    const resposta = { mensagem: MENSAGENS.vendaEnviadaAnalise, id };
    if (chave) await guardarRespostaDoEnvio(tx, loja.parceiroId, chave, resposta);
    return resposta;
  });
}

export interface ArquivoEnviado {
  id: string;
  linkArquivo: string;
  tipoArquivo: string;
  nome: string;
}

/**
 * POST /api/upload/venda_foto by a member of a type-2 store: one 'pendente' photo claim per file.
 * Every file is checked by content before any is stored; the claims are inserted in one
 * transaction, and when that fails the stored files are removed: all files or none.
 */
/** The member's store, when it scores by receipt files (checked before the upload is read, and again on saving). */
export async function lojaQueEnviaFotos(ctx: RequestContext): Promise<LojaDoMembro & { parceiroId: number }> {
  const loja = await lojaDoMembro(ctx);
  if (loja.tipo_pontuacao !== 2) throw entradaInvalida(loja.tipo_pontuacao === 1 ? MENSAGENS.lojaNaoPontuaFoto : MENSAGENS.lojaNaoEnviaPontuacao);
  return loja;
}

type RespostaFotos = { mensagem: string; arquivos: ArquivoEnviado[] };

export async function enviarFotos(ctx: RequestContext, arquivos: ArquivoRecebido[], chave: string | null = null): Promise<RespostaFotos> {
  const loja = await lojaQueEnviaFotos(ctx);
  // A repeated key gets the first answer back without storing the files again.
  const jaEnviado = chave ? await respostaDoEnvio<RespostaFotos>(ctx, loja.parceiroId, chave) : null;
  if (jaEnviado) return jaEnviado;
  if (!arquivos.length) throw entradaInvalida(MENSAGENS.selecioneArquivo);
  const tipos = arquivos.map((a) => {
    const tipo = a.tamanho > 0 ? tipoDoComprovante(a.conteudo) : null;
    if (!tipo) throw entradaInvalida(mensagemComprovanteInvalido(a.nome));
    return tipo;
  });
  const nomes: string[] = [];
  try {
    for (let i = 0; i < arquivos.length; i++) nomes.push(await gravarVerificado(arquivos[i].conteudo, tipos[i]));
    const resultado = await emTransacao(ctx, async (tx): Promise<{ anterior: RespostaFotos } | { linhas: ArquivoEnviado[] }> => {
      // The same key sent twice at once: the second waits here for the first and takes its answer.
      const anterior = chave ? await reservarEnvio<RespostaFotos>(tx, loja.parceiroId, chave) : null;
      if (anterior) return { anterior };
      const linhas: ArquivoEnviado[] = [];
      for (let i = 0; i < nomes.length; i++) {
        const link = `/api/arquivos/${nomes[i]}`;
        const [c] = await tx.manager.query<{ id: string }[]>(
          `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, link_arquivo, tipo_arquivo, itens, status)
           VALUES ($1, $2, 'foto', $3, $4, '[]'::jsonb, 'pendente') RETURNING id`,
          [loja.parceiroId, loja.revenda_id, link, tipos[i]],
        );
        await registrarStatus(tx, { pontuacaoId: String(c.id), anterior: null, novo: 'pendente' });
        linhas.push({ id: String(c.id), linkArquivo: link, tipoArquivo: tipos[i], nome: arquivos[i].nome });
      }
      await registrarLog(tx, 'pontuacoes.enviar', { parceiroId: loja.parceiroId, origem: 'foto', arquivos: linhas.length, ids: linhas.map((l) => l.id) });
      if (chave) await guardarRespostaDoEnvio(tx, loja.parceiroId, chave, { mensagem: MENSAGENS.arquivosEnviados(linhas.length), arquivos: linhas });
      return { linhas };
    });
    if ('anterior' in resultado) {
      await Promise.all(nomes.map((n) => removerArquivo(n).catch(() => undefined)));
      return resultado.anterior;
    }
    return { mensagem: MENSAGENS.arquivosEnviados(resultado.linhas.length), arquivos: resultado.linhas };
  } catch (erro) {
    await Promise.all(nomes.map((n) => removerArquivo(n).catch(() => undefined)));
    throw erro;
  }
}
