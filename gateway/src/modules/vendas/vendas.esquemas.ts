import { lerChaveAcesso, MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO, MENSAGENS, MENSAGENS_CHAVE_ACESSO, somenteDigitos } from '@sw/common';
import { lerLinkArquivo } from '../../core/arquivos';
import { CodigoErro, ErroApp } from '../../core/errors';
import { DOC, e, Entrada, z } from '../../core/esquema';
import { argumentosExportacao, argumentosLista, consultaLista, tipoExportacao } from '../../core/esquema-lista';
import { diaDe } from '../../core/calendario';
import { jsonSchema } from '../../core/openapi';
import { filtrosEncerradas } from '../pontuacoes/pontuacoes.esquemas';
import { OPCOES_LISTA as OPCOES_PONTUADAS } from './pontuadas.service';
import { TIPO_FISCAL_ENUM } from './vendas.types';

/**
 * The input of the sales operations (Nova venda, the duplicate pre-check, the spreadsheet upload's
 * fields), for both doors (core/esquema.ts, docs/api.md). Every rule of the Nova venda screen is
 * checked here with the screen's messages (spec 2 §5), in the screen's order: the first problem is
 * the one shown. Amounts are handled in centésimos so sums are exact.
 */

/** The labels the '{label} é obrigatório' messages use (the screen's field labels). */
export const ROTULOS_VENDA = {
  cpf: 'CPF',
  tipoFiscal: 'Tipo fiscal',
  identificador: 'Número fiscal',
  realizadoEm: 'Data da venda',
} as const;

const MAXIMO_ITENS = 200;
const MAXIMO_CENTESIMOS = 100_000_000_00; // R$ 100 milhões: beyond any real receipt, within numeric(14,2)
const MAXIMO_QTDE = 1_000_000;

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * A field read whole by the object's own rule (an item is checked field by field in the screen's
 * order, with the screen's messages): documented as what the caller sends.
 */
const livre = (rotulo: string, graphql: string, json: Record<string, unknown>, descricao?: string, mensagemAusente?: string) =>
  z
    .unknown()
    // A field left out is reported here (the object's rule does not run then), with the object's own message.
    .superRefine((v, ctx) => {
      if (v === undefined && mensagemAusente) ctx.addIssue({ code: 'custom', message: mensagemAusente });
    })
    .meta({ title: rotulo, description: descricao })
    .register(DOC, { graphql, json });

const DINHEIRO_JSON = {
  anyOf: [
    { type: 'number', minimum: 0 },
    { type: 'string', examples: ['1.234,56', '1234.56'] },
  ],
};

export type TipoFiscal = 'N' | 'C';

/** 'N' (nota) or 'C' (cupom), any case; GraphQL sends the enum TipoFiscal. */
export const tipoFiscal = z
  .unknown()
  .transform((v, ctx): TipoFiscal => {
    if (vazio(v)) ctx.addIssue({ code: 'custom', message: MENSAGENS.vendaCampoObrigatorio(ROTULOS_VENDA.tipoFiscal) });
    else {
      const t = typeof v === 'string' ? v.trim().toUpperCase() : '';
      if (t === 'N' || t === 'C') return t;
      ctx.addIssue({ code: 'custom', message: MENSAGENS.vendaTipoFiscalInvalido });
    }
    return z.NEVER;
  })
  .meta({ title: ROTULOS_VENDA.tipoFiscal, description: 'N (nota fiscal) ou C (cupom fiscal).' })
  .register(DOC, { graphql: 'TipoFiscal', mapa: TIPO_FISCAL_ENUM, json: { type: 'string', enum: ['N', 'C'] } });

/** The fiscal number as printed, upper-case and without spaces, so 'nf 123' and 'NF123' are one document. */
export const identificador = e
  .textoObrigatorio(ROTULOS_VENDA.identificador, 60, MENSAGENS.vendaCampoObrigatorio(ROTULOS_VENDA.identificador))
  .transform((t) => t.replace(/\s+/g, '').toUpperCase());

