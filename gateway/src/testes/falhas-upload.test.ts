import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ChildProcess, spawn } from 'node:child_process';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { LAYOUT_XLSX_VENDAS } from '@sw/common';
import { INVARIANTES } from '../modules/pontos/invariantes';
import { PARCEIRO_DEMO_1, SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';

/**
 * Fault drill: the gateway process is killed (SIGKILL, no shutdown) in the middle of a sales
 * spreadsheet upload, and a client drops its connection halfway through a body. The real server
 * entry (dist/main.js) runs as a child process on a database of this suite's own. What may land is
 * what docs/vendas-upload-e-correcao.md promises: nothing while the file is read or a sale's
 * transaction is open, only complete sales once crediting has begun, and the same file sent again
 * credits each document exactly once.
 */
// Each drill starts gateways in child processes (seconds each idle, much more on a busy machine):
// above the suite's 120 s hang bound.
jest.setTimeout(300_000);

const APLICACAO = 'teste-falhas-upload';
const DOCUMENTOS = 1000;
const ITENS = 5; // 5,000 rows: the upload's row limit
const PREFIXO = `FU${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
const CODIGOS = ['SW-FUNDO-18L', 'SW-ACRPF-BR-18L'];

const portaLivre = () =>
  new Promise<number>((ok, erro) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => ok(port));
    });
    s.on('error', erro);
  });
const esperar = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Polls `condicao` every 20 ms until it holds; fails with `oQue` after `limiteMs`. */
async function ate<T>(oQue: string, condicao: () => Promise<T | null | undefined | false>, limiteMs = 20_000): Promise<T> {
  const fim = Date.now() + limiteMs;
  for (;;) {
    const v = await condicao();
    if (v) return v;
    if (Date.now() > fim) throw new Error(`tempo esgotado esperando: ${oQue}`);
    await esperar(20);
  }
}

interface Gateway {
  url: string;
  filho: ChildProcess;
  saida: () => string;
}

let banco: string;
let url: string;
let dadosDir: string;
let sql: Client;
const filhos = new Set<ChildProcess>();
let arquivo: Buffer;
let cnpj: string;

/** The compiled server entry in a process of its own, as production runs it. */
async function iniciarGatewayFilho(): Promise<Gateway> {
  const porta = await portaLivre();
  const filho = spawn(process.execPath, [path.join(__dirname, '..', 'main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: url,
      PORT: String(porta),
      SW_SEED: 'false',
      SW_JOBS: 'false',
      SW_DATA_DIR: dadosDir,
      LIMITE_PESADAS_MIN: '1000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  filhos.add(filho);
  filho.once('exit', () => filhos.delete(filho));
  let erros = '';
  filho.stderr!.on('data', (d) => {
    erros += String(d);
  });
  const gw = { url: `http://127.0.0.1:${porta}`, filho, saida: () => erros };
  // A new process loads the whole gateway: a few seconds idle, past 20 s on a busy machine. The bound
  // only catches one that never comes up (an early exit fails at once, with its stderr).
  await ate(
    'o gateway responder /healthz',
    async () => {
      if (filho.exitCode !== null) throw new Error(`o gateway saiu com ${filho.exitCode}: ${erros}`);
      return fetch(`${gw.url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      );
    },
    120_000,
  );
  return gw;
}

/** SIGKILL: no graceful shutdown, no rollback sent by the process. Resolves when it is gone. */
async function matar(gw: Gateway): Promise<void> {
  if (gw.filho.exitCode !== null || gw.filho.signalCode) return;
  const saiu = new Promise((ok) => gw.filho.once('exit', ok));
  gw.filho.kill('SIGKILL');
  await saiu;
}

/** The dead gateway's connections: PostgreSQL ends each backend (rolling back its transaction). */
const conexoesDoGateway = async () =>
  Number(
    (
      await sql.query(`SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND application_name <> $2`, [
        banco,
        APLICACAO,
      ])
    ).rows[0].count,
  );

async function token(gw: Gateway): Promise<string> {
  const u = USUARIOS_DEMO.find((x) => x.permissao === 1)!;
  const r = await fetch(`${gw.url}/api/sessoes/usuario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: u.cpf, senha: SENHA_DEMO }),
  });
  return `|${((await r.json()) as { token: string }).token}`;
}

