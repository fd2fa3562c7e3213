import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { obterSessao } from '@sw/client';
import {
  CadastrarParceiroDocument,
  CpfCadastradoDocument,
  RevendaPublicaDocument,
  RevendasPublicasDocument,
  type CadastrarParceiroMutationVariables,
  type RevendasPublicasQuery,
} from '@sw/client/gql';
import { REGRA_SENHA } from '@sw/common';
import { criarParceiro } from '../testes/dados';
import { renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

const LOJAS: RevendasPublicasQuery['revendasPublicas'] = [
  { __typename: 'RevendaPublica', id: '1', nomeFantasia: 'Loja Centro', cnpj: '11222333000181' },
  { __typename: 'RevendaPublica', id: '2', nomeFantasia: 'Loja Norte', cnpj: '44555666000181' },
];

beforeEach(() => {
  servidor.use(
    graphql.query(RevendasPublicasDocument, () => HttpResponse.json({ data: { revendasPublicas: LOJAS } })),
    // An unknown or inactive store answers null (a single-item lookup).
    graphql.query(RevendaPublicaDocument, ({ variables }) =>
      HttpResponse.json({
        data: { revendaPublica: String(variables.id) === '1' ? { __typename: 'RevendaPublica', id: '1', nomeFantasia: 'Loja Centro' } : null },
      }),
    ),
    graphql.query(CpfCadastradoDocument, ({ variables }) => HttpResponse.json({ data: { cpfCadastrado: variables.cpf === '70000000744' } })),
  );
});

describe('/cadastrar', () => {
  it('reports the first problem in the spec order', async () => {
    const usuario = userEvent.setup();
    renderizarLoja('/cadastrar');
    expect(await screen.findByRole('heading', { name: 'Cadastrar Vendedor' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Sexo obrigatório')).toBeInTheDocument();
    await usuario.click(screen.getByPlaceholderText('Sexo'));
    await usuario.click(await screen.findByRole('option', { name: 'Feminino' }));
    await usuario.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Você deve aceitar a politica de privacidade')).toBeInTheDocument();
    await usuario.click(screen.getByRole('checkbox'));
    await usuario.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Selecione uma revenda.')).toBeInTheDocument();
  });

  it('helps the phone fill it in: autocomplete and keyboard per field, required marks, the password rule from the start', async () => {
    renderizarLoja('/cadastrar');
    await screen.findByRole('heading', { name: 'Cadastrar Vendedor' });
    const campo = (placeholder: string) => screen.getByPlaceholderText(placeholder);
    const esperado: [string, string | null, string | null][] = [
      // placeholder, autocomplete, inputmode
      ['Nome', 'name', null],
      ['CPF', 'off', 'numeric'],
      ['Email', 'email', 'email'],
      ['Data de Nascimento', 'bday', 'numeric'],
      ['Celular', 'tel-national', 'tel'],
      ['Telefone', 'off', 'tel'],
      ['CEP', 'postal-code', 'numeric'],
      ['Rua', 'address-line1', null],
      ['Número', 'off', 'numeric'],
      ['Complemento', 'address-line2', null],
      ['Bairro', 'address-level3', null],
      ['Cidade', 'address-level2', null],
      ['Estado', 'address-level1', null],
      ['Senha', 'new-password', null],
      ['Confirmar senha', 'new-password', null],
    ];
    expect(esperado.map(([p]) => [p, campo(p).getAttribute('autocomplete'), campo(p).getAttribute('inputmode')])).toEqual(esperado);
    expect(campo('Email')).toHaveAttribute('type', 'email');

    // Every field the form requires says so; the optional ones do not.
    for (const p of [
      'Nome',
      'CPF',
      'Email',
      'Data de Nascimento',
      'Celular',
      'Telefone',
      'CEP',
      'Rua',
      'Número',
      'Bairro',
      'Cidade',
      'Estado',
      'Senha',
      'Confirmar senha',
      'Sexo',
    ]) {
      expect(campo(p)).toBeRequired();
    }
    for (const p of ['Complemento', 'Quem indicou']) expect(campo(p)).not.toBeRequired();

    expect(campo('Senha')).toHaveAccessibleDescription(REGRA_SENHA);
    expect(REGRA_SENHA).toBe('Use de 8 a 128 caracteres; pode ser uma frase. Não use o seu CPF nem senhas comuns como 12345678.');
  });

  it("the store's own form leaves Telefone and Email optional", async () => {
    renderizarLoja('/cadastrar-vendedor/1');
    await screen.findByRole('heading', { name: 'Cadastrar Vendedor - Loja Centro' });
    expect(screen.getByPlaceholderText('Email')).not.toBeRequired();
    expect(screen.getByPlaceholderText('Telefone')).not.toBeRequired();
    expect(screen.getByPlaceholderText('Celular')).toBeRequired();
  });

  it('clears a CPF already registered', async () => {
    const usuario = userEvent.setup();
    renderizarLoja('/cadastrar');
    const cpf = await screen.findByRole('textbox', { name: 'CPF' });
    await usuario.type(cpf, '70000000744');
    await usuario.tab();
    expect(await screen.findByText('Vendedor Loja já cadastrado')).toBeInTheDocument();
    await waitFor(() => expect(cpf).toHaveValue(''));
  });

  it('says when the stores cannot be loaded', async () => {
    servidor.use(
      graphql.query(RevendasPublicasDocument, () => HttpResponse.json({ errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })),
    );
    renderizarLoja('/cadastrar');
    expect(await screen.findByText('Erro ao carregar revendas.')).toBeInTheDocument();
  });
});

describe('/cadastrar-vendedor/:idRevenda', () => {
  it('an unknown store goes to /', async () => {
    renderizarLoja('/cadastrar-vendedor/99');
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent(/^\/$/));
  });

  // Large by nature: the whole registration form typed key by key (about 150 keystrokes) through the
  // storefront. Seconds on an idle machine, past the suite's 120 s with other work on both cores.
  it('registers with the store id, digits and yyyymmdd, signs the member in and goes to /home', async () => {
    const usuario = userEvent.setup();
    const recebidos: CadastrarParceiroMutationVariables['input'][] = [];
    const parceiro = criarParceiro({ aceitouRegulamento: false, nome: 'Ana Nova' });
    servidor.use(
      graphql.mutation(CadastrarParceiroDocument, ({ variables }) => {
        recebidos.push(variables.input);
        return HttpResponse.json({
          data: {
            cadastrarParceiro: {
              __typename: 'CadastrarParceiroPayload',
              resultado: { __typename: 'SessaoParceiro', token: 'novo-token', parceiro },
              errosDeUsuario: [],
            },
          },
        });
      }),
    );
    renderizarLoja('/cadastrar-vendedor/1?codigo_cadastro=ABC');
    expect(await screen.findByRole('heading', { name: 'Cadastrar Vendedor - Loja Centro' })).toBeInTheDocument();
    const escrever = async (nome: string, valor: string) => usuario.type(screen.getByRole('textbox', { name: nome }), valor);
    await escrever('Nome', 'Ana Nova');
    await escrever('Data de Nascimento', '20051990');
    await escrever('Celular', '11987654321');
    await usuario.click(screen.getByPlaceholderText('Sexo'));
    await usuario.click(await screen.findByRole('option', { name: 'Feminino' }));
    await escrever('Rua', 'Avenida Paulista');
    await escrever('Número', '1000');
    await escrever('Bairro', 'Bela Vista');
    await escrever('Cidade', 'São Paulo');
    await escrever('Estado', 'SP');
    await usuario.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'frase secreta boa');
    await usuario.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), 'frase secreta');
    await usuario.click(screen.getByRole('checkbox'));
    await usuario.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('CPF obrigatório')).toBeInTheDocument();
    await escrever('CPF', '52998224725');
    await usuario.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('CEP obrigatório')).toBeInTheDocument();
    await escrever('CEP', '01310100');
    await usuario.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Senhas não conferem')).toBeInTheDocument();
    await usuario.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), ' boa');
    await usuario.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/home'));
    expect(recebidos[0]).toMatchObject({
      idRevenda: '1',
      cpf: '52998224725',
      celular: '11987654321',
      dataNascimento: '19900520',
      endCep: '01310100',
      sexo: 'F',
      codigoCadastro: 'ABC',
      aceitouPoliticaPrivacidade: true,
      senha: 'frase secreta boa',
    });
    expect(obterSessao().loja?.token).toBe('novo-token');
    expect(await screen.findByText('Cadastro realizado com sucesso')).toBeInTheDocument();
  }, 300_000);
});
