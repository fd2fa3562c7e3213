import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MENSAGENS_CONTAS as M } from '@sw/common';
import { obterSessao } from '@sw/client';
import {
  AtualizarPerfilParceiroDocument,
  EntrarParceiroSocialDocument,
  EnviarEmailContatoDocument,
  LoginSocialConfigDocument,
  MeuCodigoIndicacaoDocument,
  MinhasIndicacoesDocument,
  ProdutosDaMinhaLojaDocument,
  RevendasPublicasDocument,
  type AtualizarPerfilParceiroMutationVariables,
} from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

describe('/indicacao', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('shows the code, the share link, MEUS INDICADOS (own code) and the summary', async () => {
    const pedidos: Record<string, unknown>[] = [];
    servidor.use(
      graphql.query(MeuCodigoIndicacaoDocument, () =>
        HttpResponse.json({ data: { meuCodigoIndicacao: { __typename: 'MeuCodigoIndicacao', codigo: 'SWABCD2345', link: 'x' } } }),
      ),
      graphql.query(MinhasIndicacoesDocument, ({ variables }) => {
        pedidos.push(variables);
        return HttpResponse.json({
          data: {
            resumoIndicacoes: { __typename: 'ResumoIndicacoes', validas: 1, pontos: 500 },
            indicacoes: {
              __typename: 'IndicacaoPagina',
              total: 2,
              totalEstimado: false,
              itens: [
                {
                  __typename: 'Indicacao',
                  id: '1',
                  nome: 'Pedro Indicado',
                  cpf: '***.456.789-**',
                  celular: '11987654321',
                  validado: true,
                  plataforma: 'Indicado por Cadastro',
                },
                {
                  __typename: 'Indicacao',
                  id: '2',
                  nome: 'Rita Nova',
                  cpf: '***.111.222-**',
                  celular: null,
                  validado: false,
                  plataforma: 'Indicado por Cadastro',
                },
              ],
            },
          },
        });
      }),
    );
    renderizarLoja('/indicacao');
    expect(await screen.findByRole('heading', { name: 'INDIQUE E GANHE' })).toBeInTheDocument();
    expect(await screen.findByTestId('codigo-indicacao')).toHaveTextContent('SWABCD2345');
    expect(screen.getByTestId('link-indicacao')).toHaveTextContent(`${window.location.origin}/cadastrar?quemIndicou=SWABCD2345`);
    const tabela = await screen.findByRole('table', { name: 'Meus indicados' });
    const pedro = within(within(tabela).getByRole('row', { name: /Pedro Indicado/ }));
    expect(pedro.getByText('***.456.789-**')).toBeInTheDocument();
    expect(pedro.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(pedro.getByText('Sim')).toBeInTheDocument();
    expect(within(tabela).getByText('Não')).toBeInTheDocument();
    expect(screen.getByTestId('resumo-indicacoes')).toHaveTextContent('Indicações válidas: 1 · Pontos acumulados: 500');
    expect(screen.getByText('Ache Seu Pintor: 1.500 pontos')).toBeInTheDocument();
    expect(pedidos[0]).toEqual({ input: { codigo: 'SWABCD2345', pagina: 1, porPagina: 10, ordenarPor: 'nome', direcao: 'ASC', busca: null } });
  });
});

describe('/contato', () => {
  beforeEach(() => entrarComo(criarParceiro({ telefone: '1133334444' })));

  it('shows the profile read-only; an empty message is not sent; a message is', async () => {
    const enviados: unknown[] = [];
    servidor.use(
      graphql.mutation(EnviarEmailContatoDocument, ({ variables }) => {
        enviados.push(variables);
        return HttpResponse.json({
          data: {
            enviarEmailContato: { __typename: 'MensagemPayload', resultado: { __typename: 'Mensagem', mensagem: M.mensagemEnviada }, errosDeUsuario: [] },
          },
        });
      }),
    );
    const u = userEvent.setup();
    renderizarLoja('/contato');
    expect(await screen.findByLabelText('Nome')).toHaveValue('Maria Silva');
    expect(screen.getByLabelText('Nome')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 3333-4444');
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(M.informeMensagem)).toBeInTheDocument();
    expect(enviados).toEqual([]);
    await u.type(screen.getByLabelText('Mensagem'), 'Preciso de ajuda');
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(M.mensagemEnviada)).toBeInTheDocument();
    expect(enviados).toEqual([{ input: { mensagem: 'Preciso de ajuda' } }]);
  });
});

