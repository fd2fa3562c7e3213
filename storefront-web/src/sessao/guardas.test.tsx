import { screen, waitFor } from '@testing-library/react';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';

describe('route guards', () => {
  it.each(['/home', '/perfil', '/resgates/10', '/regulamento', '/indicacao'])('a visitor opening %s goes to the public home', async (caminho) => {
    renderizarLoja(caminho);
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('link', { name: 'ENTRAR' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Experiências SW'));
  });

  it.each(['/', '/login'])('a signed-in member opening %s goes to /home', async (caminho) => {
    entrarComo(criarParceiro());
    renderizarLoja(caminho);
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/home'));
    expect(await screen.findByTestId('saldo-home')).toHaveTextContent('1.234 pontos');
  });

  it('public screens are open to visitors', async () => {
    renderizarLoja('/politica-privacidade');
    expect(await screen.findByRole('heading', { name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.getByTestId('localizacao')).toHaveTextContent('/politica-privacidade');
  });

  it('an unknown address goes to the public home', async () => {
    renderizarLoja('/nao-existe');
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent(/^\/$/));
  });
});
