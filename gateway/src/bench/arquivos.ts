import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { garantirBanco, iniciarPostgresEmbutido } from '../db/postgres';
import { cnpjDe, cpfDe } from '../seed/gerador';
import { encherParaExportacao } from './arquivos-dados';
import { Medidor } from './memoria';
import { aguardarGateway } from './aguardar';

/**
 * npm run bench:arquivos [-- --linhas 100000 --exportar 500000 --sem-limite-heap]: the sales spreadsheet upload and the
 * largest list export, end to end over HTTP against the real gateway (a child process, production
 * mode, no background jobs), on a fresh embedded PostgreSQL of its own in .data/bench-arquivos (port
 * 54349; erased at every run). Prints rows, seconds, rows/s and the gateway's peak RSS for each.
 */
const argumento = (nome: string, padrao: number) => {
  const i = process.argv.indexOf(`--${nome}`);
  return i >= 0 ? Number(process.argv[i + 1]) : padrao;
};
const LINHAS = argumento('linhas', 100_000);
const EXPORTAR = argumento('exportar', 500_000);
const RAIZ = path.resolve(__dirname, '..', '..', '..');
const PASTA = path.join(RAIZ, '.data', 'bench-arquivos');
const PORTA_PG = 54349;
const PORTA = 4720;
const BASE = `http://127.0.0.1:${PORTA}`;
const LOJAS = 100;
const VENDEDORES = 2_000;
const PREFIXO_DOC = 'BA';

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const milhar = (n: number) => Math.round(n).toLocaleString('pt-BR');

