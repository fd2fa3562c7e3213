import { cepValido, cnpjValido, MENSAGENS, ROTULOS_REVENDA as R, somenteDigitos, telefoneValido, UFS } from '@sw/common';
import { analisar, DOC, e, Entrada, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { campo, Ctx, invalido } from '../parceiros/parceiros.esquemas';
import { CENARIO_ENUM, TIPO_PONTUACAO_ENUM } from './revenda.types';
import { OPCOES_LISTA } from './revendas.consulta';

/**
 * The input of every store operation, for both doors (core/esquema.ts, docs/api.md): the
 * Cadastrar Loja form (spec 1 §5) with its messages, the edit dialog, the switches and the lists.
 */

/** The 27 federative units, from the one list in common/. */
const UFS_VALIDAS: ReadonlySet<string> = new Set(UFS);
const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

type Obrig<S extends z.ZodType> = z.ZodType<Exclude<z.output<S>, null>, z.input<S>>;
const obrigatorio = <T = string>(rotulo: string, max: number, depois?: (texto: string, ctx: Ctx) => T, descricao?: string) =>
  campo<T>(rotulo, max, true, depois, descricao) as unknown as Obrig<ReturnType<typeof campo<T>>>;
/** An optional field may be left out (GraphQL: nullable); absent, null and blank all read as null. */
const opcional = <T = string>(rotulo: string, max: number, depois?: (texto: string, ctx: Ctx) => T, descricao?: string) =>
  campo<T>(rotulo, max, false, depois, descricao)
    .optional()
    .transform((v) => (v ?? null) as T | null);

/** A CNPJ with its check digits; the store's own says 'CNPJ não é válido', the master's '<label> inválido'. */
const documento = (rotulo: string, mensagem: string) =>
  z.unknown().transform((v, ctx): string | null => {
    if (vazio(v)) return null;
    if (typeof v !== 'string' && typeof v !== 'number') return invalido(ctx, MENSAGENS.invalido(rotulo));
    const digitos = somenteDigitos(v);
    return cnpjValido(digitos) ? digitos : invalido(ctx, mensagem);
  });

const cnpj = () =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (vazio(v)) ctx.addIssue({ code: 'custom', message: MENSAGENS.obrigatorio(R.cnpj) });
    })
    .pipe(documento(R.cnpj, MENSAGENS.cnpjInvalido))
    .transform((v) => v as string)
    .meta({ title: R.cnpj, description: 'CNPJ da loja (com ou sem máscara).' })
    .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['11.222.333/0001-81'] } });

const cnpjMaster = () =>
  documento(R.cnpjCddRevendaMaster, MENSAGENS.invalido(R.cnpjCddRevendaMaster))
    .optional()
    .transform((v) => v ?? null)
    .meta({ title: R.cnpjCddRevendaMaster, description: 'CNPJ do CDD ou da loja master cujas notas também contam para esta loja (opcional).' })
    .register(DOC, { graphql: 'String', json: { type: ['string', 'null'] } });

const telefone = (rotulo: string) => (t: string, ctx: Ctx) => (telefoneValido(t) ? somenteDigitos(t) : invalido(ctx, MENSAGENS.invalido(rotulo)));
const email = (t: string, ctx: Ctx) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t) ? t.toLowerCase() : invalido(ctx, MENSAGENS.invalido(R.email)));

const cep = () =>
  z
    .unknown()
    .transform((v, ctx): string => {
      if (vazio(v)) return invalido(ctx, MENSAGENS.obrigatorio(R.endCep));
      if ((typeof v !== 'string' && typeof v !== 'number') || !cepValido(v)) return invalido(ctx, MENSAGENS.cepInvalido);
      return somenteDigitos(v);
    })
    .meta({ title: R.endCep, description: 'CEP (com ou sem máscara).' })
    .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['01310-100'] } });

/** A closed choice that falls back to its default when left blank (a new store: 1x, Inicial, switches off). */
const comPadrao = <S extends z.ZodType>(bloco: S, padrao: NonNullable<z.output<S>>) =>
  e.opcional(bloco).transform((v) => (v ?? padrao) as NonNullable<z.output<S>>);

