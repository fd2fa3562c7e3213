type Consulta = (sql: string, p?: unknown[]) => Promise<any>;

/**
 * The demo catalogue: forty paint and home-improvement products of the brand, and the products of
 * the two demo stores under their own codes. Everything is fixed data, so every run is the same.
 */

/** [code, description, unit price, points per unit]. */
const CATALOGO: [string, string, number, number][] = [
  ['SW-ACRPF-BR-18L', 'Tinta Acrílica Premium Fosco Branco 18L', 489.9, 49],
  ['SW-ACRPF-BR-36L', 'Tinta Acrílica Premium Fosco Branco 3,6L', 129.9, 13],
  ['SW-ACRPF-GE-18L', 'Tinta Acrílica Premium Fosco Gelo 18L', 499.9, 50],
  ['SW-ACRPF-AR-18L', 'Tinta Acrílica Premium Fosco Areia 18L', 499.9, 50],
  ['SW-ACRPS-BR-18L', 'Tinta Acrílica Premium Semibrilho Branco 18L', 529.9, 53],
  ['SW-ACRPS-BR-36L', 'Tinta Acrílica Premium Semibrilho Branco 3,6L', 139.9, 14],
  ['SW-ACRST-BR-18L', 'Tinta Acrílica Standard Fosco Branco 18L', 329.9, 33],
  ['SW-ACRST-BR-36L', 'Tinta Acrílica Standard Fosco Branco 3,6L', 89.9, 9],
  ['SW-PVA-BR-18L', 'Tinta Látex PVA Econômica Branco 18L', 219.9, 22],
  ['SW-PVA-BR-36L', 'Tinta Látex PVA Econômica Branco 3,6L', 59.9, 6],
  ['SW-PISO-CZ-18L', 'Tinta Acrílica Piso e Quadra Cinza 18L', 459.9, 46],
  ['SW-PISO-CZ-36L', 'Tinta Acrílica Piso e Quadra Cinza 3,6L', 124.9, 12.5],
  ['SW-ESM-BR-36L', 'Esmalte Sintético Brilhante Branco 3,6L', 159.9, 16],
  ['SW-ESM-BR-09L', 'Esmalte Sintético Brilhante Branco 0,9L', 49.9, 5],
  ['SW-ESMAG-BR-36L', 'Esmalte Base Água Acetinado Branco 3,6L', 179.9, 18],
  ['SW-ESMAG-BR-09L', 'Esmalte Base Água Acetinado Branco 0,9L', 54.9, 5.5],
  ['SW-VERN-MAR-36L', 'Verniz Marítimo Brilhante 3,6L', 149.9, 15],
  ['SW-VERN-MAR-09L', 'Verniz Marítimo Brilhante 0,9L', 44.9, 4.5],
  ['SW-FUNDO-18L', 'Fundo Preparador de Paredes 18L', 249.9, 25],
  ['SW-FUNDO-36L', 'Fundo Preparador de Paredes 3,6L', 69.9, 7],
  ['SW-SELA-18L', 'Selador Acrílico Pigmentado 18L', 189.9, 19],
  ['SW-SELA-36L', 'Selador Acrílico Pigmentado 3,6L', 54.9, 5.5],
  ['SW-MCPVA-25KG', 'Massa Corrida PVA 25kg', 119.9, 12],
  ['SW-MCPVA-6KG', 'Massa Corrida PVA 6kg', 39.9, 4],
  ['SW-MACR-25KG', 'Massa Acrílica 25kg', 169.9, 17],
  ['SW-MACR-6KG', 'Massa Acrílica 6kg', 52.9, 5.5],
  ['SW-TEXT-RUS-25KG', 'Textura Rústica Acrílica 25kg', 139.9, 14],
  ['SW-GRAF-25KG', 'Grafiato Acrílico 25kg', 149.9, 15],
  ['SW-IMPER-LAJE-18L', 'Impermeabilizante Acrílico para Lajes 18L', 399.9, 40],
  ['SW-IMPER-LAJE-36L', 'Impermeabilizante Acrílico para Lajes 3,6L', 109.9, 11],
  ['SW-EPOXI-CZ-36L', 'Tinta Epóxi Bicomponente Cinza 3,6L', 289.9, 29],
  ['SW-ZARC-36L', 'Zarcão Antiferrugem 3,6L', 119.9, 12],
  ['SW-ZARC-09L', 'Zarcão Antiferrugem 0,9L', 36.9, 3.5],
  ['SW-PRIMER-GALV-36L', 'Primer para Galvanizados 3,6L', 139.9, 14],
  ['SW-AGUARRAS-5L', 'Solvente Aguarrás 5L', 69.9, 7],
  ['SW-AGUARRAS-09L', 'Solvente Aguarrás 0,9L', 18.9, 2],
  ['SW-SPRAY-PT-400', 'Tinta Spray Multiuso Preto Fosco 400ml', 24.9, 2.5],
  ['SW-ROLO-LA-23', 'Rolo de Lã Anti-respingo 23cm', 39.9, 4],
  ['SW-TRINCHA-2', 'Trincha Cerdas Gris 2"', 14.9, 1.5],
  ['SW-FITA-48', 'Fita Crepe 48mm x 50m', 16.9, 1.5],
];

