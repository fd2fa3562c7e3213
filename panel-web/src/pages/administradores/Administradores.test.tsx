import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  AtivarUsuarioDocument,
  AtualizarUsuarioDocument,
  DesativarUsuarioDocument,
  ListaUsuariosDocument,
  RedefinirSenhaUsuarioDocument,
  RedesDoSeletorDocument,
  type ListaUsuariosQuery,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

type Usuario = ListaUsuariosQuery['listaUsuarios']['itens'][number];

const usuario = (id: number, nome: string, permissao: number, extra: Partial<Usuario> = {}): Usuario => ({
  __typename: 'Usuario',
  id: String(id),
  nome,
  cpf: '52998224725',
  email: `u${id}@exemplo.com.br`,
  permissao,
  ativo: true,
  idRevendasPermitidas: null,
  idRedesPermitidas: null,
  ...extra,
});

function servir() {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(ListaUsuariosDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      // The session of role 2 in the tests is user id 3.
      const linhas = [usuario(3, 'Adriana Administradora', 2), usuario(10, 'Bruno Operador', 1), usuario(11, 'Carla Auditora', 4, { ativo: false })];
      return HttpResponse.json({ data: { listaUsuarios: { __typename: 'UsuarioPagina', total: 3, totalEstimado: false, itens: linhas } } });
    }),
    graphql.query(RedesDoSeletorDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [] } } })),
    graphql.mutation(DesativarUsuarioDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'DesativarUsuario', variaveis: input });
      const resultado = usuario(Number(input.id), 'Bruno Operador', 1, { ativo: false });
      return HttpResponse.json({ data: { desativarUsuario: { __typename: 'UsuarioPayload', resultado, errosDeUsuario: [] } } });
    }),
    graphql.mutation(AtivarUsuarioDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'AtivarUsuario', variaveis: input });
      const resultado = usuario(Number(input.id), 'Carla Auditora', 4);
      return HttpResponse.json({ data: { ativarUsuario: { __typename: 'UsuarioPayload', resultado, errosDeUsuario: [] } } });
    }),
    graphql.mutation(RedefinirSenhaUsuarioDocument, ({ variables }) => {
      mutacoes.push({ nome: 'RedefinirSenhaUsuario', variaveis: variables.input });
      const resultado = MENSAGENS.senhaRedefinidaEnviada;
      return HttpResponse.json({ data: { redefinirSenhaUsuario: { __typename: 'RedefinirSenhaUsuarioPayload', resultado, errosDeUsuario: [] } } });
    }),
    graphql.mutation(AtualizarUsuarioDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'AtualizarUsuario', variaveis: input });
      const resultado = usuario(Number(input.id), String(input.nome), input.permissao ?? 2, { email: input.email });
      return HttpResponse.json({ data: { atualizarUsuario: { __typename: 'UsuarioPayload', resultado, errosDeUsuario: [] } } });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Administradores' });
const linha = (nome: RegExp) => within(within(tabela()).getByRole('row', { name: nome }));

describe('Administradores', () => {
  it('lists by name with roles and CPF; deactivates and reactivates; never oneself', async () => {
    const { pedidos, mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/administradores', sessaoDoPapel(2));
    expect(await screen.findByText('Bruno Operador')).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ pagina: 1, porPagina: 10, ordenarPor: 'nome', direcao: 'ASC' });
    expect(linha(/Bruno Operador/).getByText('Operador')).toBeInTheDocument();
    expect(linha(/Bruno Operador/).getByText('529.982.247-25')).toBeInTheDocument();
    expect(linha(/Adriana/).getByRole('switch', { name: 'Ativo: Adriana Administradora' })).toBeDisabled();
    await u.click(linha(/Bruno Operador/).getByRole('switch', { name: 'Ativo: Bruno Operador' }));
    expect(await screen.findByText(MENSAGENS.usuarioDesativado)).toBeInTheDocument();
    await u.click(linha(/Carla/).getByRole('switch', { name: 'Ativo: Carla Auditora' }));
    await waitFor(() =>
      expect(mutacoes).toEqual([
        { nome: 'DesativarUsuario', variaveis: { id: '10' } },
        { nome: 'AtivarUsuario', variaveis: { id: '11' } },
      ]),
    );
    // Reactivated, the row offers the password reset again.
    expect(screen.queryByRole('button', { name: 'Redefinir senha de Carla Auditora' })).toBeInTheDocument();
  });

  it('sends a password reset after confirming', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/administradores', sessaoDoPapel(1));
    await u.click(await screen.findByRole('button', { name: 'Redefinir senha de Bruno Operador' }));
    await u.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(MENSAGENS.senhaRedefinidaEnviada)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'RedefinirSenhaUsuario', variaveis: { id: '10' } }]);
    expect(screen.queryByRole('button', { name: 'Redefinir senha de Carla Auditora' })).not.toBeInTheDocument();
  });

  it('edits name, e-mail and role; one cannot change one’s own role', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/administradores', sessaoDoPapel(2));
    await u.click(await screen.findByRole('button', { name: 'Editar Adriana Administradora' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Editar Administrador' }));
    expect(dialogo.getByRole('combobox', { name: 'Permissão' })).toBeDisabled();
    await u.click(dialogo.getByRole('button', { name: 'Cancelar' }));

    await u.click(screen.getByRole('button', { name: 'Editar Bruno Operador' }));
    const edicao = within(await screen.findByRole('dialog', { name: 'Editar Administrador' }));
    const nome = edicao.getByLabelText(/^Nome/);
    await u.clear(nome);
    await u.click(edicao.getByRole('button', { name: 'SALVAR' }));
    expect(await edicao.findByText(MENSAGENS.obrigatorio('Nome'))).toBeInTheDocument();
    await u.type(nome, 'Bruno Souza');
    await u.click(edicao.getByRole('combobox', { name: 'Permissão' }));
    await u.click(await screen.findByRole('option', { name: 'Auditor' }));
    await u.click(edicao.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.usuarioAtualizado)).toBeInTheDocument();
    expect(mutacoes).toEqual([
      {
        nome: 'AtualizarUsuario',
        variaveis: { id: '10', nome: 'Bruno Souza', email: 'u10@exemplo.com.br', permissao: 4, idRevendasPermitidas: null, idRedesPermitidas: [] },
      },
    ]);
    expect(await screen.findByText('Bruno Souza')).toBeInTheDocument();
  });

  it('is in the menu of roles 1 and 2 only', async () => {
    servir();
    abrirPainel('/painel/administradores', sessaoDoPapel(5));
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByRole('link', { name: /Administradores/ })).not.toBeInTheDocument();
  });
});
