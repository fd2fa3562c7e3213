import { MAX_DESCRICAO_BANNER, MENSAGENS_BANNER as M } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';

/** The input of every banner operation, for both doors (core/esquema.ts, docs/api.md). */

const MAX_TITULO = 120;
const vazio = (v: unknown) => v === undefined || v === null || v === '';

/** A calendar day (AAAA-MM-DD or DD/MM/AAAA) from 2000 to 2999-12-31, with the banner form's messages. */
function dia(rotulo: string, mensagemVazio: string) {
  return z
    .unknown()
    .transform((v, ctx) => {
      if (vazio(v)) {
        ctx.addIssue({ code: 'custom', message: mensagemVazio });
        return z.NEVER;
      }
      const t = String(v).trim();
      const m = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(t) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
      if (m) {
        const [ano, mes, d] = t.includes('/') ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
        const data = new Date(Date.UTC(+ano, +mes - 1, +d));
        if (data.getUTCFullYear() === +ano && data.getUTCMonth() === +mes - 1 && data.getUTCDate() === +d && +ano >= 2000 && +ano <= 2999) return `${ano}-${mes}-${d}`;
      }
      ctx.addIssue({ code: 'custom', message: M.dataInvalida(rotulo) });
      return z.NEVER;
    })
    .meta({ title: rotulo, description: 'AAAA-MM-DD ou DD/MM/AAAA.' }).register(DOC, { graphql: 'String', json: { type: 'string', examples: ['2026-11-25'] } });
}

/** The form's order (spec 2 §5): título, datas, their order, then the description's length. */
export const criar = z.object({
  titulo: e.textoObrigatorio('Título', 100_000, M.tituloObrigatorio).refine((t) => t.length <= MAX_TITULO, { error: `Título: no máximo ${MAX_TITULO} caracteres.` }),
  dataInicial: dia('Data inicial', M.dataInicialObrigatoria),
  dataFinal: dia('Data final', M.dataFinalObrigatoria),
  // The limit is on what the author typed; the service stores the cleaned HTML.
  descricao: e.opcional(e.texto('Descrição', 100_000).refine((t) => t.length <= MAX_DESCRICAO_BANNER, { error: M.descricaoLonga }))
    .meta({ description: `HTML simples (até ${MAX_DESCRICAO_BANNER} caracteres), limpo no servidor.` }),
}).superRefine((b, ctx) => {
  if (b.dataInicial > b.dataFinal) ctx.addIssue({ code: 'custom', message: M.dataInicialMaior, path: ['dataInicial'] });
});

const itemOrdem = z.object({
  id: e.id('Identificador'),
  ordem: z.number({ error: M.ordemInvalida }).meta({ description: 'A posição pedida; a lista é renumerada a partir de 1.' }),
});
const listaOrdem = z.array(itemOrdem, { error: M.ordemInvalida }).min(1, { error: M.ordemInvalida }).max(1000, { error: M.ordemInvalida })
  .refine((l) => new Set(l.map((i) => i.id)).size === l.length, { error: M.ordemInvalida });

const itemValido = (i: unknown) => {
  const { id, ordem } = (i ?? {}) as { id?: unknown; ordem?: unknown };
  return /^\d{1,18}$/.test(String(id ?? '')) && Number(id) > 0 && ordem !== null && ordem !== '' && Number.isFinite(Number(ordem));
};

/** PATCH /api/banners/bulk: [{id, ordem}] or {banners: [...]}; any malformed item is the contract's one message. */
export const ordenarRest = z.preprocess(
  (v) => {
    const lista = Array.isArray(v) ? v : (v as { banners?: unknown } | null)?.banners;
    if (!Array.isArray(lista) || !lista.every(itemValido)) return null;
    return lista.map((i: { id: unknown; ordem: unknown }) => ({ id: i.id, ordem: Number(i.ordem) }));
  },
  listaOrdem,
);
export const ordenar = z.object({ itens: listaOrdem.meta({ description: 'Os banners na nova ordem.' }) });

export const porId = z.object({ id: e.id('Identificador') });
export const alterarAtivo = z.object({
  ativo: z.unknown()
    .superRefine((v, ctx) => { if (v === undefined) ctx.addIssue({ code: 'custom', message: 'Informe se o banner está ativo (0 ou 1).' }); })
    .pipe(e.booleano('Ativo'))
    .register(DOC, { graphql: 'Boolean' }),
});
export const alterarAtivoPorId = porId.extend(alterarAtivo.shape);
