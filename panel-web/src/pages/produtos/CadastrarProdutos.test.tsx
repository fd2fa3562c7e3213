import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { decimalExato, MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';
import {
  CriarProdutoDocument,
  CriarProdutoRevendaDocument,
  LojasDoSeletorDocument,
  ProdutosPorCodigoDocument,
  ProdutosRevendaPaginadosDocument,
} from '@sw/client/gql';

const servidor = usarServidor();

const LOJA = { __typename: 'Revenda' as const, id: '7', nomeFantasia: 'Tintas Horizonte Paulista', cnpj: '11222333000181' };

function servir() {
  const enviados: { nome: string; input: Record<string, unknown> }[] = [];
  const listas: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(LojasDoSeletorDocument, () => HttpResponse.json({ data: { revendas: { __typename: 'RevendaPagina', itens: [LOJA] } } })),
    graphql.query(ProdutosPorCodigoDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          produtosPorCodigo:
            String(variables.codigo).toUpperCase() === 'SW-ACR-18L'
              ? [{ __typename: 'Produto', id: '1', codigo: 'SW-ACR-18L', nome: 'Tinta Acrílica 18L', valorPontos: '49.00' }]
              : [],
        },
      }),
    ),
    graphql.query(ProdutosRevendaPaginadosDocument, ({ variables }) => {
      listas.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({ data: { produtosRevenda: { __typename: 'ProdutoRevendaPagina', total: 0, totalEstimado: false, itens: [] } } });
    }),
    graphql.mutation(CriarProdutoDocument, ({ variables }) => {
      enviados.push({ nome: 'CriarProduto', input: variables.input as Record<string, unknown> });
      return HttpResponse.json({
        data: {
          criarProduto: {
            __typename: 'ProdutoPayload',
            resultado: {
              __typename: 'Produto',
              id: '50',
              ativo: true,
              codigo: variables.input.codigo,
              nome: variables.input.nome,
              valorPontos: decimalExato(variables.input.valorPontos, 2) ?? '',
              codigoBarras: variables.input.codigoBarras,
              valorUnitario: '1234.50',
            },
            errosDeUsuario: [],
          },
        },
      });
    }),
    graphql.mutation(CriarProdutoRevendaDocument, ({ variables }) => {
      const input = variables.input;
      enviados.push({ nome: 'CriarProdutoRevenda', input });
      return HttpResponse.json({
        data: {
          criarProdutoRevenda: {
            __typename: 'ProdutoRevendaPayload',
            resultado: {
              __typename: 'ProdutoRevenda',
              id: '900',
              revendaId: '7',
              cnpjRevenda: LOJA.cnpj,
              nomeRevenda: LOJA.nomeFantasia,
              produtoId: '1',
              codigoPadrao: 'SW-ACR-18L',
              nomePadrao: 'Tinta Acrílica 18L',
              codigo: input.codigo,
              nome: input.nome,
              valorUnitario: String(input.valorUnitario),
              valorPontos: '49.00',
              valorPontosHerdado: true,
              ativo: true,
            },
            errosDeUsuario: [],
          },
        },
      });
    }),
  );
  return { enviados, listas };
}

const campo = (nome: RegExp) => screen.getByRole('textbox', { name: nome });

async function preencher(u: ReturnType<typeof userEvent.setup>, rotulo: RegExp, texto: string) {
  await u.click(campo(rotulo));
  await u.paste(texto);
}

