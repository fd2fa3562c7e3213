import { EXPIRACAO_MAXIMA_CODIGO, MENSAGENS_CONTAS as M } from '@sw/common';
import { interpretarErro, notificarErro, type PayloadMutacao } from '@sw/client';
import type { LinhaCodigoCadastroFragment } from '@sw/client/gql';

export type CodigoCadastro = LinhaCodigoCadastroFragment;
export type ValoresCodigo = { codigo: string; pontos: number | ''; usos: number | ''; expiraEm: string };

export const CODIGO_VAZIO: ValoresCodigo = { codigo: '', pontos: '', usos: '', expiraEm: '' };

/** Today in São Paulo, YYYY-MM-DD: the first expiry date accepted. */
export const hojeIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The form's checks, in the order of spec 2 §5 (the server repeats them). */
export function validarCodigo(v: ValoresCodigo, expiracaoAtual?: string | null): string | null {
  if (!v.codigo.trim()) return M.informeCodigo;
  if (v.pontos === '') return M.informePontos;
  if (Number(v.pontos) < 1) return M.pontosMinimo;
  if (v.usos === '') return M.informeUsos;
  if (Number(v.usos) < 1) return M.usosMinimo;
  if (v.expiraEm && v.expiraEm !== expiracaoAtual && (v.expiraEm < hojeIso() || v.expiraEm > EXPIRACAO_MAXIMA_CODIGO)) return M.expiracaoInvalida;
  return null;
}

export const corpoDoCodigo = (v: ValoresCodigo) => ({
  codigo: v.codigo.trim().toUpperCase(),
  pontos: Number(v.pontos),
  usos: Number(v.usos),
  expiraEm: v.expiraEm || null,
});

/** The sign-up page with the code (spec 2: share link). */
export const linkDoCodigo = (codigo: string) => `${window.location.origin}/cadastrar?codigo_cadastro=${encodeURIComponent(codigo)}`;

/**
 * Runs a sign-up code mutation showing the server's message when there is one (errosDeUsuario or a
 * coded error), else the screen's fallback ('Erro ao cadastrar código' ...). Resolves undefined on failure.
 */
export async function mutarComFallback<T>(
  mutar: () => Promise<PayloadMutacao<T> | null | undefined>,
  fallback: string,
  duracao?: number,
): Promise<T | undefined> {
  let mensagem = fallback;
  try {
    const payload = await mutar();
    if (payload?.resultado) return payload.resultado;
    mensagem = payload?.errosDeUsuario?.[0]?.mensagem || fallback;
  } catch (erro) {
    const lido = interpretarErro(erro);
    if (lido.codigo) mensagem = lido.mensagem;
  }
  notificarErro(mensagem, duracao);
  return undefined;
}
