import { act } from '@testing-library/react';
import { limparNotificacoes, sairTudo } from '@sw/client';

afterEach(() => {
  act(() => {
    sairTudo();
    limparNotificacoes();
  });
  localStorage.clear();
});