/** The whole upload; a killed gateway makes it fail, which the caller may ignore. */
async function enviar(gw: Gateway, conteudo: Buffer): Promise<{ status: number; corpo: any }> {
  const form = new FormData();
  form.append('enviarMensagem', 'true');
  form.append('arquivo', new Blob([conteudo]), 'vendas.xlsx');
  const r = await fetch(`${gw.url}/api/upload/vendas`, {
    method: 'POST',
    headers: { authorization: await token(gw) },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: r.status, corpo: await r.json() };
}

/** Sends the headers and the first half of a multipart body, then stops (the rest never comes). */
async function enviarMetade(gw: Gateway, caminho: string, campo: string, nome: string, conteudo: Buffer): Promise<http.ClientRequest> {
  const limite = `----sw${crypto.randomBytes(8).toString('hex')}`;
  const corpo = Buffer.concat([
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    conteudo,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  const req = http.request(`${gw.url}${caminho}`, {
    method: 'POST',
    headers: { authorization: await token(gw), 'content-type': `multipart/form-data; boundary=${limite}`, 'content-length': corpo.length },
  });
  req.on('error', () => undefined); // the connection is dropped on purpose
  req.write(corpo.subarray(0, Math.floor(corpo.length / 2)));
  // The half is really out: written to the socket, not sitting in the client's buffer.
  await ate('a metade do corpo sair', async () => req.socket !== undefined && req.socket !== null && req.socket.bytesWritten >= corpo.length / 2);
  return req;
}

const contar = async (consulta: string, params: unknown[] = [`${PREFIXO}%`]) => Number((await sql.query(consulta, params)).rows[0].count);
const vendasDoArquivo = () => contar(`SELECT count(*) FROM vendas WHERE identificador LIKE $1`);

/** Each sale of the file that landed is whole: its 5 items, one ledger credit, one audit row, one message. */
async function vendasCompletas(): Promise<number> {
  const { rows } = await sql.query(
    `SELECT v.id, v.total_venda::numeric AS total,
            (SELECT count(*)::int FROM vendas_itens i WHERE i.venda_id = v.id) AS itens,
            (SELECT sum(i.sub_total) FROM vendas_itens i WHERE i.venda_id = v.id)::numeric AS soma,
            (SELECT count(*)::int FROM movimentos_pontos m WHERE m.tipo = 'credito_venda' AND m.origem_tipo = 'venda' AND m.origem_id = v.id::text) AS creditos,
            (SELECT count(*)::int FROM logs l WHERE l.tipo = 'venda.pontuar' AND l.parametros->>'id' = v.id::text) AS auditoria,
            (SELECT count(*)::int FROM mensagens_saida s WHERE s.chave = 'venda:' || v.id) AS mensagens
       FROM vendas v WHERE v.identificador LIKE $1`,
    [`${PREFIXO}%`],
  );
  for (const v of rows)
    expect({ ...v, id: 0, soma: Number(v.soma), total: Number(v.total) }).toEqual({
      id: 0,
      total: Number(v.soma),
      soma: Number(v.soma),
      itens: ITENS,
      creditos: 1,
      auditoria: 1,
      mensagens: 1,
    });
  // Nothing of the file outside a sale: no orphan item, credit or message.
  expect(await contar(`SELECT count(*) FROM vendas_itens i LEFT JOIN vendas v ON v.id = i.venda_id WHERE v.id IS NULL`, [])).toBe(0);
  expect(
    await contar(`SELECT count(*) FROM movimentos_pontos m LEFT JOIN vendas v ON v.id::text = m.origem_id WHERE m.origem_tipo = 'venda' AND v.id IS NULL`, []),
  ).toBe(0);
  return rows.length;
}

async function livrosIntegros(): Promise<void> {
  for (const inv of INVARIANTES) expect({ nome: inv.nome, violacoes: (await sql.query(`${inv.sql} LIMIT 5`)).rows }).toEqual({ nome: inv.nome, violacoes: [] });
  // The dashboard's summary (kept by a trigger) equals the sales.
  const { rows } = await sql.query(
    `SELECT revenda_id, parceiro_id, count(*)::int AS vendas, sum(total_venda) AS total_venda, sum(total_pontos) AS total_pontos
       FROM vendas WHERE cancelada_em IS NULL GROUP BY revenda_id, parceiro_id
     EXCEPT SELECT revenda_id, parceiro_id, vendas, total_venda, total_pontos FROM resumo_vendas WHERE vendas > 0`,
  );
  expect(rows).toEqual([]);
}

beforeAll(async () => {
  const base = process.env.SW_TEST_DATABASE_BASE!;
  banco = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${banco} TEMPLATE ${process.env.SW_TEST_BANCO_MODELO}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${banco}`;
  url = u.toString();
  dadosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-falhas-upload-'));
  sql = new Client({ connectionString: url, application_name: APLICACAO });
  await sql.connect();
  ({ cnpj } = (await sql.query(`SELECT r.cnpj FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`, [PARCEIRO_DEMO_1])).rows[0]);

  const livro = new ExcelJS.Workbook();
  const folha = livro.addWorksheet('Vendas');
  folha.addRow(LAYOUT_XLSX_VENDAS.map((c) => c.campo));
  const dia = new Date(Date.UTC(2026, 0, 15));
  for (let d = 0; d < DOCUMENTOS; d++) {
    for (let i = 0; i < ITENS; i++) folha.addRow([PARCEIRO_DEMO_1, cnpj, 'N', `${PREFIXO}${d}`, dia, CODIGOS[i % 2], 1 + (i % 3), 100 + i, 0]);
  }
  arquivo = Buffer.from(await livro.xlsx.writeBuffer());
});

afterAll(async () => {
  for (const f of filhos) f.kill('SIGKILL');
  await sql?.end().catch(() => undefined);
  const admin = new Client({ connectionString: process.env.SW_TEST_DATABASE_BASE });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${banco} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dadosDir, { recursive: true, force: true });
});

describe('gateway killed mid-upload', () => {
  const CONTA_LOGS = `SELECT count(*) FROM logs WHERE tipo IN ('venda.upload', 'venda.pontuar')`;
  const CONTA_MENSAGENS = `SELECT count(*) FROM mensagens_saida`;

  it("killed while the first sale's transaction is open: nothing of the file lands and the books balance", async () => {
    const logsAntes = await contar(CONTA_LOGS, []);
    const mensagensAntes = await contar(CONTA_MENSAGENS, []);
    const gw = await iniciarGatewayFilho();
    // A lock the sale's INSERT needs keeps its transaction open at a known point.
    const trava = new Client({ connectionString: url, application_name: APLICACAO });
    await trava.connect();
    await trava.query('BEGIN');
    await trava.query('LOCK TABLE vendas IN SHARE MODE');
    const envio = enviar(gw, arquivo).catch((e: unknown) => ({ status: 0, corpo: String(e) }));
    // Processing has started: the import's transaction waits on the lock, in pg_stat_activity.
    await ate(
      'a transação da importação aparecer',
      async () =>
        (
          await sql.query(
            `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND application_name <> $2 AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO vendas%'`,
            [banco, APLICACAO],
          )
        ).rowCount,
    );
    await matar(gw);
    expect((await envio).status).toBe(0); // the client saw the connection die, no answer
    await trava.query('COMMIT');
    await trava.end();
    await ate('as conexões do gateway morto acabarem', async () => (await conexoesDoGateway()) === 0);

    expect(await vendasDoArquivo()).toBe(0);
    expect(await contar(`SELECT count(*) FROM vendas_itens i JOIN vendas v ON v.id = i.venda_id WHERE v.identificador LIKE $1`)).toBe(0);
    expect(await contar(CONTA_LOGS, [])).toBe(logsAntes);
    expect(await contar(CONTA_MENSAGENS, [])).toBe(mensagensAntes);
    await livrosIntegros();
  });

  it('killed halfway through crediting: each sale that landed is whole; the file sent again credits every document exactly once', async () => {
    const gw = await iniciarGatewayFilho();
    const envio = enviar(gw, arquivo).catch((e: unknown) => ({ status: 0, corpo: String(e) }));
    await ate('as primeiras vendas serem pontuadas', async () => (await vendasDoArquivo()) >= 50);
    await matar(gw);
    expect((await envio).status).toBe(0);
    await ate('as conexões do gateway morto acabarem', async () => (await conexoesDoGateway()) === 0);

    const pontuadas = await vendasCompletas();
    expect(pontuadas).toBeGreaterThanOrEqual(50);
    expect(pontuadas).toBeLessThan(DOCUMENTOS);
    await livrosIntegros();

    // A new process; the operator sends the same file again.
    const novo = await iniciarGatewayFilho();
    const r = await enviar(novo, arquivo);
    expect(r.status).toBe(200);
    expect(r.corpo.total).toBe(DOCUMENTOS - pontuadas);
    expect(r.corpo.erros).toHaveLength(pontuadas);
    for (const e of r.corpo.erros) expect(e.motivo).toMatch(/^Venda já processada/);
    expect(await vendasCompletas()).toBe(DOCUMENTOS);
    expect(await contar(`SELECT count(DISTINCT identificador) FROM vendas WHERE identificador LIKE $1`)).toBe(DOCUMENTOS);
    await livrosIntegros();
    await matar(novo);
  });
});

