import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { decimalExato, MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';
import { AlterarAtivoProdutoDocument, AtualizarProdutoDocument, ExcluirProdutoDocument, ProdutosDocument, type ProdutosQuery } from '@sw/client/gql';

type Produto = ProdutosQuery['produtos']['itens'][number];

const servidor = usarServidor();

const produto = (id: string, codigo: string, nome: string, extra: Partial<Produto> = {}): Produto => ({
  __typename: 'Produto',
  id,
  codigo,
  nome,
  valorUnitario: '489.90',
  valorPontos: '12.50',
  codigoBarras: null,
  ativo: true,
  ...extra,
});

function servir(opcoes: { falharCarga?: 'rede' | string; falharExclusao?: string } = {}) {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(ProdutosDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      if (opcoes.falharCarga === 'rede') return HttpResponse.error();
      if (opcoes.falharCarga) return HttpResponse.json({ data: null, errors: [{ message: opcoes.falharCarga, extensions: { code: 'BAD_USER_INPUT' } }] });
      const linhas = [
        produto('1', 'SW-ACR-18L', 'Tinta Acrílica 18L', { codigoBarras: '7897654000013' }),
        produto('2', 'SW-PVA-36L', 'Látex PVA 3,6L', { ativo: false, valorPontos: '6.00' }),
      ];
      return HttpResponse.json({ data: { produtos: { __typename: 'ProdutoPagina', total: 2, totalEstimado: false, itens: linhas } } });
    }),
    graphql.mutation(AtualizarProdutoDocument, ({ variables }) => {
      mutacoes.push({ nome: 'AtualizarProduto', variaveis: variables });
      const { id, codigo, nome, valorUnitario, valorPontos, codigoBarras } = variables.input;
      const resultado = produto(String(id), codigo, nome, {
        valorPontos: decimalExato(valorPontos, 2) ?? '',
        codigoBarras,
        ...(valorUnitario ? { valorUnitario: String(valorUnitario) } : {}),
      });
      return HttpResponse.json({
        data: { atualizarProduto: { __typename: 'ProdutoPayload', resultado, errosDeUsuario: [] } },
      });
    }),
    graphql.mutation(AlterarAtivoProdutoDocument, ({ variables }) => {
      mutacoes.push({ nome: 'AlterarAtivoProduto', variaveis: variables });
      const input = variables.input;
      return HttpResponse.json({
        data: {
          alterarAtivoProduto: {
            __typename: 'StatusProdutoAlteradoPayload',
            resultado: {
              __typename: 'StatusProdutoAlterado',
              produto: { __typename: 'Produto', id: String(input.id), ativo: input.ativo },
              produtosRevendaAtualizados: 2,
            },
            errosDeUsuario: [],
          },
        },
      });
    }),
    graphql.mutation(ExcluirProdutoDocument, ({ variables }) => {
      mutacoes.push({ nome: 'ExcluirProduto', variaveis: variables });
      if (opcoes.falharExclusao) return HttpResponse.json({ data: null, errors: [{ message: opcoes.falharExclusao, extensions: { code: 'CONFLICT' } }] });
      return HttpResponse.json({ data: { excluirProduto: { __typename: 'ExcluirProdutoPayload', resultado: true, errosDeUsuario: [] } } });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Produtos Experiências SW' });
const cabecalhos = () =>
  within(tabela())
    .getAllByRole('columnheader')
    .map((c) => c.textContent?.replace(/[▲▼↕]/g, '').trim());
const linha = (texto: string) => within(tabela()).getByRole('row', { name: new RegExp(texto) });

describe('Produtos Experiências SW list', () => {
  it('role 2: filter Todos/Ativos/Inativos starting on Ativos, sorted by valorPontos desc, with toggle, edit and delete', async () => {
    const { pedidos } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/produtos', sessaoDoPapel(2));
    expect(await screen.findByText('Tinta Acrílica 18L')).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ pagina: 1, porPagina: 10, ordenarPor: 'valorPontos', direcao: 'DESC', situacao: 'ativos', busca: null });
    expect(cabecalhos()).toEqual(['Código', 'Descrição', 'Preço Unitário', 'Valor Pontos', 'Código de Barras', 'Ativo', 'Ações']);
    const acr = within(linha('SW-ACR-18L'));
    expect(acr.getByText(/R\$\s489,90/)).toBeInTheDocument();
    expect(acr.getByText('12,5')).toBeInTheDocument();
    expect(acr.getByRole('switch', { name: 'Ativo: SW-ACR-18L' })).toBeChecked();
    expect(within(linha('SW-PVA-36L')).getByRole('switch', { name: 'Ativo: SW-PVA-36L' })).not.toBeChecked();
    await u.click(screen.getByRole('radio', { name: 'Inativos' }));
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ situacao: 'inativos', pagina: 1 }));
  });

  it('role 1: only active products (no filter), edit but no toggle or delete', async () => {
    const { pedidos } = servir();
    abrirPainel('/painel/produtos', sessaoDoPapel(1));
    await screen.findByText('Tinta Acrílica 18L');
    expect(pedidos[0]).toMatchObject({ situacao: 'ativos' });
    expect(cabecalhos()).toEqual(['Código', 'Descrição', 'Preço Unitário', 'Valor Pontos', 'Código de Barras', 'Ações']);
    expect(screen.queryByRole('radio', { name: 'Inativos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar SW-ACR-18L' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
  });

  it.each([0, 3, 5])('role %i may not open the list (menu: roles 1 and 2)', async (papel) => {
    servir();
    abrirPainel('/painel/produtos', sessaoDoPapel(papel));
    expect(await screen.findAllByText('Acesso não permitido')).not.toHaveLength(0);
  });

  it('the toggle asks whether store products follow, and sends atualizarRevenda', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/produtos', sessaoDoPapel(2));
    await screen.findByText('Tinta Acrílica 18L');
    await u.click(screen.getByRole('switch', { name: 'Ativo: SW-ACR-18L' }));
    await u.click(await screen.findByRole('button', { name: 'Sim, atualizar produtos loja' }));
    expect(await screen.findByText(MENSAGENS.statusAtualizado)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'AlterarAtivoProduto', variaveis: { input: { id: '1', ativo: false, atualizarRevenda: true } } }]);
    await u.click(screen.getByRole('switch', { name: 'Ativo: SW-PVA-36L' }));
    await u.click(await screen.findByRole('button', { name: 'Não, somente este produto' }));
    await waitFor(() => expect(mutacoes).toHaveLength(2));
    expect(mutacoes[1]).toEqual({ nome: 'AlterarAtivoProduto', variaveis: { input: { id: '2', ativo: true, atualizarRevenda: false } } });
  });

  it('the edit dialog has código, descrição and valor pontos, validates and saves', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/produtos', sessaoDoPapel(1));
    await screen.findByText('Tinta Acrílica 18L');
    await u.click(screen.getByRole('button', { name: 'Editar SW-ACR-18L' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar Produto' });
    expect(within(dialogo).queryByRole('textbox', { name: /Preço Unitário/ })).not.toBeInTheDocument();
    const codigo = within(dialogo).getByRole('textbox', { name: /^Código/ });
    await u.clear(codigo);
    await u.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await within(dialogo).findByText('Código obrigatório')).toBeInTheDocument();
    await u.type(codigo, 'SW-ACR-18L-N');
    await u.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.produtoAlterado)).toBeInTheDocument();
    expect(mutacoes).toEqual([
      { nome: 'AtualizarProduto', variaveis: { input: { id: '1', codigo: 'SW-ACR-18L-N', nome: 'Tinta Acrílica 18L', valorPontos: 12.5 } } },
    ]);
    await waitFor(() => expect(within(tabela()).getByText('SW-ACR-18L-N')).toBeInTheDocument());
  });

  it('delete asks first and removes the row; a refusal shows the server reason and keeps it', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/produtos', sessaoDoPapel(2));
    await screen.findByText('Látex PVA 3,6L');
    await u.click(screen.getByRole('button', { name: 'Excluir SW-PVA-36L' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS.produtoExcluido)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'ExcluirProduto', variaveis: { input: { id: '2' } } }]);
    await waitFor(() => expect(within(tabela()).queryByText('Látex PVA 3,6L')).not.toBeInTheDocument());
  });

  it('a refused delete keeps the row', async () => {
    const motivo = MENSAGENS.produtoComProdutosLoja(2);
    servir({ falharExclusao: motivo });
    const u = userEvent.setup();
    abrirPainel('/painel/produtos', sessaoDoPapel(2));
    await screen.findByText('Tinta Acrílica 18L');
    await u.click(screen.getByRole('button', { name: 'Excluir SW-ACR-18L' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(motivo)).toBeInTheDocument();
    expect(within(tabela()).getByText('Tinta Acrílica 18L')).toBeInTheDocument();
  });

  it("a list that cannot load says 'Erro ao carregar produtos' (or the server's reason)", async () => {
    servir({ falharCarga: 'rede' });
    abrirPainel('/painel/produtos', sessaoDoPapel(2));
    expect(await screen.findByText(MENSAGENS.erroCarregarProdutos)).toBeInTheDocument();
    expect(within(tabela()).getByText(MENSAGENS.semResultados)).toBeInTheDocument();
  });
});