describe('Cadastrar Produto', () => {
  it('first asks which kind: Experiências SW (/criteria) or Loja (/revenda)', async () => {
    servir();
    abrirPainel('/painel/cadastrar/produto', sessaoDoPapel(5));
    expect(await screen.findByRole('link', { name: /Produto Experiências SW/ })).toHaveAttribute('href', '/painel/cadastrar/produto/criteria');
    expect(screen.getByRole('link', { name: /Produto Loja/ })).toHaveAttribute('href', '/painel/cadastrar/produto/revenda');
  });

  it('standard product: the messages of spec 1 §5, then saves with numbers and "Produto cadastrado com sucesso"', async () => {
    const { enviados } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/produto/criteria', sessaoDoPapel(2));
    await u.click(await screen.findByRole('button', { name: 'CADASTRAR' }));
    for (const m of ['Código obrigatório', 'Nome obrigatório', 'Preço Unitário obrigatório', 'Valor Pontos obrigatório']) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(enviados).toEqual([]);
    await preencher(u, /^Código(?! de)/, 'SW-NOVO-1');
    await preencher(u, /^Descrição/, 'Tinta Nova 18L');
    await preencher(u, /^Preço Unitário/, '1234,5');
    await preencher(u, /^Valor Pontos/, '12,5');
    await preencher(u, /^Código de Barras/, '123');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Código de Barras inválido')).toBeInTheDocument();
    await u.clear(campo(/^Código de Barras/));
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.produtoCadastrado)).toBeInTheDocument();
    expect(enviados).toEqual([
      { nome: 'CriarProduto', input: { codigo: 'SW-NOVO-1', nome: 'Tinta Nova 18L', valorUnitario: 1234.5, valorPontos: 12.5, codigoBarras: null } },
    ]);
    await waitFor(() => expect(campo(/^Código(?! de)/)).toHaveValue(''));
  });
});

describe('Cadastrar Produto Loja', () => {
  it('requires every field with the contract messages', async () => {
    const { enviados } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/produto/revenda', sessaoDoPapel(1));
    await u.click(await screen.findByRole('button', { name: 'CADASTRAR' }));
    for (const m of [
      'Loja obrigatório',
      'Código Experiências SW obrigatório',
      'Código Loja obrigatório',
      'Descrição Loja obrigatório',
      'Preço Unitário Loja obrigatório',
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(enviados).toEqual([]);
  });

  it('looks the standard code up on leaving the field: unknown is refused and cleared, known shows its description', async () => {
    servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/produto/revenda', sessaoDoPapel(2));
    await screen.findByRole('button', { name: 'CADASTRAR' });
    await preencher(u, /^Código Experiências SW/, 'NAO-EXISTE');
    await u.tab();
    expect(await screen.findByText(MENSAGENS.produtoPadraoNaoEncontrado)).toBeInTheDocument();
    await waitFor(() => expect(campo(/^Código Experiências SW/)).toHaveValue(''));
    await preencher(u, /^Código Experiências SW/, 'sw-acr-18l');
    await u.tab();
    expect(await screen.findByText('Tinta Acrílica 18L · 49 pontos')).toBeInTheDocument();
    expect(campo(/^Código Experiências SW/)).toHaveValue('SW-ACR-18L');
  });

  it("saves, keeps the store for the next product, and shows the store's list with the new row", async () => {
    const { enviados, listas } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/produto/revenda', sessaoDoPapel(5));
    await screen.findByRole('button', { name: 'CADASTRAR' });
    await u.click(screen.getByRole('combobox', { name: /^Loja/ }));
    await u.click(await screen.findByRole('option', { name: LOJA.nomeFantasia }));
    await waitFor(() => expect(listas.at(-1)).toMatchObject({ cnpjRevenda: LOJA.cnpj, ordenarPor: 'valorPontos', direcao: 'DESC' }));
    await preencher(u, /^Código Experiências SW/, 'SW-ACR-18L');
    await preencher(u, /^Código Loja/, 'THP-1');
    await preencher(u, /^Descrição Loja/, 'ACRILICO 18L');
    await preencher(u, /^Preço Unitário Loja/, '479,9');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.produtoCadastrado)).toBeInTheDocument();
    expect(enviados).toEqual([
      {
        nome: 'CriarProdutoRevenda',
        input: { cnpjRevenda: LOJA.cnpj, codigoPadrao: 'SW-ACR-18L', codigo: 'THP-1', nome: 'ACRILICO 18L', valorUnitario: 479.9 },
      },
    ]);
    const lista = await screen.findByRole('table', { name: 'Produtos Loja' });
    await waitFor(() => expect(within(lista).getByText('THP-1')).toBeInTheDocument());
    expect(campo(/^Código Loja/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Loja/ })).toHaveValue(LOJA.nomeFantasia);
  });
});