const tipoPontuacao = () =>
  e.enumeracao('TipoPontuacao', TIPO_PONTUACAO_ENUM, R.tipoPontuacao, 'Como as vendas da loja são pontuadas (REST: 0 Sistema, 1 Digitação, 2 Foto).', {
    vazio: MENSAGENS.tipoPontuacaoObrigatorio,
    invalido: MENSAGENS.invalido(R.tipoPontuacao),
  });

/**
 * The store's network: required ('Rede obrigatório'); an id (or, over REST, the network's name).
 * Whether it exists and is visible is the service's question (a form problem: 400).
 */
const rede = () =>
  z
    .unknown()
    .transform((v, ctx): number | string => {
      if (vazio(v)) return invalido(ctx, MENSAGENS.redeObrigatorio);
      if (typeof v === 'number') return Number.isInteger(v) && v > 0 ? v : invalido(ctx, MENSAGENS.redeNaoEncontrada);
      if (typeof v !== 'string') return invalido(ctx, MENSAGENS.redeNaoEncontrada);
      const t = v.trim();
      return /^\d{1,9}$/.test(t) ? Number(t) : t.slice(0, 120);
    })
    .meta({ title: R.rede, description: 'A rede da loja: o id (ou, no REST, o nome).' })
    .register(DOC, { graphql: 'ID', json: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string' }] } });

/** The form's fields in the form's order: the first problem is the one shown. */
const camposFormulario = (emailObrigatorio: boolean) => ({
  codigo: obrigatorio(R.codigo, 30, undefined, 'Código da loja (único no programa).'),
  cnpj: cnpj(),
  nomeFantasia: obrigatorio(R.nomeFantasia, 160, undefined, 'Nome fantasia.'),
  razaoSocial: obrigatorio(R.razaoSocial, 200, undefined, 'Razão social.'),
  responsavel: obrigatorio(R.responsavel, 160, undefined, 'Responsável pela loja.'),
  email: emailObrigatorio ? obrigatorio(R.email, 160, email, 'Email da loja.') : opcional(R.email, 160, email, 'Email da loja (opcional numa edição).'),
  telefone: opcional(R.telefone, 20, telefone(R.telefone), 'Telefone com DDD (opcional).'),
  celular: obrigatorio(R.celular, 20, telefone(R.celular), 'Celular com DDD.'),
  endCep: cep(),
  endRua: obrigatorio(R.endRua, 200, undefined, 'Rua.'),
  endNumero: obrigatorio(R.endNumero, 20, undefined, 'Número.'),
  endComplemento: opcional(R.endComplemento, 120, undefined, 'Complemento (opcional).'),
  endBairro: obrigatorio(R.endBairro, 120, undefined, 'Bairro.'),
  endCidade: obrigatorio(R.endCidade, 120, undefined, 'Cidade.'),
  endEstado: obrigatorio(
    R.endEstado,
    2,
    (t, ctx) => (UFS_VALIDAS.has(t.toUpperCase()) ? t.toUpperCase() : invalido(ctx, MENSAGENS.invalido(R.endEstado))),
    'UF (duas letras).',
  ),
  tipoPontuacao: tipoPontuacao(),
  fatorPontuacao: comPadrao(e.inteiro(R.fatorPontuacao, { min: 1, max: 10 }), 1).meta({ description: 'Fator de pontuação, 1 a 10 (padrão 1).' }),
  cenario: comPadrao(e.enumeracao('CenarioLoja', CENARIO_ENUM, R.cenario, 'Cenário da loja (REST: 0 Inicial, 1 A, 2 B, 3 C).'), 0).meta({
    description: 'Cenário (padrão Inicial).',
  }),
  cnpjCddRevendaMaster: cnpjMaster(),
  lancamentoRelatorio: comPadrao(e.booleano(R.lancamentoRelatorio), false).meta({
    description: 'Vendas desta loja podem chegar no upload do relatório (padrão não).',
  }),
  lancamentoManual: comPadrao(e.booleano(R.lancamentoManual), false).meta({
    description: 'A equipe pode lançar vendas desta loja à mão, em Nova venda (padrão não).',
  }),
});

/** A whole store as validated values; an edition is read again as a whole with this (email optional). */
export const formularioEdicao = z.object(camposFormulario(false));
export type CamposRevenda = Entrada<typeof formularioEdicao>;
export const CAMPOS = Object.keys(formularioEdicao.shape) as (keyof CamposRevenda)[];

/** Every field optional: one sent is read as on registration; null clears an optional one. */
function camposEdicao() {
  const c = camposFormulario(false);
  return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof c]: z.ZodOptional<(typeof c)[K]> };
}

