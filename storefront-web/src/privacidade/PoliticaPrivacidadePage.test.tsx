import { screen } from '@testing-library/react';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';

const SECOES = [
  '1. Coleta de dados',
  '2. Uso dos dados',
  '3. Compartilhamento',
  '4. Retenção',
  '5. Suas escolhas',
  '6. Local de armazenamento',
  '7. Alterações desta política',
  '8. Contato',
];

describe('/politica-privacidade', () => {
  it('is public and has the numbered sections with what the policy states', async () => {
    renderizarLoja('/politica-privacidade');
    expect(await screen.findByRole('heading', { name: 'Política de Privacidade' })).toBeInTheDocument();
    for (const s of SECOES) expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
    expect(screen.getByText('data de nascimento;')).toBeInTheDocument();
    expect(
      screen.getByText(/marca promotora do programa, com os fornecedores que armazenam os dados para nós e com os nossos assessores jurídicos/),
    ).toBeInTheDocument();
    expect(screen.getByText(/menu "Minha Conta"/)).toBeInTheDocument();
    expect(screen.getByText(/exclusão dos seus dados podem ser pedidos por e-mail ao suporte/)).toBeInTheDocument();
    expect(document.title).toBe('Experiências SW - Política de privacidade');
  });

  it('a signed-in member reads it too', async () => {
    entrarComo(criarParceiro());
    renderizarLoja('/politica-privacidade');
    expect(await screen.findByRole('heading', { name: '8. Contato' })).toBeInTheDocument();
    expect(screen.getByTestId('localizacao')).toHaveTextContent('/politica-privacidade');
  });
});

describe('public home', () => {
  it('has the programme blocks and the links for visitors', async () => {
    renderizarLoja('/');
    expect(await screen.findByRole('heading', { name: 'O programa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Como ganhar pontos' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Política de privacidade' }).every((l) => l.getAttribute('href') === '/politica-privacidade')).toBe(true);
    expect(screen.getByRole('link', { name: 'Quero me cadastrar' })).toHaveAttribute('href', '/cadastrar');
  });
});
