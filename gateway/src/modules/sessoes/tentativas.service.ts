import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { CodigoErro, entradaInvalida, ErroApp } from '../../core/errors';
import { verificarSenha } from '../../core/senhas';
import { config } from '../../runtime';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Login throttling, counted in the database so that every gateway instance agrees
 * (docs/seguranca.md, "Limites de frequência"). Within LOGIN_JANELA_MIN:
 * - a CPF with LOGIN_MAX_TENTATIVAS failures, from any address, is refused even with the right password;
 * - an address that failed for more than LOGIN_MAX_CPFS_ENDERECO distinct CPFs is spraying passwords:
 *   refused for every CPF;
 * - an address with LOGIN_MAX_TENTATIVAS_ENDERECO failures (a carrier's NAT address is shared by many
 *   phones) only tries CPFs that have not failed there, so one person's typos never lock out the rest.
 * The refusal comes before the password is checked, so a refused guess learns nothing.
 */

// Advisory lock namespaces (pg_advisory_xact_lock(namespace, hashtext(key))).
const TRAVA_CPF = 7301;
const TRAVA_ENDERECO = 7302;

type Publico = 'usuario' | 'parceiro';

const muitasTentativas = () => new ErroApp(CodigoErro.MuitasTentativas, MENSAGENS.muitasTentativas);

/**
 * Checks the limits and records the attempt as a failure, in one short transaction of its own that
 * holds advisory locks on the CPF and on the address: concurrent attempts are counted one after the
 * other, so a burst cannot get more guesses through than the limit. Outside the request's
 * transaction, so a refusal that follows never rolls the failure back. Returns the attempt's id.
 */
async function reservarTentativa(ctx: RequestContext, publico: Publico, cpf: string): Promise<string> {
  const { maximo, maximoEndereco, maximoCpfsEndereco, janelaMin } = config().tentativas;
  return ctx.dataSource.transaction(async (m) => {
    // Always the CPF first, then the address: a fixed order cannot deadlock.
    await m.query<{ pg_advisory_xact_lock: string }[]>(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [TRAVA_CPF, cpf]);
    await m.query<{ pg_advisory_xact_lock: string }[]>(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [TRAVA_ENDERECO, ctx.ip]);
    const [l] = await m.query<{ por_cpf: string; por_endereco: string; cpf_no_endereco: string; cpfs_do_endereco: string }[]>(
      `SELECT count(*) FILTER (WHERE cpf = $1) AS por_cpf,
              count(*) FILTER (WHERE ip = $2) AS por_endereco,
              count(*) FILTER (WHERE ip = $2 AND cpf = $1) AS cpf_no_endereco,
              count(DISTINCT cpf) FILTER (WHERE ip = $2) AS cpfs_do_endereco
         FROM tentativas_login
        WHERE criado_em > now() - make_interval(mins => $3) AND (cpf = $1 OR ip = $2)`,
      [cpf, ctx.ip, janelaMin],
    );
    if (Number(l.por_cpf) >= maximo) throw muitasTentativas();
    if (Number(l.cpfs_do_endereco) > maximoCpfsEndereco) throw muitasTentativas();
    if (Number(l.por_endereco) >= maximoEndereco && Number(l.cpf_no_endereco) > 0) throw muitasTentativas();
    const [{ id }] = await m.query<{ id: string }[]>(`INSERT INTO tentativas_login (publico, cpf, ip) VALUES ($1, $2, $3) RETURNING id`, [
      publico,
      cpf,
      ctx.ip,
    ]);
    return String(id);
  });
}

/**
 * Runs one password check under the limits: `conferir` answers what the right password opens, or
 * null when the password is wrong. The attempt is recorded before the check and stays as a failure
 * unless the check succeeds (a check that throws also counts as a failure).
 */
export async function comLimiteDeTentativas<T>(ctx: RequestContext, publico: Publico, cpf: string, conferir: () => Promise<T | null>): Promise<T | null> {
  const tentativa = await reservarTentativa(ctx, publico, cpf);
  const resultado = await conferir();
  if (resultado !== null) await ctx.dataSource.query<Alteracao>(`DELETE FROM tentativas_login WHERE id = $1`, [tentativa]);
  return resultado;
}

/**
 * The current password typed to set a new one (the profile screens) is a guess like a login: with a
 * stolen session, unlimited tries would find it. It is held to the same limits, and a wrong one
 * counts as a failed login of that CPF. A right one does not clear the count (only signing in does).
 */
export async function conferirSenhaAtual(ctx: RequestContext, publico: Publico, cpf: string, senhaHash: string | null, senhaDigitada: string): Promise<void> {
  const certa = await comLimiteDeTentativas(ctx, publico, cpf, async () => ((await verificarSenha(senhaHash, senhaDigitada)) ? true : null));
  if (!certa) throw entradaInvalida(MENSAGENS.senhaAtualIncorreta);
}

/** A successful login forgives that CPF's failures (from every address). */
export async function limparFalhas(ctx: RequestContext, cpf: string): Promise<void> {
  await ctx.manager.query<Alteracao>(`DELETE FROM tentativas_login WHERE cpf = $1`, [cpf]);
}
