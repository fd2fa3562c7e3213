import { useState } from 'react';
import { Alert } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { sessaoFoiEncerrada, type LadoSessao } from './retorno';

/** The login screen's notice that the session ended: "Sua sessão expirou. Entre novamente." */
export function AvisoSessaoEncerrada({ lado }: { lado: LadoSessao }) {
  // Read once on opening: the notice belongs to this visit of the login screen.
  const [encerrada] = useState(() => sessaoFoiEncerrada(lado));
  if (!encerrada) return null;
  return <Alert color="yellow" variant="light" role="alert" title={MENSAGENS.sessaoExpirada} />;
}