/** 'dd/mm/yyyy' or 'yyyy-mm-dd' → 'yyyy-mm-dd'; a real day from 2000 on, not after today (São Paulo). */
export const dataVenda = z
  .unknown()
  .transform((valor, ctx): string => {
    if (vazio(valor)) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.vendaCampoObrigatorio(ROTULOS_VENDA.realizadoEm) });
      return z.NEVER;
    }
    const t = typeof valor === 'string' ? valor.trim() : '';
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
    const [ano, mes, dia] = !m ? ['', '', ''] : t.includes('/') ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
    const d = m ? new Date(Date.UTC(+ano, +mes - 1, +dia)) : null;
    if (!d || +ano < 2000 || d.getUTCFullYear() !== +ano || d.getUTCMonth() !== +mes - 1 || d.getUTCDate() !== +dia) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.vendaDataInvalida });
      return z.NEVER;
    }
    const iso = `${ano}-${mes}-${dia}`;
    // Today is read when the input is, not when the module loads.
    if (iso > diaDe(new Date())) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.vendaDataFutura });
      return z.NEVER;
    }
    return iso;
  })
  .meta({ title: ROTULOS_VENDA.realizadoEm, description: 'Dia da venda: DD/MM/AAAA ou AAAA-MM-DD, não futuro.' })
  .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['25/11/2026', '2026-11-25'] } });

/** A file link: one of our files or an address under an allowed prefix (core/arquivos). Blank is none. */
export const linkArquivo = (rotulo = 'Link do arquivo') =>
  e.opcional(e.texto(rotulo, 500)).transform((v, ctx): string | null => {
    if (v === undefined) return null;
    try {
      return lerLinkArquivo(v);
    } catch (erro) {
      if (!(erro instanceof ErroApp) || erro.codigo !== CodigoErro.EntradaInvalida) throw erro;
      ctx.addIssue({ code: 'custom', message: MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO });
      return z.NEVER;
    }
  });

/** A money value as centésimos; numbers and '1.234,56' / '1234.56' strings. Null when invalid. */
export function centesimos(valor: unknown): number | null {
  let n = NaN;
  if (typeof valor === 'number') n = valor;
  else if (typeof valor === 'string') {
    const t = valor.trim();
    n = Number(t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t);
  }
  const c = Math.round(n * 100);
  return !Number.isFinite(n) || c < 0 || c > MAXIMO_CENTESIMOS ? null : c;
}

/** One item line: every field first present (else "Informe todos os campos…"), then valid values. */
export const itemVenda = z
  .object(
    {
      codigo: livre(
        'Código',
        'String',
        { type: 'string', maxLength: 30 },
        'Código padrão do produto ou o código próprio da loja.',
        MENSAGENS.vendaItemIncompleto,
      ),
      qtde: livre('Quantidade', 'Int', { type: 'integer', minimum: 1, maximum: MAXIMO_QTDE }, 'Quantidade vendida.', MENSAGENS.vendaItemIncompleto),
      valorUnitario: livre('Valor unitário', 'Dinheiro', DINHEIRO_JSON, 'Valor unitário, em reais.', MENSAGENS.vendaItemIncompleto),
      valorDesconto: livre('Desconto', 'Dinheiro', DINHEIRO_JSON, 'Desconto da linha, em reais (padrão 0).').optional(),
    },
    { error: MENSAGENS.vendaItemIncompleto },
  )
  .meta({ description: 'Um item da venda.' })
  .register(DOC, { graphql: 'ItemVendaInput' })
  .transform((i, ctx) => {
    const falha = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (vazio(i.codigo) || vazio(i.qtde) || vazio(i.valorUnitario)) return falha(MENSAGENS.vendaItemIncompleto);
    if (typeof i.codigo !== 'string' && typeof i.codigo !== 'number') return falha(MENSAGENS.vendaValoresInvalidos);
    const codigo = String(i.codigo).trim();
    if (codigo.length > 30) return falha(MENSAGENS.vendaProdutoNaoParticipante(codigo.slice(0, 30)));
    const qtde = Number(i.qtde);
    if ((typeof i.qtde !== 'number' && typeof i.qtde !== 'string') || !Number.isInteger(qtde) || qtde < 1 || qtde > MAXIMO_QTDE) {
      return falha(MENSAGENS.vendaValoresInvalidos);
    }
    const unitarioCentesimos = centesimos(i.valorUnitario);
    const descontoCentesimos = vazio(i.valorDesconto) ? 0 : centesimos(i.valorDesconto);
    if (unitarioCentesimos === null || descontoCentesimos === null) return falha(MENSAGENS.vendaValoresInvalidos);
    // A discount larger than the line would make a negative subtotal: not a valid value either.
    const subTotalCentesimos = unitarioCentesimos * qtde - descontoCentesimos;
    if (subTotalCentesimos < 0 || subTotalCentesimos > MAXIMO_CENTESIMOS) return falha(MENSAGENS.vendaValoresInvalidos);
    return { codigo, qtde, unitarioCentesimos, descontoCentesimos, subTotalCentesimos };
  });

