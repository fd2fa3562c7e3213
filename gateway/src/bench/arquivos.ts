import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { garantirBanco, iniciarPostgresEmbutido } from '../db/postgres';
import { cadastrar, contarLinhasXlsx, DadosBench, encherParaExportacao, gerarPlanilha } from './arquivos-dados';
import { Medidor, pidDoPostmaster } from './memoria';
import { aguardarGateway } from './aguardar';
import { gatewayDaVersao } from './versoes';

/**
 * npm run bench:arquivos [-- --linhas 100000 --exportar 500000 --so importacao|exportacao
 *                            --comparar <git ref ou pasta> --limite-heap 256]:
 * the sales spreadsheet upload and the largest list export, end to end over HTTP against the real
 * gateway (a child process, production mode, no background jobs), on a fresh embedded PostgreSQL
 * of its own in .data/bench-arquivos (port 54349; erased at every run). Prints rows, seconds,
 * rows/s, the gateway's peak RSS and the CPU seconds of the gateway and of PostgreSQL for each.
 * With --comparar, each operation runs first on the other version's gateway and then on this one,
 * over the same database, and the ratios are printed (docs/desempenho.md).
 */
const argumento = (nome: string) => {
  const i = process.argv.indexOf(`--${nome}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const LINHAS = Number(argumento('linhas') ?? 100_000);
const EXPORTAR = Number(argumento('exportar') ?? 500_000);
const SO = argumento('so');
const COMPARAR = argumento('comparar');
const LIMITE_HEAP = argumento('limite-heap');
const RAIZ = path.resolve(__dirname, '..', '..', '..');
const PASTA = path.join(RAIZ, '.data', 'bench-arquivos');
const PORTA_PG = 54349;
const PORTA = 4720;
const BASE = `http://127.0.0.1:${PORTA}`;

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const milhar = (n: number) => Math.round(n).toLocaleString('pt-BR');

interface Versao {
  nome: string;
  main: string;
}
interface Medida {
  versao: string;
  operacao: string;
  linhas: number;
  ms: number;
  base: number;
  pico: number;
  cpu: number;
  cpuPostgres: number;
}

async function parar(filho: ChildProcess) {
  if (filho.exitCode !== null || filho.signalCode !== null) return;
  const saiu = new Promise((ok) => filho.once('exit', ok));
  filho.kill('SIGTERM');
  const prazo = setTimeout(() => filho.kill('SIGKILL'), 15_000);
  await saiu;
  clearTimeout(prazo);
}

/**
 * POST of a multipart form with no client time limit: the answer of an upload comes when the whole
 * file is credited, which on a busy machine (or an older version) takes longer than fetch's 300 s.
 */
async function enviarSemPrazo(url: string, formulario: FormData, cabecalhos: Record<string, string>): Promise<{ status: number; texto: string }> {
  const corpo = new Response(formulario);
  const bytes = Buffer.from(await corpo.arrayBuffer());
  return new Promise((ok, falha) => {
    const pedido = http.request(
      url,
      {
        method: 'POST',
        headers: { ...cabecalhos, 'content-type': corpo.headers.get('content-type')!, 'content-length': bytes.length },
      },
      (resposta) => {
        const partes: Buffer[] = [];
        resposta.on('data', (p: Buffer) => partes.push(p));
        resposta.on('end', () => ok({ status: resposta.statusCode ?? 0, texto: Buffer.concat(partes).toString('utf8') }));
        resposta.on('error', falha);
      },
    );
    pedido.on('error', falha);
    pedido.end(bytes);
  });
}

function imprimir(m: Medida, extra = '') {
  const s = m.ms / 1000;
  console.log(
    `${`${m.operacao} [${m.versao}]`.padEnd(34)} ${milhar(m.linhas).padStart(9)} linhas  ${s.toFixed(1).padStart(6)} s  ${milhar(m.linhas / s).padStart(7)} linhas/s  ` +
      `pico de RSS ${mb(m.pico)} (base ${mb(m.base)}, +${mb(m.pico - m.base)})  CPU gateway ${m.cpu.toFixed(1)} s, PostgreSQL ${m.cpuPostgres.toFixed(1)} s${extra}`,
  );
}

async function main() {
  const versoes: Versao[] = [];
  if (COMPARAR) versoes.push({ nome: COMPARAR, main: gatewayDaVersao(RAIZ, COMPARAR) });
  versoes.push({ nome: 'esta', main: path.join(RAIZ, 'gateway', 'dist', 'main.js') });

  fs.rmSync(PASTA, { recursive: true, force: true });
  const embutido = await iniciarPostgresEmbutido(PASTA, PORTA_PG);
  const url = embutido.url('experiencias');
  await garantirBanco(url);
  const iniciar = (v: Versao) => {
    // No heap cap by default; --limite-heap 256 measures with the docker/Dockerfile setting.
    const heap = LIMITE_HEAP ? [`--max-old-space-size=${LIMITE_HEAP}`] : [];
    const filho = spawn(process.execPath, [...heap, v.main], {
      cwd: path.resolve(path.dirname(v.main), '..', '..'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(PORTA),
        SW_SEED: 'true',
        SW_JOBS: 'false',
        LOG_LEVEL: 'error',
        NODE_ENV: 'production',
        SW_DATA_DIR: PASTA,
      },
    });
    filho.once('exit', (codigo, sinal) => {
      if (codigo || (sinal && sinal !== 'SIGTERM')) console.error(`O gateway (${v.nome}) terminou: código ${codigo}, sinal ${sinal}.`);
    });
    return filho;
  };
  const medidas: Medida[] = [];
  let gateway: ChildProcess | null = null;
  const db = new Client({ connectionString: url });
  /** A fresh gateway of `v` for each operation, so the memory measured is that operation's. */
  const comGateway = async <T>(v: Versao, corpo: (medidor: Medidor) => Promise<T>): Promise<T> => {
    gateway = iniciar(v);
    try {
      await aguardarGateway(gateway, BASE, 4);
      return await corpo(new Medidor(gateway.pid!, pidDoPostmaster(path.join(PASTA, 'pg'))));
    } finally {
      await parar(gateway);
      gateway = null;
    }
  };
  const entrar = async () => {
    const sessao = await fetch(`${BASE}/api/sessoes/usuario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cpf: '30000000388', senha: 'Demo@2026' }),
    });
    if (!sessao.ok) throw new Error(`login: ${sessao.status} ${await sessao.text()}`);
    return { Authorization: `|${((await sessao.json()) as { token: string }).token}`, Accept: 'application/json' };
  };
  try {
    // The first start migrates the database and loads the demonstration.
    let dados: DadosBench | null = null;
    await comGateway(versoes[versoes.length - 1], async () => {
      await db.connect();
      dados = await cadastrar(db);
    });
    if (SO !== 'exportacao') {
      for (const [i, v] of versoes.entries()) {
        const prefixo = `BA${i}X`;
        const planilha = path.join(PASTA, `vendas-${i}.xlsx`);
        let t = Date.now();
        const documentos = await gerarPlanilha(planilha, dados!, LINHAS, prefixo);
        console.log(
          `\nPlanilha: ${milhar(LINHAS)} linhas, ${milhar(documentos)} documentos, ${(fs.statSync(planilha).size / 1048576).toFixed(1)} MB, gerada em ${((Date.now() - t) / 1000).toFixed(1)} s.`,
        );
        await comGateway(v, async (medidor) => {
          const cabecalhos = await entrar();
          // Import: the panel's Processar › Vendas (multipart arquivo + enviarMensagem, checked by default).
          const formulario = new FormData();
          formulario.append(
            'arquivo',
            new Blob([fs.readFileSync(planilha)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
            'vendas.xlsx',
          );
          formulario.append('enviarMensagem', 'true');
          medidor.iniciar();
          t = Date.now();
          const envio = await enviarSemPrazo(`${BASE}/api/upload/vendas`, formulario, { ...cabecalhos, AppLocation: `${BASE}/painel/processar/vendas` });
          const ms = Date.now() - t;
          const m = medidor.parar();
          const texto = envio.texto;
          if (envio.status !== 200) throw new Error(`upload: ${envio.status} ${texto.slice(0, 300)}`);
          const resposta = JSON.parse(texto) as { total: number; erros: { linha: number; motivo: string }[] };
          const [{ vendas, itens }] = (
            await db.query(
              `SELECT count(DISTINCT v.id)::int AS vendas, count(*)::int AS itens FROM vendas v JOIN vendas_itens i ON i.venda_id = v.id WHERE v.identificador LIKE $1`,
              [`${prefixo}%`],
            )
          ).rows;
          const medida = { versao: v.nome, operacao: 'Importação (upload xlsx)', linhas: LINHAS, ms, ...m };
          medidas.push(medida);
          imprimir(
            medida,
            `\n  resposta: total ${milhar(resposta.total)}, ${resposta.erros.length} erros${resposta.erros.length ? ` (1º: linha ${resposta.erros[0].linha}: ${resposta.erros[0].motivo})` : ''}; no banco: ${milhar(vendas)} vendas, ${milhar(itens)} itens`,
          );
          if (vendas !== documentos || itens !== LINHAS) process.exitCode = 1;
        });
      }
    }
    if (SO !== 'importacao') {
      // Export: Pontuações › Exportar › Todos, the largest list, over every sale.
      const dia = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
      const t = Date.now();
      const total = await encherParaExportacao(db, EXPORTAR, dia(400));
      console.log(`\nBanco com ${milhar(total)} vendas pontuadas (carga em SQL por conjunto: ${((Date.now() - t) / 1000).toFixed(1)} s).`);
      for (const v of versoes) {
        await comGateway(v, async (medidor) => {
          const cabecalhos = await entrar();
          const destino = path.join(PASTA, 'pontuacoes.xlsx');
          medidor.iniciar();
          const inicio = Date.now();
          const download = await fetch(`${BASE}/api/pontuacoes/export?type=all&dataInicial=${dia(400)}&dataFinal=${dia(-1)}`, {
            headers: { ...cabecalhos, Accept: '*/*', AppLocation: `${BASE}/painel/pontuacoes` },
          });
          if (!download.ok || !download.body) throw new Error(`exportação: ${download.status} ${await download.text()}`);
          await pipeline(Readable.fromWeb(download.body as import('node:stream/web').ReadableStream), fs.createWriteStream(destino));
          const ms = Date.now() - inicio;
          const m = medidor.parar();
          const linhasArquivo = (await contarLinhasXlsx(destino)) - 1;
          const medida = { versao: v.nome, operacao: 'Exportação (xlsx, Todos)', linhas: linhasArquivo, ms, ...m };
          medidas.push(medida);
          imprimir(
            medida,
            `\n  ${(fs.statSync(destino).size / 1048576).toFixed(1)} MB; ${milhar(linhasArquivo)} linhas de dados no arquivo (esperadas ${milhar(total)})`,
          );
          if (linhasArquivo !== total) process.exitCode = 1;
        });
      }
    }
    if (versoes.length > 1) {
      console.log(`\nRazões (esta ÷ ${COMPARAR}; abaixo de 1 é menos tempo, memória ou CPU):`);
      for (const operacao of [...new Set(medidas.map((m) => m.operacao))]) {
        const [antes, depois] = [versoes[0].nome, 'esta'].map((n) => medidas.find((m) => m.operacao === operacao && m.versao === n)!);
        const r = (a: number, b: number) => (b ? (a / b).toFixed(2) : '—');
        console.log(
          `  ${operacao.padEnd(26)} tempo ${r(depois.ms, antes.ms)}  linhas/s ${r(depois.linhas / depois.ms, antes.linhas / antes.ms)}  ` +
            `pico de RSS ${r(depois.pico, antes.pico)}  CPU gateway ${r(depois.cpu, antes.cpu)}  CPU PostgreSQL ${r(depois.cpuPostgres, antes.cpuPostgres)}`,
        );
      }
    }
    console.log('\nMetas: importação ≥ 10.000 linhas/s e < 200 MB de pico sem limite de heap; exportação de 500.000 linhas < 30 s e < 150 MB.');
  } finally {
    await db.end().catch(() => undefined);
    if (gateway) await parar(gateway);
    await embutido.parar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
