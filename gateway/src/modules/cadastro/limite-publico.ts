import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { CodigoErro, ErroApp } from '../../core/errors';
import { config } from '../../runtime';
import type { SemLinhas } from '../../db/resultado-sql';

export type AcaoPublica = 'cadastro' | 'verificarCpf' | 'recuperarSenha' | 'usarRecuperacao' | 'contato' | 'loginSocial';

/**
 * Public calls that answer differently for registered and unknown CPFs (or send e-mail) are
 * counted per address, like logins (LOGIN_MAX_TENTATIVAS per LOGIN_JANELA_MIN), so they cannot
 * be used to enumerate members at speed. Every call counts, successful or not. The CPF check of
 * the registration form is called on each blur, so it gets a larger allowance.
 */
export async function contarChamadaPublica(ctx: RequestContext, acao: AcaoPublica): Promise<void> {
  const { maximo, janelaMin } = config().tentativas;
  const limite = acao === 'verificarCpf' ? maximo * 3 : maximo;
  const [{ n }] = await ctx.manager.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM tentativas_publicas WHERE acao = $1 AND ip = $2 AND criado_em > now() - make_interval(mins => $3)`,
    [acao, ctx.ip, janelaMin],
  );
  if (n >= limite) throw new ErroApp(CodigoErro.MuitasTentativas, MENSAGENS.muitasTentativas);
  await ctx.manager.query<SemLinhas>(`INSERT INTO tentativas_publicas (acao, ip) VALUES ($1, $2)`, [acao, ctx.ip]);
}
