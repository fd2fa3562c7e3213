import { emTransacao, RequestContext } from '../../core/context';
import { logger } from '../../core/logger';
import { registrarLog } from '../auditoria/auditoria.service';
import { buscarCatalogo, CatalogoProvedor } from './provedor-ofertas';
import type { Alteracao, SemLinhas } from '../../db/resultado-sql';

/**
 * POST /api/ofertas-tlc/sync: reads the provider's catalogue first (outside any transaction: a slow
 * provider holds no lock), then upserts every row by the provider's id in ONE transaction. A failing
 * provider therefore changes nothing. Staff-set prices (pontos, pontosAlternativo, pontosDesconto) are
 * never touched by a sync; rows the provider no longer lists are deactivated, not deleted
 * (redemptions refer to them).
 */

export interface ResultadoSync {
  atualizadas: number;
  criadas: number;
  total: number;
}

/** Serialises syncs (two clicks, two instances): one key for this job in pg_advisory_xact_lock. */
const TRAVA_SYNC = 7_100_001;

const json = (v: unknown) => JSON.stringify(v);

/** Applies a checked catalogue (the sync, and the demo seed). Joins the caller's transaction. */
export async function aplicarCatalogo(ctx: RequestContext, c: CatalogoProvedor): Promise<ResultadoSync> {
  return emTransacao(ctx, async (tx) => {
    const q = <T>(sql: string, p: unknown[]) => tx.manager.query<T>(sql, p);
    await q<{ pg_advisory_xact_lock: string }[]>(`SELECT pg_advisory_xact_lock($1)`, [TRAVA_SYNC]);

    const categorias = c.categorias.map((x) => ({ id: x.id, nome: x.nome }));
    await q<SemLinhas>(
      `INSERT INTO ofertas_categorias (provedor_id, nome, pai_id, ativo)
       SELECT x.id, x.nome, NULL, true FROM jsonb_to_recordset($1::jsonb) AS x(id text, nome text)
       ON CONFLICT (provedor_id) DO UPDATE SET nome = EXCLUDED.nome, pai_id = NULL, ativo = true, atualizado_em = now()`,
      [json(categorias)],
    );
    const subs = c.categorias.flatMap((x) => x.subcategorias.map((s) => ({ id: s.id, nome: s.nome, pai: x.id })));
    await q<SemLinhas>(
      `INSERT INTO ofertas_categorias (provedor_id, nome, pai_id, ativo)
       SELECT x.id, x.nome, p.id, true FROM jsonb_to_recordset($1::jsonb) AS x(id text, nome text, pai text)
         JOIN ofertas_categorias p ON p.provedor_id = x.pai
       ON CONFLICT (provedor_id) DO UPDATE SET nome = EXCLUDED.nome, pai_id = EXCLUDED.pai_id, ativo = true, atualizado_em = now()`,
      [json(subs)],
    );
    const idsCat = [...categorias.map((x) => x.id), ...subs.map((x) => x.id)];
    await q<Alteracao>(`UPDATE ofertas_categorias SET ativo = false, atualizado_em = now() WHERE ativo AND provedor_id <> ALL($1::text[])`, [idsCat]);

    await q<SemLinhas>(
      `INSERT INTO ofertas_experiencias (provedor_id, titulo, descricao, imagem_url, categoria_id, subcategoria_id, ativo)
       SELECT x.id, x.titulo, x.descricao, x.imagem, c.id, s.id, true
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, titulo text, descricao text, imagem text, categoria text, subcategoria text)
         JOIN ofertas_categorias c ON c.provedor_id = x.categoria
         LEFT JOIN ofertas_categorias s ON s.provedor_id = x.subcategoria
       ON CONFLICT (provedor_id) DO UPDATE SET titulo = EXCLUDED.titulo, descricao = EXCLUDED.descricao, imagem_url = EXCLUDED.imagem_url,
         categoria_id = EXCLUDED.categoria_id, subcategoria_id = EXCLUDED.subcategoria_id, ativo = true, atualizado_em = now()`,
      [
        json(
          c.experiencias.map((e) => ({
            id: e.id,
            titulo: e.titulo,
            descricao: e.descricao,
            imagem: e.imagemUrl,
            categoria: e.categoria,
            subcategoria: e.subcategoria,
          })),
        ),
      ],
    );
    await q<Alteracao>(`UPDATE ofertas_experiencias SET ativo = false, atualizado_em = now() WHERE ativo AND provedor_id <> ALL($1::text[])`, [
      c.experiencias.map((e) => e.id),
    ]);

    await q<SemLinhas>(
      `INSERT INTO ofertas_cidades (provedor_id, nome, nome_localizado)
       SELECT x.id, x.nome, x.local FROM jsonb_to_recordset($1::jsonb) AS x(id text, nome text, local text)
       ON CONFLICT (provedor_id) DO UPDATE SET nome = EXCLUDED.nome, nome_localizado = EXCLUDED.nome_localizado, atualizado_em = now()`,
      [json(c.cidades.map((x) => ({ id: x.id, nome: x.nome, local: x.nomeLocalizado })))],
    );

    const ofertas = c.ofertas.map((o) => ({
      id: o.id,
      nome: o.nome,
      descricao: o.descricao,
      tipo: o.tipo,
      experiencia: o.experiencia,
      cidade: o.cidade,
      parceiro_nome: o.parceiro.nome,
      parceiro_descricao: o.parceiro.descricao,
      parceiro_logo: o.parceiro.logo,
      localizacao: o.localizacao,
      idade_de: o.idadeDe,
      idade_ate: o.idadeAte,
      termos: o.termos,
      imagens: o.imagens,
      valido_ate: o.validoAte,
    }));
    // (xmax = 0) is true for a row this statement inserted and false for one it updated.
    const linhas = await q<{ criada: boolean }[]>(
      `INSERT INTO ofertas (provedor_id, codigo, nome, descricao, tipo, experiencia_id, cidade_id, parceiro_nome, parceiro_descricao,
         parceiro_logo, localizacao, idade_de, idade_ate, termos, imagens, valido_ate, ativo)
       SELECT x.id, 'TLC-' || x.id, x.nome, x.descricao, x.tipo, e.id, ci.id, x.parceiro_nome, x.parceiro_descricao,
         x.parceiro_logo, x.localizacao, x.idade_de, x.idade_ate, x.termos, x.imagens, x.valido_ate, true
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, nome text, descricao text, tipo text, experiencia text, cidade text, parceiro_nome text,
           parceiro_descricao text, parceiro_logo text, localizacao jsonb, idade_de smallint, idade_ate smallint, termos text, imagens jsonb,
           valido_ate date)
         JOIN ofertas_experiencias e ON e.provedor_id = x.experiencia
         LEFT JOIN ofertas_cidades ci ON ci.provedor_id = x.cidade
       ON CONFLICT (provedor_id) DO UPDATE SET nome = EXCLUDED.nome, descricao = EXCLUDED.descricao, tipo = EXCLUDED.tipo,
         experiencia_id = EXCLUDED.experiencia_id, cidade_id = EXCLUDED.cidade_id, parceiro_nome = EXCLUDED.parceiro_nome,
         parceiro_descricao = EXCLUDED.parceiro_descricao, parceiro_logo = EXCLUDED.parceiro_logo, localizacao = EXCLUDED.localizacao,
         idade_de = EXCLUDED.idade_de, idade_ate = EXCLUDED.idade_ate, termos = EXCLUDED.termos, imagens = EXCLUDED.imagens,
         valido_ate = EXCLUDED.valido_ate, ativo = true, atualizado_em = now()
       RETURNING (xmax = 0) AS criada`,
      [json(ofertas)],
    );
    await q<Alteracao>(`UPDATE ofertas SET ativo = false, atualizado_em = now() WHERE ativo AND provedor_id <> ALL($1::text[])`, [c.ofertas.map((o) => o.id)]);
    const criadas = linhas.filter((l) => l.criada).length;
    const resultado = { atualizadas: linhas.length - criadas, criadas, total: c.ofertas.length };
    await registrarLog(tx, 'ofertas.sincronizar', { ...resultado });
    return resultado;
  });
}

export async function sincronizar(ctx: RequestContext): Promise<ResultadoSync> {
  const catalogo = await buscarCatalogo();
  const r = await aplicarCatalogo(ctx, catalogo);
  logger.info({ requestId: ctx.requestId, ...r }, 'catálogo de ofertas sincronizado');
  return r;
}