/** The Nova venda form (spec 2 §5), in the order the screen validates it: required fields, then the items. */
export const venda = z
  .object(
    {
      cpf: e
        .textoObrigatorio(ROTULOS_VENDA.cpf, 20, MENSAGENS.vendaCampoObrigatorio(ROTULOS_VENDA.cpf))
        .transform((t) => somenteDigitos(t))
        .meta({ description: 'CPF do vendedor, com ou sem máscara.' }),
      tipoFiscal,
      identificador: identificador.meta({ description: 'Número do documento fiscal.' }),
      realizadoEm: dataVenda,
      linkArquivo: linkArquivo().meta({ description: 'O comprovante: o link de um arquivo já enviado ao servidor ou um endereço permitido.' }),
      itens: z
        .array(itemVenda, { error: MENSAGENS.vendaSemItens })
        .min(1, { error: MENSAGENS.vendaSemItens })
        .max(MAXIMO_ITENS, { error: `Uma venda pode ter no máximo ${MAXIMO_ITENS} itens.` })
        .meta({ description: `Os itens (1 a ${MAXIMO_ITENS}).` }),
      idPontuacao: e
        .opcional(e.texto('Pontuação', 20).register(DOC, { graphql: 'ID', json: { type: 'string', maxLength: 20 } }))
        .transform((v) => v ?? null)
        .meta({ description: 'A pontuação pendente que esta venda processa (ela passa a processada).' }),
      chaveAcesso: livre(
        'Chave de acesso',
        'String',
        { type: 'string' },
        'Chave de acesso da NF-e/NFC-e (44 dígitos ou o endereço do QR code); uma venda vigente por chave.',
      ).optional(),
    },
    { error: MENSAGENS.requisicaoInvalida },
  )
  .meta({ description: 'Uma venda digitada (Nova venda).' })
  .register(DOC, { graphql: 'VendaInput' })
  .transform(({ chaveAcesso, ...v }, ctx) => {
    // The access key, when sent: a valid key whose modelo and invoice number are the sale's tipo fiscal
    // and número fiscal, so a key cannot be attached to another document to get past the duplicate rule.
    if (vazio(chaveAcesso)) return { ...v, chaveAcesso: null };
    const chave = lerChaveAcesso(chaveAcesso);
    if (!chave) ctx.addIssue({ code: 'custom', message: MENSAGENS_CHAVE_ACESSO.invalida, path: ['chaveAcesso'] });
    else if (chave.tipoFiscal !== v.tipoFiscal || chave.numero !== v.identificador.replace(/^0+(?=\d)/, '')) {
      ctx.addIssue({ code: 'custom', message: 'A chave de acesso não corresponde ao número e ao tipo fiscal da venda.', path: ['chaveAcesso'] });
    } else return { ...v, chaveAcesso: chave.chave };
    return z.NEVER;
  });

