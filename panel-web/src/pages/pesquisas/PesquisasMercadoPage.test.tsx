import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  AtualizarPesquisaMercadoDocument,
  ExcluirPesquisaMercadoDocument,
  PesquisasMercadoDocument,
  RedesDoSeletorDocument,
  type PesquisaMercadoCamposFragment,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const item = (marca: string | null, produto: string, qtde: number) => ({
  __typename: 'ItemPesquisaMercado' as const,
  marca,
  produto,
  qtde,
  valorUnitario: '10.00',
});
const pesquisa = (id: number, revenda: string, rede: string): PesquisaMercadoCamposFragment => ({
  __typename: 'PesquisaMercado',
  id: String(id),
  revendaId: String(id * 10),
  cnpjRevenda: '44555666000181',
  revenda,
  redeId: String(id),
  rede,
  cidade: 'Recife',
  categoria: 'Loja de tintas',
  comunicacao: 'Redes sociais',
  qtdeVendedores: 6,
  faturamento: '250000.50',
  mediaMensal: '20000.00',
  share: 35.5,
  produtosMaisVendidos: [1, 2, 3, 4, 5].map((k) => item(null, `Látex ${k}`, k)),
  produtosMaisVendidosConcorrentes: [1, 2, 3, 4, 5].map((k) => item(k < 4 ? 'TintaMax' : 'Cores do Brasil', `Acrílico ${k}`, k)),
  qtdeProdutosVendidos: 15,
  fonte: 'EQUIPE',
  criadoEm: '2026-03-10T12:00:00.000Z',
});

function servir() {
  const pedidos: Record<string, unknown>[] = [];
  const edicoes: Record<string, any>[] = [];
  const exclusoes: unknown[] = [];
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
    graphql.query(PesquisasMercadoDocument, ({ variables }) => {
      pedidos.push(variables);
      const todas = [pesquisa(1, 'Casa das Cores', 'Rede Norte'), pesquisa(2, 'Tintas Sul', 'Rede Sul')];
      const rede = (variables.input as { rede?: string | null }).rede;
      const itens = rede ? todas.filter((p) => p.redeId === rede) : todas;
      return HttpResponse.json({ data: { pesquisasMercado: { __typename: 'PesquisaMercadoPagina', total: itens.length, totalEstimado: false, itens } } });
    }),
    graphql.mutation(AtualizarPesquisaMercadoDocument, ({ variables }) => {
      edicoes.push(variables);
      const resultado = { ...pesquisa(1, 'Casa das Cores', 'Rede Norte'), categoria: variables.input.categoria ?? 'Loja de tintas' };
      return HttpResponse.json({ data: { atualizarPesquisaMercado: { __typename: 'PesquisaMercadoPayload', resultado, errosDeUsuario: [] } } });
    }),
    graphql.mutation(ExcluirPesquisaMercadoDocument, ({ variables }) => {
      const { id } = variables.input as { id: string };
      exclusoes.push(id);
      return HttpResponse.json({ data: { excluirPesquisaMercado: { __typename: 'ExcluirPesquisaMercadoPayload', resultado: id, errosDeUsuario: [] } } });
    }),
  );
  return { pedidos, edicoes, exclusoes };
}

const linha = (loja: string) => screen.getByRole('row', { name: new RegExp(loja) });

describe('Pesquisas de Mercado', () => {
  it('lists by store, filters by network and shows the most-sold products', async () => {
    const { pedidos } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/pesquisas-mercado', sessaoDoPapel(0));
    expect(await screen.findByText('Casa das Cores')).toBeInTheDocument();
    expect(pedidos[0]).toEqual({ input: { ordenarPor: 'revenda', direcao: 'ASC', pagina: 1, porPagina: 10, busca: null, rede: null } });
    expect(within(linha('Casa das Cores')).getByText('R$ 250.000,50')).toBeInTheDocument();
    expect(screen.getByTestId('tabela-rodape')).toHaveTextContent('1-2 de 2 resultados');
    // Role 0 reads: no edit, no delete, no new survey.
    expect(screen.queryByRole('button', { name: /Editar pesquisa/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir pesquisa/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cadastrar Pesquisa/ })).not.toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: 'Rede' }));
    await u.click(await screen.findByRole('option', { name: 'Rede Sul' }));
    await waitFor(() => expect(pedidos[pedidos.length - 1]).toMatchObject({ input: { rede: '2', pagina: 1 } }));
    await waitFor(() => expect(screen.queryByText('Casa das Cores')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Produtos mais vendidos de Tintas Sul' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByRole('table', { name: 'Produtos concorrentes mais vendidos' })).toHaveTextContent('Cores do Brasil');
    expect(within(dialogo).getAllByRole('row')).toHaveLength(12);
  });

  it('edits with the competitor brand prefilled and updates the row; role 1 may not delete', async () => {
    const { edicoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/pesquisas-mercado', sessaoDoPapel(1));
    await screen.findByText('Casa das Cores');
    expect(screen.queryByRole('button', { name: /Excluir pesquisa/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cadastrar Pesquisa/ })).toHaveAttribute('href', '/painel/cadastrar/pesquisa-mercado');

    await u.click(screen.getByRole('button', { name: 'Editar pesquisa de Casa das Cores' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar Pesquisa de Mercado' });
    const concorrentes = within(within(dialogo).getByRole('group', { name: 'Produtos concorrentes mais vendidos' }));
    // The brand of the last competitor row.
    expect(concorrentes.getByRole('textbox', { name: /^Marca/ })).toHaveValue('Cores do Brasil');
    expect(within(dialogo).getByRole('textbox', { name: 'Loja' })).toHaveValue('Casa das Cores (44.555.666/0001-81)');
    const categoria = within(dialogo).getByRole('textbox', { name: 'Categoria' });
    await u.clear(categoria);
    await u.click(categoria);
    await u.paste('Home Center');
    await u.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.pesquisaAlterada)).toBeInTheDocument();
    expect(edicoes[0]).toMatchObject({ input: { id: '1', categoria: 'Home Center', revendaId: '10', fonte: 'EQUIPE' } });
    expect(edicoes[0].input.produtosMaisVendidosConcorrentes[0]).toEqual({ marca: 'TintaMax', produto: 'Acrílico 1', qtde: 1, valorUnitario: 10 });
    await waitFor(() => expect(within(linha('Casa das Cores')).getByText('Home Center')).toBeInTheDocument());
  });

  it('role 2 deletes after confirming and the row leaves the list', async () => {
    const { exclusoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/pesquisas-mercado', sessaoDoPapel(2));
    await screen.findByText('Tintas Sul');
    await u.click(screen.getByRole('button', { name: 'Excluir pesquisa de Tintas Sul' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS.pesquisaExcluida)).toBeInTheDocument();
    expect(exclusoes).toEqual(['2']);
    await waitFor(() => expect(screen.queryByText('Tintas Sul')).not.toBeInTheDocument());
    expect(screen.getByTestId('tabela-rodape')).toHaveTextContent('1-1 de 1 resultados');
  });

  it('has a menu entry, and its registration is on the Cadastrar group page', async () => {
    servir();
    abrirPainel('/painel/cadastrar', sessaoDoPapel(5));
    const menu = await screen.findByTestId('menu-lateral');
    expect(within(menu).getByRole('link', { name: /Pesquisas de Mercado/ })).toHaveAttribute('href', '/painel/pesquisas-mercado');
    expect(await screen.findByRole('link', { name: /^Pesquisa de Mercado/ })).toHaveAttribute('href', '/painel/cadastrar/pesquisa-mercado');
  });
});
