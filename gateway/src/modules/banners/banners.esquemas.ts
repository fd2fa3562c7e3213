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
        if (data.getUTCFullYear() === +ano && data.getUTCMonth() === +mes - 1 && data.getUTCDate() === +d && +ano >= 2000 && +ano <= 2999)
          return `${ano}-${mes}-${d}`;
      }
      ctx.addIssue({ code: 'custom', message: M.dataInvalida(rotulo) });
      return z.NEVER;
    })
    .meta({ title: rotulo, description: 'AAAA-MM-DD ou DD/MM/AAAA.' })
    .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['2026-11-25'] } });
}

const titulo = () =>
  e.textoObrigatorio('Título', 100_000, M.tituloObrigatorio).refine((t) => t.length <= MAX_TITULO, { error: `Título: no máximo ${MAX_TITULO} caracteres.` });
// The limit is on what the author typed; the service stores the cleaned HTML.
const textoDescricao = () => e.texto('Descrição', 100_000).refine((t) => t.length <= MAX_DESCRICAO_BANNER, { error: M.descricaoLonga });

/** The form's order (spec 2 §5): título, datas, their order, then the description's length. */
const camposCriar = {
  titulo: titulo(),
  dataInicial: dia('Data inicial', M.dataInicialObrigatoria),
  dataFinal: dia('Data final', M.dataFinalObrigatoria),
  descricao: e.opcional(textoDescricao()).meta({ description: `HTML simples (até ${MAX_DESCRICAO_BANNER} caracteres), limpo no servidor.` }),
};
const datasEmOrdem = (b: { dataInicial: string; dataFinal: string }, ctx: z.RefinementCtx) => {
  if (b.dataInicial > b.dataFinal) ctx.addIssue({ code: 'custom', message: M.dataInicialMaior, path: ['dataInicial'] });
};
export const criar = z.object(camposCriar).superRefine(datasEmOrdem);

/** The banner's image through GraphQL (multipart request); the REST routes read it in the field `arquivo`. */
const imagem = (descricao: string) => e.opcional(e.arquivo('Imagem')).meta({ description: descricao });

/** criarBanner: the same fields and, optionally, the image (JPEG, PNG or WebP), as POST /api/upload/banner. */
export const criarGraphql = z
  .object({ ...camposCriar, imagem: imagem('A imagem do banner (JPEG, PNG ou WebP até 2 MB; requisição multipart). Sem ela, o banner fica sem imagem.') })
  .superRefine(datasEmOrdem);

const itemOrdem = z.object({
  id: e.id('Identificador'),
  ordem: z.number({ error: M.ordemInvalida }).meta({ description: 'A posição pedida; a lista é renumerada a partir de 1.' }),
});
const listaOrdem = z
  .array(itemOrdem, { error: M.ordemInvalida })
  .min(1, { error: M.ordemInvalida })
  .max(1000, { error: M.ordemInvalida })
  .refine((l) => new Set(l.map((i) => i.id)).size === l.length, { error: M.ordemInvalida });

const itemValido = (i: unknown) => {
  const { id, ordem } = (i ?? {}) as { id?: unknown; ordem?: unknown };
  return /^\d{1,18}$/.test(String(id ?? '')) && Number(id) > 0 && ordem !== null && ordem !== '' && Number.isFinite(Number(ordem));
};

/** PATCH /api/banners/bulk: [{id, ordem}] or {banners: [...]}; any malformed item is the contract's one message. */
export const ordenarRest = z.preprocess((v) => {
  const lista = Array.isArray(v) ? v : (v as { banners?: unknown } | null)?.banners;
  if (!Array.isArray(lista) || !lista.every(itemValido)) return null;
  return lista.map((i: { id: unknown; ordem: unknown }) => ({ id: i.id, ordem: Number(i.ordem) }));
}, listaOrdem);
export const ordenar = z.object({ itens: listaOrdem.meta({ description: 'Os banners na nova ordem.' }) });

export const porId = z.object({ id: e.id('Identificador') });
export const alterarAtivo = z.object({
  ativo: z
    .unknown()
    .superRefine((v, ctx) => {
      if (v === undefined) ctx.addIssue({ code: 'custom', message: 'Informe se o banner está ativo (0 ou 1).' });
    })
    .pipe(e.booleano('Ativo'))
    .meta({ description: 'Liga (true) ou desliga (false) o banner.' })
    .register(DOC, { graphql: 'Boolean' }),
});
export const alterarAtivoPorId = porId.extend(alterarAtivo.shape);

/** A field of an edit: absent or null keeps what the banner has; anything else is checked as on registration. */
const seEnviado = <S extends z.ZodType>(esquema: S) => z.preprocess((v) => (v === undefined || v === null ? undefined : v), esquema.optional()).optional();

/**
 * Editing a banner (PUT /api/banners/{id}, editarBanner): only what is sent changes. A blank título
 * or date is refused with the registration's message; a blank descrição clears it. The order of the
 * dates is checked by the service against the banner's other date when only one is sent.
 */
export const edicao = z.object({
  titulo: seEnviado(titulo()).meta({ description: 'Novo título.' }),
  dataInicial: seEnviado(dia('Data inicial', M.dataInicialObrigatoria)).meta({ description: 'Novo primeiro dia (AAAA-MM-DD ou DD/MM/AAAA).' }),
  dataFinal: seEnviado(dia('Data final', M.dataFinalObrigatoria)).meta({ description: 'Novo último dia (AAAA-MM-DD ou DD/MM/AAAA).' }),
  descricao: seEnviado(textoDescricao()).meta({ description: `Nova descrição em HTML simples (até ${MAX_DESCRICAO_BANNER} caracteres); vazia apaga.` }),
  ativo: e.opcional(e.booleano('Ativo')).meta({ description: 'Liga ou desliga o banner.' }),
});
export const editar = porId.extend(edicao.shape);
/** editarBanner: the edit and, optionally, a new image (multipart request), as PUT /api/banners/{id}. */
export const editarGraphql = editar.extend({ imagem: imagem('Nova imagem (JPEG, PNG ou WebP até 2 MB; requisição multipart); sem ela, fica a atual.') });
/** What an edit changes, once read. */
export type EdicaoBanner = z.output<typeof edicao>;