/** Stores and members of the benchmark (set-based), on the demo's networks and products. */
async function cadastrar(db: Client): Promise<{ vendedores: { cpf: string; cnpj: string }[]; produtos: string[] }> {
  const lojas = Array.from({ length: LOJAS }, (_, i) => i + 1);
  await db.query(
    `INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia, razao_social, end_cidade, end_estado, tipo_pontuacao, fator_pontuacao, cenario, resgate_liberado, lancamento_relatorio)
     SELECT (SELECT id FROM redes ORDER BY id LIMIT 1 OFFSET n % (SELECT count(*) FROM redes)), 'BA' || lpad(n::text, 5, '0'), c,
            'Loja Arquivos ' || n, 'Loja Arquivos ' || n || ' Ltda', 'São Paulo', 'SP', 0, 1, 0, true, true
       FROM unnest($1::int[], $2::text[]) AS x(n, c)`,
    [lojas, lojas.map((n) => cnpjDe(81_000_000 + n))],
  );
  const ids = Array.from({ length: VENDEDORES }, (_, i) => i + 1);
  await db.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, email, celular, sexo, data_nascimento, end_cidade, end_estado, senha_hash, aceitou_regulamento, ativo)
     SELECT (SELECT id FROM revendas WHERE codigo = 'BA' || lpad((1 + n % ${LOJAS})::text, 5, '0')), 'Vendedor Arquivos ' || n, c,
            'arquivos' || n || '@email.com.br', '119' || lpad(n::text, 8, '0'), 'F', date '1990-01-01', 'São Paulo', 'SP', 'sem-senha', true, true
       FROM unnest($1::int[], $2::text[]) AS x(n, c)`,
    [ids, ids.map((n) => cpfDe(620_000_000 + n * 7))],
  );
  const vendedores: { cpf: string; cnpj: string }[] = (await db.query(
    `SELECT p.cpf, r.cnpj FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.nome LIKE 'Vendedor Arquivos %' ORDER BY p.id`,
  )).rows;
  const produtos: string[] = (await db.query(`SELECT codigo FROM produtos WHERE ativo ORDER BY id LIMIT 40`)).rows.map((r: { codigo: string }) => r.codigo);
  if (!produtos.length) throw new Error('A demonstração não tem produtos ativos.');
  return { vendedores, produtos };
}

/** The upload file: one row per item, 1 to 3 items per document, written with exceljs' streaming writer. */
async function gerarPlanilha(arquivo: string, dados: Awaited<ReturnType<typeof cadastrar>>): Promise<number> {
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: arquivo, useStyles: true, useSharedStrings: true });
  const folha = livro.addWorksheet('Vendas');
  folha.columns = ['cpf', 'loja', 'tipoFiscal', 'numeroFiscal', 'dataVenda', 'codigoProduto', 'quantidade', 'valorUnitario', 'desconto']
    .map((header) => ({ header, width: 16 }));
  folha.getColumn(5).numFmt = 'dd/mm/yyyy';
  folha.getRow(1).commit();
  const hoje = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  let linhas = 0;
  let documentos = 0;
  for (let doc = 1; linhas < LINHAS; doc++) {
    const v = dados.vendedores[(doc * 7) % dados.vendedores.length];
    const data = new Date(hoje - (1 + (doc % 30)) * 86_400_000);
    const itens = Math.min(1 + (doc % 3), LINHAS - linhas);
    for (let k = 0; k < itens; k++) {
      const produto = dados.produtos[(doc * 3 + k * 11) % dados.produtos.length];
      folha.addRow([v.cpf, v.cnpj, 'N', `${PREFIXO_DOC}${doc}`, data, produto, 1 + ((doc + k) % 4), 49.9 + (doc % 50), k === 1 ? 5 : null]).commit();
      linhas++;
    }
    documentos++;
  }
  folha.commit();
  await livro.commit();
  return documentos;
}

async function contarLinhasXlsx(arquivo: string): Promise<number> {
  const leitor = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(arquivo), { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' });
  let linhas = 0;
  for await (const folha of leitor) {
    for await (const _linha of folha as AsyncIterable<unknown>) linhas++;
    break;
  }
  return linhas;
}

async function parar(filho: ChildProcess) {
  if (filho.exitCode !== null || filho.signalCode !== null) return;
  const saiu = new Promise((ok) => filho.once('exit', ok));
  filho.kill('SIGTERM');
  const prazo = setTimeout(() => filho.kill('SIGKILL'), 15_000);
  await saiu;
  clearTimeout(prazo);
}

function imprimir(operacao: string, linhas: number, ms: number, m: { base: number; pico: number }, extra = '') {
  const s = ms / 1000;
  console.log(`${operacao.padEnd(28)} ${milhar(linhas).padStart(9)} linhas  ${s.toFixed(1).padStart(6)} s  ${milhar(linhas / s).padStart(7)} linhas/s  `
    + `pico de RSS ${mb(m.pico)} (base ${mb(m.base)}, +${mb(m.pico - m.base)})${extra}`);
}

async function main() {
  fs.rmSync(PASTA, { recursive: true, force: true });
  const embutido = await iniciarPostgresEmbutido(PASTA, PORTA_PG);
  const url = embutido.url('experiencias');
  await garantirBanco(url);
  const iniciar = () => {
    // The production heap setting (docker/Dockerfile); --sem-limite-heap measures without it.
    const heap = process.argv.includes('--sem-limite-heap') ? [] : ['--max-old-space-size=256'];
    const filho = spawn(process.execPath, [...heap, path.join(RAIZ, 'gateway', 'dist', 'main.js')], {
      cwd: RAIZ,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: url, PORT: String(PORTA), SW_SEED: 'true', SW_JOBS: 'false', LOG_LEVEL: 'error', NODE_ENV: 'production',
        SW_DATA_DIR: PASTA },
    });
    filho.once('exit', (codigo) => { if (codigo) console.error(`O gateway terminou com o código ${codigo}.`); });
    return filho;
  };
  let gateway = iniciar();
  const db = new Client({ connectionString: url });
  try {
    await aguardarGateway(gateway, BASE, 4);
    await db.connect();
    const dados = await cadastrar(db);
    const planilha = path.join(PASTA, 'vendas.xlsx');
    let t = Date.now();
    const documentos = await gerarPlanilha(planilha, dados);
    const bytes = fs.statSync(planilha).size;
    console.log(`\nPlanilha: ${milhar(LINHAS)} linhas, ${milhar(documentos)} documentos, ${(bytes / 1048576).toFixed(1)} MB, gerada em ${((Date.now() - t) / 1000).toFixed(1)} s.`);

    const sessao = await fetch(`${BASE}/api/sessoes/usuario`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cpf: '30000000388', senha: 'Demo@2026' }),
    });
    if (!sessao.ok) throw new Error(`login: ${sessao.status} ${await sessao.text()}`);
    const cabecalhos = { Authorization: `|${((await sessao.json()) as { token: string }).token}`, Accept: 'application/json' };

    // Import: the panel's Processar › Vendas (multipart arquivo + enviarMensagem, checked by default).
    let medidor = new Medidor(gateway.pid!);
    const formulario = new FormData();
    formulario.append('arquivo', new Blob([fs.readFileSync(planilha)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'vendas.xlsx');
    formulario.append('enviarMensagem', 'true');
    medidor.iniciar();
    t = Date.now();
    const envio = await fetch(`${BASE}/api/upload/vendas`, {
      method: 'POST', body: formulario, headers: { ...cabecalhos, AppLocation: `${BASE}/painel/processar/vendas` },
    });
    const msImportacao = Date.now() - t;
    const memImportacao = medidor.parar();
    const texto = await envio.text();
    if (!envio.ok) throw new Error(`upload: ${envio.status} ${texto.slice(0, 300)}`);
    const resposta = JSON.parse(texto) as { total: number; erros: { linha: number; motivo: string }[] };
    const [{ vendas, itens }] = (await db.query(
      `SELECT count(DISTINCT v.id)::int AS vendas, count(*)::int AS itens FROM vendas v JOIN vendas_itens i ON i.venda_id = v.id WHERE v.identificador LIKE '${PREFIXO_DOC}%'`,
    )).rows;
    console.log('');
    imprimir('Importação (upload xlsx)', LINHAS, msImportacao, memImportacao,
      `\n  resposta: total ${milhar(resposta.total)}, ${resposta.erros.length} erros${resposta.erros.length ? ` (1º: linha ${resposta.erros[0].linha}: ${resposta.erros[0].motivo})` : ''}; no banco: ${milhar(vendas)} vendas, ${milhar(itens)} itens`);
    if (vendas !== documentos || itens !== LINHAS) process.exitCode = 1;

    // Export: Pontuações › Exportar › Todos, the largest list, over every sale.
    const dia = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    t = Date.now();
    const total = await encherParaExportacao(db, EXPORTAR, dia(400));
    console.log(`\nBanco com ${milhar(total)} vendas pontuadas (carga em SQL por conjunto: ${((Date.now() - t) / 1000).toFixed(1)} s).`);
    const destino = path.join(PASTA, 'pontuacoes.xlsx');
    // A fresh gateway for the export, so its memory is the export's and not what the import left in the heap.
    await parar(gateway);
    gateway = iniciar();
    await aguardarGateway(gateway, BASE, 4);
    medidor = new Medidor(gateway.pid!);
    medidor.iniciar();
    t = Date.now();
    const download = await fetch(`${BASE}/api/pontuacoes/export?type=all&dataInicial=${dia(400)}&dataFinal=${dia(-1)}`, {
      headers: { ...cabecalhos, Accept: '*/*', AppLocation: `${BASE}/painel/pontuacoes` },
    });
    if (!download.ok || !download.body) throw new Error(`exportação: ${download.status} ${await download.text()}`);
    await pipeline(Readable.fromWeb(download.body as import('node:stream/web').ReadableStream), fs.createWriteStream(destino));
    const msExportacao = Date.now() - t;
    const memExportacao = medidor.parar();
    const linhasArquivo = (await contarLinhasXlsx(destino)) - 1;
    const tamanho = fs.statSync(destino).size;
    imprimir('Exportação (xlsx, Todos)', linhasArquivo, msExportacao, memExportacao, `\n  ${(tamanho / 1048576).toFixed(1)} MB; ${milhar(linhasArquivo)} linhas de dados no arquivo (esperadas ${milhar(total)})`);
    if (linhasArquivo !== total) process.exitCode = 1;
    console.log('\nMetas (issue 8): importação ≥ 5.000 linhas/s e < 300 MB; exportação de 500.000 linhas < 60 s e < 300 MB.');
  } finally {
    await db.end().catch(() => undefined);
    gateway.kill('SIGTERM');
    await new Promise((ok) => (gateway.exitCode !== null ? ok(null) : gateway.once('exit', ok)));
    await embutido.parar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