describe('/perfil', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('sends only the editable fields, no password when blank, and updates the session', async () => {
    const enviados: AtualizarPerfilParceiroMutationVariables['input'][] = [];
    servidor.use(
      graphql.mutation(AtualizarPerfilParceiroDocument, ({ variables }) => {
        enviados.push(variables.input);
        return HttpResponse.json({
          data: { atualizarPerfilParceiro: { __typename: 'ParceiroPayload', resultado: { ...criarParceiro(), nome: 'Maria Souza' }, errosDeUsuario: [] } },
        });
      }),
    );
    const u = userEvent.setup();
    renderizarLoja('/perfil');
    const nome = await screen.findByLabelText('Nome');
    expect(nome).toHaveValue('Maria Silva');
    expect(screen.getByLabelText('Data de Nascimento')).toHaveValue('10/05/1990');
    await u.clear(nome);
    await u.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Nome obrigatório')).toBeInTheDocument();
    await u.type(nome, 'Maria Souza');
    await u.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(M.perfilAtualizado)).toBeInTheDocument();
    expect(enviados[0]).toMatchObject({ nome: 'Maria Souza', celular: '11988887777', dataNascimento: '1990-05-10', endCep: '01001000' });
    expect(Object.keys(enviados[0])).not.toEqual(expect.arrayContaining(['senha']));
    for (const k of ['saldoPontos', 'ativo', 'cpf', 'cnpjRevenda', 'senha', 'senhaAntiga']) expect(enviados[0]).not.toHaveProperty(k);
    expect(obterSessao().loja?.parceiro.nome).toBe('Maria Souza');
  });

  it('a new password needs the current one and the password rule', async () => {
    const u = userEvent.setup();
    renderizarLoja('/perfil');
    await u.type(await screen.findByLabelText('Nova senha'), '12345678');
    await u.type(screen.getByLabelText('Confirmar nova senha'), '12345678');
    await u.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(M.informeSenhaAtual)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Senha atual'), 'minha senha velha');
    await u.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Esta senha é muito comum. Escolha outra.')).toBeInTheDocument();
  });
});

describe('/pontos-produtos', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('lists by points desc first (what a unit earns at the store), searchable, with no ativo column', async () => {
    const pedidos: Record<string, unknown>[] = [];
    servidor.use(
      graphql.query(ProdutosDaMinhaLojaDocument, ({ variables }) => {
        pedidos.push(variables);
        return HttpResponse.json({
          data: {
            produtosDaMinhaLoja: {
              __typename: 'ProdutoDaLojaPagina',
              total: 1,
              totalEstimado: false,
              itens: [{ __typename: 'ProdutoDaLoja', id: '1', codigo: 'SW-1', nome: 'Tinta Acrílica 18L', valorPontos: '600.00', pontosPorUnidade: '1200.00' }],
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    renderizarLoja('/pontos-produtos');
    const tabela = await screen.findByRole('table', { name: 'Pontos por produto' });
    expect(await within(tabela).findByText('Tinta Acrílica 18L')).toBeInTheDocument();
    // The store doubles the product's 600 points: the member sees the 1.200 a sale credits.
    expect(within(tabela).getByText('1.200')).toBeInTheDocument();
    expect(within(tabela).queryByText('600')).not.toBeInTheDocument();
    expect(within(tabela).queryByText('Ativo')).not.toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ input: { pagina: 1, porPagina: 10, ordenarPor: 'valorPontos', direcao: 'DESC' } });
    await u.type(screen.getByPlaceholderText('Buscar por código ou produto'), 'tinta');
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ input: { busca: 'tinta', pagina: 1 } }));

    // The export writes the product's one CSV format: the points a spreadsheet reads as a number.
    const arquivos: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        arquivos.push(b);
        return 'blob:http://localhost/1';
      }),
      revokeObjectURL: jest.fn(),
    });
    const cliques = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await u.click(screen.getByRole('button', { name: 'EXPORTAR' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Exportar página atual' }));
    await waitFor(() => expect(arquivos).toHaveLength(1));
    // Decoded keeping the BOM, which pt-BR spreadsheets need to read the accents.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await arquivos[0].arrayBuffer())).toBe(
      '\uFEFFCódigo;Produto;Pontos\r\nSW-1;Tinta Acrílica 18L;1200\r\n',
    );
    cliques.mockRestore();
  });
});

