import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MinhasFotosVideosDocument, type MinhasFotosVideosQuery } from '@sw/client/gql';
import { MENSAGENS_MIDIA } from '@sw/common';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

const item = (midiaId: number, tipoArquivo: string, premio: string): MinhasFotosVideosQuery['minhasFotosVideos'][number] => ({
  __typename: 'ResgateMidia',
  id: String(10 + midiaId),
  premio,
  revenda: 'Tintas Centro',
  resgatadoEm: '2026-11-20T12:00:00.000Z',
  midia: {
    __typename: 'Midia',
    id: String(midiaId),
    linkArquivo: `/api/arquivos/${String(midiaId).padStart(32, 'c')}.${tipoArquivo === 'video/mp4' ? 'mp4' : 'jpg'}`,
    tipoArquivo,
  },
});

describe('/fotos-videos', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it("lists the member's media with preview, download, WhatsApp and e-mail sharing", async () => {
    servidor.use(
      graphql.query(MinhasFotosVideosDocument, () =>
        HttpResponse.json({ data: { minhasFotosVideos: [item(1, 'image/jpeg', 'Jantar para dois'), item(2, 'video/mp4', 'Passeio de barco')] } }),
      ),
    );
    const u = userEvent.setup();
    renderizarLoja('/fotos-videos');
    const foto = await screen.findByLabelText('Foto do resgate Jantar para dois');
    const cartao = within(foto);
    expect(cartao.getByRole('link', { name: 'BAIXAR' })).toHaveAttribute('href', expect.stringMatching(/\/api\/arquivos\/c+1\.jpg\?download=1$/));
    const whatsapp = cartao.getByRole('link', { name: 'WHATSAPP' }).getAttribute('href')!;
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp)).toContain('Foto do meu resgate "Jantar para dois" no Experiências SW: http://localhost/api/arquivos/');
    const email = cartao.getByRole('link', { name: 'E-MAIL' }).getAttribute('href')!;
    expect(email).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(email)).toContain('body=Foto do meu resgate');
    await u.click(cartao.getByRole('button', { name: 'VER' }));
    expect(await screen.findByRole('img', { name: 'Foto do resgate ampliada' })).toBeInTheDocument();
    await u.keyboard('{Escape}');
    const video = screen.getByLabelText('Vídeo do resgate Passeio de barco');
    await u.click(within(video).getByRole('button', { name: 'VER' }));
    expect(await screen.findByLabelText('Vídeo do resgate')).toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    servidor.use(graphql.query(MinhasFotosVideosDocument, () => HttpResponse.json({ data: { minhasFotosVideos: [] } })));
    renderizarLoja('/fotos-videos');
    expect(await screen.findByText(MENSAGENS_MIDIA.semMidias)).toBeInTheDocument();
  });
});
