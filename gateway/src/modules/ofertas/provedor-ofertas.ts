import { dataParaIso, MENSAGENS_OFERTAS, validadeNoTexto } from '@sw/common';
import { CodigoErro, ErroApp } from '../../core/errors';
import { config } from '../../runtime';

/**
 * The partner-offer catalogue provider, behind one small adapter (docs/ofertas-e-catalogo.md):
 * GET {OFERTAS_PROVEDOR_URL} with `Authorization: Bearer {OFERTAS_PROVEDOR_TOKEN}` answers the
 * whole catalogue as JSON {categories, experiences, cities, offers}. Whatever comes back is checked
 * and turned into CatalogoProvedor here, so the sync never sees the provider's shape.
 */

export interface CategoriaProvedor {
  id: string;
  nome: string;
  subcategorias: { id: string; nome: string }[];
}
export interface ExperienciaProvedor {
  id: string;
  titulo: string;
  descricao: string;
  imagemUrl: string | null;
  categoria: string;
  subcategoria: string | null;
}
export interface CidadeProvedor {
  id: string;
  nome: string;
  nomeLocalizado: string;
}
export interface LocalizacaoOferta {
  address1: string | null;
  address2: string | null;
  city: string | null;
  region: string | null;
  postCode: string | null;
  logo: string | null;
  website: string | null;
  phoneNumber: string | null;
  email: string | null;
}
export interface OfertaProvedor {
  id: string;
  nome: string;
  descricao: string;
  tipo: 'geral' | 'bivolt' | 'credito' | 'recarga';
  experiencia: string;
  cidade: string | null;
  parceiro: { nome: string; descricao: string; logo: string | null };
  localizacao: LocalizacaoOferta;
  idadeDe: number | null;
  idadeAte: number | null;
  termos: string;
  imagens: string[];
  /** The last day it may be redeemed ('YYYY-MM-DD'): the provider's validUntil, else "válido até DD/MM/AAAA" in its texts; null = no end. */
  validoAte: string | null;
}
export interface CatalogoProvedor {
  categorias: CategoriaProvedor[];
  experiencias: ExperienciaProvedor[];
  cidades: CidadeProvedor[];
  ofertas: OfertaProvedor[];
}

class FormatoInvalido extends Error {}

const indisponivel = (m: string) => new ErroApp(CodigoErro.Indisponivel, m);

