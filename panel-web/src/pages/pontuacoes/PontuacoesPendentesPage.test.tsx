import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  EncerrarPontuacaoDocument,
  NovaVendaDocumentoDocument,
  NovaVendaParceiroDocument,
  PontuacoesPendentesDocument,
  PontuarVendaDocument,
  PreviaVendaDocument,
  ReprovarPontuacaoDocument,
  type LinhaPontuacaoPendenteFragment,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const digitada: LinhaPontuacaoPendenteFragment = {
  __typename: 'PontuacaoPendente',
  id: '7',
  parceiroId: '1',
  parceiro: 'Carlos Eduardo Pereira',
  cpf: '70000000744',
  revenda: 'Tintas Horizonte',
  codRevenda: 'L0001',
  cnpj: '11222333000181',
  cidade: 'São Paulo',
  origem: 'DIGITADA',
  linkArquivo: null,
  tipoArquivo: null,
  itens: [
    { __typename: 'ItemDigitadoPontuacao', codigo: 'SW-FUNDO-18L', produtoId: '3', descricao: 'Fundo Preparador 18L', valor: '249.90', pontos: '25.00' },
    { __typename: 'ItemDigitadoPontuacao', codigo: 'SW-FUNDO-18L', produtoId: '3', descricao: 'Fundo Preparador 18L', valor: '249.90', pontos: '25.00' },
  ],
  criadoEm: '2026-11-20T15:00:00.000Z',
};
const foto: LinhaPontuacaoPendenteFragment = {
  ...digitada,
  id: '8',
  parceiro: 'Juliana Martins Costa',
  cpf: '80000000833',
  origem: 'FOTO',
  linkArquivo: '/api/arquivos/nota.pdf',
  tipoArquivo: 'pdf',
  itens: [],
};

