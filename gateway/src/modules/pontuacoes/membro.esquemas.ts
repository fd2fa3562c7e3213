import { MENSAGENS, MENSAGENS_RESGATES_PAINEL } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { centesimos, dataVenda, linkArquivo } from '../vendas/vendas.esquemas';
import { OPCOES_ANALISE, OPCOES_APROVADAS } from './extrato.service';
import { lerCodigoProduto } from './membro-compras.service';

/**
 * The input of the member's own claim operations (spec 3 §2.9–2.10; docs/pontuacoes-membro.md), for
 * both doors (core/esquema.ts, docs/api.md). Kept apart from pontuacoes.esquemas.ts: the typed send
 * reuses Nova venda's date and file blocks, and vendas.esquemas already reads pontuacoes.esquemas.
 */

/** Items per typed send; a real receipt has far fewer lines. */
export const MAXIMO_ITENS_ENVIO = 100;
const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** A field read whole by the item's own rule; left out, it is "fill in every field". */
const livre = (rotulo: string, graphql: string, json: Record<string, unknown>, descricao: string, obrigatorio = false) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (obrigatorio && v === undefined) ctx.addIssue({ code: 'custom', message: MENSAGENS.preenchaTodosDados });
    })
    .meta({ title: rotulo, description: descricao })
    .register(DOC, { graphql, json });

const VALOR_JSON = {
  anyOf: [
    { type: 'number', exclusiveMinimum: 0 },
    { type: 'string', examples: ['1.234,56', '1234.56'] },
  ],
};

export interface ItemEnviado {
  codigo: string;
  valorCentesimos: number;
}

/**
 * One unit of a member send, in either shape: {codigo, valor} (the storefront's) or Nova venda's
 * {codigo, valorUnitario, qtde: 1} (REST only); a qtde other than 1 is refused (the member adds
 * the product once per unit). The value is in reais and above zero.
 */
function itemEnviado(novaVenda: boolean) {
  const campos = {
    codigo: livre('Código', 'String', { type: 'string', maxLength: 30 }, 'Código padrão do produto ou o código próprio da loja (uma unidade).', true),
    // REST also takes Nova venda's valorUnitario instead; GraphQL requires valor.
    valor: novaVenda
      ? livre('Valor', 'Dinheiro', VALOR_JSON, 'Valor de venda da unidade, em reais.').optional()
      : livre('Valor', 'Dinheiro', VALOR_JSON, 'Valor de venda da unidade, em reais.', true),
    ...(novaVenda
      ? {
          valorUnitario: livre('Valor unitário', 'Dinheiro', VALOR_JSON, 'O mesmo que valor (forma da Nova venda).').optional(),
          qtde: livre('Quantidade', 'Int', { type: 'integer', enum: [1] }, 'Sempre 1: cada item é uma unidade.').optional(),
        }
      : {}),
  };
  return z
    .object(campos, { error: MENSAGENS.preenchaTodosDados })
    .meta({ description: 'Uma unidade vendida.' })
    .register(DOC, { graphql: 'ItemEnvioInput' })
    .transform((i: Record<string, unknown>, ctx): ItemEnviado => {
      const falha = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      const valor = vazio(i.valor) ? i.valorUnitario : i.valor;
      if (vazio(i.codigo) || vazio(valor)) return falha(MENSAGENS.preenchaTodosDados);
      if (!vazio(i.qtde) && Number(i.qtde) !== 1) return falha('Cada item é uma unidade: adicione o produto uma vez por unidade vendida.');
      const codigo = lerCodigoProduto(i.codigo);
      if (!codigo) return falha(MENSAGENS.produtoNaoParticipante);
      const c = centesimos(valor);
      if (c === null || c === 0) return falha(MENSAGENS.preenchaTodosDados);
      return { codigo, valorCentesimos: c };
    });
}

const itensEnviados = (novaVenda: boolean) =>
  z
    .array(itemEnviado(novaVenda), { error: MENSAGENS.vendaSemItens })
    .min(1, { error: MENSAGENS.vendaSemItens })
    .max(MAXIMO_ITENS_ENVIO, { error: `Envie no máximo ${MAXIMO_ITENS_ENVIO} itens por vez.` })
    .meta({ description: `As unidades vendidas (1 a ${MAXIMO_ITENS_ENVIO}).` });

/**
 * POST /pontuacoes/pontuar by a member: {venda: {itens}}. A typed claim stores no date or file, but
 * a date or a link sent with it still follows Nova venda's rules.
 */
export const enviarDigitada = z.object({
  venda: z.object(
    {
      itens: itensEnviados(true),
      realizadoEm: e.opcional(dataVenda),
      linkArquivo: linkArquivo(),
    },
    { error: MENSAGENS.requisicaoInvalida },
  ),
});

/**
 * The idempotency key of a member's send (docs/pontuacoes-membro.md, "Envio repetido"): REST reads it
 * from the Idempotency-Key header, GraphQL from chaveIdempotencia; the same block checks both.
 */
export const chaveEnvio = z.object({
  chaveIdempotencia: e
    .opcional(e.texto('Chave de idempotência', 10_000).refine((c) => c.length <= 100, { error: MENSAGENS_RESGATES_PAINEL.chaveIdempotenciaInvalida }))
    .meta({ description: 'Repetir a chave devolve a primeira resposta, sem criar outra pontuação (até 100 caracteres).' }),
});

/** The same send through GraphQL: the units alone, and the optional idempotency key. */
export const enviarDigitadaGraphql = z.object({ itens: itensEnviados(false), ...chaveEnvio.shape });

/**
 * Receipt files through GraphQL (multipart request), and the optional idempotency key; the REST route
 * reads the files in the field `arquivos` and the key from the Idempotency-Key header.
 */
export const enviarComprovantes = z.object({
  arquivos: e.arquivos('Comprovantes').meta({ description: 'Os comprovantes (fotos ou PDF): uma pontuação pendente por arquivo.' }),
  ...chaveEnvio.shape,
});

export const codigoUsado = z.object({
  code: z.string().meta({ description: 'Código do produto (até 30 caracteres; outro texto não é produto: quantidade 0).' }),
  cpf: z.string().meta({ description: 'CPF do vendedor (o próprio, para o vendedor).' }),
});
export const quantidadeVendida = z.object({
  code: codigoUsado.shape.code,
  idRevenda: e.inteiro('Loja', { min: 1, max: 999_999_999 }).meta({ description: 'Identificador da loja.' }),
});

/** GraphQL: both figures of the sell-in check; a member leaves cpf out (their own store). */
export const saldoProduto = z.object({
  codigo: e.textoObrigatorio('Código', 255).meta({ description: 'Código do produto.' }),
  cpf: e.opcional(e.texto('CPF', 20)).meta({ description: 'CPF do vendedor (a equipe informa; o vendedor omite).' }),
});

export const consultaAprovadas = consultaLista(OPCOES_APROVADAS);
export const listaAprovadas = argumentosLista('OrdemPontuacoesAprovadas', OPCOES_APROVADAS);
export const consultaAnalise = consultaLista(OPCOES_ANALISE);
export const listaAnalise = argumentosLista('OrdemPontuacoesEmAnalise', OPCOES_ANALISE);
