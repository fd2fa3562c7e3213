import { useEffect, useRef, useState } from 'react';
import { Switch } from '@mantine/core';
import { DURACAO_TOAST, MENSAGENS } from '@sw/common';
import { notificarErroSeNecessario } from '../errosCapturados';
import { notificarSucesso } from '../notificacoes';

export type AlternarAtivoProps = {
  ativo: boolean;
  /** Saves the new value; reject to put the switch back (errors the client already showed are not repeated). */
  aoAlternar: (novo: boolean) => Promise<void>;
  /** Texts for on and off. */
  rotulos?: [string, string];
  /** Toast after saving (3 s); null for none. */
  mensagemSucesso?: string | null;
  desabilitado?: boolean;
  /** Accessible name, e.g. 'Ativo' or 'Resgate liberado'; the visible text stays Sim/Não. */
  rotuloAcessivel?: string;
};

/**
 * The Sim/Não switch of a list row. It moves at once (optimistic), saves, and moves back when the
 * save fails, so the row never shows a value the server refused.
 */
export function AlternarAtivo({
  ativo,
  aoAlternar,
  rotulos = ['Sim', 'Não'],
  mensagemSucesso = MENSAGENS.statusAtualizado,
  desabilitado = false,
  rotuloAcessivel,
}: AlternarAtivoProps) {
  const [valor, definirValor] = useState(ativo);
  const [salvando, definirSalvando] = useState(false);
  const montado = useRef(true);
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);
  // The row was reloaded or updated from outside: follow it.
  useEffect(() => definirValor(ativo), [ativo]);

  const alternar = async (novo: boolean) => {
    if (salvando) return;
    definirValor(novo);
    definirSalvando(true);
    try {
      await aoAlternar(novo);
      if (mensagemSucesso) notificarSucesso(mensagemSucesso, DURACAO_TOAST.ativo);
    } catch (erro) {
      if (montado.current) definirValor(!novo);
      notificarErroSeNecessario(erro);
    } finally {
      if (montado.current) definirSalvando(false);
    }
  };

  return (
    <Switch
      checked={valor}
      onChange={(e) => void alternar(e.currentTarget.checked)}
      disabled={desabilitado}
      label={valor ? rotulos[0] : rotulos[1]}
      aria-label={rotuloAcessivel}
      aria-busy={salvando || undefined}
      size="sm"
    />
  );
}
