import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { ConsultarCepDocument, CpfDeParceiroCadastradoDocument, CriarParceiroDocument, LojasDoSeletorDocument, RedesDoSeletorDocument } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { parceiroPainel } from '../../testes/parceiros';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

// Filling the whole form through the keyboard takes a while on a small CI machine.

function servir(opcoes: { cpfCadastrado?: string } = {}) {
  const criados: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(RedesDoSeletorDocument, () =>
      HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [{ __typename: 'Rede', id: '2', nome: 'Rede Sul' }] } } }),
    ),
    graphql.query(LojasDoSeletorDocument, () =>
      HttpResponse.json({
        data: { revendas: { __typename: 'RevendaPagina', itens: [{ __typename: 'Revenda', id: '7', nomeFantasia: 'Tintas Centro', cnpj: '11222333000181' }] } },
      }),
    ),
    graphql.query(ConsultarCepDocument, ({ variables }) =>
      variables.cep === '01310100'
        ? HttpResponse.json({
            data: {
              cep: {
                __typename: 'Endereco',
                cep: '01310100',
                logradouro: 'Avenida Paulista',
                complemento: '',
                bairro: 'Bela Vista',
                localidade: 'São Paulo',
                uf: 'SP',
              },
            },
          })
        : HttpResponse.json({ data: { cep: null } }),
    ),
    graphql.query(CpfDeParceiroCadastradoDocument, ({ variables }) =>
      HttpResponse.json({ data: { parceiroPorCpf: variables.cpf === opcoes.cpfCadastrado ? { __typename: 'ParceiroPainel', id: '1' } : null } }),
    ),
    graphql.mutation(CriarParceiroDocument, ({ variables }) => {
      criados.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: { criarParceiro: { __typename: 'ParceiroPainelPayload', resultado: parceiroPainel(99), errosDeUsuario: [] } },
      });
    }),
  );
  return criados;
}

/** Pasting is one change event per field: the masks still apply, at a fraction of the typing time. */
async function escrever(usuario: UserEvent, nome: RegExp, texto: string) {
  await usuario.click(screen.getByRole('textbox', { name: nome }));
  await usuario.paste(texto);
}

async function preencher(usuario: UserEvent, nascimento = '15/03/1992') {
  await usuario.click(screen.getByRole('combobox', { name: /^Loja/ }));
  await usuario.click(await screen.findByRole('option', { name: 'Tintas Centro' }));
  await escrever(usuario, /^Nome/, 'Marina Rocha');
  await escrever(usuario, /^CPF/, '52998224725');
  await escrever(usuario, /^Data de Nascimento/, nascimento.replace(/\D/g, ''));
  await usuario.click(screen.getByRole('combobox', { name: /^Sexo/ }));
  await usuario.click(await screen.findByRole('option', { name: 'Feminino' }));
  await escrever(usuario, /^Celular/, '11988887777');
  await escrever(usuario, /^CEP/, '01310100');
  await escrever(usuario, /^Número/, '1000');
  await usuario.click(screen.getByRole('textbox', { name: /^Hobby/ }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Rua/ })).toHaveValue('Avenida Paulista'));
}

describe('Cadastrar Vendedor Loja', () => {
  it('reports "Sexo obrigatório" first on an empty form and sends nothing', async () => {
    const criados = servir();
    const usuario = userEvent.setup({ delay: null });
    abrirPainel('/painel/cadastrar/parceiro', sessaoDoPapel(2));
    await usuario.click(await screen.findByRole('button', { name: 'CADASTRAR' }));
    expect((await screen.findAllByText('Sexo obrigatório')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Loja obrigatório').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Celular obrigatório').length).toBeGreaterThan(0);
    expect(screen.queryByText('Telefone obrigatório')).toBeNull();
    expect(screen.queryByText('Email obrigatório')).toBeNull();
    expect(criados).toEqual([]);
  });

  it('fills the address from the CEP and sends digits only, the date as yyyymmdd', async () => {
    const criados = servir();
    const usuario = userEvent.setup({ delay: null });
    abrirPainel('/painel/cadastrar/parceiro', sessaoDoPapel(1));
    await screen.findByRole('button', { name: 'CADASTRAR' });
    await preencher(usuario);
    expect(screen.getByRole('textbox', { name: /^Bairro/ })).toHaveValue('Bela Vista');
    expect(screen.getByRole('textbox', { name: /^Estado/ })).toHaveValue('SP');
    await usuario.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.vendedorCadastrado)).toBeInTheDocument();
    expect(criados).toEqual([
      {
        cnpjRevenda: '11222333000181',
        nome: 'Marina Rocha',
        cpf: '52998224725',
        email: null,
        celular: '11988887777',
        telefone: null,
        dataNascimento: '19920315',
        sexo: 'F',
        endCep: '01310100',
        endRua: 'Avenida Paulista',
        endNumero: '1000',
        endComplemento: null,
        endBairro: 'Bela Vista',
        endCidade: 'São Paulo',
        endEstado: 'SP',
        hobby: null,
      },
    ]);
    // The form is ready for the next registration.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue(''));
  });

  it('refuses someone under 18', async () => {
    const criados = servir();
    const usuario = userEvent.setup({ delay: null });
    abrirPainel('/painel/cadastrar/parceiro', sessaoDoPapel(2));
    await screen.findByRole('button', { name: 'CADASTRAR' });
    const ano = new Date().getFullYear() - 10;
    await preencher(usuario, `01/01/${ano}`);
    await usuario.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect((await screen.findAllByText(MENSAGENS.idadeMinimaParceiro(18))).length).toBeGreaterThan(0);
    expect(criados).toEqual([]);
  });

  it('says a registered CPF on leaving the field and clears it', async () => {
    servir({ cpfCadastrado: '52998224725' });
    const usuario = userEvent.setup({ delay: null });
    abrirPainel('/painel/cadastrar/parceiro', sessaoDoPapel(2));
    const cpf = await screen.findByRole('textbox', { name: /^CPF/ });
    await usuario.type(cpf, '52998224725');
    await usuario.tab();
    expect(await screen.findByText(MENSAGENS.vendedorJaCadastrado)).toBeInTheDocument();
    await waitFor(() => expect(cpf).toHaveValue(''));
  });

  it('an invalid birth date is cleared on leaving the field', async () => {
    servir();
    const usuario = userEvent.setup({ delay: null });
    abrirPainel('/painel/cadastrar/parceiro', sessaoDoPapel(2));
    const data = await screen.findByRole('textbox', { name: /^Data de Nascimento/ });
    await usuario.type(data, '3102199');
    await usuario.tab();
    expect(await screen.findByText('Data de Nascimento inválido')).toBeInTheDocument();
    expect(data).toHaveValue('');
  });
});
