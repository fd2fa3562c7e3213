/**
 * The Mensuração formula in one place: per network, sell-in (historico_compras) per month before
 * and after its programme start (redes.data_cadastro). The report job (geracao.ts) stores it for
 * every store of every network in rel_mensuracao; a caller limited to some stores (role 3) gets it
 * computed live over those stores only (mensuracao.service.ts), so no report gives such a user
 * network-wide figures (docs/relatorios.md, "Escopo").
 *
 * The month counts are int, as in rel_mensuracao, so both sources read the same.
 *
 * `lojas` is a SQL parameter reference (e.g. '$1') holding the store ids, or null for every store;
 * the networks considered are those of the stores read.
 */
export function sqlMensuracao(lojas: string | null): string {
  const filtro = lojas ? `WHERE r.id = ANY(${lojas}::int[])` : '';
  const redes = lojas ? `WHERE d.id IN (SELECT r.rede_id FROM revendas r WHERE r.id = ANY(${lojas}::int[]))` : '';
  return `WITH m AS (
         SELECT r.rede_id, h.mes, sum(h.valor_total) AS v
           FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id
          ${filtro}
          GROUP BY 1, 2 HAVING sum(h.quantidade) > 0
       ), t AS (
         SELECT d.id, d.data_cadastro,
                count(m.mes) FILTER (WHERE m.mes < date_trunc('month', d.data_cadastro)) AS ma,
                coalesce(sum(m.v) FILTER (WHERE m.mes < date_trunc('month', d.data_cadastro)), 0) AS ta,
                coalesce(sum(extract(day FROM m.mes + interval '1 month' - interval '1 day')) FILTER (WHERE m.mes < date_trunc('month', d.data_cadastro)), 0) AS da,
                count(m.mes) FILTER (WHERE m.mes >= date_trunc('month', d.data_cadastro)) AS mp,
                coalesce(sum(m.v) FILTER (WHERE m.mes >= date_trunc('month', d.data_cadastro)), 0) AS tp,
                coalesce(sum(extract(day FROM m.mes + interval '1 month' - interval '1 day')) FILTER (WHERE m.mes >= date_trunc('month', d.data_cadastro)), 0) AS dp
           FROM redes d LEFT JOIN m ON m.rede_id = d.id
          ${redes}
          GROUP BY d.id, d.data_cadastro
       ), c AS (
         SELECT t.*, ta / nullif(ma, 0) AS mm, ta / nullif(da / 7.0, 0) AS ms, tp / nullif(mp, 0) AS mmp, tp / nullif(dp / 7.0, 0) AS msp FROM t
       )
       SELECT id AS rede_id, data_cadastro, ma::int AS meses_atendidos_antes, ta AS total_antes, round(mm, 2) AS media_mensal,
              round(ms, 2) AS media_semanal, mp::int AS meses_atendidos_pos, tp AS total_vendido_pos, round(mmp, 2) AS media_mensal_pos,
              round(msp, 2) AS media_semanal_pos, round((mmp / nullif(mm, 0) - 1) * 100, 2) AS resultado_mensal,
              round((msp / nullif(ms, 0) - 1) * 100, 2) AS resultado_semanal
         FROM c`;
}
