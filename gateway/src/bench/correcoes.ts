import { Pool } from 'pg';

/**
 * The correction list scenario (< 500 ms at 2,000,000 sales). A list with nothing to
 * correct says little, so each measurement first changes the points of the catalogue product with
 * the most sales, as staff would (one UPDATE; correcoes_pendentes follows by trigger, and that time
 * is printed), then asks GET /api/pontuacoes/correcoes `pedidos` times one after another, as the
 * screen does (a heavy read: one at a time per user), and finally gives the product its points back.
 */
export const PEDIDOS_CORRECOES = 20;

function percentil(ordenados: number[], p: number): number {
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];
}

async function cronometrar<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = process.hrtime.bigint();
  const r = await f();
  return [r, Number(process.hrtime.bigint() - t) / 1e6];
}

export async function medirCorrecoes(banco: Pool, base: string, token: string, pedidos: number) {
  // The bench load's products are BX-00001...; sales pick them evenly, so the first is as good as any.
  const {
    rows: [produto],
  } = await banco.query(`SELECT id, codigo, valor_pontos FROM produtos WHERE codigo LIKE 'BX-%' ORDER BY codigo LIMIT 1`);
  if (!produto) throw new Error('Sem produtos da massa de benchmark (npm run bench:data).');
  const [, alterar] = await cronometrar(() => banco.query(`UPDATE produtos SET valor_pontos = valor_pontos + 1 WHERE id = $1`, [produto.id]));
  const {
    rows: [{ n }],
  } = await banco.query(`SELECT count(*)::int AS n FROM correcoes_pendentes`);
  console.log(`  ${produto.codigo}: pontos ${produto.valor_pontos} → +1 em ${alterar.toFixed(0)} ms (gatilho); ${n} vendas a corrigir`);
  const tempos: number[] = [];
  let erros = 0;
  let linhas = 0;
  const inicio = Date.now();
  try {
    for (let i = 0; i < pedidos; i++) {
      const [r, ms] = await cronometrar(async () => {
        const resposta = await fetch(`${base}/api/pontuacoes/correcoes`, { headers: { authorization: token } });
        return { status: resposta.status, corpo: await resposta.text() };
      });
      tempos.push(ms);
      if (r.status !== 200) erros++;
      else linhas = (JSON.parse(r.corpo) as { vendasCorrigir: unknown[] }).vendasCorrigir.length;
    }
  } finally {
    const [, devolver] = await cronometrar(() => banco.query(`UPDATE produtos SET valor_pontos = $2 WHERE id = $1`, [produto.id, produto.valor_pontos]));
    console.log(`  ${pedidos} pedidos, ${linhas} vendas na resposta; pontos devolvidos em ${devolver.toFixed(0)} ms`);
  }
  tempos.sort((a, b) => a - b);
  const segundos = (Date.now() - inicio) / 1000;
  return {
    rps: pedidos / segundos,
    sucessosPorSegundo: (pedidos - erros) / segundos,
    p50: percentil(tempos, 50),
    p95: percentil(tempos, 95),
    p99: tempos[tempos.length - 1],
    erros,
  };
}
