import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  AlterarDataEntregaResgateDocument,
  AlterarObservacaoResgateDocument,
  AlterarStatusResgatesEmLoteDocument,
  CancelarResgateDocument,
  RedesDoSeletorDocument,
  ResgatesPainelDocument,
  type LinhaResgateFragment,
  type StatusResgate,
} from '@sw/client/gql';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const STATUS: StatusResgate[] = ['NAO_ENTREGUE', 'ENTREGUE', 'EM_TRANSITO', 'CANCELADO'];
const resgate = (id: number, codigo: string, status = 0): LinhaResgateFragment => ({
  __typename: 'Resgate',
  id: String(id),
  redemptionCode: codigo,
  parceiro: 'Carlos Eduardo Pereira',
  revenda: 'Tintas Horizonte',
  cidade: 'São Paulo',
  rede: 'Rede Horizonte',
  premio: { __typename: 'ResgatePremio', id: '1', nome: 'Vale-presente R$ 50', codigo: 'VALE50' },
  qtde: 1,
  obs: null,
  escolhaMembro: id === 2 ? 'Vivo 11977776666' : null,
  pontosGastos: '500.00',
  status: STATUS[status]!,
  nomeStatus: ['Não entregue', 'Entregue', 'Em trânsito', 'Cancelado'][status]!,
  resgatadoEm: '2026-11-20T15:00:00.000Z',
  dataEntrega: null,
});