function id(v: unknown, onde: string): string {
  const t = typeof v === 'number' || typeof v === 'string' ? String(v).trim() : '';
  if (!t || t.length > 60) throw new FormatoInvalido(`${onde}: id ausente ou inválido`);
  return t;
}
function texto(v: unknown, onde: string, max: number, obrigatorio = true): string {
  const t = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v);
  if (obrigatorio && !t) throw new FormatoInvalido(`${onde}: texto ausente`);
  return t.slice(0, max);
}
const opcional = (v: unknown, max = 500): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
function idade(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n <= 120 ? n : null;
}
function lista(v: unknown, onde: string): unknown[] {
  if (!Array.isArray(v)) throw new FormatoInvalido(`${onde}: lista ausente`);
  return v;
}
/** The provider's optional validUntil: 'YYYY-MM-DD' (an ISO instant's date part) or 'DD/MM/YYYY'; absent = null; anything else is malformed. */
function validade(v: unknown, onde: string): string | null {
  if (v === undefined || v === null || v === '') return null;
  const t = typeof v === 'string' ? v.trim() : '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(t);
  const dia = iso ? dataParaIso(`${iso[3]}/${iso[2]}/${iso[1]}`) : /^\d{2}\/\d{2}\/\d{4}$/.test(t) ? dataParaIso(t) : null;
  if (!dia) throw new FormatoInvalido(`${onde}: validade inválida`);
  return dia;
}
const objeto = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Checks the provider's answer; any inconsistency refuses the whole catalogue (nothing half-applied). */
export function lerCatalogo(bruto: unknown): CatalogoProvedor {
  const raiz = objeto(bruto);
  const categorias = lista(raiz.categories, 'categories').map((c, i) => {
    const o = objeto(c);
    return {
      id: id(o.id, `categoria ${i}`),
      nome: texto(o.name, `categoria ${i}`, 120),
      subcategorias: (Array.isArray(o.subcategories) ? o.subcategories : []).map((s, j) => {
        const so = objeto(s);
        return { id: id(so.id, `subcategoria ${i}.${j}`), nome: texto(so.name, `subcategoria ${i}.${j}`, 120) };
      }),
    };
  });
  const idsCategorias = new Set(categorias.flatMap((c) => [c.id, ...c.subcategorias.map((s) => s.id)]));
  if (idsCategorias.size !== categorias.reduce((n, c) => n + 1 + c.subcategorias.length, 0)) throw new FormatoInvalido('ids de categoria repetidos');
  const experiencias = lista(raiz.experiences, 'experiences').map((e, i) => {
    const o = objeto(e);
    const categoria = id(o.categoryId, `experiência ${i}`);
    const subcategoria = o.subcategoryId === undefined || o.subcategoryId === null || o.subcategoryId === '' ? null : id(o.subcategoryId, `experiência ${i}`);
    const cat = categorias.find((c) => c.id === categoria);
    if (!cat) throw new FormatoInvalido(`experiência ${i}: categoria desconhecida`);
    if (subcategoria && !cat.subcategorias.some((s) => s.id === subcategoria)) throw new FormatoInvalido(`experiência ${i}: subcategoria desconhecida`);
    return {
      id: id(o.id, `experiência ${i}`),
      titulo: texto(o.title, `experiência ${i}`, 200),
      descricao: texto(o.description, '', 5000, false),
      imagemUrl: opcional(o.mainImageUrl),
      categoria,
      subcategoria,
    };
  });
  const idsExperiencias = new Set(experiencias.map((e) => e.id));
  const cidades = lista(raiz.cities, 'cities').map((c, i) => {
    const o = objeto(c);
    const nome = texto(o.name, `cidade ${i}`, 120);
    return { id: id(o.id ?? o.name, `cidade ${i}`), nome, nomeLocalizado: texto(o.localizedName, '', 160, false) || nome };
  });
  const idsCidades = new Set(cidades.map((c) => c.id));
  const ofertas = lista(raiz.offers, 'offers').map((f, i): OfertaProvedor => {
    const o = objeto(f);
    const experiencia = id(o.experienceId, `oferta ${i}`);
    if (!idsExperiencias.has(experiencia)) throw new FormatoInvalido(`oferta ${i}: experiência desconhecida`);
    const cidade = o.cityId === undefined || o.cityId === null || o.cityId === '' ? null : id(o.cityId, `oferta ${i}`);
    if (cidade && !idsCidades.has(cidade)) throw new FormatoInvalido(`oferta ${i}: cidade desconhecida`);
    const tipo = typeof o.type === 'string' && ['bivolt', 'credito', 'recarga'].includes(o.type) ? (o.type as OfertaProvedor['tipo']) : 'geral';
    const parceiro = objeto(o.partner);
    const local = objeto(o.location);
    const descricao = texto(o.description, '', 10000, false);
    const termos = texto(o.offerTerms, '', 20000, false);
    return {
      id: id(o.id, `oferta ${i}`),
      nome: texto(o.name, `oferta ${i}`, 200),
      descricao,
      tipo,
      experiencia,
      cidade,
      parceiro: {
        nome: texto(parceiro.name, `oferta ${i}: parceiro`, 200),
        descricao: texto(parceiro.description, '', 5000, false),
        logo: opcional(parceiro.logo),
      },
      localizacao: {
        address1: opcional(local.address1, 300),
        address2: opcional(local.address2, 300),
        city: opcional(local.city, 120),
        region: opcional(local.region, 120),
        postCode: opcional(local.postCode, 20),
        logo: opcional(local.logo),
        website: opcional(local.website),
        phoneNumber: opcional(local.phoneNumber, 40),
        email: opcional(local.email, 200),
      },
      idadeDe: idade(o.ageFrom),
      idadeAte: idade(o.ageTo),
      termos,
      imagens: (Array.isArray(o.images) ? o.images : [])
        .map((x) => opcional(x))
        .filter((x): x is string => !!x)
        .slice(0, 20),
      validoAte: validade(o.validUntil, `oferta ${i}`) ?? validadeNoTexto(descricao, termos),
    };
  });
  if (new Set(ofertas.map((o) => o.id)).size !== ofertas.length) throw new FormatoInvalido('ids de oferta repetidos');
  return { categorias, experiencias, cidades, ofertas };
}

/** Reads the whole catalogue from the provider. Down, slow, refusing or malformed → 503 with a clear erro. */
export async function buscarCatalogo(): Promise<CatalogoProvedor> {
  const { provedorUrl, token, timeoutMs } = config().ofertas;
  if (!provedorUrl) throw indisponivel(MENSAGENS_OFERTAS.provedorNaoConfigurado);
  let corpo: unknown;
  try {
    const resposta = await fetch(provedorUrl, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    if (!resposta.ok) throw new Error(`provedor respondeu ${resposta.status}`);
    corpo = await resposta.json();
  } catch (e) {
    const nome = (e as { name?: string })?.name;
    if (nome === 'TimeoutError' || nome === 'AbortError') throw indisponivel(MENSAGENS_OFERTAS.provedorLento);
    // By name: the parser's SyntaxError may come from another realm (test runners).
    if (nome === 'SyntaxError') throw indisponivel(MENSAGENS_OFERTAS.provedorInvalido);
    throw indisponivel(MENSAGENS_OFERTAS.provedorIndisponivel);
  }
  try {
    return lerCatalogo(corpo);
  } catch (e) {
    if (e instanceof FormatoInvalido) throw indisponivel(`${MENSAGENS_OFERTAS.provedorInvalido.replace(/\.$/, '')} (${e.message}).`);
    throw e;
  }
}
