import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO, MENSAGENS } from '@sw/common';
import { renderizar } from '../../../../client/src/testes/renderizar';
import { BotaoVerArquivo, tipoDeVisualizacao } from './VisualizadorArquivo';

describe('VisualizadorArquivo', () => {
  it('knows each kind by type or by the link', () => {
    expect(tipoDeVisualizacao({ linkArquivo: '/api/arquivos/a.jpg', tipoArquivo: 'jpg' })).toBe('imagem');
    expect(tipoDeVisualizacao({ linkArquivo: '/x', tipoArquivo: 'image/webp' })).toBe('imagem');
    expect(tipoDeVisualizacao({ linkArquivo: '/api/arquivos/a.MP4?x=1' })).toBe('video');
    expect(tipoDeVisualizacao({ linkArquivo: '/api/arquivos/a.pdf', tipoArquivo: 'pdf' })).toBe('documento');
    expect(tipoDeVisualizacao({ linkArquivo: '/api/arquivos/a.exe' })).toBeNull();
  });

  it('an image opens in a lightbox with zoom; a broken image says so', async () => {
    const u = userEvent.setup();
    renderizar(<BotaoVerArquivo linkArquivo="/api/arquivos/nota.jpg" tipoArquivo="jpg" />);
    await u.click(screen.getByRole('button', { name: 'Ver arquivo' }));
    const imagem = await screen.findByRole('img', { name: 'Arquivo enviado' });
    expect(imagem).toHaveAttribute('src', '/api/arquivos/nota.jpg');
    expect(screen.getByLabelText('Zoom')).toHaveTextContent('100%');
    await u.click(screen.getByRole('button', { name: 'Aumentar zoom' }));
    expect(screen.getByLabelText('Zoom')).toHaveTextContent('125%');
    await u.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    await u.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    expect(screen.getByLabelText('Zoom')).toHaveTextContent('80%');
    fireEvent.error(imagem);
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(MENSAGENS.erroCarregarImagem);
  });

  it('a video plays in a modal; a broken video says so', async () => {
    const u = userEvent.setup();
    renderizar(<BotaoVerArquivo linkArquivo="/api/arquivos/video.mp4" tipoArquivo="mp4" />);
    await u.click(screen.getByRole('button', { name: 'Ver arquivo' }));
    const video = await screen.findByLabelText('Vídeo enviado');
    fireEvent.error(video);
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(MENSAGENS.erroCarregarVideo);
  });

  it('a PDF opens in a new tab; no link or an unknown type is an error message', async () => {
    const u = userEvent.setup();
    const abrir = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { unmount } = renderizar(<BotaoVerArquivo linkArquivo="/api/arquivos/nota.pdf" tipoArquivo="pdf" />);
    await u.click(screen.getByRole('button', { name: 'Ver arquivo' }));
    expect(abrir).toHaveBeenCalledWith('/api/arquivos/nota.pdf', '_blank', 'noopener');
    unmount();
    const semLink = renderizar(<BotaoVerArquivo linkArquivo={null} />);
    await u.click(screen.getByRole('button', { name: 'Ver arquivo' }));
    expect(await screen.findByText(MENSAGENS.arquivoNaoEncontrado)).toBeInTheDocument();
    semLink.unmount();
    renderizar(<BotaoVerArquivo linkArquivo="/api/arquivos/x.exe" />);
    await u.click(screen.getByRole('button', { name: 'Ver arquivo' }));
    await waitFor(() => expect(screen.getByText(MENSAGENS.tipoArquivoNaoSuportado)).toBeInTheDocument());
    expect(abrir).toHaveBeenCalledTimes(1);
    abrir.mockRestore();
  });

  it('a script, data, protocol-relative or climbing link is never opened, whatever its type says', async () => {
    const u = userEvent.setup();
    const abrir = jest.spyOn(window, 'open').mockImplementation(() => null);
    for (const [linkArquivo, tipoArquivo] of [
      ['javascript:alert(1)//a.pdf', 'pdf'],
      ['JavaScript:alert(1)', 'pdf'],
      ['data:text/html,<script>alert(1)</script>', 'pdf'],
      ['data:image/png;base64,AAAA', 'png'],
      ['//evil.example/a.jpg', 'jpg'],
      ['/api/arquivos/../../etc/passwd.jpg', 'jpg'],
      ['https://user:senha@evil.example/a.jpg', 'jpg'],
    ]) {
      const { unmount } = renderizar(<BotaoVerArquivo linkArquivo={linkArquivo} tipoArquivo={tipoArquivo} />);
      await u.click(screen.getByRole('button', { name: 'Ver arquivo' }));
      expect(await screen.findByText(MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO)).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Arquivo enviado' })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
    }
    expect(abrir).not.toHaveBeenCalled();
    abrir.mockRestore();
  });
});
