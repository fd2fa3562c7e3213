import { somarQuantidadesPesquisa, type ItemPesquisa } from '@sw/common';

type Consulta = (sql: string, p?: unknown[]) => Promise<any>;

// Fictitious brands: the demo must not put words in real companies' mouths.
const CONCORRENTES = ['Cores do Brasil', 'TintaMax', 'Pintura Forte', 'Acabamento Real'];
const PROPRIOS = [
  'Látex PVA Branco 18L',
  'Acrílico Fosco Premium 18L',
  'Esmalte Sintético 3,6L',
  'Massa Corrida 25kg',
  'Selador Acrílico 18L',
  'Textura Rústica 25kg',
  'Verniz Marítimo 3,6L',
];
const LINHAS = ['Acrílico Standard 18L', 'Látex Econômico 18L', 'Esmalte Base Água 3,6L', 'Massa Acrílica 25kg', 'Fundo Preparador 18L', 'Grafiato 25kg'];
const CATEGORIAS = ['Home Center', 'Loja de tintas', 'Depósito de materiais'];
const centavos = (v: number) => Math.round(v * 100) / 100;
const COMUNICACOES = ['Fachada e encartes', 'Redes sociais', 'Carro de som e panfletos', 'Ponta de gôndola'];

/**
 * A handful of market-research surveys for the first demo stores, built from the store's position
 * alone so every run gives the same programme.
 */
export async function semearPesquisas(q: Consulta): Promise<void> {
  const lojas: { id: number; end_cidade: string }[] = await q(`SELECT id, end_cidade FROM revendas ORDER BY codigo LIMIT 6`);
  const [admin] = await q(`SELECT id FROM usuarios WHERE permissao = 2 ORDER BY id LIMIT 1`);
  for (const [i, loja] of lojas.entries()) {
    const proprios: ItemPesquisa[] = Array.from({ length: 5 }, (_, k) => ({
      marca: null,
      produto: PROPRIOS[(i + k) % PROPRIOS.length],
      qtde: 40 + ((i * 17 + k * 23) % 90),
      valorUnitario: centavos(89.9 + ((i * 13 + k * 31) % 300)),
    }));
    const concorrentes: ItemPesquisa[] = Array.from({ length: 5 }, (_, k) => ({
      marca: CONCORRENTES[(i + Math.floor(k / 2)) % CONCORRENTES.length],
      produto: LINHAS[(i + k) % LINHAS.length],
      qtde: 25 + ((i * 11 + k * 19) % 70),
      valorUnitario: centavos(69.9 + ((i * 7 + k * 29) % 250)),
    }));
    await q(
      `INSERT INTO pesquisas_mercado (revenda_id, cidade, categoria, comunicacao, qtde_vendedores, faturamento, media_mensal, share,
         produtos_mais_vendidos, produtos_mais_vendidos_concorrentes, qtde_produtos_vendidos, fonte, criado_por_id, criado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now() - make_interval(days => $14))`,
      [
        loja.id,
        loja.end_cidade ?? 'São Paulo',
        CATEGORIAS[i % CATEGORIAS.length],
        COMUNICACOES[i % COMUNICACOES.length],
        3 + i * 2,
        150000 + i * 42500,
        12500 + i * 3500,
        18 + i * 4.5,
        JSON.stringify(proprios),
        JSON.stringify(concorrentes),
        somarQuantidadesPesquisa(concorrentes),
        i % 2 ? 'Sistema' : 'Equipe',
        admin?.id ?? null,
        30 + i * 7,
      ],
    );
  }
}
