import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the offer routes answer (core/respostas.ts): the panel's offers and the member's catalogue. */

export const oferta = z.object({
  id: r.inteiro,
  offerId: z.string(),
  codigo: z.string(),
  nome: z.string(),
  parceiro: z.string(),
  experiencia: z.string().nullable(),
  categoria: z.string().nullable(),
  tipo: z.string(),
  pontos: r.numero,
  pontosAlternativo: r.numero.nullable(),
  pontosDesconto: r.numero.nullable(),
  ativo: z.boolean(),
  // The last day it may be redeemed (null = no end) and whether that day has passed (panel only).
  validoAte: r.dia.nullable(),
  expirada: z.boolean(),
});

export const pagina = r.pagina('ofertas', oferta);
export const comOfertas = z.object({ mensagem: z.string(), ofertas: z.array(oferta) });
export const sincronizacao = z.object({ atualizadas: r.inteiro, criadas: r.inteiro, total: r.inteiro });

export const categorias = z.object({
  categorias: z.array(z.object({ id: r.inteiro, nome: z.string(), subcategories: z.array(z.object({ id: r.inteiro, nome: z.string() })) })),
});
export const experiencias = z.array(z.object({ id: r.inteiro, title: z.string(), description: z.string().nullable(), mainImageUrl: z.string().nullable() }));
export const cidades = z.object({ cities: z.array(z.object({ id: r.inteiro, name: z.string(), localizedName: z.string() })) });

/** The catalogue's page of offers as prizes (spec 3: premios). */
export const ofertasCatalogo = z.object({
  premios: z.array(
    z.object({
      id: r.inteiro,
      codigo: z.string(),
      nome: z.string(),
      pontos: r.numero,
      pontosSemDesconto: r.numero.nullable(),
      parceiro: z.string(),
      imagem: z.string().nullable(),
      cidade: z.string().nullable(),
    }),
  ),
  total: r.inteiro,
  pagina: r.inteiro,
  porPagina: r.inteiro,
});

/** GET /api/tlc-offers/{id}: the offer (or prize) detail the storefront shows. */
export const detalhe = z.object({
  origem: z.string(),
  id: r.inteiro,
  codigo: z.string(),
  nome: z.string(),
  descricao: z.string(),
  tipo: z.string(),
  pontos: r.numero,
  pontosAlternativo: r.numero.nullable(),
  pontosSemDesconto: r.numero.nullable(),
  diretorioFoto: z.string().nullable(),
  imagens: z.array(z.string()),
  categoria: z.looseObject({}).nullable(),
  subcategoria: z.looseObject({}).nullable(),
  experience: z.looseObject({}).nullable(),
  partner: z.looseObject({}).nullable(),
  location: z.looseObject({}).nullable(),
  ageFrom: r.inteiro.nullable(),
  ageTo: r.inteiro.nullable(),
  offerTerms: z.string().nullable(),
});
