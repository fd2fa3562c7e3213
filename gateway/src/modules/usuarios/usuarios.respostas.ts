import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/usuarios routes and the panel sign-in answer (core/respostas.ts). A panel user never carries its password. */

export const usuario = z.object({
  id: r.inteiro,
  nome: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  permissao: r.inteiro,
  /** The stores a role 3 user may see, comma-separated (the contract's form). */
  idRevendasPermitidas: z.string().nullable(),
  idRedesPermitidas: z.string().nullable(),
  ativo: z.boolean(),
});

export const listaOuPagina = r.listaOuPagina('usuarios', usuario);

/** Meu Perfil answers the saved name; never a password (docs/decisoes.md). */
export const perfil = z.object({ nome: z.string() });
