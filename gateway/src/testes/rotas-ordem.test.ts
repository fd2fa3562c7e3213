import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { RequestContext } from '../core/context';
import { RotasApi } from '../core/http';
import { compararEspecificidade, montarRoteador } from '../core/roteador';
import { ROTAS } from '../modulos';

/**
 * The order modules register their routes in never decides which route answers (core/roteador.ts):
 * `/pontuacoes` is shared by four modules and `/resgates` by two, and a parameter route such as
 * `GET /pontuacoes/:cpf` must never capture a fixed path such as `GET /pontuacoes/encerradas`.
 *
 * The real route table is registered in many orders (as declared, reversed, and shuffled with fixed
 * seeds); for each one every route is called at an address made of its own path and must be the one
 * that answers. The requests carry a refused token, so nearly every handler stops at the guard (401)
 * or at its input schema (400); the few sign-in routes that run have no database to reach. Whatever
 * the answer, the route that took the request names itself in a header (res.locals.rota).
 */

type Registrar = (api: RotasApi) => void;

/** A small seeded generator (mulberry32): the same permutations on every run. */
function aleatorio(semente: number) {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function embaralhado<T>(lista: readonly T[], semente: number): T[] {
  const r = aleatorio(semente);
  const copia = [...lista];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [copia[i], copia[j]] = [copia[j], copia[i]];
  }
  return copia;
}

/** The API registered in the given order, served on a free port; each answer says which route took it (X-Rota). */
async function comApi<T>(ordem: readonly Registrar[], fn: (base: string) => Promise<T>): Promise<T> {
  const api = new RotasApi();
  for (const registrar of ordem) registrar(api);
  const app = express();
  // Neither a database nor a person: a token the sessions service refused.
  const semBanco = {} as DataSource;
  app.use((req: Request, res: Response, next: NextFunction) => {
    req.ctx = new RequestContext(semBanco, 'teste', null, '127.0.0.1', null, {} as never, 'sessao');
    // Every answer's head passes here, whether the handler answered, threw or streamed.
    const escrever = res.writeHead.bind(res) as (...a: unknown[]) => Response;
    res.writeHead = ((...a: unknown[]) => {
      res.setHeader('x-rota', String(res.locals.rota ?? 'nenhuma'));
      return escrever(...a);
    }) as typeof res.writeHead;
    next();
  });
  app.use('/api', api.router);
  app.use((_req: Request, res: Response) => {
    res.status(404).json({});
  });
  app.use((_erro: unknown, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({});
  });
  const servidor: Server = await new Promise((ok) => {
    const s = app.listen(0, '127.0.0.1', () => ok(s));
  });
  try {
    const { port } = servidor.address() as AddressInfo;
    return await fn(`http://127.0.0.1:${port}/api`);
  } finally {
    await new Promise((ok) => servidor.close(ok));
  }
}

/** Every route of the real table: method, path and the label its handler sets. */
function tabela(): { metodo: string; caminho: string; nome: string }[] {
  const api = new RotasApi();
  const rotas: { metodo: string; caminho: string; nome: string }[] = [];
  for (const metodo of ['get', 'post', 'put', 'patch', 'delete'] as const) {
    const declarar = api[metodo].bind(api) as (caminho: string, ...resto: unknown[]) => void;
    (api as unknown as Record<string, unknown>)[metodo] = (caminho: string, ...resto: unknown[]) => {
      rotas.push({ metodo: metodo.toUpperCase(), caminho, nome: `${metodo.toUpperCase()} /api${caminho}` });
      declarar(caminho, ...resto);
    };
  }
  for (const registrar of ROTAS) registrar(api);
  return rotas;
}

/** An address for a route: each parameter replaced by a value no fixed segment uses. */
const endereco = (caminho: string) => caminho.replace(/:([A-Za-z]+)/g, '7');

async function quemAtende(base: string, metodo: string, caminho: string): Promise<string | null> {
  const r = await fetch(`${base}${endereco(caminho)}`, {
    method: metodo,
    headers: { authorization: 'Bearer recusado', 'content-type': 'application/json' },
    body: metodo === 'GET' || metodo === 'DELETE' ? undefined : '{}',
  });
  await r.arrayBuffer();
  return r.headers.get('x-rota');
}

const ROTAS_DA_TABELA = tabela();

const ORDENS: [string, Registrar[]][] = [
  ['como declarada em modulos.ts', [...ROTAS]],
  ['invertida', [...ROTAS].reverse()],
  ...[1, 2, 3, 4, 5, 6].map((s): [string, Registrar[]] => [`embaralhada (semente ${s})`, embaralhado(ROTAS, s)]),
];

describe('a ordem de registro das rotas não decide quem atende', () => {
  it('the shared prefixes really have fixed paths that a parameter route would match', () => {
    const caminhos = ROTAS_DA_TABELA.map((r) => `${r.metodo} ${r.caminho}`);
    for (const esperado of [
      'GET /pontuacoes/:cpf',
      'GET /pontuacoes/encerradas',
      'GET /pontuacoes/swpro',
      'GET /pontuacoes/vencimentos',
      'GET /resgates/:id',
      'GET /resgates/fotos_videos',
    ]) {
      expect(caminhos).toContain(esperado);
    }
  });

  it.each(ORDENS)('every route answers its own address, registered %s', async (_nome, ordem) => {
    await comApi(ordem, async (base) => {
      const erradas: string[] = [];
      for (const rota of ROTAS_DA_TABELA) {
        const atendeu = await quemAtende(base, rota.metodo, rota.caminho);
        if (atendeu !== rota.nome) erradas.push(`${rota.nome} foi atendida por ${atendeu}`);
      }
      expect(erradas).toEqual([]);
    });
  });
});

describe('montarRoteador', () => {
  it('orders a fixed segment before a parameter at the first place two paths differ', () => {
    const caminhos = [
      '/pontuacoes/:cpf',
      '/pontuacoes/:id/itens',
      '/pontuacoes',
      '/pontuacoes/encerradas/export',
      '/pontuacoes/encerradas',
      '/pontuacoes/reativar/:data',
    ];
    expect([...caminhos].sort(compararEspecificidade)).toEqual([
      '/pontuacoes',
      '/pontuacoes/encerradas',
      '/pontuacoes/encerradas/export',
      '/pontuacoes/reativar/:data',
      '/pontuacoes/:cpf',
      '/pontuacoes/:id/itens',
    ]);
  });

  it('refuses two routes that would answer the same addresses, and a route without a fixed prefix', () => {
    const tratar = async () => undefined;
    expect(() =>
      montarRoteador([
        { metodo: 'get', caminho: '/x/:id', tratar },
        { metodo: 'get', caminho: '/x/:codigo', tratar },
      ]),
    ).toThrow('Rotas repetidas: GET /x/:id e /x/:codigo atendem os mesmos endereços.');
    expect(() => montarRoteador([{ metodo: 'get', caminho: '/:tipo', tratar }])).toThrow(/primeiro trecho do caminho precisa ser fixo/);
    // Same shape, different methods: they never compete.
    expect(() =>
      montarRoteador([
        { metodo: 'get', caminho: '/x/:id', tratar },
        { metodo: 'put', caminho: '/x/:codigo', tratar },
      ]),
    ).not.toThrow();
  });

  it('refuses a route declared after the router was mounted', () => {
    const api = new RotasApi();
    api.get('/x', 'api.documentacao', async () => ({}));
    void api.router;
    expect(() => api.get('/y', 'api.documentacao', async () => ({}))).toThrow(/depois de montado o roteador/);
  });
});
