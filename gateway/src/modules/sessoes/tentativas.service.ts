import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { CodigoErro, entradaInvalida, ErroApp } from '../../core/errors';
import { verificarSenha } from '../../core/senhas';
import { config } from '../../runtime';

/**
 * Login throttling, per CPF and per address, counted in the database so that every gateway
 * instance agrees. Checked before the password, so the next attempt after the limit is refused
 * even with the right password until the window passes.
 */
export async function verificarBloqueio(ctx: RequestContext, cpf: string): Promise<void> {
  const { maximo, janelaMin } = config().tentativas;
  const [linha] = await ctx.manager.query(
    `SELECT
       count(*) FILTER (WHERE cpf = $1) AS por_cpf,
       count(*) FILTER (WHERE ip = $2) AS por_ip
     FROM tentativas_login
     WHERE criado_em > now() - make_interval(mins => $3) AND (cpf = $1 OR ip = $2)`,
    [cpf, ctx.ip, janelaMin],
  );
  if (Number(linha.por_cpf) >= maximo || Number(linha.por_ip) >= maximo) {
    throw new ErroApp(CodigoErro.MuitasTentativas, MENSAGENS.muitasTentativas);
  }
}

/** Outside any transaction of the request: the refusal that follows must not roll the failure back. */
export async function registrarFalha(ctx: RequestContext, publico: 'usuario' | 'parceiro', cpf: string): Promise<void> {
  await ctx.dataSource.query(`INSERT INTO tentativas_login (publico, cpf, ip) VALUES ($1, $2, $3)`, [publico, cpf, ctx.ip]);
}

/**
 * The current password typed to set a new one (the profile screens) is a guess like a login: with a
 * stolen session, unlimited tries would find it. It is held to the same limit, per CPF and address,
 * and a wrong one counts as a failed login of that CPF. A right one does not clear the count (only
 * signing in does).
 */
export async function conferirSenhaAtual(
  ctx: RequestContext, publico: 'usuario' | 'parceiro', cpf: string, senhaHash: string | null, senhaDigitada: string,
): Promise<void> {
  await verificarBloqueio(ctx, cpf);
  if (await verificarSenha(senhaHash, senhaDigitada)) return;
  await registrarFalha(ctx, publico, cpf);
  throw entradaInvalida(MENSAGENS.senhaAtualIncorreta);
}

/** A successful login forgives that CPF's failures (the address keeps its count). */
export async function limparFalhas(ctx: RequestContext, cpf: string): Promise<void> {
  await ctx.manager.query(`DELETE FROM tentativas_login WHERE cpf = $1`, [cpf]);
}