export type VendaLida = Entrada<typeof venda>;
export type ItemLido = Entrada<typeof itemVenda>;

/** Nova venda: the sale and whether to tell the member by WhatsApp. */
export const pontuar = z.object({
  venda,
  enviarMensagem: e.opcional(e.booleano('Enviar mensagem')).meta({ description: 'Avisar o vendedor por WhatsApp (padrão não).' }),
});

/** Nova venda's points preview: the member (their store's factor and codes) and the items typed so far. */
export const previa = z.object({
  cpf: e
    .textoObrigatorio(ROTULOS_VENDA.cpf, 20, MENSAGENS.vendaCampoObrigatorio(ROTULOS_VENDA.cpf))
    .transform((t) => somenteDigitos(t))
    .meta({ description: 'CPF do vendedor, com ou sem máscara.' }),
  itens: z
    .array(itemVenda, { error: MENSAGENS.vendaSemItens })
    .max(MAXIMO_ITENS, { error: `Uma venda pode ter no máximo ${MAXIMO_ITENS} itens.` })
    .meta({ description: `Os itens digitados até agora (0 a ${MAXIMO_ITENS}).` }),
});

/** The duplicate pre-check on leaving the fiscal number: the document, optionally its type and store. */
export const consultaDocumento = z.object({
  identificador: identificador.meta({ description: 'Número do documento fiscal.' }),
  tipoFiscal: e.opcional(tipoFiscal).meta({ description: 'Só deste tipo fiscal.' }),
  codRevenda: e.opcional(e.texto('Código da loja', 30)).meta({ description: 'Só desta loja (código).' }),
});

/** The text fields of the sales spreadsheet upload (multipart, beside the file `arquivo`); a checkbox sends 'on'. */
export const camposUpload = z.object({
  enviarMensagem: e
    .opcional(z.preprocess((v) => (v === 'on' ? 'true' : v), e.booleano('Enviar mensagem')))
    .meta({ description: 'Avisar cada vendedor por WhatsApp (padrão não).' }),
});

/** The same upload through GraphQL (multipart request): the file is a field of the input. */
export const importarPlanilha = z.object({
  arquivo: e.arquivo('Planilha').meta({ description: 'A planilha de vendas (.xlsx), no layout do modelo.' }),
  ...camposUpload.shape,
});

/**
 * POST /pontuacoes/pontuar is shared: staff send Nova venda (`pontuar`), a member of a type-1 store
 * sends a typed claim ({venda: {itens: [{codigo, valor}]}}). The door only checks the body is an
 * object; the route parses it with the caller's schema, so each gets its own messages.
 */
export const corpoPontuar = z
  .looseObject({})
  .meta({ description: 'Equipe: a Nova venda. Vendedor de loja tipo 1: {venda: {itens: [{codigo, valor}]}} (cada item é uma unidade).' })
  .register(DOC, { json: jsonSchema(pontuar) });

// ---- Pontuações: the scored-sales list, its modals and actions (spec 2 §7; pontuadas.*) ----

/** A sale id, in a path or a body. A claim's id sent here is refused by the action itself (pontuadas.acoes). */
const idVenda = () => e.id('Identificador', MENSAGENS.vendaNaoEncontrada);

export const porIdVenda = z.object({ id: idVenda() });
export const acaoVenda = z.object({ identificador: idVenda().meta({ description: 'A venda (o id da linha).' }) });

/** Absent or null keeps the field; anything else is read as Nova venda reads it (blank is then refused). */
const mantemSeNulo = <S extends z.ZodType>(esquema: S) => z.preprocess((v) => (v === null ? undefined : v), esquema.optional()).optional();

