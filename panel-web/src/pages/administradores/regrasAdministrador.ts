import { MENSAGENS, Permissao } from '@sw/common';

/** The fields a panel user has both when registered and when edited. */
export type CamposComuns = { nome: string; email: string; permissao: string; lojas: string[]; redes: string[] };

/** The form rules the registration page and the edit dialog share (the server checks the same). */
export const REGRAS_ADMINISTRADOR = {
  nome: (v: string) => (v.trim() ? null : MENSAGENS.obrigatorio('Nome')),
  email: (v: string) => (!v.trim() ? MENSAGENS.obrigatorio('Email') : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : MENSAGENS.invalido('Email')),
  permissao: (v: string) => (v === '' ? MENSAGENS.permissaoObrigatoria : null),
  lojas: (v: string[], valores: { permissao: string }) => (valores.permissao === String(Permissao.Vendedor) && v.length === 0 ? MENSAGENS.selecioneLoja : null),
};
