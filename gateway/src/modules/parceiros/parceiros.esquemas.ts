import { cnpjValido, IDADE_MAXIMA, IDADE_MINIMA, idadeEm, MENSAGENS, ROTULOS_PARCEIRO as R, somenteDigitos, telefoneValido, ufValida } from '@sw/common';
import { analisar, DOC, e, Entrada, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { diaDe } from '../../core/calendario';
import { OPCOES_LISTA } from './parceiros-consulta';

/**
 * The input of every salesperson operation, for both doors (core/esquema.ts, docs/api.md): the
 * Vendedor Loja form (spec 1 §5), which the member's own registration and profile edit share.
 */

export type Ctx = z.core.$RefinementCtx;
export const invalido = (ctx: Ctx, mensagem: string) => {
  ctx.addIssue({ code: 'custom', message: mensagem });
  return z.NEVER;
};

/**
 * A text field of the form: a string or a number, trimmed; blank is '<label> obrigatório' when
 * required and null otherwise (an optional field sent blank is cleared); over `max` characters is
 * refused; `depois` applies the field's own rule to the trimmed text.
 */
export function campo<T = string>(rotulo: string, max: number, obrigatorio: boolean, depois?: (texto: string, ctx: Ctx) => T, descricao?: string) {
  return z
    .unknown()
    .transform((v, ctx): T | string | null => {
      if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number') return invalido(ctx, MENSAGENS.invalido(rotulo));
      const limpo = v === undefined || v === null ? '' : String(v).trim();
      if (!limpo) return obrigatorio ? invalido(ctx, MENSAGENS.obrigatorio(rotulo)) : null;
      if (limpo.length > max) return invalido(ctx, `${rotulo} deve ter no máximo ${max} caracteres.`);
      return depois ? depois(limpo, ctx) : limpo;
    })
    .meta({ title: rotulo, description: descricao })
    .register(DOC, { graphql: 'String', json: { type: ['string', 'null'], maxLength: max } });
}
type Obrig<S extends z.ZodType> = z.ZodType<Exclude<z.output<S>, null>, z.input<S>>;
const obrigatorio = <T = string>(rotulo: string, max: number, depois?: (texto: string, ctx: Ctx) => T, descricao?: string) =>
  campo<T>(rotulo, max, true, depois, descricao) as unknown as Obrig<ReturnType<typeof campo<T>>>;
/** An optional field may be left out (GraphQL: nullable); absent, null and blank all read as null. */
const opcional = <T = string>(rotulo: string, max: number, depois?: (texto: string, ctx: Ctx) => T, descricao?: string) =>
  campo<T>(rotulo, max, false, depois, descricao)
    .optional()
    .transform((v) => (v ?? null) as T | null);

function real(ano: number, mes: number, dia: number): boolean {
  if (mes < 1 || mes > 12 || dia < 1) return false;
  return dia <= new Date(Date.UTC(ano, mes, 0)).getUTCDate();
}

/**
 * Birth date as the contract sends it (yyyymmdd), also YYYY-MM-DD and DD/MM/YYYY. Not 8 digits or
 * an impossible day is '<label> inválido'; the member must be 18 or older (spec 3 §1), counted on
 * the São Paulo calendar of the day of the request.
 */
const dataNascimento = () =>
  z
    .unknown()
    .transform((v, ctx): string => {
      const rotulo = R.dataNascimento;
      if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number') return invalido(ctx, MENSAGENS.invalido(rotulo));
      const bruto = String(v ?? '').trim();
      if (!bruto) return invalido(ctx, MENSAGENS.obrigatorio(rotulo));
      const d = somenteDigitos(bruto);
      if (d.length !== 8) return invalido(ctx, MENSAGENS.invalido(rotulo));
      const brasileira = /^\d{2}\/\d{2}\/\d{4}$/.test(bruto);
      const [ano, mes, dia] = brasileira
        ? [Number(d.slice(4)), Number(d.slice(2, 4)), Number(d.slice(0, 2))]
        : [Number(d.slice(0, 4)), Number(d.slice(4, 6)), Number(d.slice(6))];
      if (!real(ano, mes, dia)) return invalido(ctx, MENSAGENS.invalido(rotulo));
      const iso = `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
      const hoje = diaDe(new Date());
      const idade = idadeEm(iso, hoje);
      if (iso > hoje || idade > IDADE_MAXIMA) return invalido(ctx, MENSAGENS.invalido(rotulo));
      if (idade < IDADE_MINIMA) return invalido(ctx, MENSAGENS.idadeMinimaParceiro(IDADE_MINIMA));
      return iso;
    })
    .meta({ title: R.dataNascimento, description: 'Data de nascimento: AAAAMMDD, AAAA-MM-DD ou DD/MM/AAAA (18 anos ou mais).' })
    .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['19900115', '1990-01-15', '15/01/1990'] } });

const telefone = (t: string, ctx: Ctx, rotulo: string) => (telefoneValido(t) ? somenteDigitos(t) : invalido(ctx, MENSAGENS.invalido(rotulo)));

/**
 * The form's fields in the form's order (sexo first, as the form reports it first): the first
 * problem is the one shown. Documents, phones and CEP parse to digits; the date to AAAA-MM-DD.
 */
const camposFormulario = () => ({
  sexo: obrigatorio(
    R.sexo,
    20,
    (t, ctx): 'F' | 'M' => {
      const s = t.toUpperCase();
      if (s === 'F' || s === 'FEMININO') return 'F';
      if (s === 'M' || s === 'MASCULINO') return 'M';
      return invalido(ctx, MENSAGENS.invalido(R.sexo));
    },
    'Sexo: F ou M (aceita Feminino e Masculino).',
  ),
  cnpjRevenda: obrigatorio(
    R.cnpjRevenda,
    20,
    (t, ctx) => (cnpjValido(t) ? somenteDigitos(t) : invalido(ctx, MENSAGENS.cnpjInvalido)),
    'CNPJ da loja do vendedor (com ou sem máscara).',
  ),
  nome: obrigatorio(R.nome, 160, (t) => t.replace(/\s+/g, ' '), 'Nome completo.'),
  cpf: e.cpf(MENSAGENS.obrigatorio(R.cpf)).meta({ description: 'CPF (com ou sem máscara); identifica o vendedor.' }),
  dataNascimento: dataNascimento(),
  celular: obrigatorio(R.celular, 20, (t, ctx) => telefone(t, ctx, R.celular), 'Celular com DDD.'),
  telefone: opcional(R.telefone, 20, (t, ctx) => telefone(t, ctx, R.telefone), 'Telefone com DDD (opcional).'),
  email: opcional(
    R.email,
    160,
    (t, ctx) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t) ? t.toLowerCase() : invalido(ctx, MENSAGENS.invalido(R.email))),
    'Email (opcional).',
  ),
  endCep: obrigatorio(
    R.endCep,
    9,
    (t, ctx) => {
      const cep = somenteDigitos(t);
      return cep.length === 8 ? cep : invalido(ctx, MENSAGENS.invalido(R.endCep));
    },
    'CEP (com ou sem máscara).',
  ),
  endRua: obrigatorio(R.endRua, 200, undefined, 'Rua.'),
  endNumero: obrigatorio(R.endNumero, 20, undefined, 'Número.'),
  endComplemento: opcional<string>(R.endComplemento, 120, undefined, 'Complemento (opcional).'),
  endBairro: obrigatorio(R.endBairro, 120, undefined, 'Bairro.'),
  endCidade: obrigatorio(R.endCidade, 120, undefined, 'Cidade.'),
  endEstado: obrigatorio(
    R.endEstado,
    2,
    (t, ctx) => (ufValida(t.toUpperCase()) ? t.toUpperCase() : invalido(ctx, MENSAGENS.invalido(R.endEstado))),
    'UF (duas letras).',
  ),
  hobby: opcional<string>(R.hobby, 160, undefined, 'Hobby (opcional).'),
});

/** The whole form: registration (staff and member) and the edition once merged with the current values. */
export const formulario = z.object(camposFormulario());
export type DadosParceiro = Entrada<typeof formulario>;
export const CAMPOS_FORMULARIO = Object.keys(R) as (keyof DadosParceiro)[];

/**
 * The form read over current values: a key the body carries replaces the current value (null or
 * blank clears an optional field and is refused for a required one), an absent key keeps it; the
 * result is read as a whole, so an edition can never blank a required field. The member's own
 * registration and profile edit (cadastro, contas) read the form with it too.
 */
export function lerDadosParceiro(entrada: Record<string, unknown>, atual?: DadosParceiro | Record<keyof DadosParceiro, unknown>): DadosParceiro {
  return analisar(formulario, Object.fromEntries(CAMPOS_FORMULARIO.map((c) => [c, c in entrada ? entrada[c] : atual?.[c]])));
}

/** Keys of the form present in a body: a PUT with any of them is an edition, not a status change. */
export const camposDoFormulario = (entrada: Record<string, unknown>): (keyof DadosParceiro)[] => CAMPOS_FORMULARIO.filter((k) => entrada[k] !== undefined);

const idParceiro = () => e.id('Id').meta({ description: 'Identificador do vendedor.' });
const justificativa = () =>
  e.textoObrigatorio('Justificativa', 500, MENSAGENS.informeJustificativa).meta({ description: 'Por que o status muda (fica no histórico).' });

/** An edition: every field optional; one sent is read as on registration (null clears an optional one). */
const camposEdicao = () => {
  const c = camposFormulario();
  return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof c]: z.ZodOptional<(typeof c)[K]> };
};

export const porId = z.object({ id: idParceiro() });
export const porCpf = z.object({ cpf: e.cpf().meta({ description: 'CPF exato (com ou sem máscara).' }) });

export const criar = formulario;

/**
 * GraphQL names the salesperson inside the input; REST names it in the path. A field absent, or null
 * where the form requires it, is kept (e.naEdicao); null clears an optional one.
 */
export const editar = z.object({
  id: idParceiro(),
  ...(Object.fromEntries(Object.entries(camposFormulario()).map(([k, v]) => [k, e.naEdicao(v)])) as ReturnType<typeof camposEdicao>),
});

export const alterarStatus = z.object({
  id: idParceiro(),
  ativo: e.booleano('Ativo').meta({ description: 'O novo status.' }),
  justificativa: justificativa(),
});

/**
 * PUT /api/parceiros/{id}: the contract sends either form fields (an edition, which never changes
 * the status on the side) or {ativo, justificativa} (a status change, with its own permission).
 */
export const atualizar = z
  .object({
    ...camposEdicao(),
    ativo: e.booleano('Ativo').optional().meta({ description: 'Com justificativa: o novo status. Numa edição, só se igual ao atual.' }),
    justificativa: z
      .unknown()
      .optional()
      .meta({ description: 'Por que o status muda: torna o pedido uma mudança de status.' })
      .register(DOC, { graphql: 'String', json: { type: 'string', maxLength: 500 } }),
  })
  .transform((c, ctx) => {
    const { ativo, justificativa: texto, ...resto } = c;
    const campos = camposDoFormulario(resto);
    if (texto === undefined && (campos.length || ativo === undefined)) {
      if (!campos.length) return invalido(ctx, MENSAGENS.informeDadosAtualizar);
      return { tipo: 'edicao' as const, dados: resto as Partial<DadosParceiro>, ativo };
    }
    if (campos.length) return invalido(ctx, MENSAGENS.statusSomenteComJustificativa);
    if (ativo === undefined) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.invalido('Ativo'), path: ['ativo'] });
      return z.NEVER;
    }
    const lida = justificativa().safeParse(texto);
    if (!lida.success) {
      ctx.addIssue({ code: 'custom', message: lida.error.issues[0].message, path: ['justificativa'] });
      return z.NEVER;
    }
    return { tipo: 'status' as const, ativo, justificativa: lida.data };
  });

const filtros = {
  rede: e.opcional(e.texto('Rede', 120)).meta({ description: 'Id ou nome da rede.' }),
  ativo: e.opcional(e.booleano('Ativo')).meta({ description: 'Só os ativos (1) ou só os inativos (0); só o papel 2 vê os inativos.' }),
};

/** GET /api/parceiros: ?cpf= (the exact CPF; without a panel token, only whether it exists) or the paged list. */
export const consultaParceiros = consultaLista(OPCOES_LISTA, {
  ...filtros,
  cpf: z
    .unknown()
    .optional()
    .meta({ description: 'CPF exato: sem página. Sem token do painel, responde só {existe}.' })
    .register(DOC, { json: { type: 'string' } }),
});
export const listaParceiros = argumentosLista('OrdemParceiros', OPCOES_LISTA, filtros);

/** The search of the export is cut at 100 characters, as the list's. */
const buscaLivre = () =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim().slice(0, 100) || undefined : undefined))
    .meta({ description: 'Busca (até 100 caracteres).' })
    .register(DOC, { json: { type: 'string' } });
export const consultaExportacao = z.looseObject({ ...filtros, search: buscaLivre(), buscar: buscaLivre() });

/** PUT /api/parceiros (no id): the member accepts the regulation, or edits the profile (contas). */
export const atualizarEu = z.looseObject({
  aceitouRegulamento: e.booleano('Aceite do regulamento').optional().meta({ description: 'true (ou 1): aceita o regulamento; não pode ser desfeito.' }),
});
