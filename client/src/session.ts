/**
 * The browser session of both apps: the panel user's and the member's, kept side by side so one
 * browser can be signed in on both. Persisted in localStorage under CHAVE_SESSAO (auth data, the
 * user and the partner only; busy flags live in the screens) and restored on load.
 */
import { useSyncExternalStore } from 'react';
import { CASAS_PONTOS, CHAVE_SESSAO, decimalExato, montarAutorizacao } from '@sw/common';
import type { ParceiroSessaoFragment, UsuarioSessaoFragment } from './gql/graphql';
import { esquecerSessaoEncerrada } from './sessao-encerrada/retorno';

/** The panel user as the session keeps it (the fields of GraphQL `Usuario`). */
export type UsuarioSessao = UsuarioSessaoFragment;
/** The member as the session keeps it (the fields of GraphQL `Parceiro`). */
export type ParceiroSessao = ParceiroSessaoFragment;

export type RedeAntifraudeSessao = { id: string; nome: string };

export type SessaoPainel = {
  token: string;
  usuario: UsuarioSessao;
  redesAntifraude: RedeAntifraudeSessao[];
};

export type SessaoLoja = {
  token: string;
  parceiro: ParceiroSessao;
};

export type EstadoSessao = {
  painel: SessaoPainel | null;
  loja: SessaoLoja | null;
};

type Ouvinte = (estado: EstadoSessao) => void;

const VAZIO: EstadoSessao = Object.freeze({ painel: null, loja: null }) as EstadoSessao;

/** Copies a GraphQL object without Apollo's __typename (one level, plus nested objects). */
function semTipo<T extends object>(valor: T): T {
  const copia: Record<string, unknown> = {};
  for (const [chave, v] of Object.entries(valor)) {
    if (chave === '__typename') continue;
    copia[chave] = v && typeof v === 'object' && !Array.isArray(v) ? semTipo(v as object) : v;
  }
  return copia as T;
}

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Ids are GraphQL `ID` (text). A session saved before that kept them as numbers: read both, so a
 * signed-in member or staff user is not sent back to the login after an update.
 */
const idDe = (v: unknown): string | null => (typeof v === 'string' && v ? v : typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : null);

/** Points are the Pontos scalar (text, "3200.00"); a session saved before kept them as numbers. */
const pontosDe = (v: unknown): string => decimalExato(v ?? 0, CASAS_PONTOS) ?? '0.00';

function lerPainel(v: unknown): SessaoPainel | null {
  if (!ehObjeto(v) || typeof v.token !== 'string' || !v.token || !ehObjeto(v.usuario)) return null;
  const usuario = v.usuario as unknown as UsuarioSessao;
  if (typeof usuario.nome !== 'string' || typeof usuario.permissao !== 'number') return null;
  const redes = Array.isArray(v.redesAntifraude)
    ? (v.redesAntifraude as unknown[]).flatMap((r) =>
        ehObjeto(r) && idDe(r.id) && typeof r.nome === 'string' ? [{ id: idDe(r.id) as string, nome: r.nome }] : [],
      )
    : [];
  return { token: v.token, usuario, redesAntifraude: redes };
}

function lerLoja(v: unknown): SessaoLoja | null {
  if (!ehObjeto(v) || typeof v.token !== 'string' || !v.token || !ehObjeto(v.parceiro)) return null;
  const salvo = v.parceiro as unknown as ParceiroSessao;
  if (typeof salvo.nome !== 'string') return null;
  const id = idDe(salvo.id) ?? salvo.id;
  const revenda = ehObjeto(salvo.revenda) ? { ...salvo.revenda, id: idDe(salvo.revenda.id) ?? '' } : salvo.revenda;
  const pontos = { saldoPontos: pontosDe(salvo.saldoPontos), totalPontos: pontosDe(salvo.totalPontos) };
  return { token: v.token, parceiro: { ...salvo, id, revenda, ...pontos } };
}