/** undefined keeps the file; null or blank clears it; text must be one of our files or an allowed address. */
const linkArquivoEditado = z
  .unknown()
  .transform((v, ctx): string | null | undefined => {
    if (v === undefined) return undefined;
    if (v !== null && typeof v !== 'string') {
      ctx.addIssue({ code: 'custom', message: MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO });
      return z.NEVER;
    }
    const t = (v ?? '').trim();
    if (!t) return null;
    try {
      return lerLinkArquivo(t);
    } catch (erro) {
      if (!(erro instanceof ErroApp) || erro.codigo !== CodigoErro.EntradaInvalida) throw erro;
      ctx.addIssue({ code: 'custom', message: MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO });
      return z.NEVER;
    }
  })
  .optional()
  .meta({ title: 'Link do arquivo', description: 'O comprovante; texto vazio (ou null) o remove, ausente o mantém.' })
  .register(DOC, { graphql: 'String', json: { type: ['string', 'null'] } });

const camposEditar = {
  identificador: mantemSeNulo(identificador).meta({ description: 'Novo número fiscal (ausente mantém).' }),
  tipoFiscal: mantemSeNulo(tipoFiscal).meta({ description: 'Novo tipo fiscal (ausente mantém).' }),
  realizadoEm: mantemSeNulo(dataVenda).meta({ description: 'Novo dia da venda (ausente mantém).' }),
  linkArquivo: linkArquivoEditado,
};
/** PUT /pontuacoes/{id}: the fiscal data of a scored sale (not its points: that is Correção de pontuação). */
export const editarVenda = z.object(camposEditar);
/** The same edit through GraphQL, with the sale in the input. */
export const editarVendaComId = z.object({ id: idVenda(), ...camposEditar });

/** Network (id or name) and scoring days (São Paulo), as on the closed claims list; no dates = the last 7 days. */
export const filtrosPontuadas = {
  ...filtrosEncerradas,
  dataInicial: filtrosEncerradas.dataInicial.meta({ description: 'Primeiro dia de pontuação (AAAA-MM-DD ou DD/MM/AAAA); sem datas, os últimos 7 dias.' }),
  dataFinal: filtrosEncerradas.dataFinal.meta({ description: 'Último dia de pontuação (AAAA-MM-DD ou DD/MM/AAAA).' }),
};
export const consultaPontuadas = consultaLista(OPCOES_PONTUADAS, filtrosPontuadas);
export const listaPontuadas = argumentosLista('OrdemVendasPontuadas', OPCOES_PONTUADAS, filtrosPontuadas);
export const filtroMaisVendidos = z.object(filtrosPontuadas);

/** Which rows an export has: the page on screen (current) or every row of the filters (all, the default). */
const tipoExportacaoRest = e
  .opcional(z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), tipoExportacao))
  .meta({ description: 'current: a página da tela; all: todas as linhas dos filtros (padrão).' });

/** GET /pontuacoes/export: the list's own query (consultaPontuadas: paging, order, search, filters) and `type`. */
export const consultaExportacaoPontuadas = consultaLista(OPCOES_PONTUADAS, { ...filtrosPontuadas, type: tipoExportacaoRest });
/** linkExportacaoPontuacoes: the list's input and `tipo`. */
export const exportacaoPontuadas = argumentosExportacao('OrdemVendasPontuadas', OPCOES_PONTUADAS, filtrosPontuadas);

/**
 * GET /pontuacoes is shared too: staff read the scored-sales list, a member their claims under
 * review (?analise=true). The door only checks it is a query; the route parses it with the caller's schema.
 */
export const consultaPontuacoesCompartilhada = z
  .looseObject({})
  .meta({ description: 'Equipe: a lista de vendas pontuadas. Vendedor: ?analise=true, as suas pontuações em análise.' })
  .register(DOC, { json: jsonSchema(consultaPontuadas) });

/** A salesperson's sales: the CPF as the path sends it (anything but 11 digits names nobody: 404). */
export const porCpf = z.object({ cpf: e.textoObrigatorio('CPF', 20).meta({ description: 'CPF do vendedor (11 dígitos).' }) });
