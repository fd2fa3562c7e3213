import { MENSAGENS_OFERTAS, OFERTAS_POR_PAGINA } from '@sw/common';
import { RequestContext } from '../../core/context';
import { entradaInvalida, naoEncontrado } from '../../core/errors';
import { buscaPosicional } from '../../core/busca';
import { localizarResgatavel, OFERTA_NO_PRAZO } from '../resgates/resgataveis';
import { CategoriaDTO, CidadeDTO, DetalheDTO, ExperienciaDTO, LocalOfertaDTO, OfertaLojaDTO, OfertasLojaPaginaDTO } from './ofertas.types';

/** An offer of the storefront listing; the points are numeric(14,2), so text through pg. */
interface LinhaOfertaLoja {
  id: number;
  codigo: string;
  nome: string;
  pontos: string;
  pontos_desconto: string | null;
  parceiro_nome: string;
  imagem: string | null;
  imagem_url: string | null;
  cidade: string | null;
}

/** A priced catalogue offer with its experience and categories (the subcategory is a LEFT JOIN). */
interface LinhaDetalheOferta {
  descricao: string;
  pontos: string;
  pontos_desconto: string | null;
  parceiro_nome: string;
  parceiro_descricao: string;
  parceiro_logo: string | null;
  localizacao: Partial<LocalOfertaDTO>;
  idade_de: number | null;
  idade_ate: number | null;
  termos: string;
  imagens: string[] | null;
  e_id: number;
  titulo: string;
  e_descricao: string;
  imagem_url: string | null;
  c_id: number;
  c_nome: string;
  s_id: number | null;
  s_nome: string | null;
}

/**
 * The member's catalogue (spec 3 §2.8, §7): categories, experiences, cities, the paged offer list
 * and the detail of a prize or an offer. Members' lists only show active offers priced above zero
 * and still valid today (São Paulo's calendar; the last day still sells). The detail of one code
 * still answers for an expired offer, so a saved link shows why it cannot be redeemed (regrasResgate).
 */

const OFERTA_VISIVEL = `o.ativo AND o.pontos > 0 AND ${OFERTA_NO_PRAZO}`;

/** Repeatable or comma-separated ids (categories=1,2 or cities=3&cities=4). */
function ids(v: unknown, mensagem: string): number[] {
  if (v === undefined || v === null || v === '') return [];
  const partes = (Array.isArray(v) ? v : [v])
    .flatMap((x) => String(x).split(','))
    .map((x) => x.trim())
    .filter(Boolean);
  const numeros = partes.map(Number);
  if (numeros.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) throw entradaInvalida(mensagem);
  return [...new Set(numeros)].slice(0, 100);
}

