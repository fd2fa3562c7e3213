/** Constants both sides agree on (spec 1 §9, spec 3 §9). */

/** localStorage key under which both apps keep the session (auth, user and partner data). */
export const CHAVE_SESSAO = 'experiencias-sw:sessao';

/** Header carrying the current page address on every request. */
export const CABECALHO_LOCALIZACAO = 'AppLocation';

/** Authorization header value: `lojaToken|painelToken`. */
export const montarAutorizacao = (tokenLoja?: string | null, tokenPainel?: string | null): string => `${tokenLoja ?? ''}|${tokenPainel ?? ''}`;

export function lerAutorizacao(valor: string | undefined | null): { tokenLoja: string | null; tokenPainel: string | null } {
  if (!valor) return { tokenLoja: null, tokenPainel: null };
  const semEsquema = valor.replace(/^Bearer\s+/i, '').trim();
  const [loja, painel] = semEsquema.includes('|') ? semEsquema.split('|', 2) : [semEsquema, ''];
  return { tokenLoja: loja || null, tokenPainel: painel || null };
}

export const DURACAO_TOAST = { padrao: 10000, ativo: 3000, download: 5000, linkCopiado: 2000 } as const;
export const TAMANHOS_PAGINA = [5, 10, 50, 100] as const;
export const TAMANHO_PAGINA_PADRAO = 10;
export const LARGURA_MENU = { aberto: 250, fechado: 70 } as const;
export const BREAKPOINT_MOBILE = 400;
export const MESES_VALIDADE_PONTOS = 18;
export const IDADE_MINIMA = 18;

export const TIPOS_PONTUACAO: Record<number, string> = { 0: 'Sistema', 1: 'Digitação', 2: 'Foto' };
export const CENARIOS: Record<number, string> = { 0: 'Inicial', 1: 'A', 2: 'B', 3: 'C' };
