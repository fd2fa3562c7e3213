import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  CriarAdministradorDocument,
  LojasDoAdministradorDocument,
  RedesDoSeletorDocument,
  UsuariosPorCpfDocument,
  type UsuariosPorCpfQuery,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const EXISTENTE = '30000000388';

function servir() {
  const consultas: string[] = [];
  const criados: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(RedesDoSeletorDocument, () =>
      HttpResponse.json({
        data: {
          redes: {
            __typename: 'RedePagina',
            itens: [
              { __typename: 'Rede', id: '1', nome: 'Rede Norte' },
              { __typename: 'Rede', id: '2', nome: 'Rede Sul' },
            ],
          },
        },
      }),
    ),
    graphql.query(LojasDoAdministradorDocument, () =>
      HttpResponse.json({
        data: {
          revendas: {
            __typename: 'RevendaPagina',
            itens: [
              { __typename: 'Revenda', id: '7', nomeFantasia: 'Casa das Cores', cnpj: '44555666000181', redeId: '2' },
              { __typename: 'Revenda', id: '8', nomeFantasia: 'Tintas Centro', cnpj: '11222333000181', redeId: '1' },
            ],
          },
        },
      }),
    ),
    graphql.query(UsuariosPorCpfDocument, ({ variables }) => {
      consultas.push(variables.cpf);
      const usuarios: UsuariosPorCpfQuery['usuarios'] = variables.cpf === EXISTENTE ? [{ __typename: 'Usuario', id: '3', nome: 'Adriana Administradora' }] : [];
      return HttpResponse.json({ data: { usuarios } });
    }),
    graphql.mutation(CriarAdministradorDocument, ({ variables }) => {
      criados.push(variables.input);
      return HttpResponse.json({
        data: {
          criarUsuario: {
            __typename: 'UsuarioPayload',
            resultado: { __typename: 'Usuario', id: '99', nome: 'x', cpf: 'x', permissao: 3, idRevendasPermitidas: '7', idRedesPermitidas: null },
            errosDeUsuario: [],
          },
        },
      });
    }),
  );
  return { consultas, criados };
}

async function escrever(u: UserEvent, campo: HTMLElement, texto: string) {
  await u.click(campo);
  await u.paste(texto);
}

const opcoesDePermissao = async (u: UserEvent) => {
  await u.click(screen.getByRole('combobox', { name: 'Permissão' }));
  const lista = await screen.findByRole('listbox');
  return within(lista)
    .getAllByRole('option')
    .map((o) => o.textContent);
};

describe('Cadastrar Administrador', () => {
  it('offers the roles the signed-in user may grant, in the order 2, 1, 0, 3, 4, 5', async () => {
    servir();
    const u = userEvent.setup();
    const tela = abrirPainel('/painel/cadastrar/administrador', sessaoDoPapel(2));
    await screen.findByRole('combobox', { name: 'Permissão' });
    expect(await opcoesDePermissao(u)).toEqual(['Administrador', 'Operador', 'Equipe Marca', 'Vendedor', 'Auditor', 'Equipe Marca Plus']);
    tela.unmount();

    abrirPainel('/painel/cadastrar/administrador', sessaoDoPapel(1));
    await screen.findByRole('combobox', { name: 'Permissão' });
    expect(await opcoesDePermissao(u)).toEqual(['Operador', 'Equipe Marca', 'Vendedor', 'Auditor', 'Equipe Marca Plus']);
  });

  it('checks the CPF on leaving the field: a CPF in use is cleared with "Usuário já cadastrado"', async () => {
    const { consultas } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/administrador', sessaoDoPapel(1));
    const cpf = await screen.findByRole('textbox', { name: 'CPF' });
    await escrever(u, cpf, '300.000.003-88');
    await u.click(screen.getByRole('textbox', { name: 'Nome' }));
    expect(await screen.findByText(MENSAGENS.usuarioJaCadastrado)).toBeInTheDocument();
    await waitFor(() => expect(cpf).toHaveValue(''));
    expect(consultas).toEqual([EXISTENTE]);

    await escrever(u, cpf, '52998224725');
    await u.click(screen.getByRole('textbox', { name: 'Nome' }));
    await waitFor(() => expect(consultas).toEqual([EXISTENTE, '52998224725']));
    expect(cpf).toHaveValue('529.982.247-25');
  });

  it('asks for every field with the contract texts, a store for role 3, and sends digits only', async () => {
    const { criados } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/administrador', sessaoDoPapel(2));
    await screen.findByRole('combobox', { name: 'Permissão' });
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    for (const m of ['Nome obrigatório', 'CPF obrigatório', 'Email obrigatório', 'Senha obrigatório', 'Permisão obrigatório']) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }

    await escrever(u, screen.getByRole('textbox', { name: 'Nome' }), 'Vera Vendedora');
    await escrever(u, screen.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await escrever(u, screen.getByRole('textbox', { name: 'Email' }), 'vera@exemplo.com.br');
    await escrever(u, screen.getByLabelText(/^Senha/), 'curta');
    await u.click(screen.getByRole('combobox', { name: 'Permissão' }));
    await u.click(await screen.findByRole('option', { name: 'Vendedor' }));
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.selecioneLoja)).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter ao menos 8 caracteres.')).toBeInTheDocument();
    expect(criados).toHaveLength(0);

    await u.clear(screen.getByLabelText(/^Senha/));
    await escrever(u, screen.getByLabelText(/^Senha/), 'uma senha comprida');
    await u.click(screen.getByRole('combobox', { name: 'Lojas' }));
    await u.click(await screen.findByRole('option', { name: /Casa das Cores/ }));
    await u.click(screen.getByRole('combobox', { name: 'Redes permitidas' }));
    await u.click(await screen.findByRole('option', { name: 'Rede Sul' }));
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.administradorCadastrado)).toBeInTheDocument();
    expect(criados).toEqual([
      {
        nome: 'Vera Vendedora',
        cpf: '52998224725',
        email: 'vera@exemplo.com.br',
        senha: 'uma senha comprida',
        permissao: 3,
        idRevendasPermitidas: ['7'],
        idRedesPermitidas: ['2'],
      },
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue(''));
  });

  it('is refused to roles that may not create users', async () => {
    servir();
    abrirPainel('/painel/cadastrar/administrador', sessaoDoPapel(5));
    expect(await screen.findAllByText('Acesso não permitido')).not.toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: 'Permissão' })).not.toBeInTheDocument();
  });
});
