import crypto from 'node:crypto';
import { Client } from 'pg';

/**
 * Parameterised reads run as named prepared statements, so PostgreSQL parses each distinct SQL text
 * once per connection and, after five runs, may keep a generic plan instead of planning again. The
 * panel's list queries (to-one joins and per-row subqueries) took 1.5 to 2 ms to plan on every
 * request and a quarter of that to run; with the plan kept, the planning is gone
 * (docs/desempenho.md, "Planos preparados"). PostgreSQL still plans per call whenever a generic
 * plan would be costlier than the custom ones it has seen, so skewed filters keep custom plans.
 *
 * Only SELECTs with parameters: unparameterised text is mostly one-off (migrations, checks). At most
 * MAXIMO_POR_CONEXAO texts per connection, so the server's memory per connection stays bounded;
 * later texts simply run unnamed, as before.
 */
export const MAXIMO_POR_CONEXAO = 200;

const LEITURA = /^\s*(select|with)\b/i;

export class ClienteComPlanosPreparados extends Client {
  private readonly preparados = new Set<string>();

  // pg's query() has many overloads; only (text, values) calls are rewritten, the rest pass through.
  query(...args: any[]): any {
    const [texto, valores] = args;
    if (typeof texto === 'string' && Array.isArray(valores) && valores.length > 0 && args.length === 2 && LEITURA.test(texto)) {
      const nome = `sw_${crypto.createHash('sha1').update(texto).digest('hex').slice(0, 24)}`;
      if (this.preparados.has(nome) || this.preparados.size < MAXIMO_POR_CONEXAO) {
        this.preparados.add(nome);
        return (super.query as (config: unknown) => unknown)({ name: nome, text: texto, values: valores });
      }
    }
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}