/** The categories asked for must exist (spec 3 §8 'Categoria não encontrada.'). */
async function categoriasExistentes(ctx: RequestContext, v: unknown): Promise<number[]> {
  const lista = ids(v, MENSAGENS_OFERTAS.categoriaNaoEncontrada);
  if (!lista.length) return lista;
  const [r] = await ctx.manager.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM ofertas_categorias WHERE id = ANY($1::int[]) AND ativo AND pai_id IS NULL`,
    [lista],
  );
  if (r.n !== lista.length) throw naoEncontrado(MENSAGENS_OFERTAS.categoriaNaoEncontrada);
  return lista;
}

/** GET /api/tlc-categories → categorias (id, nome, subcategories). */
export async function categorias(ctx: RequestContext): Promise<CategoriaDTO[]> {
  const linhas = await ctx.manager.query<{ id: number; nome: string; subs: { id: number; nome: string }[] }[]>(
    `SELECT c.id, c.nome,
            COALESCE((SELECT json_agg(json_build_object('id', s.id, 'nome', s.nome) ORDER BY s.nome)
                        FROM ofertas_categorias s WHERE s.pai_id = c.id AND s.ativo), '[]') AS subs
       FROM ofertas_categorias c WHERE c.pai_id IS NULL AND c.ativo ORDER BY c.nome`,
  );
  return linhas.map((l) => ({ id: l.id, nome: l.nome, subcategories: l.subs }));
}

/** GET /api/tlc-experiences?categories&subcategories → experiences that have at least one priced offer. */
export async function experiencias(ctx: RequestContext, filtro: { categories?: unknown; subcategories?: unknown }): Promise<ExperienciaDTO[]> {
  const cats = await categoriasExistentes(ctx, filtro.categories);
  const subs = ids(filtro.subcategories, 'Sub-categoria inválida.');
  const linhas = await ctx.manager.query<{ id: number; titulo: string; descricao: string; imagem_url: string | null }[]>(
    `SELECT e.id, e.titulo, e.descricao, e.imagem_url FROM ofertas_experiencias e
      WHERE e.ativo AND (cardinality($1::int[]) = 0 OR e.categoria_id = ANY($1::int[]))
        AND (cardinality($2::int[]) = 0 OR e.subcategoria_id = ANY($2::int[]))
        AND EXISTS (SELECT 1 FROM ofertas o WHERE o.experiencia_id = e.id AND ${OFERTA_VISIVEL})
      ORDER BY lower(e.titulo), e.id LIMIT 500`,
    [cats, subs],
  );
  return linhas.map((l) => ({ id: l.id, title: l.titulo, description: l.descricao, mainImageUrl: l.imagem_url }));
}

function experienciaDe(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw entradaInvalida('Experiência inválida.');
  return n;
}

/** GET /api/tlc-cities?categories&experience → cities where priced offers of that experience take place. */
export async function cidades(ctx: RequestContext, filtro: { categories?: unknown; experience?: unknown }): Promise<CidadeDTO[]> {
  const cats = await categoriasExistentes(ctx, filtro.categories);
  const experiencia = experienciaDe(filtro.experience);
  const linhas = await ctx.manager.query<{ id: number; nome: string; nome_localizado: string }[]>(
    `SELECT DISTINCT ci.id, ci.nome, ci.nome_localizado FROM ofertas o
       JOIN ofertas_cidades ci ON ci.id = o.cidade_id
       JOIN ofertas_experiencias e ON e.id = o.experiencia_id
      WHERE ${OFERTA_VISIVEL} AND ($1::int IS NULL OR o.experiencia_id = $1)
        AND (cardinality($2::int[]) = 0 OR e.categoria_id = ANY($2::int[]))
      ORDER BY ci.nome_localizado`,
    [experiencia, cats],
  );
  return linhas.map((l) => ({ id: l.id, name: l.nome, localizedName: l.nome_localizado }));
}

/** GET /api/tlc-offers?categories&experience&page&cities&search → premios, 20 a page. */
export async function ofertas(
  ctx: RequestContext,
  filtro: { categories?: unknown; experience?: unknown; page?: unknown; cities?: unknown; search?: unknown },
): Promise<OfertasLojaPaginaDTO> {
  const cats = await categoriasExistentes(ctx, filtro.categories);
  const experiencia = experienciaDe(filtro.experience);
  const cids = ids(filtro.cities, 'Cidade inválida.');
  const pagina = filtro.page === undefined || filtro.page === null || filtro.page === '' ? 1 : Number(filtro.page);
  if (!Number.isInteger(pagina) || pagina < 1 || pagina > 100_000) throw entradaInvalida('Página inválida.');
  const termo = typeof filtro.search === 'string' ? filtro.search.trim().slice(0, 100) : '';
  // The three texts as one, so a word may be in any of them (index ofertas_catalogo_busca).
  const busca = buscaPosicional(termo, { textos: [`o.nome || ' ' || o.parceiro_nome || ' ' || o.descricao`] }, 3);
  const onde = `${OFERTA_VISIVEL} AND ($1::int IS NULL OR o.experiencia_id = $1)
    AND (cardinality($2::int[]) = 0 OR e.categoria_id = ANY($2::int[]))
    AND (cardinality($3::int[]) = 0 OR o.cidade_id = ANY($3::int[]))${
      busca
        ? `
    AND ${busca.sql}`
        : ''
    }`;
  const params: unknown[] = [experiencia, cats, cids, ...(busca?.valores ?? [])];
  const [linhas, [contagem]] = await Promise.all([
    ctx.manager.query<LinhaOfertaLoja[]>(
      `SELECT o.id, o.codigo, o.nome, o.pontos, o.pontos_desconto, o.parceiro_nome, o.imagens->>0 AS imagem, e.imagem_url, ci.nome_localizado AS cidade
         FROM ofertas o JOIN ofertas_experiencias e ON e.id = o.experiencia_id LEFT JOIN ofertas_cidades ci ON ci.id = o.cidade_id
        WHERE ${onde} ORDER BY lower(o.nome), o.id LIMIT ${OFERTAS_POR_PAGINA} OFFSET $${params.length + 1}`,
      [...params, (pagina - 1) * OFERTAS_POR_PAGINA],
    ),
    ctx.manager.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ofertas o JOIN ofertas_experiencias e ON e.id = o.experiencia_id WHERE ${onde}`, params),
  ]);
  const premios: OfertaLojaDTO[] = linhas.map((l) => ({
    id: l.id,
    codigo: l.codigo,
    nome: l.nome,
    pontos: Number(l.pontos_desconto ?? l.pontos),
    pontosSemDesconto: l.pontos_desconto === null ? null : Number(l.pontos),
    parceiro: l.parceiro_nome,
    imagem: l.imagem ?? l.imagem_url,
    cidade: l.cidade,
  }));
  return { premios, total: contagem.n, pagina, porPagina: OFERTAS_POR_PAGINA };
}