describe('social login and referral links', () => {
  it('the button appears only when the server says social login is configured', async () => {
    servidor.use(
      graphql.query(LoginSocialConfigDocument, () =>
        HttpResponse.json({
          data: {
            loginSocialConfig: {
              __typename: 'LoginSocialConfig',
              habilitado: true,
              provedor: 'google',
              clientId: 'loja',
              authorizationEndpoint: 'https://contas.exemplo.com/authorize',
            },
          },
        }),
      ),
    );
    renderizarLoja('/login');
    expect(await screen.findByRole('button', { name: 'CONTINUAR COM GOOGLE' })).toBeInTheDocument();
  });

  it('no button when it is not configured', async () => {
    servidor.use(
      graphql.query(LoginSocialConfigDocument, () =>
        HttpResponse.json({
          data: {
            loginSocialConfig: {
              __typename: 'LoginSocialConfig',
              habilitado: false,
              provedor: null,
              clientId: null,
              authorizationEndpoint: null,
            },
          },
        }),
      ),
    );
    const { cliente } = renderizarLoja('/login');
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeInTheDocument();
    // The server's answer has arrived (it is in the client's cache) before the button's absence means anything.
    await waitFor(() => expect(cliente.readQuery({ query: LoginSocialConfigDocument })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /CONTINUAR COM/ })).not.toBeInTheDocument();
  });

  it('the provider’s answer is verified by the server; an account without registration opens /cadastrar filled in', async () => {
    const pedidos: unknown[] = [];
    servidor.use(
      graphql.query(LoginSocialConfigDocument, () =>
        HttpResponse.json({
          data: {
            loginSocialConfig: {
              __typename: 'LoginSocialConfig',
              habilitado: true,
              provedor: 'google',
              clientId: 'loja',
              authorizationEndpoint: 'https://contas.exemplo.com/authorize',
            },
          },
        }),
      ),
      graphql.mutation(EntrarParceiroSocialDocument, ({ variables }) => {
        pedidos.push(variables);
        return HttpResponse.json({
          errors: [{ message: M.socialSemCadastro, extensions: { code: 'BAD_USER_INPUT', social: { nome: 'Nova Pessoa', email: 'nova@exemplo.com' } } }],
        });
      }),
      graphql.query(RevendasPublicasDocument, () => HttpResponse.json({ data: { revendasPublicas: [] } })),
    );
    sessionStorage.setItem('sw.loginSocial', JSON.stringify({ state: 'estado1', nonce: 'nonce1' }));
    window.history.replaceState(null, '', '/login#id_token=token.do.provedor&state=estado1');
    renderizarLoja('/login');
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/cadastrar'));
    expect(pedidos).toEqual([{ idToken: 'token.do.provedor', nonce: 'nonce1' }]);
    // Required fields carry an asterisk in the label: the placeholder names them alone.
    expect(await screen.findByPlaceholderText('Nome')).toHaveValue('Nova Pessoa');
    expect(screen.getByPlaceholderText('Email')).toHaveValue('nova@exemplo.com');
    expect(window.location.hash).toBe('');
  });

  it('an answer with a state the storefront did not ask for is ignored', async () => {
    const pedidos: unknown[] = [];
    servidor.use(
      graphql.query(LoginSocialConfigDocument, () =>
        HttpResponse.json({
          data: {
            loginSocialConfig: {
              __typename: 'LoginSocialConfig',
              habilitado: false,
              provedor: null,
              clientId: null,
              authorizationEndpoint: null,
            },
          },
        }),
      ),
      graphql.mutation(EntrarParceiroSocialDocument, ({ variables }) => {
        pedidos.push(variables);
        return HttpResponse.json({ data: null });
      }),
    );
    sessionStorage.setItem('sw.loginSocial', JSON.stringify({ state: 'meu', nonce: 'n' }));
    window.history.replaceState(null, '', '/login#id_token=forjado&state=outro');
    const { cliente } = renderizarLoja('/login');
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeInTheDocument();
    // The return was handled (the stored request is consumed, the fragment cleared) and the query sent
    // at the same moment has been answered: a sign-in sent then would have been asked by now.
    await waitFor(() => {
      expect(sessionStorage.getItem('sw.loginSocial')).toBeNull();
      expect(window.location.hash).toBe('');
      expect(cliente.readQuery({ query: LoginSocialConfigDocument })).toBeTruthy();
    });
    expect(pedidos).toEqual([]);
  });

  it('a referral link fills Quem indicou on /cadastrar', async () => {
    servidor.use(graphql.query(RevendasPublicasDocument, () => HttpResponse.json({ data: { revendasPublicas: [] } })));
    renderizarLoja('/cadastrar?quemIndicou=SWABCD2345');
    expect(await screen.findByLabelText('Quem indicou')).toHaveValue('SWABCD2345');
  });
});
