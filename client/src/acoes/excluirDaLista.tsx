import type { ReactNode } from 'react';
import { notificarSucesso } from '../notificacoes';
import { AcoesDaLinha } from './AcoesDaLinha';
import { confirmar } from './confirmar';

/**
 * The delete flow every list shares: ask in a red dialog, call the server, toast, drop the row.
 * A refusal from the server (records still point at it, say) was already shown as a toast by the
 * client's error handler, so it only keeps the row. Resolves true when the row was deleted.
 */
export async function excluirComConfirmacao({
  titulo,
  mensagem,
  excluir,
  mensagemSucesso,
  aoExcluir,
}: {
  titulo: string;
  mensagem: string;
  excluir: () => Promise<unknown>;
  mensagemSucesso: string;
  /** Runs after the server deleted it, e.g. `controle.removerLinha(id)`. */
  aoExcluir: () => void;
}): Promise<boolean> {
  if (!(await confirmar({ titulo, mensagem, rotuloConfirmar: 'Excluir', perigo: true }))) return false;
  try {
    await excluir();
  } catch {
    return false;
  }
  notificarSucesso(mensagemSucesso);
  aoExcluir();
  return true;
}

/**
 * The actions column of a list whose rows can be edited and/or deleted by the current role:
 * undefined (no column) when the role can do neither.
 */
export function colunaDeAcoes<T>({
  nome,
  aoEditar,
  aoExcluir,
}: {
  nome: (linha: T) => string;
  aoEditar?: (linha: T) => void;
  aoExcluir?: (linha: T) => void;
}): ((linha: T) => ReactNode) | undefined {
  if (!aoEditar && !aoExcluir) return undefined;
  return (linha: T) => (
    <AcoesDaLinha nome={nome(linha)} aoEditar={aoEditar ? () => aoEditar(linha) : undefined} aoExcluir={aoExcluir ? () => aoExcluir(linha) : undefined} />
  );
}
