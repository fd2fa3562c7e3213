import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { graphql, HttpResponse } from 'msw';
import { MENSAGENS } from '@sw/common';
import { ProvedoresApp, criarClienteApollo, entrarPainel } from '@sw/client';
import { App } from '../../App';
import { BASE_PAINEL } from '../../rotas';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const MEMBRO = { __typename: 'ParceiroPainel', id: 7, nome: 'Carla Demo', cpf: '70000000744', ativo: true, revenda: 'Tintas Horizonte Paulista', codRevenda: 'THP', cnpjRevenda: '11222333000181' };
const PRODUTOS: Record<string, object> = {
  'SW-FUNDO-18L': { __typename: 'Produto', id: 1, codigo: 'SW-FUNDO-18L', nome: 'Fundo Preparador de Paredes 18L', valorUnitario: 249.9, valorPontos: 25 },
  'SW-ZARC-09L': { __typename: 'Produto', id: 2, codigo: 'SW-ZARC-09L', nome: 'Zarcão Antiferrugem 0,9L', valorUnitario: 36.9, valorPontos: 3.5 },
};

function servir(opcoes: { duplicados?: string[] } = {}) {
  const enviados: unknown[] = [];
  servidor.use(
    graphql.query('NovaVendaParceiro', ({ variables }) => HttpResponse.json({ data: { parceiroPorCpf: variables.cpf === MEMBRO.cpf ? MEMBRO : null } })),
    graphql.query('NovaVendaProduto', ({ variables }) => {
      const p = PRODUTOS[String(variables.codigo).toUpperCase()];
      return HttpResponse.json({ data: { produtosPorCodigo: p ? [p] : [] } });
    }),
    graphql.query('NovaVendaDocumento', ({ variables }) => HttpResponse.json({
      data: { vendasPorDocumento: (opcoes.duplicados ?? []).includes(String((variables.input as { identificador: string }).identificador)) ? [{ __typename: 'VendaDocumento', id: '9' }] : [] },
    })),
    graphql.mutation('PontuarVenda', ({ variables }) => {
      enviados.push(variables.input);
      return HttpResponse.json({ data: { pontuarVenda: { __typename: 'PontuarVendaPayload', errosDeUsuario: [], resultado: { __typename: 'ResultadoPontuacao', mensagem: MENSAGENS.vendaProcessada, id: '10', totalPontos: 53.5, pontosCreditados: 53.5 } } } });
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
    expect(enviados).toEqual([{
      enviarMensagem: true,
      venda: { cpf: '70000000744', tipoFiscal: 'N', identificador: 'NF 123', realizadoEm: '2026-01-10', linkArquivo: null,
        itens: [{ codigo: 'SW-FUNDO-18L', qtde: 2, valorUnitario: 249.9, valorDesconto: 9.8 }] },
    }]);
    await waitFor(() => expect(screen.getByLabelText(/^CPF/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Número fiscal/)).toHaveValue('');
    expect(screen.getByText('Nenhum item adicionado')).toBeInTheDocument();
  });

  it('refuses an unknown CPF and an already processed fiscal number, clearing the field', async () => {
    servir({ duplicados: ['NF9'] });
    const usuario = userEvent.setup();
    abrirPainel('/painel/processar/nova-venda', sessaoDoPapel(2));
    const cpf = await screen.findByLabelText(/^CPF/);
    await usuario.type(cpf, '52998224725');
    await usuario.tab();
    expect(await screen.findByText(MENSAGENS.vendaCpfInvalido)).toBeInTheDocument();
    await waitFor(() => expect(cpf).toHaveValue(''));

    await usuario.type(screen.getByLabelText(/^Número fiscal/), 'NF9');
    await usuario.tab();
    expect(await screen.findByText(MENSAGENS.vendaJaProcessada)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Número fiscal/)).toHaveValue(''));
  });

  it('checks the form in the screen order before sending anything', async () => {
    const enviados = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/processar/nova-venda', sessaoDoPapel(5));
    const processar = await screen.findByRole('button', { name: 'PROCESSAR' });
    await usuario.click(processar);
    expect(await screen.findByText(MENSAGENS.vendaCampoObrigatorio('CPF'))).toBeInTheDocument();

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
        <BrowserRouter basename={BASE_PAINEL}><App /></BrowserRouter>
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
