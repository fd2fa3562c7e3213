import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { garantirBanco, iniciarPostgresEmbutido } from '../db/postgres';

/**
 * npm run bench -- --escalas 0.1,1,5 [other bench options]: the bench scenarios (executar.ts) on one
 * database per scale (bench_escala_0_1, bench_escala_1, ... on DATABASE_URL's server or the embedded
 * one), each loaded by bench:data at that scale when it is missing or smaller than the scale asks (an
 * existing one is reused), and at the end the p95 of every scenario at each scale, with the ratio of
 * the largest scale to the smallest ("plano" within 2×). docs/desempenho.md, "Custo com o tamanho".
 */
const RAIZ = path.resolve(__dirname, '..', '..', '..');

function rodarNo(script: string, argumentos: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  const filho = spawn(process.execPath, [path.join(__dirname, script), ...argumentos], { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((ok) => filho.once('exit', ok));
}

/** The database of one scale, loaded by bench:data (gerar-dados.js) unless it already holds that scale. */
async function bancoDaEscala(servidor: string, escala: number): Promise<string> {
  const url = new URL(servidor);
  url.pathname = `/bench_escala_${String(escala).replace('.', '_')}`;
  await garantirBanco(url.toString());
  const banco = new Pool({ connectionString: url.toString(), max: 1 });
  let vendedores = 0;
  try {
    vendedores = Number((await banco.query(`SELECT count(*) AS n FROM parceiros WHERE nome NOT LIKE 'Vendedor Arquivos %'`)).rows[0].n);
  } catch {
    // an empty database: no tables yet
  } finally {
    await banco.end();
  }
  if (vendedores >= Math.round(200_000 * escala)) {
    console.log(`\nEscala ${escala}: reaproveitando ${url.pathname.slice(1)} (${vendedores.toLocaleString('pt-BR')} vendedores).`);
    return url.toString();
  }
  console.log(`\nEscala ${escala}: carregando ${url.pathname.slice(1)} (npm run bench:data -- --escala ${escala})...`);
  const codigo = await rodarNo('gerar-dados.js', ['--escala', String(escala)], { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' });
  if (codigo !== 0) throw new Error(`A carga da escala ${escala} falhou (código ${codigo}).`);
  return url.toString();
}

async function main() {
  const i = process.argv.indexOf('--escalas');
  const escalas = (process.argv[i + 1] ?? '')
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  if (!escalas.length || escalas.some((e) => !(e > 0 && e <= 10))) throw new Error('--escalas: números entre 0 e 10 separados por vírgula, como 0.1,1,5.');
  const repassar = process.argv.slice(2).filter((_, j) => j !== i - 2 && j !== i - 1);
  let url = process.env.DATABASE_URL;
  const embutido = url ? null : await iniciarPostgresEmbutido(path.join(RAIZ, '.data', 'bench'), 54339);
  url ??= embutido!.url('experiencias');
  try {
    const porEscala: Record<string, number>[] = [];
    for (const escala of escalas) {
      const banco = await bancoDaEscala(url, escala);
      console.log(`\n== Escala ${escala} ==`);
      const arquivo = path.join(os.tmpdir(), `sw-bench-escala-${process.pid}-${escala}.json`);
      const codigo = await rodarNo('executar.js', repassar, { DATABASE_URL: banco, BENCH_RESULTADOS: arquivo });
      if (codigo !== 0) throw new Error(`O benchmark da escala ${escala} falhou (código ${codigo}).`);
      porEscala.push(JSON.parse(fs.readFileSync(arquivo, 'utf8')));
      fs.rmSync(arquivo, { force: true });
    }
    console.log(`\np95 por escala (${escalas.join(', ')}); "plano" quando a maior escala fica a até 2× da menor:\n`);
    console.log(`${'cenário'.padEnd(30)} ${'porta'.padEnd(8)} ${escalas.map((e) => `${e}`.padStart(9)).join('')}   maior ÷ menor`);
    for (const chave of Object.keys(porEscala[0])) {
      const [nome, porta] = chave.split('|');
      const p95 = porEscala.map((m) => m[chave] ?? NaN);
      const razao = p95[p95.length - 1] / p95[0];
      console.log(
        `${nome.padEnd(30)} ${porta.padEnd(8)} ${p95.map((v) => `${v.toFixed(0)} ms`.padStart(9)).join('')}   ${razao.toFixed(2)} ${razao <= 2 ? 'plano' : 'cresce'}`,
      );
    }
  } finally {
    if (embutido) await embutido.parar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