/** GET /api/tlc-offers/{codigo}: the detail of a programme prize or of a priced catalogue offer. */
export async function detalhe(ctx: RequestContext, codigoBruto: unknown): Promise<DetalheDTO> {
  const codigo = typeof codigoBruto === 'string' || typeof codigoBruto === 'number' ? String(codigoBruto).slice(0, 60) : '';
  const item = await localizarResgatavel(ctx, codigo);
  if (!item) throw naoEncontrado(MENSAGENS_OFERTAS.ofertaNaoEncontrada);
  if (item.origem === 'premio') {
    const [p] = await ctx.manager.query<{ descricao: string; foto: string | null }[]>(`SELECT descricao, foto FROM premios WHERE id = $1`, [item.id]);
    return {
      origem: 'premio',
      id: item.id,
      codigo: item.codigo,
      nome: item.nome,
      descricao: p.descricao,
      tipo: item.tipo,
      pontos: item.pontos,
      pontosAlternativo: item.pontosAlternativo,
      pontosSemDesconto: null,
      diretorioFoto: p.foto ? `/api/arquivos/${p.foto}` : null,
      imagens: [],
      categoria: null,
      subcategoria: null,
      experience: null,
      partner: null,
      location: null,
      ageFrom: null,
      ageTo: null,
      offerTerms: null,
    };
  }
  if (!(item.pontos > 0)) throw naoEncontrado(MENSAGENS_OFERTAS.ofertaNaoEncontrada);
  const [o] = await ctx.manager.query<LinhaDetalheOferta[]>(
    `SELECT o.descricao, o.pontos, o.pontos_desconto, o.parceiro_nome, o.parceiro_descricao, o.parceiro_logo, o.localizacao, o.idade_de,
            o.idade_ate, o.termos, o.imagens, e.id AS e_id, e.titulo, e.descricao AS e_descricao, e.imagem_url,
            c.id AS c_id, c.nome AS c_nome, s.id AS s_id, s.nome AS s_nome
       FROM ofertas o JOIN ofertas_experiencias e ON e.id = o.experiencia_id
       JOIN ofertas_categorias c ON c.id = e.categoria_id LEFT JOIN ofertas_categorias s ON s.id = e.subcategoria_id
      WHERE o.id = $1`,
    [item.id],
  );
  const imagens = o.imagens ?? [];
  return {
    origem: 'oferta',
    id: item.id,
    codigo: item.codigo,
    nome: item.nome,
    descricao: o.descricao,
    tipo: item.tipo,
    pontos: item.pontos,
    pontosAlternativo: item.pontosAlternativo,
    pontosSemDesconto: o.pontos_desconto === null ? null : Number(o.pontos),
    diretorioFoto: imagens[0] ?? o.imagem_url ?? null,
    imagens,
    categoria: { id: o.c_id, nome: o.c_nome },
    subcategoria: o.s_id !== null && o.s_nome !== null ? { id: o.s_id, nome: o.s_nome } : null,
    experience: { id: o.e_id, title: o.titulo, description: o.e_descricao, mainImageUrl: o.imagem_url },
    partner: { name: o.parceiro_nome, description: o.parceiro_descricao, logo: o.parceiro_logo },
    location: {
      address1: null,
      address2: null,
      city: null,
      region: null,
      postCode: null,
      logo: null,
      website: null,
      phoneNumber: null,
      email: null,
      ...o.localizacao,
    },
    ageFrom: o.idade_de,
    ageTo: o.idade_ate,
    offerTerms: o.termos || null,
  };
}
