import { RequestContext } from '../../core/context';
import { FUSO } from '../../core/calendario';
import type { TipoPremio } from '../premios/premio.types';

/**
 * What a member can redeem (docs/ofertas-e-catalogo.md): a programme prize (table premios) or a
 * partner offer of the catalogue (table ofertas). One `codigoPremio` names either: a prize code
 * first, then an offer code (TLC-{provider id}), then an offer's numeric id (the storefront's
 * /premio/{codigo} may carry it). Only active rows are found; the price may still be 0 (not priced).
 */
export interface Resgatavel {
  origem: 'premio' | 'oferta';
  id: number;
  codigo: string;
  nome: string;
  tipo: TipoPremio;
  /** What the member pays: for an offer, the discounted price when staff applied one. */
  pontos: number;
  pontosAlternativo: number | null;
  /** The offer's partner (the "1 per partner" limit); null for a prize. */
  parceiro: string | null;
  /** The offer's last valid day ('YYYY-MM-DD'); null for a prize or an offer with no end. */
  validoAte: string | null;
  /** An offer past its validity: shown by its code, never sold (sw_resgatar refuses it). */
  expirada: boolean;
}

/** An offer (alias o) that may still be sold today: no validity, or its last day is today or later in São Paulo. */
export const OFERTA_NO_PRAZO = `(o.valido_ate IS NULL OR o.valido_ate >= (now() AT TIME ZONE '${FUSO}')::date)`;

const numero = (v: string | null) => (v === null ? null : Number(v));

// tipo: a CHECK on premios.tipo and ofertas.tipo holds it to TIPOS_PREMIO.
export async function localizarResgatavel(ctx: RequestContext, codigoBruto: string): Promise<Resgatavel | null> {
  const codigo = codigoBruto.trim();
  if (!codigo) return null;
  const [p] = await ctx.manager.query<{ id: number; codigo: string; nome: string; tipo: TipoPremio; pontos: string; pontos_alternativo: string | null }[]>(
    `SELECT id, codigo, nome, tipo, pontos, pontos_alternativo FROM premios WHERE lower(codigo) = lower($1) AND ativo`,
    [codigo],
  );
  if (p) {
    return {
      origem: 'premio',
      id: p.id,
      codigo: p.codigo,
      nome: p.nome,
      tipo: p.tipo,
      pontos: Number(p.pontos),
      pontosAlternativo: numero(p.pontos_alternativo),
      parceiro: null,
      validoAte: null,
      expirada: false,
    };
  }
  const idNumerico = /^\d{1,9}$/.test(codigo) ? Number(codigo) : null;
  const [o] = await ctx.manager.query<
    {
      id: number;
      codigo: string;
      nome: string;
      tipo: TipoPremio;
      pontos: string;
      pontos_alternativo: string | null;
      parceiro_nome: string;
      valido_ate: string | null;
      expirada: boolean;
    }[]
  >(
    `SELECT id, codigo, nome, tipo, CASE WHEN pontos > 0 THEN COALESCE(pontos_desconto, pontos) ELSE 0 END AS pontos,
            pontos_alternativo, parceiro_nome, to_char(valido_ate, 'YYYY-MM-DD') AS valido_ate, NOT ${OFERTA_NO_PRAZO} AS expirada
       FROM ofertas o WHERE ativo AND (lower(codigo) = lower($1) OR id = $2)
      ORDER BY (lower(codigo) = lower($1)) DESC LIMIT 1`,
    [codigo, idNumerico],
  );
  if (!o) return null;
  return {
    origem: 'oferta',
    id: o.id,
    codigo: o.codigo,
    nome: o.nome,
    tipo: o.tipo,
    pontos: Number(o.pontos),
    pontosAlternativo: numero(o.pontos_alternativo),
    parceiro: o.parceiro_nome,
    validoAte: o.valido_ate,
    expirada: o.expirada,
  };
}
