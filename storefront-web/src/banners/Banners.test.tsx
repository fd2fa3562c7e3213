import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { BannersIntervaloDocument, type BannersIntervaloQuery } from '@sw/client/gql';
import { CHAVE_BANNERS_VISTOS } from '@sw/common';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

const banner = (id: number, titulo: string, descricao: string | null = null): BannersIntervaloQuery['bannersIntervalo'][number] => ({
  __typename: 'Banner',
  id: String(id),
  titulo,
  descricao,
  linkArquivo: `/api/arquivos/${String(id).padStart(32, 'b')}.png`,
});

function responder(banners = [banner(1, 'Primeiro', '<p>Pontos em <strong>dobro</strong></p>'), banner(2, 'Segundo')]) {
  let chamadas = 0;
  servidor.use(
    graphql.query(BannersIntervaloDocument, () => {
      chamadas += 1;
      return HttpResponse.json({ data: { bannersIntervalo: banners } });
    }),
  );
  return () => chamadas;
}

describe('banner overlay', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('shows the banners one at a time, in order, with their HTML, and remembers it for the session', async () => {
    responder();
    const u = userEvent.setup();
    const { unmount } = renderizarLoja('/regulamento');
    const primeiro = await screen.findByRole('dialog', { name: 'Primeiro' });
    expect(within(primeiro).getByText('dobro').tagName).toBe('STRONG');
    expect(within(primeiro).getByRole('img', { name: 'Primeiro' })).toBeInTheDocument();
    expect(within(primeiro).getByText('1 de 2')).toBeInTheDocument();
    await u.click(within(primeiro).getByRole('button', { name: 'PRÓXIMO' }));
    const segundo = await screen.findByRole('dialog', { name: 'Segundo' });
    await u.click(within(segundo).getByRole('button', { name: 'FECHAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(`${CHAVE_BANNERS_VISTOS}:7`)).toBe('1');
    unmount();
    // Same session: not again.
    renderizarLoja('/home');
    expect(await screen.findByText('Bem-vindo(a) ao Experiências SW')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the rules to be accepted first', async () => {
    entrarComo(criarParceiro({ aceitouRegulamento: false }));
    const chamadas = responder();
    renderizarLoja('/regulamento');
    expect(await screen.findByRole('dialog', { name: 'Regulamento' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Primeiro' })).not.toBeInTheDocument();
    expect(chamadas()).toBe(0);
  });
});

describe('/home carousel', () => {
  beforeEach(() => {
    entrarComo(criarParceiro());
    window.sessionStorage.setItem(`${CHAVE_BANNERS_VISTOS}:7`, '1');
  });

  it('rotates every 8 seconds and can be moved by hand', async () => {
    responder([banner(1, 'Primeiro'), banner(2, 'Segundo'), banner(3, 'Terceiro')]);
    renderizarLoja('/home');
    const carrossel = await screen.findByRole('region', { name: 'Destaques' }, { timeout: 10000 });
    const atual = () => within(carrossel).getByTestId('titulo-banner').textContent;
    expect(atual()).toBe('Primeiro');
    jest.useFakeTimers();
    try {
      // A manual move restarts the 8 s wait (now on the fake clock).
      act(() => {
        within(carrossel).getByRole('button', { name: 'Próximo banner' }).click();
      });
      expect(atual()).toBe('Segundo');
      act(() => {
        jest.advanceTimersByTime(7900);
      });
      expect(atual()).toBe('Segundo');
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(atual()).toBe('Terceiro');
      act(() => {
        jest.advanceTimersByTime(8000);
      });
      expect(atual()).toBe('Primeiro');
      act(() => {
        within(carrossel).getByRole('button', { name: 'Ir para o banner 3' }).click();
      });
      expect(atual()).toBe('Terceiro');
    } finally {
      jest.useRealTimers();
    }
  });

  it('/home has the programme blocks and no carousel without banners', async () => {
    renderizarLoja('/home');
    expect(await screen.findByRole('heading', { name: 'Como resgatar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Como ganhar pontos' })).toBeInTheDocument();
    expect(screen.getByText('Até 5 resgates por mês e 1 por parceiro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regulamento' })).toHaveAttribute('href', '/regulamento');
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
  });
});
