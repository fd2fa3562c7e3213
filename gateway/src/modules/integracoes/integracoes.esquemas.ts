import { CASAS_PONTOS, casasDecimais, MENSAGENS, MENSAGENS_INTEGRACAO as M, PLATAFORMAS_PARCEIRAS } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { enumeracaoGraphql } from '../../graphql/entrada';

/** The input of every integration operation, for both doors (core/esquema.ts, docs/api.md). */

export const PLATAFORMA_PARCEIRA = enumeracaoGraphql(
  'PlataformaParceira',
  { SW_PRO_CURSOS: 'SW PRO Cursos', ACHE_SEU_PINTOR: 'Ache Seu Pintor' },
  'Uma plataforma parceira que credita pontos.',
);

/** A partner platform by name, in any letter case; parses to its canonical name. */
const plataforma = z
  .unknown()
  .transform((v, ctx) => {
    const t = typeof v === 'string' ? v.trim() : '';
    if (!t) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.obrigatorio('Plataforma') });
      return z.NEVER;
    }
    const conhecida = PLATAFORMAS_PARCEIRAS.find((p) => p.toLowerCase() === t.toLowerCase());
    if (!conhecida) {
      ctx.addIssue({ code: 'custom', message: M.plataformaInvalida });
      return z.NEVER;
    }
    return conhecida;
  })
  .meta({ title: 'Plataforma' })
  .register(DOC, { graphql: 'PlataformaParceira', mapa: PLATAFORMA_PARCEIRA, json: { enum: [...PLATAFORMAS_PARCEIRAS] } });

const MAXIMO_PONTOS = 1_000_000;

/** Points with up to two decimals, above 0 and up to a million (decimals counted on the digits: 0.29 × 100 is not 29 in floating point). */
const pontos = z
  .unknown()
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(v) ? Number(v.replace(',', '.')) : NaN;
    if (!Number.isFinite(n) || n <= 0 || n > MAXIMO_PONTOS || (casasDecimais(n) ?? CASAS_PONTOS + 1) > CASAS_PONTOS) {
      ctx.addIssue({ code: 'custom', message: M.pontosInvalidos });
      return z.NEVER;
    }
    return n;
  })
  .meta({ title: 'Pontos' })
  .register(DOC, { graphql: 'Pontos', json: { type: 'number', exclusiveMinimum: 0, maximum: MAXIMO_PONTOS } });

export const criarChave = z.object({
  nome: e.textoObrigatorio('Nome', 100).meta({ description: 'Um nome para reconhecer a chave.' }),
  plataforma,
});

export const porId = z.object({ id: e.id('Chave') });

export const creditar = z.object({
  plataforma: e.opcional(plataforma).meta({ description: 'Opcional; deve ser a plataforma da chave.' }),
  referencia: e.textoObrigatorio('Referência', 100).meta({ description: 'O id do crédito na plataforma: repetir a referência não credita de novo.' }),
  cpf: e.cpf().meta({ description: 'O CPF do membro, com ou sem máscara.' }),
  pontos: pontos.meta({ description: 'Pontos a creditar (até duas casas decimais).' }),
  descricao: e.opcional(e.texto('Descrição', 255)),
});