const idRevenda = () => e.id('Identificador').meta({ description: 'Identificador da loja.' });

export const porId = z.object({ id: idRevenda() });
export const porCnpj = z.object({ cnpj: z.string().meta({ description: 'CNPJ da loja (com ou sem máscara).' }) });

/** Cadastrar Loja: the network first, then the form; every field required but the optional ones. */
export const criar = z.object({ rede: rede(), ...camposFormulario(true) });

const toggles = {
  resgateLiberado: e.booleano(R.resgateLiberado).optional().meta({ description: 'Libera ou bloqueia o resgate dos vendedores da loja (papéis 2 e 5).' }),
  ativo: e.booleano(R.ativo).optional().meta({ description: 'Ativa ou inativa a loja (papéis 2 e 5).' }),
};

/**
 * PUT /api/revendas/{id}: the edit dialog's fields (roles 1, 2, 5) and/or the switches
 * resgateLiberado and ativo (roles 2 and 5, checked by the service). Left out = kept.
 */
export const atualizar = z
  .object({ rede: rede().optional(), ...camposEdicao(), ...toggles })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: MENSAGENS.requisicaoInvalida });
export type AtualizacaoRevenda = Entrada<typeof atualizar>;

/**
 * GraphQL names the store inside the input; REST names it in the path. A field absent, or null where
 * the form requires it, is kept (e.naEdicao); null clears an optional one.
 */
export const editar = z.object({
  id: idRevenda(),
  rede: e.naEdicao(rede()),
  ...(Object.fromEntries(Object.entries(camposFormulario(false)).map(([k, v]) => [k, e.naEdicao(v)])) as ReturnType<typeof camposEdicao>),
});
export const alterarResgateLiberado = z.object({ id: idRevenda(), resgateLiberado: e.booleano(R.resgateLiberado).meta({ description: 'O novo valor.' }) });
export const alterarAtivo = z.object({ id: idRevenda(), ativo: e.booleano(R.ativo).meta({ description: 'O novo valor.' }) });

/** A list filter that is cut to its size rather than refused (a lookup, not a form). */
const textoCortado = (max: number, descricao: string) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim().slice(0, max) || undefined : undefined))
    .meta({ description: descricao })
    .register(DOC, { graphql: 'String', json: { type: 'string', maxLength: max } });

const filtros = {
  ativo: e.opcional(e.booleano('Ativo')).meta({ description: 'Só as ativas (1) ou só as inativas (0).' }),
  rede: e.opcional(e.texto('Rede', 120)).meta({ description: 'Id ou nome da rede.' }),
  codigo: textoCortado(30, 'Só a loja com este código.'),
  cnpj: textoCortado(20, 'Só a loja com este CNPJ (com ou sem máscara).'),
  completo: e.opcional(e.booleano('Completo')).meta({ description: 'Inclui os números da loja (vendedores, vendas, pontos).' }),
};
export const filtrosLista = z.looseObject(filtros);
export const consultaRevendas = consultaLista(OPCOES_LISTA, filtros);
export const listaRevendas = argumentosLista('OrdemRevendas', OPCOES_LISTA, filtros);

export const codigoEmUso = z.object({
  codigo: e.opcional(e.texto(R.codigo, 30)),
  exceto: e.opcional(e.id('Exceto')).meta({ description: 'A loja sendo editada.' }),
});

/** Reads a store merged over its current values as a whole (an edition never leaves it half valid). */
export const lerCampos = (valores: Record<string, unknown>): CamposRevenda => analisar(formularioEdicao, valores);