/** Discontinued: shown to role 2 only, and not offered to stores. */
const DESCONTINUADOS = new Set(['SW-PVA-BR-36L']);

/** EAN-13 of the brand's fictitious 789 7654 range, with its check digit. */
function ean13(sequencia: number): string {
  const base = `7897654${String(sequencia).padStart(5, '0')}`;
  const soma = base
    .split('')
    .reverse()
    .reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${base}${(10 - (soma % 10)) % 10}`;
}

/** Store products: [catalogue code, store code, store description, store price, own points or null]. */
const PRODUTOS_LOJA: Record<string, [string, string, string, number, number | null][]> = {
  // Tintas Horizonte Paulista
  '11222333000181': [
    ['SW-ACRPF-BR-18L', 'THP-100231', 'ACRILICO PREMIUM FOSCO BRANCO 18L', 479.9, null],
    ['SW-ACRPF-BR-36L', 'THP-100232', 'ACRILICO PREMIUM FOSCO BRANCO 3,6L', 127.9, null],
    ['SW-ACRPS-BR-18L', 'THP-100240', 'ACRILICO PREMIUM SEMIBRILHO BR 18L', 519.9, null],
    ['SW-ACRST-BR-18L', 'THP-100310', 'ACRILICO STANDARD FOSCO BRANCO 18L', 319.9, null],
    ['SW-PVA-BR-18L', 'THP-100420', 'LATEX PVA ECONOMICO BRANCO 18L', 209.9, null],
    ['SW-PISO-CZ-18L', 'THP-100515', 'PISO E QUADRA CINZA 18L', 449.9, null],
    ['SW-ESM-BR-36L', 'THP-200110', 'ESMALTE SINTETICO BRILH BRANCO 3,6L', 154.9, null],
    ['SW-VERN-MAR-36L', 'THP-200300', 'VERNIZ MARITIMO BRILHANTE 3,6L', 145.9, null],
    ['SW-MCPVA-25KG', 'THP-300100', 'MASSA CORRIDA PVA 25KG', 114.9, null],
    ['SW-MACR-25KG', 'THP-300200', 'MASSA ACRILICA 25KG', 164.9, null],
    // The store runs its own campaign on this one: more points than the catalogue.
    ['SW-IMPER-LAJE-18L', 'THP-400050', 'IMPERMEABILIZANTE LAJE 18L', 389.9, 45],
    ['SW-ROLO-LA-23', 'THP-900010', 'ROLO LA ANTI-RESPINGO 23CM', 37.9, null],
  ],
  // Casa das Cores Litoral
  '44555666000181': [
    ['SW-ACRPF-BR-18L', 'CCL-0001', 'Tinta Acrílica Premium Branco 18L', 494.9, null],
    ['SW-ACRPF-GE-18L', 'CCL-0002', 'Tinta Acrílica Premium Gelo 18L', 504.9, null],
    ['SW-ACRST-BR-18L', 'CCL-0010', 'Tinta Acrílica Standard Branco 18L', 334.9, null],
    ['SW-FUNDO-18L', 'CCL-0030', 'Fundo Preparador 18L', 254.9, null],
    ['SW-SELA-18L', 'CCL-0031', 'Selador Acrílico 18L', 192.9, null],
    ['SW-TEXT-RUS-25KG', 'CCL-0050', 'Textura Rústica 25kg', 142.9, null],
    ['SW-ZARC-36L', 'CCL-0070', 'Zarcão 3,6L', 121.9, null],
    ['SW-AGUARRAS-5L', 'CCL-0090', 'Aguarrás 5L', 72.9, null],
  ],
};

export const CATALOGO_DEMO = CATALOGO.map(([codigo, nome, valorUnitario, valorPontos], i) => ({
  codigo,
  nome,
  valorUnitario,
  valorPontos,
  codigoBarras: ean13(i + 1),
  ativo: !DESCONTINUADOS.has(codigo),
}));

export async function semearProdutos(q: Consulta): Promise<void> {
  const ids = new Map<string, { id: number; pontos: number }>();
  for (const p of CATALOGO_DEMO) {
    const [l] = await q(
      `INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos, codigo_barras, ativo) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [p.codigo, p.nome, p.valorUnitario, p.valorPontos, p.codigoBarras, p.ativo],
    );
    ids.set(p.codigo, { id: l.id, pontos: p.valorPontos });
  }
  for (const [cnpj, itens] of Object.entries(PRODUTOS_LOJA)) {
    const [loja] = await q(`SELECT id FROM revendas WHERE cnpj = $1`, [cnpj]);
    if (!loja) continue;
    for (const [padrao, codigo, nome, preco, pontos] of itens) {
      const p = ids.get(padrao)!;
      await q(
        `INSERT INTO produtos_revenda (revenda_id, produto_id, codigo, nome, valor_unitario, valor_pontos, valor_pontos_herdado) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [loja.id, p.id, codigo, nome, preco, pontos ?? p.pontos, pontos === null],
      );
    }
  }
}
