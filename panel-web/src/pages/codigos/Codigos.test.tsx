import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dataParaBr, MENSAGENS_CONTAS as M } from '@sw/common';
import { hojeIso } from './codigos';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const codigo = (id: number, c: string, extra: Record<string, unknown> = {}) => ({
  id,
  codigo: c,
  pontos: 100,
  usos: 10,
  usosRealizados: 2,
  expiraEm: '2999-12-31',
  criadoEm: `2026-0${id}-01T10:00:00Z`,
  ...extra,
});

function servir({ falharCadastro = null as null | { status: number; corpo: unknown } } = {}) {
  const chamadas: { metodo: string; caminho: string; corpo?: unknown }[] = [];
  servidor.use(
    http.get('*/api/codigos-cadastro', () => HttpResponse.json({ rows: [codigo(1, 'BEMVINDO'), codigo(2, 'FEIRA', { expiraEm: null })] })),
    http.post('*/api/codigos-cadastro', async ({ request }) => {
      const corpo = await request.json();
      chamadas.push({ metodo: 'POST', caminho: '/codigos-cadastro', corpo });
      if (falharCadastro) return HttpResponse.json(falharCadastro.corpo as Record<string, unknown>, { status: falharCadastro.status });
      return HttpResponse.json({ mensagem: M.codigoCadastrado, codigo: { ...codigo(3, 'X'), ...(corpo as object) } }, { status: 201 });
    }),
    http.put('*/api/codigos-cadastro/:id', async ({ request, params }) => {
      const corpo = await request.json();
      chamadas.push({ metodo: 'PUT', caminho: `/codigos-cadastro/${params.id}`, corpo });
      return HttpResponse.json({ mensagem: M.codigoAtualizado, codigo: { ...codigo(Number(params.id), 'BEMVINDO'), ...(corpo as object) } });
    }),
    http.delete('*/api/codigos-cadastro/:id', ({ params }) => {
      chamadas.push({ metodo: 'DELETE', caminho: `/codigos-cadastro/${params.id}` });
      return HttpResponse.json({ erro: 'Falhou no servidor' }, { status: 409 });
    }),
    http.get('*/api/pontuacoes-codigo', ({ request }) => {
      chamadas.push({ metodo: 'GET', caminho: new URL(request.url).search });
      return HttpResponse.json({
        rows: [{ id: '1', codigo: 'FEIRA', pontos: 250, dataUtilizacao: '2026-11-20T12:00:00Z', parceiro: { nome: 'Rita Souza', cpf: '52998224725' } }],
      });
    }),
  );
  return chamadas;
}

const tabela = (nome: string) => screen.getByRole('table', { name: nome });

describe('Códigos de Cadastro', () => {
  it('role 2: lists, edits in a dialog, copies the share link and shows the server’s erro on delete', async () => {
    const chamadas = servir();
    const u = userEvent.setup();
    const escrever = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: escrever }, configurable: true });
    abrirPainel('/painel/codigos/lista-codigo-cadastro', sessaoDoPapel(2));
    const linha = within(within(await waitFor(() => tabela('Códigos de Cadastro'))).getByRole('row', { name: /BEMVINDO/ }));
    expect(linha.getByText('31/12/2999')).toBeInTheDocument();
    await u.click(linha.getByRole('button', { name: 'Copiar link: BEMVINDO' }));
    expect(escrever).toHaveBeenCalledWith(`${window.location.origin}/cadastrar?codigo_cadastro=BEMVINDO`);
    expect(await screen.findByText(M.linkCopiado)).toBeInTheDocument();

    await u.click(linha.getByRole('button', { name: 'Editar BEMVINDO' }));
    const dialogo = within(await screen.findByRole('dialog'));
    await u.clear(dialogo.getByLabelText('Pontos'));
    await u.click(dialogo.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(M.informePontos)).toBeInTheDocument();
    await u.type(dialogo.getByLabelText('Pontos'), '300');
    await u.click(dialogo.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(M.codigoAtualizado)).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'PUT')).toEqual({
      metodo: 'PUT',
      caminho: '/codigos-cadastro/1',
      corpo: { codigo: 'BEMVINDO', pontos: 300, usos: 10, expiraEm: '2999-12-31' },
    });

    await u.click(screen.getByRole('button', { name: 'Excluir FEIRA' }));
    expect(await screen.findByText(M.confirmarExclusao)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Falhou no servidor')).toBeInTheDocument();
  });

  it('role 0 sees the list without edit, delete or registration', async () => {
    servir();
    abrirPainel('/painel/codigos/lista-codigo-cadastro', sessaoDoPapel(0));
    expect(await screen.findByText('BEMVINDO')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar BEMVINDO' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cadastrar Código/ })).not.toBeInTheDocument();
  });

  it('registration: messages in order, upper-case code, fallback message when the server gives none', async () => {
    const chamadas = servir({ falharCadastro: { status: 500, corpo: {} } });
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/codigo-cadastro', sessaoDoPapel(1));
    await u.click(await screen.findByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(M.informeCodigo)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Código'), 'natal');
    expect(screen.getByLabelText('Código')).toHaveValue('NATAL');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(M.informePontos)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Pontos'), '50');
    await u.type(screen.getByLabelText('Usos permitidos'), '5');
    // Typed DD/MM/AAAA; a day before today is refused on leaving the field and cleared.
    await u.type(screen.getByLabelText('Data de expiração'), '01012020');
    await u.tab();
    expect(await screen.findByText(`Data de expiração deve ser a partir de ${dataParaBr(hojeIso())}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Data de expiração')).toHaveValue('');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(M.erroCadastrar)).toBeInTheDocument();
    expect(chamadas[0]).toEqual({ metodo: 'POST', caminho: '/codigos-cadastro', corpo: { codigo: 'NATAL', pontos: 50, usos: 5, expiraEm: null } });
  });

  it('Pontos por Código: searches on the server', async () => {
    const chamadas = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/codigos/codigo', sessaoDoPapel(5));
    expect(await screen.findByText('Rita Souza')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    await u.type(screen.getByPlaceholderText('Buscar por código, nome ou CPF'), 'feira');
    await waitFor(() => expect(chamadas.map((c) => c.caminho)).toContain('?search=feira'));
  });
});
