import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { obterSessao } from '@sw/client';
import { MeuParceiroDocument, SairLojaDocument } from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja, TOKEN_TESTE } from '../testes/renderizar';
import { servidor } from '../testes/servidor';
import { AMBIENTE } from '../testes/ambiente';
import { PASSOS_TUTORIAL } from './TutorialModal';

describe('header and footer', () => {
  it('a visitor sees ENTRAR, CADASTRE-SE and TUTORIAL, and no balance', async () => {
    renderizarLoja('/');
    expect(await screen.findByRole('link', { name: 'ENTRAR' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'CADASTRE-SE' })).toHaveAttribute('href', '/cadastrar');
    expect(screen.getByRole('button', { name: 'TUTORIAL' })).toBeInTheDocument();
    expect(screen.queryByTestId('saudacao-membro')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('TUTORIAL opens the configured video with the steps, and keeps the steps when the video cannot load', async () => {
    const usuario = userEvent.setup();
    renderizarLoja('/');
    await usuario.click(await screen.findByRole('button', { name: 'TUTORIAL' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Tutorial' });
    const video = within(dialogo).getByLabelText('Vídeo do tutorial');
    expect(video).toHaveAttribute('src', '/tutorial.mp4');
    fireEvent.error(video);
    expect(await within(dialogo).findByText(/Não foi possível carregar o vídeo do tutorial/)).toBeInTheDocument();
    expect(within(within(dialogo).getByRole('list', { name: 'Passo a passo do programa' })).getAllByRole('listitem')).toHaveLength(PASSOS_TUTORIAL.length);
  });

  it('without a tutorial video (the default build) TUTORIAL shows the written steps, never a dead video', async () => {
    const original = AMBIENTE.tutorialUrl;
    AMBIENTE.tutorialUrl = null;
    try {
      const usuario = userEvent.setup();
      renderizarLoja('/');
      await usuario.click(await screen.findByRole('button', { name: 'TUTORIAL' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Tutorial' });
      const passos = within(within(dialogo).getByRole('list', { name: 'Passo a passo do programa' })).getAllByRole('listitem');
      expect(passos.map((p) => p.textContent)).toEqual([...PASSOS_TUTORIAL]);
      expect(within(dialogo).queryByLabelText('Vídeo do tutorial')).not.toBeInTheDocument();
      expect(dialogo.querySelector('video')).toBeNull();
    } finally {
      AMBIENTE.tutorialUrl = original;
    }
  });

  it('the footer has the rights notice, WhatsApp and the support e-mail', async () => {
    renderizarLoja('/');
    const ano = new Date().getFullYear();
    expect(await screen.findByText(`© ${ano} Experiências SW. Todos os direitos reservados.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(11) 99999-0000' })).toHaveAttribute('href', 'https://wa.me/5511999990000');
    expect(screen.getByRole('link', { name: 'suporte@experienciassw.com.br' })).toHaveAttribute('href', 'mailto:suporte@experienciassw.com.br');
  });

  it('a member sees the greeting with the points balance instead of ENTRAR', async () => {
    entrarComo(criarParceiro({ nome: 'João Souza', saldoPontos: '25430.00' }));
    renderizarLoja('/home');
    const saudacao = await screen.findByTestId('saudacao-membro');
    expect(saudacao).toHaveTextContent('Olá, João Souza');
    expect(saudacao).toHaveTextContent('25.430 pontos');
    expect(screen.queryByRole('link', { name: 'ENTRAR' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INDIQUE E GANHE' })).toHaveAttribute('href', '/indicacao');
  });

  it('/home refreshes the stored member from meuParceiro', async () => {
    entrarComo(criarParceiro({ saldoPontos: '100.00' }));
    servidor.use(graphql.query(MeuParceiroDocument, () => HttpResponse.json({ data: { meuParceiro: criarParceiro({ saldoPontos: '900.00' }) } })));
    renderizarLoja('/home');
    await waitFor(() => expect(screen.getByTestId('saudacao-membro')).toHaveTextContent('900 pontos'));
    expect(obterSessao().loja?.parceiro.saldoPontos).toBe('900.00');
    expect(await screen.findByTestId('saldo-home')).toHaveTextContent('900 pontos');
  });

  it('Sair revokes the token, forgets the session, says goodbye and goes to /', async () => {
    const usuario = userEvent.setup();
    const autorizacoes: Array<string | null> = [];
    servidor.use(
      graphql.mutation(SairLojaDocument, ({ request }) => {
        autorizacoes.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { sair: true } });
      }),
    );
    entrarComo(criarParceiro());
    renderizarLoja('/home');
    await usuario.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent(/^\/$/));
    expect(autorizacoes).toEqual([`${TOKEN_TESTE}|`]);
    expect(obterSessao().loja).toBeNull();
    expect(await screen.findByText('Até mais!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ENTRAR' })).toBeInTheDocument();
  });

  it('the member menu lists the private pages', async () => {
    const usuario = userEvent.setup();
    entrarComo(criarParceiro());
    renderizarLoja('/home');
    await usuario.click(await screen.findByRole('button', { name: 'MINHA CONTA' }));
    const menu = await screen.findByRole('menu');
    const destinos = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    expect(destinos).toEqual([
      '/home',
      '/loja',
      '/perfil',
      '/pontuacoes',
      '/resgates',
      '/enviar-pontuacao',
      '/pontos-produtos',
      '/cartao',
      '/fotos-videos',
      '/regulamento',
      '/politica-privacidade',
      '/contato',
    ]);
    // The menu loads on the first click and mounts open, with the focus in it, as a click on a loaded menu leaves it.
    expect(screen.getByRole('button', { name: 'MINHA CONTA' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it.each([
    [1, true],
    [2, true],
    [0, false],
    [3, false],
  ])('with tipoPontuacao %s, "Enviar Nota Fiscal" shown: %s', async (tipoPontuacao, visivel) => {
    const usuario = userEvent.setup();
    const parceiro = criarParceiro();
    entrarComo({ ...parceiro, revenda: { ...parceiro.revenda!, tipoPontuacao } });
    renderizarLoja('/home');
    await usuario.click(await screen.findByRole('button', { name: 'MINHA CONTA' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Enviar Nota Fiscal' }) !== null).toBe(visivel);
    expect(within(menu).getByRole('menuitem', { name: 'Regulamento' })).toBeInTheDocument();
  });

  it('on a phone the burger opens a drawer with the same menu and Sair', async () => {
    const usuario = userEvent.setup();
    entrarComo(criarParceiro());
    renderizarLoja('/home');
    await usuario.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const gaveta = await screen.findByRole('dialog', { name: 'Minha conta' });
    expect(within(gaveta).getByRole('link', { name: 'Minhas pontuações' })).toHaveAttribute('href', '/pontuacoes');
    expect(within(gaveta).getByRole('link', { name: 'Enviar Nota Fiscal' })).toBeInTheDocument();
    expect(within(gaveta).getByRole('link', { name: 'INDIQUE E GANHE' })).toBeInTheDocument();
    expect(within(gaveta).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });
});