describe('connection lost mid-body', () => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await iniciarGatewayFilho();
  });
  afterAll(async () => {
    if (gw) await matar(gw);
  });

  const arquivosGuardados = () => (fs.existsSync(path.join(dadosDir, 'arquivos')) ? fs.readdirSync(path.join(dadosDir, 'arquivos')) : []);

  it('a client that drops the connection halfway through a spreadsheet or a photo stores nothing; the gateway goes on', async () => {
    const outro = `${PREFIXO}X`;
    const livro = new ExcelJS.Workbook();
    const folha = livro.addWorksheet('Vendas');
    folha.addRow(LAYOUT_XLSX_VENDAS.map((c) => c.campo));
    for (let i = 0; i < 2000; i++) folha.addRow([PARCEIRO_DEMO_1, cnpj, 'N', `${outro}${i}`, new Date(Date.UTC(2026, 0, 15)), CODIGOS[0], 1, 10, 0]);
    const planilha = Buffer.from(await livro.xlsx.writeBuffer());
    const uploadsAntes = await contar(`SELECT count(*) FROM logs WHERE tipo = 'venda.upload'`, []);
    const fotosAntes = arquivosGuardados();
    const premiosAntes = await contar(`SELECT count(*) FROM premios`, []);

    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(1024 * 1024)]);
    for (const req of [
      await enviarMetade(gw, '/api/upload/vendas', 'arquivo', 'vendas.xlsx', planilha),
      await enviarMetade(gw, '/api/premios', 'foto', 'premio.png', png),
    ]) {
      // A pause, not a wait for anything: it lets the server start reading before the client drops.
      // Nothing below depends on how much it read; whatever arrived, nothing may persist.
      await esperar(100);
      req.destroy();
    }
    // Also the gateway itself killed with a body half in: the next process starts clean.
    const morto = await iniciarGatewayFilho();
    await enviarMetade(morto, '/api/upload/vendas', 'arquivo', 'vendas.xlsx', planilha);
    await matar(morto);

    // The dropped requests are handled in the background: their temporary files go as they end.
    await ate('os envios interrompidos não deixarem arquivos', async () => JSON.stringify(arquivosGuardados()) === JSON.stringify(fotosAntes));
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    expect(await contar(`SELECT count(*) FROM vendas WHERE identificador LIKE $1`, [`${outro}%`])).toBe(0);
    expect(await contar(`SELECT count(*) FROM logs WHERE tipo = 'venda.upload'`, [])).toBe(uploadsAntes);
    expect(await contar(`SELECT count(*) FROM premios`, [])).toBe(premiosAntes);
    expect(arquivosGuardados()).toEqual(fotosAntes);
  });
});
