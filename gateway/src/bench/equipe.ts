import { Pool } from 'pg';
import { cpfDe } from '../seed/gerador';

/** Staff members reading at once (issue: report screens "40 in parallel without a single 503"). */
export const EQUIPE_BENCH = 40;

/**
 * Forty staff members (Administrador, the demo password) with a session each, created on the first run.
 * A heavy read (reports, dashboard) runs at most PESADAS_POR_USUARIO at once per person, so parallel
 * load is parallel people: each connection of those scenarios takes one of these sessions.
 */
export async function entrarEquipe(banco: Pool, entrar: (cpf: string) => Promise<string>): Promise<string[]> {
  const [{ senha_hash: hashDemo }] = (await banco.query(`SELECT senha_hash FROM usuarios WHERE cpf = '30000000388'`)).rows;
  const cpfs = Array.from({ length: EQUIPE_BENCH }, (_, n) => cpfDe(900_000_000 + n));
  await banco.query(
    `INSERT INTO usuarios (nome, cpf, email, senha_hash, permissao)
     SELECT 'Equipe Bench ' || n, c, 'equipe' || n || '@bench.com.br', $2, 2 FROM unnest($1::text[]) WITH ORDINALITY AS t(c, n)
     ON CONFLICT (cpf) DO NOTHING`,
    [cpfs, hashDemo],
  );
  const tokens: string[] = [];
  for (const cpf of cpfs) tokens.push(await entrar(cpf));
  return tokens;
}