function armazenamento(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Reads the persisted session; anything unreadable counts as signed out. */
function restaurar(): EstadoSessao {
  const bruto = armazenamento()?.getItem(CHAVE_SESSAO);
  if (!bruto) return VAZIO;
  try {
    const dados = JSON.parse(bruto) as unknown;
    if (!ehObjeto(dados)) return VAZIO;
    const painel = lerPainel(dados.painel);
    const loja = lerLoja(dados.loja);
    return painel || loja ? { painel, loja } : VAZIO;
  } catch {
    return VAZIO;
  }
}

let estado: EstadoSessao = restaurar();
const ouvintes = new Set<Ouvinte>();

function persistir(novo: EstadoSessao) {
  const loja = armazenamento();
  if (!loja) return;
  try {
    if (!novo.painel && !novo.loja) loja.removeItem(CHAVE_SESSAO);
    else loja.setItem(CHAVE_SESSAO, JSON.stringify({ painel: novo.painel, loja: novo.loja }));
  } catch {
    // Storage full or blocked: the session still lives for this page.
  }
}

function definir(novo: EstadoSessao, gravar = true) {
  estado = !novo.painel && !novo.loja ? VAZIO : novo;
  if (gravar) persistir(estado);
  for (const ouvinte of [...ouvintes]) ouvinte(estado);
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (evento) => {
    if (evento.key === CHAVE_SESSAO || evento.key === null) definir(restaurar(), false);
  });
}

/** The current session (an immutable snapshot). */
export function obterSessao(): EstadoSessao {
  return estado;
}

export function entrarPainel(sessao: SessaoPainel): void {
  const { token, usuario, redesAntifraude } = sessao;
  definir({
    ...estado,
    painel: { token, usuario: semTipo(usuario), redesAntifraude: (redesAntifraude ?? []).map(({ id, nome }) => ({ id, nome })) },
  });
}

export function entrarLoja(sessao: SessaoLoja): void {
  const { token, parceiro } = sessao;
  definir({ ...estado, loja: { token, parceiro: semTipo(parceiro) } });
}

/** The person signs out of the panel (Sair): nothing to come back to. */
export function sairPainel(): void {
  esquecerSessaoEncerrada('painel');
  if (estado.painel) definir({ ...estado, painel: null });
}

/** The member signs out (Sair): nothing to come back to. */
export function sairLoja(): void {
  esquecerSessaoEncerrada('loja');
  if (estado.loja) definir({ ...estado, loja: null });
}

/** Signs out both sides (what any 401 does). */
export function sairTudo(): void {
  definir(VAZIO);
}

/** Merges fields into the stored member (profile edits, new balance, accepted rules...). */
export function atualizarParceiro(parcial: Partial<ParceiroSessao>): void {
  if (!estado.loja) return;
  definir({ ...estado, loja: { ...estado.loja, parceiro: { ...estado.loja.parceiro, ...semTipo(parcial) } } });
}

/** Merges fields into the stored panel user (e.g. the name after Meu Perfil). */
export function atualizarUsuario(parcial: Partial<UsuarioSessao>): void {
  if (!estado.painel) return;
  definir({ ...estado, painel: { ...estado.painel, usuario: { ...estado.painel.usuario, ...semTipo(parcial) } } });
}

/** Replaces the list of networks in antifraud alert shown by the panel menu badge. */
export function atualizarRedesAntifraude(redes: RedeAntifraudeSessao[]): void {
  if (!estado.painel) return;
  definir({ ...estado, painel: { ...estado.painel, redesAntifraude: redes.map(({ id, nome }) => ({ id, nome })) } });
}

/** Calls the listener on every change; returns the function that stops listening. */
export function assinarSessao(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  return () => {
    ouvintes.delete(ouvinte);
  };
}

/** The Authorization header value, rebuilt from both tokens: `lojaToken|painelToken`. */
export function cabecalhoAutorizacao(): string {
  return montarAutorizacao(estado.loja?.token, estado.painel?.token);
}

const assinarReact = (aoMudar: () => void) => assinarSessao(aoMudar);

/** React view of the session; re-renders on sign-in, sign-out and updates. */
export function useSessao(): EstadoSessao {
  return useSyncExternalStore(assinarReact, obterSessao, obterSessao);
}

/** For tests: re-reads localStorage as a fresh page load would. */
export function recarregarSessaoDoArmazenamento(): void {
  definir(restaurar(), false);
}
