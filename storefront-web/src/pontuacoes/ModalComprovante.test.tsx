import { screen } from '@testing-library/react';
import { MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO } from '@sw/common';
import { renderizar } from '../../../client/src/testes/renderizar';
import { ModalComprovante } from './ModalComprovante';

describe('ModalComprovante', () => {
  it('shows our own image or PDF', async () => {
    const imagem = renderizar(<ModalComprovante link="/api/arquivos/abc.png" aoFechar={() => undefined} />);
    expect(await screen.findByRole('img', { name: 'Comprovante' })).toHaveAttribute('src', expect.stringMatching(/\/api\/arquivos\/abc\.png$/));
    imagem.unmount();
    renderizar(<ModalComprovante link="/api/arquivos/nota.pdf" aoFechar={() => undefined} />);
    expect(await screen.findByLabelText('Comprovante em PDF')).toHaveAttribute('data', expect.stringMatching(/\/api\/arquivos\/nota\.pdf$/));
  });

  it('never loads a script, data or protocol-relative link', async () => {
    for (const link of ['javascript:alert(1)//a.pdf', 'data:application/pdf;base64,JVBERi0=', '//evil.example/a.png', '/api/arquivos/../x.png']) {
      const { unmount, baseElement } = renderizar(<ModalComprovante link={link} aoFechar={() => undefined} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO);
      expect(baseElement.querySelector('img, object, a[href]')).toBeNull();
      unmount();
    }
  });
});
