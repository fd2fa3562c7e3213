import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { notificarSucesso, sairLoja } from '@sw/client';
import { SairLojaDocument } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';

/**
 * Signs the member out: revokes the token on the server (best effort: an expired token is
 * already gone), forgets the local session (the Apollo client then drops its cache), says goodbye
 * and goes to `/`.
 */
export function useSair(): { sair: () => Promise<void>; saindo: boolean } {
  const navegar = useNavigate();
  const [revogar] = useMutation(SairLojaDocument, { context: { silenciarErros: true } });
  const [saindo, setSaindo] = useState(false);

  const sair = useCallback(async () => {
    setSaindo(true);
    try {
      await revogar();
    } catch {
      // The local session ends either way.
    }
    sairLoja();
    notificarSucesso(MENSAGENS.ateMais);
    setSaindo(false);
    navegar('/', { replace: true });
  }, [navegar, revogar]);

  return { sair, saindo };
}
