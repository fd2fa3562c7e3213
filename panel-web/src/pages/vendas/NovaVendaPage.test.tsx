import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { graphql, HttpResponse } from 'msw';
import {
  NovaVendaDocumentoDocument,
  NovaVendaParceiroDocument,
  NovaVendaProdutoDocument,
  PontuarVendaDocument,
  PreviaVendaDocument,
  type NovaVendaParceiroQuery,
  type NovaVendaProdutoQuery,
} from '@sw/client/gql';
import { decimalExato, MENSAGENS } from '@sw/common';
import { ProvedoresApp, criarClienteApollo, entrarPainel } from '@sw/client';
import { App } from '../../App';
import { BASE_PAINEL } from '../../rotas';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

type Membro = NonNullable<NovaVendaParceiroQuery['parceiroPorCpf']>;

const MEMBRO: Membro = {
  __typename: 'ParceiroPainel',
  id: '7',
  nome: 'Carla Demo',
  cpf: '70000000744',
  ativo: true,
  revenda: 'Tintas Horizonte Paulista',
  codRevenda: 'THP',
  cnpjRevenda: '11222333000181',
};
const PRODUTOS: Record<string, NovaVendaProdutoQuery['produtosPorCodigo'][number]> = {
  'SW-FUNDO-18L': {
    __typename: 'Produto',
    id: '1',
    codigo: 'SW-FUNDO-18L',
    nome: 'Fundo Preparador de Paredes 18L',
    valorUnitario: '249.90',
    valorPontos: '25.00',
  },
  'SW-ZARC-09L': { __typename: 'Produto', id: '2', codigo: 'SW-ZARC-09L', nome: 'Zarcão Antiferrugem 0,9L', valorUnitario: '36.90', valorPontos: '3.50' },
};

const INATIVO: Membro = { ...MEMBRO, id: '8', nome: 'Paulo Inativo', cpf: '52998224725', ativo: false };
/** The server's preview: 25 points per Fundo, 3,5 per Zarcão, store factor 2, a limit of 80 per sale. */
const PONTOS_PRODUTO: Record<string, number> = { 'SW-FUNDO-18L': 25, 'SW-ZARC-09L': 3.5 };

/** What the screen asked previaVenda, in order (reset by servir). */
let previas: unknown[] = [];

function servir(opcoes: { duplicados?: string[] } = {}) {
  const enviados: unknown[] = [];
  previas = [];
  servidor.use(
    graphql.query(NovaVendaParceiroDocument, ({ variables }) =>
      HttpResponse.json({ data: { parceiroPorCpf: [MEMBRO, INATIVO].find((m) => m.cpf === variables.cpf) ?? null } }),
    ),
    graphql.query(PreviaVendaDocument, ({ variables }) => {
      const input = variables.input as { cpf: string; itens: { codigo: string; qtde: number }[] };
      previas.push(input);
      const itens = input.itens.map((i) => {
        const p = PONTOS_PRODUTO[i.codigo];
        return {
          __typename: 'PreviaItemVenda' as const,
          codigo: i.codigo,
          qtde: i.qtde,
          participante: p !== undefined,
          pontos: p === undefined ? null : (decimalExato(i.qtde * p * 2, 2) ?? ''),
        };
      });
      const total = itens.reduce((t, i) => t + Number(i.pontos ?? 0), 0);
      return HttpResponse.json({
        data: {
          previaVenda: {
            __typename: 'PreviaVenda',
            fator: 2,
            totalPontos: decimalExato(total, 2) ?? '',
            pontosCreditados: decimalExato(Math.min(total, 80), 2) ?? '',
            limitePontuacao: '80.00',
            itens,
          },
        },
      });
    }),
    graphql.query(NovaVendaProdutoDocument, ({ variables }) => {
      const p = PRODUTOS[String(variables.codigo).toUpperCase()];
      return HttpResponse.json({ data: { produtosPorCodigo: p ? [p] : [] } });
    }),
    graphql.query(NovaVendaDocumentoDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          vendasPorDocumento: (opcoes.duplicados ?? []).includes(String((variables.input as { identificador: string }).identificador))
            ? [{ __typename: 'VendaDocumento', id: '9' }]
            : [],
        },
      }),
    ),
    graphql.mutation(PontuarVendaDocument, ({ variables }) => {
      enviados.push(variables.input);
      return HttpResponse.json({
        data: {
          pontuarVenda: {
            __typename: 'PontuarVendaPayload',
            errosDeUsuario: [],
            resultado: { __typename: 'ResultadoPontuacao', mensagem: MENSAGENS.vendaProcessada, id: '10', totalPontos: '53.50', pontosCreditados: '53.50' },
          },
        },
      });
    }),
  );
  return enviados;
}

