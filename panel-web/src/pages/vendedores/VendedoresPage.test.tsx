import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  AlterarStatusParceiroDocument,
  AtualizarParceiroDocument,
  ExcluirParceiroDocument,
  JustificativasDoParceiroDocument,
  ListarParceirosDocument,
  LojasDoSeletorDocument,
  RedesDoSeletorDocument,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { parceiroPainel as parceiro } from '../../testes/parceiros';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const LINHAS = [
  parceiro(1, { nome: 'Ana Lima', cpf: '52998224725', diasSemAcesso: 4 }),
  parceiro(2, { nome: 'Bruno Costa', cpf: '11144477735', diasSemAcesso: null }),
  parceiro(3, { nome: 'Carla Dias', cpf: '39053344705', diasSemAcesso: 19193, ativo: false }),
];

function servir(opcoes: { falharLista?: boolean; falharHistorico?: boolean } = {}) {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(RedesDoSeletorDocument, () =>
      HttpResponse.json({
        data: {
          redes: {
            __typename: 'RedePagina',
            itens: [
              { __typename: 'Rede', id: '2', nome: 'Rede Sul' },
              { __typename: 'Rede', id: '3', nome: 'Rede Norte' },
            ],
          },
        },
      }),
    ),
    graphql.query(ListarParceirosDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      if (opcoes.falharLista) return HttpResponse.json({ errors: [{ message: 'Falhou', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      return HttpResponse.json({ data: { parceiros: { __typename: 'ParceiroPainelPagina', total: LINHAS.length, totalEstimado: false, itens: LINHAS } } });
    }),
    graphql.query(JustificativasDoParceiroDocument, () => {
      if (opcoes.falharHistorico) return HttpResponse.json({ errors: [{ message: 'Falhou', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      return HttpResponse.json({
        data: {
          justificativasDoParceiro: [
            {
              __typename: 'JustificativaParceiro',
              id: '9',
              criadoEm: '2026-03-04T15:06:07.000Z',
              statusAnterior: 'ATIVO',
              statusNovo: 'INATIVO',
              justificativa: 'Saiu da loja.',
              usuario: { __typename: 'UsuarioDaJustificativa', nome: 'Adriana' },
            },
          ],
        },
      });
    }),
    graphql.mutation(AlterarStatusParceiroDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'status', variaveis: input });
      return HttpResponse.json({
        data: { alterarStatusParceiro: { __typename: 'ParceiroPainelPayload', resultado: { ...LINHAS[0]!, ativo: input.ativo }, errosDeUsuario: [] } },
      });
    }),
    graphql.query(LojasDoSeletorDocument, () =>
      HttpResponse.json({
        data: { revendas: { __typename: 'RevendaPagina', itens: [{ __typename: 'Revenda', id: '7', nomeFantasia: 'Tintas Centro', cnpj: '11222333000181' }] } },
      }),
    ),
    graphql.mutation(AtualizarParceiroDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'editar', variaveis: input });
      return HttpResponse.json({
        data: { atualizarParceiro: { __typename: 'ParceiroPainelPayload', resultado: { ...LINHAS[0]!, nome: input.nome ?? '' }, errosDeUsuario: [] } },
      });
    }),
    graphql.mutation(ExcluirParceiroDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'excluir', variaveis: input });
      return HttpResponse.json({ data: { excluirParceiro: { __typename: 'ExcluirParceiroPayload', resultado: String(input.id), errosDeUsuario: [] } } });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Vendedores Lojas' });

describe('Vendedores Lojas', () => {
  it('lists sorted by nome asc, links names to parceiro/{cpf}, shows "-" for never-accessed', async () => {
    const { pedidos } = servir();
    abrirPainel('/painel/vendedores', sessaoDoPapel(2));
    expect(await screen.findByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/painel/parceiro/52998224725');
    expect(pedidos[0]).toMatchObject({ pagina: 1, porPagina: 10, ordenarPor: 'nome', direcao: 'ASC', rede: null });
    const cabecalhos = within(tabela())
      .getAllByRole('columnheader')
      .map((c) => c.textContent?.replace(/[▲▼↕]/g, ''));
    expect(cabecalhos).toEqual(expect.arrayContaining(['Nome', 'CPF', 'Loja', 'Rede', 'Dias sem acesso', 'Ativo', 'Ações']));
    const linhas = within(tabela()).getAllByRole('row');
    expect(within(linhas[1]!).getByText('4')).toBeInTheDocument();
    expect(within(linhas[1]!).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(linhas[1]!).getByText('1.234')).toBeInTheDocument();
    expect(within(linhas[2]!).getByText('-')).toBeInTheDocument();
    expect(within(linhas[3]!).getByText('-')).toBeInTheDocument();
    expect(screen.getByText('1-3 de 3 resultados')).toBeInTheDocument();
  });

  it('role 0 sees no status column, no edit and no delete; the history stays available', async () => {
    servir();
    abrirPainel('/painel/vendedores', sessaoDoPapel(0));
    await screen.findByRole('link', { name: 'Ana Lima' });
    expect(within(tabela()).queryByRole('columnheader', { name: 'Ativo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Ana Lima' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir Ana Lima' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Cadastrar Vendedor Loja/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Histórico de Ana Lima' })).toBeInTheDocument();
  });

  it('role 1 edits but neither toggles nor deletes', async () => {
    servir();
    abrirPainel('/painel/vendedores', sessaoDoPapel(1));
    await screen.findByRole('link', { name: 'Ana Lima' });
    expect(screen.getByRole('button', { name: 'Editar Ana Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Ana Lima' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Ativo: Ana Lima' })).toBeNull();
  });

  it('filters by network', async () => {
    const { pedidos } = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/vendedores', sessaoDoPapel(2));
    await screen.findByRole('link', { name: 'Ana Lima' });
    await usuario.click(screen.getByRole('combobox', { name: 'Rede' }));
    await usuario.click(await screen.findByRole('option', { name: 'Rede Norte' }));
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ rede: '3', pagina: 1 }));
  });

  it('edits in a dialog filled with the salesperson and updates the row', async () => {
    const { mutacoes } = servir();
    const usuario = userEvent.setup({ delay: null });
    abrirPainel('/painel/vendedores', sessaoDoPapel(1));
    await usuario.click(await screen.findByRole('button', { name: 'Editar Ana Lima' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar Vendedor Loja' });
    const nome = within(dialogo).getByRole('textbox', { name: /^Nome/ });
    expect(nome).toHaveValue('Ana Lima');
    expect(within(dialogo).getByRole('textbox', { name: /^Data de Nascimento/ })).toHaveValue('31/01/1990');
    expect(within(dialogo).getByRole('textbox', { name: /^Celular/ })).toHaveValue('(11) 98888-7777');
    await usuario.clear(nome);
    await usuario.paste('Ana Lima Souza');
    await usuario.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.parceiroAlterado)).toBeInTheDocument();
    expect(mutacoes[0]).toMatchObject({
      nome: 'editar',
      variaveis: { id: '1', nome: 'Ana Lima Souza', cpf: '52998224725', dataNascimento: '19900131', cnpjRevenda: '11222333000181' },
    });
    expect(await screen.findByRole('link', { name: 'Ana Lima Souza' })).toBeInTheDocument();
  });

  it('status change asks for a justification, saves it and updates the row', async () => {
    const { mutacoes } = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/vendedores', sessaoDoPapel(2));
    await usuario.click(await screen.findByRole('switch', { name: 'Ativo: Ana Lima' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Alterar status do Vendedor Loja' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Inativar' }));
    expect(await within(dialogo).findByText(MENSAGENS.informeJustificativa)).toBeInTheDocument();
    expect(mutacoes).toHaveLength(0);
    await usuario.type(within(dialogo).getByRole('textbox', { name: /Justificativa/ }), 'Saiu da loja.');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText(MENSAGENS.statusParceiroAtualizado)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'status', variaveis: { id: '1', ativo: false, justificativa: 'Saiu da loja.' } }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ativo: Ana Lima' })).not.toBeChecked());
  });

  it('shows the status history (role 4 too)', async () => {
    servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/vendedores', sessaoDoPapel(4));
    await usuario.click(await screen.findByRole('button', { name: 'Histórico de Ana Lima' }));
    const historico = await screen.findByRole('table', { name: 'Histórico de alterações de status' });
    expect(await within(historico).findByText('Saiu da loja.')).toBeInTheDocument();
    expect(within(historico).getByText('Adriana')).toBeInTheDocument();
    expect(within(historico).getByText('Ativo')).toBeInTheDocument();
    expect(within(historico).getByText('Inativo')).toBeInTheDocument();
  });

  it('history failure shows "Erro ao buscar histórico de alterações"', async () => {
    servir({ falharHistorico: true });
    const usuario = userEvent.setup();
    abrirPainel('/painel/vendedores', sessaoDoPapel(2));
    await usuario.click(await screen.findByRole('button', { name: 'Histórico de Ana Lima' }));
    expect((await screen.findAllByText(MENSAGENS.erroHistoricoParceiro)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Falhou')).toBeNull();
  });

  it('a list failure is only logged: no toast, an empty table', async () => {
    servir({ falharLista: true });
    const erro = jest.spyOn(console, 'error').mockImplementation(() => {});
    abrirPainel('/painel/vendedores', sessaoDoPapel(2));
    expect(await screen.findByText(MENSAGENS.semResultados)).toBeInTheDocument();
    expect(screen.queryByText('Falhou')).toBeNull();
    expect(erro).toHaveBeenCalled();
    erro.mockRestore();
  });

  it('deletes after confirmation and removes the row', async () => {
    const { mutacoes } = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/vendedores', sessaoDoPapel(2));
    await usuario.click(await screen.findByRole('button', { name: 'Excluir Bruno Costa' }));
    await usuario.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS.parceiroExcluido)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'excluir', variaveis: { id: '2' } }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bruno Costa' })).toBeNull());
  });

  describe('export', () => {
    let cliques: HTMLAnchorElement[] = [];
    beforeEach(() => {
      cliques = [];
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/1'), revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        cliques.push(this);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('downloads parceiros.xlsx with the network and search in use', async () => {
      const { pedidos } = servir();
      let endereco = '';
      servidor.use(
        http.get('*/api/parceiros/export', ({ request }) => {
          endereco = request.url;
          return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          });
        }),
      );
      const usuario = userEvent.setup();
      abrirPainel('/painel/vendedores', sessaoDoPapel(3));
      await screen.findByRole('link', { name: 'Ana Lima' });
      await usuario.type(screen.getByPlaceholderText('Buscar pelo início do nome, CPF, e-mail ou loja'), 'ana');
      await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ busca: 'ana' }));
      await usuario.click(screen.getByRole('button', { name: 'Exportar' }));
      expect(await screen.findByText(MENSAGENS.exportacaoConcluida)).toBeInTheDocument();
      expect(screen.getByText(MENSAGENS.downloadEmBreve)).toBeInTheDocument();
      expect(new URL(endereco).searchParams.get('search')).toBe('ana');
      expect(cliques[0]!.download).toBe('parceiros.xlsx');
    });

    it('says the export failed with the list message', async () => {
      servir();
      servidor.use(http.get('*/api/parceiros/export', () => HttpResponse.json({ erro: 'Erro interno.' }, { status: 500 })));
      const usuario = userEvent.setup();
      abrirPainel('/painel/vendedores', sessaoDoPapel(2));
      await screen.findByRole('link', { name: 'Ana Lima' });
      await usuario.click(screen.getByRole('button', { name: 'Exportar' }));
      expect(await screen.findByText(MENSAGENS.erroExportarParceiros)).toBeInTheDocument();
      expect(cliques).toHaveLength(0);
    });
  });
});
