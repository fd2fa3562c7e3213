import 'reflect-metadata';
import crypto from 'node:crypto';
import http from 'node:http';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { lerConfig } from '../config';
import { criarApp } from '../app';
import { criarDataSource } from '../db/data-source';
import { definirConfig } from '../runtime';
import { PARCEIRO_DEMO_1, SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';

/**
 * Pool of a test's database: small, and a query waits for a connection as long as it takes (production
 * answers 503 after 3 s). Bursts of 100–200 parallel requests queue on it; on a machine busy with other
 * work the last ones waited past 3 s and were shed, which the concurrency tests do not test.
 */
export const BANCO_DE_TESTE = { maxConexoes: 5, esperaConexaoMs: 120_000 };

export interface Resposta<T = any> {
  status: number;
  corpo: T;
}

/**
 * A gateway on a database of its own (a copy of the seeded template), reached over real HTTP:
 * tests go through the same doors as integrators and the two apps.
 */
export class AmbienteDeTeste {
  private constructor(
    readonly url: string,
    readonly ds: DataSource,
    private servidor: http.Server,
    private banco: string,
    private fecharApp: () => Promise<void>,
  ) {}

  static async criar(env: Record<string, string> = {}): Promise<AmbienteDeTeste> {
    const base = process.env.SW_TEST_DATABASE_BASE;
    if (!base) throw new Error('SW_TEST_DATABASE_BASE ausente: rode os testes com o jest do gateway.');
    const banco = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${banco} TEMPLATE ${process.env.SW_TEST_BANCO_MODELO}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${banco}`;
    // Suites upload and export more per minute than a person would; the limit's own test sets it low.
    // Tests speak through a proxy on loopback, as behind the nginx of docker/, so X-Forwarded-For
    // gives each case its own address; the trusted-proxy test sets SW_PROXIES_CONFIAVEIS itself.
    const config = {
      ...lerConfig({
        NODE_ENV: 'test',
        LIMITE_PESADAS_MIN: '1000',
        DASHBOARD_CACHE_S: '0',
        MAIS_VENDIDOS_CACHE_S: '0',
        SW_PROXIES_CONFIAVEIS: 'loopback',
        ...env,
      }),
      databaseUrl: url.toString(),
      semear: false,
    };
    definirConfig(config);
    const ds = criarDataSource(url.toString(), BANCO_DE_TESTE);
    await ds.initialize();
    const { app, encerrar } = await criarApp(config, ds);
    const servidor = http.createServer(app);
    // As in production (gateway.ts): the client's keep-alive sockets are never closed under it between
    // two requests (with Node's 5 s default, a busy machine lost that race: ECONNRESET).
    servidor.keepAliveTimeout = 65_000;
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    const porta = (servidor.address() as { port: number }).port;
    return new AmbienteDeTeste(`http://127.0.0.1:${porta}`, ds, servidor, banco, encerrar);
  }

  async fechar() {
    await new Promise<void>((ok) => {
      this.servidor.close(() => ok());
      this.servidor.closeAllConnections();
    });
    await this.fecharApp();
    await this.ds.destroy();
    const admin = new Client({ connectionString: process.env.SW_TEST_DATABASE_BASE });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${this.banco} WITH (FORCE)`);
    await admin.end();
  }

  async rest<T = any>(
    metodo: string,
    caminho: string,
    opcoes: { corpo?: unknown; token?: string; cabecalhos?: Record<string, string>; bruto?: string } = {},
  ): Promise<Resposta<T>> {
    const cabecalhos: Record<string, string> = { ...opcoes.cabecalhos };
    if (opcoes.token !== undefined) cabecalhos.authorization = opcoes.token;
    if (opcoes.corpo !== undefined || opcoes.bruto !== undefined) cabecalhos['content-type'] = 'application/json';
    const r = await fetch(this.url + caminho, {
      method: metodo,
      headers: cabecalhos,
      body: opcoes.bruto ?? (opcoes.corpo === undefined ? undefined : JSON.stringify(opcoes.corpo)),
    });
    const texto = await r.text();
    let corpo: unknown = texto;
    try {
      corpo = JSON.parse(texto);
    } catch {
      /* not JSON */
    }
    return { status: r.status, corpo: corpo as T };
  }

  async gql<T = any>(query: string, variables: Record<string, unknown> = {}, opcoes: { token?: string; cabecalhos?: Record<string, string> } = {}) {
    const r = await this.rest<{ data: T; errors?: { message: string; extensions: { code: string } }[] }>('POST', '/graphql', {
      corpo: { query, variables },
      token: opcoes.token,
      cabecalhos: { 'apollo-require-preflight': 'true', ...opcoes.cabecalhos },
    });
    return {
      status: r.status,
      data: r.corpo.data,
      errors: r.corpo.errors,
      codigo: r.corpo.errors?.[0]?.extensions.code,
      mensagem: r.corpo.errors?.[0]?.message,
    };
  }

  /**
   * A GraphQL multipart request (GraphQL multipart request specification): each file goes to its
   * path in the variables (e.g. 'input.arquivo', 'input.arquivos.0'), sent as null in operations.
   * `preflight: false` leaves out the CSRF header, as a foreign page's form would.
   */
  async gqlArquivos<T = any>(
    query: string,
    variables: Record<string, unknown>,
    arquivos: { caminho: string; nome: string; conteudo: Buffer; tipo?: string }[],
    opcoes: { token?: string; preflight?: boolean } = {},
  ) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify(Object.fromEntries(arquivos.map((a, i) => [String(i), [`variables.${a.caminho}`]]))));
    arquivos.forEach((a, i) => form.append(String(i), new Blob([a.conteudo], { type: a.tipo ?? 'application/octet-stream' }), a.nome));
    const cabecalhos: Record<string, string> = opcoes.preflight === false ? {} : { 'apollo-require-preflight': 'true' };
    if (opcoes.token !== undefined) cabecalhos.authorization = opcoes.token;
    const r = await fetch(`${this.url}/graphql`, { method: 'POST', headers: cabecalhos, body: form });
    const texto = await r.text();
    let corpo: { data?: T; errors?: { message: string; extensions: { code: string } }[] };
    try {
      corpo = JSON.parse(texto);
    } catch {
      corpo = { errors: [{ message: texto, extensions: { code: 'NAO_JSON' } }] };
    }
    return { status: r.status, data: corpo.data, errors: corpo.errors, codigo: corpo.errors?.[0]?.extensions.code, mensagem: corpo.errors?.[0]?.message };
  }

  /** Signs in a demo panel user by role and returns the Authorization value the panel sends ('|token'). */
  async entrarPainel(permissao: number): Promise<string> {
    const u = USUARIOS_DEMO.find((x) => x.permissao === permissao)!;
    const r = await this.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: u.cpf, senha: SENHA_DEMO } });
    if (r.status !== 200) throw new Error(`login do papel ${permissao} falhou: ${JSON.stringify(r.corpo)}`);
    return `|${r.corpo.token}`;
  }

  /** Signs in the first demo member and returns the Authorization value the storefront sends ('token|'). */
  async entrarLoja(cpf = PARCEIRO_DEMO_1): Promise<string> {
    const r = await this.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf, senha: SENHA_DEMO } });
    if (r.status !== 200) throw new Error(`login do parceiro falhou: ${JSON.stringify(r.corpo)}`);
    return `${r.corpo.token}|`;
  }
}