async function adicionarItem(usuario: ReturnType<typeof userEvent.setup>, codigo: string, qtde: string, desconto = '') {
  await usuario.type(screen.getByLabelText('Código do produto'), codigo);
  await usuario.tab();
  await waitFor(() => expect(screen.getByLabelText('Valor unitário')).not.toHaveValue(''));
  await usuario.clear(screen.getByLabelText('Quantidade'));
  await usuario.type(screen.getByLabelText('Quantidade'), qtde);
  if (desconto) await usuario.type(screen.getByLabelText('Desconto'), desconto);
  await usuario.click(screen.getByRole('button', { name: 'ADICIONAR ITEM' }));
}

describe('Nova venda', () => {
  it('finds the member, adds items with totals and processes the sale, then clears the form', async () => {
    const enviados = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/processar/nova-venda', sessaoDoPapel(1));

    await usuario.type(await screen.findByLabelText(/^CPF/), '70000000744');
    await usuario.tab();
    expect(await screen.findByText('Carla Demo')).toBeInTheDocument();
    expect(screen.getByText('Tintas Horizonte Paulista')).toBeInTheDocument();
    await usuario.type(screen.getByLabelText(/^Número fiscal/), 'NF 123');
    await usuario.type(screen.getByLabelText(/^Data da venda/), '10012026');

    await adicionarItem(usuario, 'sw-fundo-18l', '2', '9,80');
    await adicionarItem(usuario, 'SW-ZARC-09L', '1');
    const tabela = screen.getByRole('table', { name: 'Itens da venda' });
    expect(within(tabela).getByText('Fundo Preparador de Paredes 18L')).toBeInTheDocument();
    expect(within(tabela).getByText('R$ 490,00')).toBeInTheDocument();
    expect(within(tabela).getByLabelText('Total da venda')).toHaveTextContent('R$ 526,90');
    expect(within(tabela).getByLabelText('Total de descontos')).toHaveTextContent('R$ 9,80');
    await usuario.click(screen.getByRole('button', { name: 'Remover SW-ZARC-09L' }));
    expect(within(tabela).getByLabelText('Total da venda')).toHaveTextContent('R$ 490,00');

    await usuario.click(screen.getByLabelText('Enviar mensagem ao vendedor'));
    await usuario.click(screen.getByRole('button', { name: 'PROCESSAR' }));
    expect(await screen.findByText(MENSAGENS.vendaProcessada)).toBeInTheDocument();
    expect(enviados).toEqual([
      {
        enviarMensagem: true,
        venda: {
          cpf: '70000000744',
          tipoFiscal: 'N',
          identificador: 'NF 123',
          realizadoEm: '2026-01-10',
          linkArquivo: null,
          itens: [{ codigo: 'SW-FUNDO-18L', qtde: 2, valorUnitario: 249.9, valorDesconto: 9.8 }],
        },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^CPF/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Número fiscal/)).toHaveValue('');
    expect(screen.getByText('Nenhum item adicionado')).toBeInTheDocument();
  });

  it("shows each line's points and the credit from the server's preview, before saving", async () => {
    const enviados = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/processar/nova-venda', sessaoDoPapel(1));
    await usuario.type(await screen.findByLabelText(/^CPF/), '70000000744');
    await usuario.tab();
    await screen.findByText('Carla Demo');
    await adicionarItem(usuario, 'SW-FUNDO-18L', '1');
    const tabela = screen.getByRole('table', { name: 'Itens da venda' });
    await waitFor(() => expect(within(tabela).getByLabelText('Pontos de SW-FUNDO-18L')).toHaveTextContent('50'));
    expect(within(tabela).getByLabelText('Total de pontos')).toHaveTextContent('50');
    expect(screen.getByTestId('pontos-a-creditar')).toHaveTextContent('Pontos a creditar: 50');
    await adicionarItem(usuario, 'SW-ZARC-09L', '5');
    await waitFor(() => expect(within(tabela).getByLabelText('Pontos de SW-ZARC-09L')).toHaveTextContent('35'));
    // 85 points, above the limit of 80 per sale: the credit says so.
    expect(within(tabela).getByLabelText('Total de pontos')).toHaveTextContent('85');
    expect(screen.getByTestId('pontos-a-creditar')).toHaveTextContent('Pontos a creditar: 80 (limite por venda: 80)');
    expect(previas.at(-1)).toEqual({
      cpf: '70000000744',
      itens: [
        { codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: 249.9, valorDesconto: 0 },
        { codigo: 'SW-ZARC-09L', qtde: 5, valorUnitario: 36.9, valorDesconto: 0 },
      ],
    });
    expect(enviados).toEqual([]);
  });

  it("an inactive member is 'Vendedor inativo', not 'CPF inválido'", async () => {
    servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/processar/nova-venda', sessaoDoPapel(2));
    const cpf = await screen.findByLabelText(/^CPF/);
    await usuario.type(cpf, INATIVO.cpf);
    await usuario.tab();
    expect(await screen.findByText(MENSAGENS.vendaVendedorInativo)).toBeInTheDocument();
    expect(screen.queryByText(MENSAGENS.vendaCpfInvalido)).not.toBeInTheDocument();
    await waitFor(() => expect(cpf).toHaveValue(''));
  });

  it('refuses an unknown CPF and an already processed fiscal number, clearing the field', async () => {
    servir({ duplicados: ['NF9'] });
    const usuario = userEvent.setup();
    abrirPainel('/painel/processar/nova-venda', sessaoDoPapel(2));
    const cpf = await screen.findByLabelText(/^CPF/);
    await usuario.type(cpf, '11144477735');
    await usuario.tab();
    expect(await screen.findByText(MENSAGENS.vendaCpfInvalido)).toBeInTheDocument();
    await waitFor(() => expect(cpf).toHaveValue(''));

    await usuario.type(screen.getByLabelText(/^Número fiscal/), 'NF9');
    await usuario.tab();
    expect(await screen.findByText(MENSAGENS.vendaJaProcessada)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Número fiscal/)).toHaveValue(''));
  });

  it('reports every missing field at once before sending anything', async () => {
    const enviados = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/processar/nova-venda', sessaoDoPapel(5));
    const processar = await screen.findByRole('button', { name: 'PROCESSAR' });
    await usuario.click(processar);
    const obrigatorios = ['CPF', 'Número fiscal', 'Data da venda'].map((r) => MENSAGENS.vendaCampoObrigatorio(r));
    // One toast with all of them and the items, and each field with its own message.
    expect(await screen.findByText([...obrigatorios, MENSAGENS.vendaSemItens].join(' · '))).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toHaveAccessibleDescription(obrigatorios[0]);
    expect(screen.getByLabelText(/^Número fiscal/)).toHaveAccessibleDescription(obrigatorios[1]);
    expect(screen.getByLabelText(/^Data da venda/)).toHaveAccessibleDescription(expect.stringContaining(obrigatorios[2]));
    // Filling a field takes its message away.
    await usuario.type(screen.getByLabelText(/^Número fiscal/), 'N');
    expect(screen.getByLabelText(/^Número fiscal/)).not.toHaveAccessibleDescription(obrigatorios[1]);
    await usuario.clear(screen.getByLabelText(/^Número fiscal/));

    await usuario.click(screen.getByRole('button', { name: 'ADICIONAR ITEM' }));
    expect(await screen.findByText(MENSAGENS.vendaItemIncompleto)).toBeInTheDocument();
    await usuario.type(screen.getByLabelText('Código do produto'), 'SW-FUNDO-18L');
    await usuario.tab();
    await waitFor(() => expect(screen.getByLabelText('Valor unitário')).not.toHaveValue(''));
    await usuario.type(screen.getByLabelText('Desconto'), '9999');
    await usuario.click(screen.getByRole('button', { name: 'ADICIONAR ITEM' }));
    expect(await screen.findByText(MENSAGENS.vendaValoresInvalidos)).toBeInTheDocument();

    await usuario.type(screen.getByLabelText(/^CPF/), '70000000744');
    await usuario.tab();
    await screen.findByText('Carla Demo');
    await usuario.type(screen.getByLabelText(/^Número fiscal/), 'NF1');
    await usuario.type(screen.getByLabelText(/^Data da venda/), '10012026');
    await usuario.click(processar);
    expect(await screen.findByText(MENSAGENS.vendaSemItens)).toBeInTheDocument();
    expect(enviados).toEqual([]);
  });

  it('opens with the cpf and linkArquivo carried by the navigation state', async () => {
    servir();
    entrarPainel(sessaoDoPapel(1));
    window.history.pushState({ usr: { cpf: '70000000744', linkArquivo: 'https://arquivos/nota.jpg' }, key: 'k', idx: 0 }, '', '/painel/processar/nova-venda');
    render(
      <ProvedoresApp cliente={criarClienteApollo()} ambiente="test">
        <BrowserRouter basename={BASE_PAINEL}>
          <App />
        </BrowserRouter>
      </ProvedoresApp>,
    );
    expect(await screen.findByText('Carla Demo')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('700.000.007-44');
    expect(screen.getByLabelText('Link do arquivo')).toHaveValue('https://arquivos/nota.jpg');
  });

  it('is refused to roles outside Processar', async () => {
    servir();
    abrirPainel('/painel/processar/nova-venda', sessaoDoPapel(4));
    expect(await screen.findByText(/Acesso não permitido/)).toBeInTheDocument();
  });
});
