import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';
import {
  AlterarAtivoProdutoRevendaDocument,
  ExcluirProdutoRevendaDocument,
  LinkExportacaoProdutosRevendaDocument,
  LojasDoSeletorDocument,
  ProdutosRevendaPaginadosDocument,
  type ProdutosRevendaPaginadosQuery,
} from '@sw/client/gql';

type ProdutoRevenda = ProdutosRevendaPaginadosQuery['produtosRevenda']['itens'][number];

const servidor = usarServidor();

const LOJA = { __typename: 'Revenda' as const, id: '7', nomeFantasia: 'Tintas Horizonte Paulista', cnpj: '11222333000181' };
const linha = (id: string, codigo: string, extra: Partial<ProdutoRevenda> = {}): ProdutoRevenda => ({
  __typename: 'ProdutoRevenda',
  id,
  revendaId: '7',
  cnpjRevenda: LOJA.cnpj,
  nomeRevenda: LOJA.nomeFantasia,
  produtoId: '1',
  codigoPadrao: 'SW-ACR-18L',
  nomePadrao: 'Tinta Acrílica 18L',
  codigo,
  nome: `Produto ${codigo}`,
  valorUnitario: '479.90',
  valorPontos: '49.00',
  valorPontosHerdado: true,
  ativo: true,
  ...extra,
});

function servir() {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  const exportacoes: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(LojasDoSeletorDocument, () => HttpResponse.json({ data: { revendas: { __typename: 'RevendaPagina', itens: [LOJA] } } })),
    graphql.query(ProdutosRevendaPaginadosDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          produtosRevenda: {
            __typename: 'ProdutoRevendaPagina',
            total: 2,
            totalEstimado: false,
            itens: [linha('1', 'THP-1'), linha('2', 'THP-2', { ativo: false })],
          },
        },
      });
    }),
    graphql.mutation(AlterarAtivoProdutoRevendaDocument, ({ variables }) => {
      mutacoes.push({ nome: 'AlterarAtivoProdutoRevenda', variaveis: variables });
      const input = variables.input;
      return HttpResponse.json({
        data: {
          alterarAtivoProdutoRevenda: {
            __typename: 'ProdutoRevendaPayload',
            resultado: { __typename: 'ProdutoRevenda', id: String(input.id), ativo: input.ativo },
            errosDeUsuario: [],
          },
        },
      });
    }),
    graphql.mutation(ExcluirProdutoRevendaDocument, ({ variables }) => {
      mutacoes.push({ nome: 'ExcluirProdutoRevenda', variaveis: variables });
      return HttpResponse.json({ data: { excluirProdutoRevenda: { __typename: 'ExcluirProdutoRevendaPayload', resultado: true, errosDeUsuario: [] } } });
    }),
    graphql.query(LinkExportacaoProdutosRevendaDocument, ({ variables }) => {
      exportacoes.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({ data: { linkExportacaoProdutosRevenda: '/api/downloads/v1.abc.def' } });
    }),
  );
  return { pedidos, mutacoes, exportacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Produtos Loja' });
const cabecalhos = () =>
  within(tabela())
    .getAllByRole('columnheader')
    .map((c) => c.textContent?.replace(/[▲▼↕]/g, '').trim());

describe('Produtos Loja list', () => {
  it('role 2: every store, then one store; toggle and delete; sorted by points desc', async () => {
    const { pedidos, mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/produtos/loja', sessaoDoPapel(2));
    expect(await screen.findByText('THP-1')).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ cnpjRevenda: null, situacao: 'todos', ordenarPor: 'valorPontos', direcao: 'DESC', pagina: 1, porPagina: 10 });
    expect(cabecalhos()).toEqual(['Loja', 'Código Experiências SW', 'Código Loja', 'Descrição Loja', 'Preço Unitário Loja', 'Valor Pontos', 'Ativo', 'Ações']);
    await u.click(screen.getByRole('combobox', { name: /^Loja/ }));
    await u.click(await screen.findByRole('option', { name: LOJA.nomeFantasia }));
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ cnpjRevenda: LOJA.cnpj }));
    await waitFor(() => expect(cabecalhos()[0]).toBe('Código Experiências SW'));

    await u.click(screen.getByRole('switch', { name: 'Ativo: THP-2' }));
    expect(await screen.findByText(MENSAGENS.statusAtualizado)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Excluir THP-1' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS.produtoExcluido)).toBeInTheDocument();
    expect(mutacoes).toEqual([
      { nome: 'AlterarAtivoProdutoRevenda', variaveis: { input: { id: '2', ativo: true } } },
      { nome: 'ExcluirProdutoRevenda', variaveis: { input: { id: '1' } } },
    ]);
  });

  it('role 1: edit only', async () => {
    servir();
    abrirPainel('/painel/produtos/loja', sessaoDoPapel(1));
    await screen.findByText('THP-1');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar THP-1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
  });

  it('export asks for the signed link of the filtered list and opens it in a new window', async () => {
    const { exportacoes } = servir();
    const abrir = jest.spyOn(window, 'open').mockImplementation(() => null);
    const u = userEvent.setup();
    abrirPainel('/painel/produtos/loja', sessaoDoPapel(2));
    await screen.findByText('THP-1');
    await u.click(screen.getByRole('combobox', { name: /^Loja/ }));
    await u.click(await screen.findByRole('option', { name: LOJA.nomeFantasia }));
    await u.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(MENSAGENS.downloadEmBreve)).toBeInTheDocument();
    await waitFor(() => expect(abrir).toHaveBeenCalledWith('/api/downloads/v1.abc.def', '_blank', 'noopener'));
    expect(exportacoes[0]).toMatchObject({
      cnpjRevenda: LOJA.cnpj,
      situacao: 'todos',
      ordenarPor: 'valorPontos',
      direcao: 'DESC',
      nomeArquivo: `produtos-loja-${LOJA.cnpj}`,
    });
    abrir.mockRestore();
  });
});
