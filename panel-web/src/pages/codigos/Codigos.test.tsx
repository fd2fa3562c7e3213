import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { dataParaBr, MENSAGENS_CONTAS as M } from '@sw/common';
import {
  AtualizarCodigoCadastroDocument,
  CodigosCadastroDocument,
  CriarCodigoCadastroDocument,
  ExcluirCodigoCadastroDocument,
  PontuacoesCodigoDocument,
  type LinhaCodigoCadastroFragment,
} from '@sw/client/gql';
import { hojeIso } from './codigos';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const codigo = (id: number, c: string, extra: Partial<LinhaCodigoCadastroFragment> = {}): LinhaCodigoCadastroFragment => ({
  __typename: 'CodigoCadastro',
  id: String(id),
  codigo: c,
  pontos: 100,
  usos: 10,
  usosRealizados: 2,
  expiraEm: '2999-12-31',
  criadoEm: `2026-0${id}-01T10:00:00Z`,
  ...extra,
});

/** A failed registration: an error with a code (its message is shown) or none (the screen's fallback). */
type Falha = { erros: { message: string; extensions?: { code: string } }[] } | { errosDeUsuario: { campo: string | null; mensagem: string }[] };

function servir({ falharCadastro = null as Falha | null } = {}) {
  const chamadas: { operacao: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(CodigosCadastroDocument, () =>
      HttpResponse.json({ data: { codigosCadastro: [codigo(1, 'BEMVINDO'), codigo(2, 'FEIRA', { expiraEm: null })] } }),
    ),
    graphql.mutation(CriarCodigoCadastroDocument, ({ variables }) => {
      chamadas.push({ operacao: 'criar', variaveis: variables.input });
      if (falharCadastro && 'erros' in falharCadastro) return HttpResponse.json({ errors: falharCadastro.erros, data: null });
      const errosDeUsuario = falharCadastro?.errosDeUsuario.map((e) => ({ __typename: 'ErroDeUsuario' as const, ...e })) ?? [];
      const resultado = errosDeUsuario.length ? null : { ...codigo(3, 'X'), ...variables.input, expiraEm: variables.input.expiraEm ?? null };
      return HttpResponse.json({ data: { criarCodigoCadastro: { __typename: 'CodigoCadastroPayload', resultado, errosDeUsuario } } });
    }),
    graphql.mutation(AtualizarCodigoCadastroDocument, ({ variables }) => {
      chamadas.push({ operacao: 'atualizar', variaveis: variables.input });
      const { id, ...dados } = variables.input;
      const resultado = { ...codigo(Number(id), 'BEMVINDO'), ...dados, expiraEm: dados.expiraEm ?? null };
      return HttpResponse.json({ data: { atualizarCodigoCadastro: { __typename: 'CodigoCadastroPayload', resultado, errosDeUsuario: [] } } });
    }),
    graphql.mutation(ExcluirCodigoCadastroDocument, ({ variables }) => {
      chamadas.push({ operacao: 'excluir', variaveis: variables.input });
      return HttpResponse.json({ errors: [{ message: 'Falhou no servidor', extensions: { code: 'CONFLICT' } }], data: null });
    }),
    graphql.query(PontuacoesCodigoDocument, ({ variables }) => {
      chamadas.push({ operacao: 'pontuacoes', variaveis: variables.input ?? {} });
      return HttpResponse.json({
        data: {
          pontuacoesCodigo: [
            {
              __typename: 'PontuacaoCodigo',
              id: '1',
              codigo: 'FEIRA',
              pontos: 250,
              dataUtilizacao: '2026-11-20T12:00:00Z',
              parceiro: { __typename: 'ParceiroDoCodigo', nome: 'Rita Souza', cpf: '52998224725' },
            },
          ],
        },
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
    expect(chamadas.find((c) => c.operacao === 'atualizar')?.variaveis).toEqual({ id: '1', codigo: 'BEMVINDO', pontos: 300, usos: 10, expiraEm: '2999-12-31' });

    await u.click(screen.getByRole('button', { name: 'Excluir FEIRA' }));
    expect(await screen.findByText(M.confirmarExclusao)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Falhou no servidor')).toBeInTheDocument();
    expect(chamadas.find((c) => c.operacao === 'excluir')?.variaveis).toEqual({ id: '2' });
  });

  it('role 0 sees the list without edit, delete or registration', async () => {
    servir();
    abrirPainel('/painel/codigos/lista-codigo-cadastro', sessaoDoPapel(0));
    expect(await screen.findByText('BEMVINDO')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar BEMVINDO' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cadastrar Código/ })).not.toBeInTheDocument();
  });

  it('registration: messages in order, upper-case code, fallback message when the server gives none', async () => {
    const chamadas = servir({ falharCadastro: { erros: [{ message: 'Failed to fetch' }] } });
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
    expect(chamadas[0]).toEqual({ operacao: 'criar', variaveis: { codigo: 'NATAL', pontos: 50, usos: 5, expiraEm: null } });
  });

  it('registration: the server’s field message (errosDeUsuario) is shown; success goes to the list', async () => {
    servir({ falharCadastro: { errosDeUsuario: [{ campo: 'codigo', mensagem: 'Código já cadastrado' }] } });
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/codigo-cadastro', sessaoDoPapel(1));
    await u.type(await screen.findByLabelText('Código'), 'bemvindo');
    await u.type(screen.getByLabelText('Pontos'), '50');
    await u.type(screen.getByLabelText('Usos permitidos'), '5');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Código já cadastrado')).toBeInTheDocument();
    expect(screen.queryByText(M.codigoCadastrado)).not.toBeInTheDocument();
    // The same form sent again once the server accepts it.
    servir();
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(M.codigoCadastrado)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Códigos de Cadastro' })).toBeInTheDocument();
  });

  it('Pontos por Código: searches on the server', async () => {
    const chamadas = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/codigos/codigo', sessaoDoPapel(5));
    expect(await screen.findByText('Rita Souza')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    await u.type(screen.getByPlaceholderText('Buscar por código, nome ou CPF'), 'feira');
    await waitFor(() => expect(chamadas.map((c) => c.variaveis)).toContainEqual({ busca: 'feira' }));
  });
});