function servir() {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(RedesDoSeletorDocument, () =>
      HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [{ __typename: 'Rede', id: '1', nome: 'Rede Horizonte' }] } } }),
    ),
    graphql.query(ResgatesPainelDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: { resgates: { __typename: 'ResgatePagina', total: 2, totalEstimado: false, itens: [resgate(1, 'ABC123'), resgate(2, 'DEF456', 3)] } },
      });
    }),
    graphql.mutation(AlterarStatusResgatesEmLoteDocument, ({ variables }) => {
      mutacoes.push({ nome: 'AlterarStatusResgatesEmLote', variaveis: variables.input as Record<string, unknown> });
      return HttpResponse.json({
        data: {
          alterarStatusResgatesEmLote: {
            __typename: 'ResgatesAlteradosEmLotePayload',
            errosDeUsuario: [],
            resultado: {
              __typename: 'ResgatesAlteradosEmLote',
              mensagem: 'Status atualizado com sucesso',
              ignorados: ['2'],
              resgates: [resgate(1, 'ABC123', 1)],
            },
          },
        },
      });
    }),
    graphql.mutation(AlterarDataEntregaResgateDocument, ({ variables }) => {
      mutacoes.push({ nome: 'AlterarDataEntregaResgate', variaveis: variables.input as Record<string, unknown> });
      return HttpResponse.json({
        data: {
          alterarDataEntregaResgate: {
            __typename: 'ResgateAlteradoPayload',
            errosDeUsuario: [],
            resultado: {
              __typename: 'ResgateAlterado',
              mensagem: 'Data de entrega alterada com sucesso!',
              resgate: { ...resgate(1, 'ABC123'), dataEntrega: '2026-12-24' },
            },
          },
        },
      });
    }),
    graphql.mutation(AlterarObservacaoResgateDocument, ({ variables }) => {
      mutacoes.push({ nome: 'AlterarObservacaoResgate', variaveis: variables.input as Record<string, unknown> });
      return HttpResponse.json({
        data: {
          alterarObservacaoResgate: {
            __typename: 'ResgateAlteradoPayload',
            errosDeUsuario: [],
            resultado: {
              __typename: 'ResgateAlterado',
              mensagem: 'Observação salva com sucesso',
              resgate: { ...resgate(2, 'DEF456', 3), obs: 'Sem estoque' },
            },
          },
        },
      });
    }),
    graphql.mutation(CancelarResgateDocument, ({ variables }) => {
      mutacoes.push({ nome: 'CancelarResgate', variaveis: variables.input as Record<string, unknown> });
      return HttpResponse.json({
        data: {
          cancelarResgate: {
            __typename: 'ResgateAlteradoPayload',
            errosDeUsuario: [],
            resultado: { __typename: 'ResgateAlterado', mensagem: 'Resgate cancelado com sucesso', resgate: resgate(1, 'ABC123', 3) },
          },
        },
      });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Resgates' });

describe('Resgates', () => {
  it('role 2: newest first; cancelling asks first and marks the row cancelled', async () => {
    const { pedidos, mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/resgates', sessaoDoPapel(2));
    expect(await screen.findByText('ABC123')).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ pagina: 1, porPagina: 10, ordenarPor: 'resgatadoEm', direcao: 'DESC', rede: null });
    expect(screen.queryByRole('button', { name: 'Cancelar resgate DEF456' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancelar resgate ABC123' }));
    await u.click(await screen.findByRole('button', { name: 'Cancelar resgate' }));
    expect(await screen.findByText('Resgate cancelado com sucesso')).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'CancelarResgate', variaveis: { identificador: '1' } }]);
    await waitFor(() => expect(within(within(tabela()).getByRole('row', { name: /ABC123/ })).getByText('Cancelado')).toBeInTheDocument());
    expect(within(within(tabela()).getByRole('row', { name: /ABC123/ })).getByText('CANCELADO')).toBeInTheDocument();
  });

  it('a cancelled row reads CANCELADO: status and date disabled, the note still editable', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/resgates', sessaoDoPapel(2));
    await screen.findByText('DEF456');
    const linha = within(tabela()).getByRole('row', { name: /DEF456/ });
    expect(within(linha).getByText('CANCELADO')).toBeInTheDocument();
    expect(within(linha).getByRole('combobox', { name: 'Status: DEF456' })).toBeDisabled();
    expect(within(linha).getByRole('button', { name: 'Alterar data de entrega 2' })).toBeDisabled();
    // The member's choice has its own column and stays read-only beside the staff note.
    expect(within(linha).getByText('Vivo 11977776666')).toBeInTheDocument();
    await u.click(within(linha).getByRole('button', { name: 'Alterar observação 2' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Escolha do vendedor: Vivo 11977776666')).toBeInTheDocument();
    await u.type(within(dialogo).getByRole('textbox', { name: 'Observação' }), 'Sem estoque');
    await u.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Observação salva com sucesso')).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'AlterarObservacaoResgate', variaveis: { identificador: '2', descricao: 'Sem estoque' } }]);
    await waitFor(() => expect(within(within(tabela()).getByRole('row', { name: /DEF456/ })).getByText('Sem estoque')).toBeInTheDocument());
    expect(within(within(tabela()).getByRole('row', { name: /DEF456/ })).getByText('Vivo 11977776666')).toBeInTheDocument();
  });

  it('bulk status: the exact messages of spec 2 §5, then the rows update in place', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/resgates', sessaoDoPapel(5));
    await screen.findByText('ABC123');
    const botao = screen.getByRole('button', { name: 'Alterar status em lote' });
    await u.click(botao);
    expect(await screen.findByText('Status é obrigatório.')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Novo status' }));
    await u.click(await screen.findByRole('option', { name: 'Entregue' }));
    await u.click(botao);
    expect(await screen.findByText('Informe pelo menos um id.')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'IDs dos resgates' }), '1, x2');
    await u.click(botao);
    expect(await screen.findByText('Id inválido encontrado: x2')).toBeInTheDocument();
    await u.clear(screen.getByRole('textbox', { name: 'IDs dos resgates' }));
    await u.type(screen.getByRole('textbox', { name: 'IDs dos resgates' }), ' 1 , 2 ');
    await u.click(botao);
    expect(await screen.findByText('Status atualizado com sucesso')).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'AlterarStatusResgatesEmLote', variaveis: { status: 'ENTREGUE', ids: ['1', '2'] } }]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status: ABC123' })).toHaveValue('Entregue'));
  });

  it('delivery date: required, then saved and shown', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/resgates', sessaoDoPapel(1));
    await screen.findByText('ABC123');
    await u.click(screen.getByRole('button', { name: 'Alterar data de entrega 1' }));
    const dialogo = await screen.findByRole('dialog');
    await u.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a data de entrega.')).toBeInTheDocument();
    const campo = within(dialogo).getByLabelText(/Data de entrega/);
    await u.type(campo, '24122026');
    await u.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Data de entrega alterada com sucesso!')).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'AlterarDataEntregaResgate', variaveis: { identificador: '1', dataEntrega: '2026-12-24' } }]);
    await waitFor(() => expect(within(within(tabela()).getByRole('row', { name: /ABC123/ })).getByText('24/12/2026')).toBeInTheDocument());
  });

  it('role 0 does not see the status, date and cancel columns nor the bulk form; it may edit the note', async () => {
    servir();
    abrirPainel('/painel/resgates', sessaoDoPapel(0));
    expect(await screen.findByText('ABC123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar resgate/ })).not.toBeInTheDocument();
    for (const titulo of ['Alterar status', 'Alterar data', 'Cancelar']) expect(screen.queryByRole('columnheader', { name: titulo })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar status em lote' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alterar observação 1' })).toBeInTheDocument();
    expect(within(within(tabela()).getByRole('row', { name: /ABC123/ })).getByText('Não entregue')).toBeInTheDocument();
  });
});

it('role 4 reads only: no action columns and no note editing', async () => {
  servir();
  abrirPainel('/painel/resgates', sessaoDoPapel(4));
  expect(await screen.findByText('ABC123')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Alterar observação/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Alterar status' })).not.toBeInTheDocument();
});

it('a refused input (errosDeUsuario) shows its message and keeps the dialog open', async () => {
  servir();
  servidor.use(
    graphql.mutation(AlterarDataEntregaResgateDocument, () =>
      HttpResponse.json({
        data: {
          alterarDataEntregaResgate: {
            __typename: 'ResgateAlteradoPayload',
            resultado: null,
            errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: 'dataEntrega', mensagem: 'Data de entrega inválida.' }],
          },
        },
      }),
    ),
  );
  const u = userEvent.setup();
  abrirPainel('/painel/resgates', sessaoDoPapel(1));
  await screen.findByText('ABC123');
  await u.click(screen.getByRole('button', { name: 'Alterar data de entrega 1' }));
  const dialogo = await screen.findByRole('dialog');
  await u.type(within(dialogo).getByLabelText(/Data de entrega/), '24122026');
  await u.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Data de entrega inválida.')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