function servir() {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  let linhas = [digitada, foto];
  servidor.use(
    graphql.query(PontuacoesPendentesDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: { pontuacoesPendentes: { __typename: 'PontuacaoPendentePagina', total: linhas.length, totalEstimado: false, itens: linhas } },
      });
    }),
    graphql.mutation(EncerrarPontuacaoDocument, ({ variables }) => {
      mutacoes.push({ nome: 'EncerrarPontuacao', variaveis: variables.input as Record<string, unknown> });
      linhas = linhas.filter((l) => l.id !== (variables.input as { identificador: string }).identificador);
      return HttpResponse.json({
        data: {
          encerrarPontuacao: {
            __typename: 'MensagemPayload',
            errosDeUsuario: [],
            resultado: { __typename: 'Mensagem', mensagem: MENSAGENS.pontuacaoEncerrada },
          },
        },
      });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Pontuações pendentes' });

describe('Pontuações pendentes', () => {
  it('lists newest first and searches by the chosen field', async () => {
    const { pedidos } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/processar/pontuacoes', sessaoDoPapel(1));
    expect(await screen.findByText('Carlos Eduardo Pereira')).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ pagina: 1, porPagina: 10, ordenarPor: 'criadoEm', direcao: 'DESC', busca: null, filtro: null });
    expect(within(tabela()).getByText('700.000.007-44')).toBeInTheDocument();
    expect(within(tabela()).getAllByText('SW-FUNDO-18L — R$ 249,90')).toHaveLength(2);

    await u.click(screen.getByRole('combobox', { name: 'Buscar por' }));
    await u.click(await screen.findByRole('option', { name: 'CPF' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Buscar por' })).toHaveValue('CPF'));
    await u.type(screen.getByRole('searchbox', { name: 'Buscar por cpf' }), '800.000');
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ pagina: 1, busca: '800.000', filtro: 'CPF' }));
  });

  it('Encerrar asks first, then the row leaves the list with the server message', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/processar/pontuacoes', sessaoDoPapel(2));
    await screen.findByText('Carlos Eduardo Pereira');
    await u.click(screen.getByRole('button', { name: 'Encerrar pontuação 7' }));
    await u.click(await screen.findByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByText(MENSAGENS.pontuacaoEncerrada)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'EncerrarPontuacao', variaveis: { identificador: '7' } }]);
    await waitFor(() => expect(within(tabela()).queryByText('Carlos Eduardo Pereira')).not.toBeInTheDocument());
  });

  it('Reprovar offers the seven reasons; the server refusal is shown, a failure without explanation shows the fallback', async () => {
    servir();
    const enviados: Record<string, unknown>[] = [];
    let resposta = 0;
    servidor.use(
      graphql.mutation(ReprovarPontuacaoDocument, ({ variables }) => {
        enviados.push(variables.input as Record<string, unknown>);
        resposta += 1;
        if (resposta === 1) return HttpResponse.json({ errors: [{ message: MENSAGENS.pontuacaoJaTratada, extensions: { code: 'CONFLICT' } }] });
        if (resposta === 2) return HttpResponse.json({ errors: [{ message: MENSAGENS.erroInterno, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        return HttpResponse.json({
          data: {
            reprovarPontuacao: {
              __typename: 'MensagemPayload',
              errosDeUsuario: [],
              resultado: { __typename: 'Mensagem', mensagem: MENSAGENS.pontuacaoReprovada },
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/processar/pontuacoes', sessaoDoPapel(5));
    await screen.findByText('Juliana Martins Costa');
    await u.click(screen.getByRole('button', { name: 'Reprovar pontuação 8' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reprovar nota' });
    expect(within(dialogo).getAllByRole('radio')).toHaveLength(7);
    expect(within(dialogo).getByRole('button', { name: 'Reprovar' })).toBeDisabled();
    await u.click(within(dialogo).getByRole('radio', { name: 'Nota Ilegível' }));
    await u.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    expect(await screen.findByText(MENSAGENS.pontuacaoJaTratada)).toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    expect(await screen.findByText(MENSAGENS.erroReprovarNota)).toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    expect(await screen.findByText(MENSAGENS.pontuacaoReprovada)).toBeInTheDocument();
    expect(enviados.at(-1)).toEqual({ identificador: '8', linkArquivo: '/api/arquivos/nota.pdf', reprovadoMotivo: 'Nota Ilegível' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reprovar nota' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(tabela()).queryByText('Juliana Martins Costa')).not.toBeInTheDocument());
  });

  it('Processar opens Nova venda with the member and the typed items, sends the claim id and comes back to the list', async () => {
    servir();
    const vendas: Record<string, unknown>[] = [];
    servidor.use(
      graphql.query(NovaVendaParceiroDocument, () =>
        HttpResponse.json({
          data: {
            parceiroPorCpf: {
              __typename: 'ParceiroPainel',
              id: '1',
              nome: 'Carlos Eduardo Pereira',
              cpf: '70000000744',
              ativo: true,
              revenda: 'Tintas Horizonte',
              codRevenda: 'L0001',
              cnpjRevenda: '11222333000181',
            },
          },
        }),
      ),
      graphql.query(NovaVendaDocumentoDocument, () => HttpResponse.json({ data: { vendasPorDocumento: [] } })),
      graphql.query(PreviaVendaDocument, ({ variables }) =>
        HttpResponse.json({
          data: {
            previaVenda: {
              __typename: 'PreviaVenda',
              fator: 1,
              totalPontos: '50.00',
              pontosCreditados: '50.00',
              limitePontuacao: '0.00',
              itens: (variables.input as { itens: { codigo: string; qtde: number }[] }).itens.map((i) => ({
                __typename: 'PreviaItemVenda',
                codigo: i.codigo,
                qtde: i.qtde,
                participante: true,
                pontos: '50.00',
              })),
            },
          },
        }),
      ),
      graphql.mutation(PontuarVendaDocument, ({ variables }) => {
        vendas.push(variables);
        return HttpResponse.json({
          data: {
            pontuarVenda: {
              __typename: 'PontuarVendaPayload',
              errosDeUsuario: [],
              resultado: { __typename: 'ResultadoPontuacao', mensagem: MENSAGENS.vendaProcessada, id: '55', totalPontos: '50.00', pontosCreditados: '50.00' },
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/processar/pontuacoes', sessaoDoPapel(2));
    await screen.findByText('Carlos Eduardo Pereira');
    await u.click(screen.getByRole('button', { name: 'Processar pontuação 7' }));
    expect(await screen.findByRole('heading', { name: 'Nova Venda' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Vendedor encontrado')).toHaveTextContent('Carlos Eduardo Pereira');
    expect(screen.getByText('Fundo Preparador 18L')).toBeInTheDocument();
    // The points of the carried items come from the server's preview.
    expect(await screen.findByTestId('pontos-a-creditar')).toHaveTextContent('Pontos a creditar: 50');
    await u.type(screen.getByRole('textbox', { name: /Número fiscal/ }), '123456');
    await u.type(screen.getByRole('textbox', { name: /Data da venda/ }), '10112026');
    await u.click(screen.getByRole('button', { name: 'PROCESSAR' }));
    expect(await screen.findByText(MENSAGENS.vendaProcessada)).toBeInTheDocument();
    const venda = (vendas[0] as { input: { venda: Record<string, unknown> } }).input.venda;
    expect(venda).toMatchObject({
      cpf: '70000000744',
      idPontuacao: '7',
      identificador: '123456',
      itens: [{ codigo: 'SW-FUNDO-18L', qtde: 2, valorUnitario: 249.9, valorDesconto: 0 }],
    });
    expect(await screen.findByRole('heading', { name: 'Pontuações Pendentes' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/painel/processar/pontuacoes');
  });
});
