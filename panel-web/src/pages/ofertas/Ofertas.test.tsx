import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { decimalExato } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';
import { AplicarDescontoOfertasDocument, EditarPontosOfertaDocument, OfertasDocument, type OfertasQuery, SincronizarOfertasDocument } from '@sw/client/gql';

type Oferta = OfertasQuery['ofertas']['itens'][number];

const servidor = usarServidor();

const oferta = (id: number, nome: string, pontos: string, extra: Partial<Oferta> = {}): Oferta => ({
  __typename: 'Oferta',
  id: String(id),
  offerId: String(1000 + id),
  codigo: `TLC-${1000 + id}`,
  nome,
  parceiro: `Parceiro ${id}`,
  experiencia: 'Restaurantes',
  categoria: 'GASTRONOMIA',
  tipo: 'geral',
  pontos,
  pontosAlternativo: null,
  pontosDesconto: null,
  ativo: true,
  validoAte: null,
  expirada: false,
  ...extra,
});

function servir(linhas = [oferta(1, 'Jantar no Sal a Gosto', '2000.00'), oferta(2, 'Rodízio de pizzas', '0.00')]) {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(OfertasDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({ data: { ofertas: { __typename: 'OfertaPagina', total: linhas.length, totalEstimado: false, itens: linhas } } });
    }),
    graphql.mutation(AplicarDescontoOfertasDocument, ({ variables }) => {
      mutacoes.push({ nome: 'desconto', variaveis: variables });
      return HttpResponse.json({
        data: {
          aplicarDescontoOfertas: {
            __typename: 'ResultadoDescontoOfertasPayload',
            resultado: {
              __typename: 'ResultadoDescontoOfertas',
              mensagem: 'Desconto aplicado a 1 oferta(s)',
              ofertas: [oferta(1, 'Jantar no Sal a Gosto', '2000.00', { pontosDesconto: '1800.00' })],
            },
            errosDeUsuario: [],
          },
        },
      });
    }),
    graphql.mutation(EditarPontosOfertaDocument, ({ variables }) => {
      mutacoes.push({ nome: 'editar', variaveis: variables });
      const input = variables.input as Record<string, unknown>;
      return HttpResponse.json({
        data: {
          editarPontosOferta: {
            __typename: 'OfertaPayload',
            resultado: oferta(2, 'Rodízio de pizzas', decimalExato(input.pontos, 2) ?? ''),
            errosDeUsuario: [],
          },
        },
      });
    }),
    graphql.mutation(SincronizarOfertasDocument, () => {
      mutacoes.push({ nome: 'sync', variaveis: {} });
      return HttpResponse.json({
        data: {
          sincronizarOfertas: {
            __typename: 'SincronizarOfertasPayload',
            resultado: { __typename: 'ResultadoSincronizacaoOfertas', atualizadas: 29, criadas: 1, total: 30 },
            errosDeUsuario: [],
          },
        },
      });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Ofertas' });

describe('Ofertas', () => {
  it('groups, points shown as - when 0, discount on the selected offers with its validations, and sync', async () => {
    const { pedidos, mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/ofertas-tlc', sessaoDoPapel(2));
    expect(await screen.findByText('Jantar no Sal a Gosto')).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ grupo: 'todas', pagina: 1, porPagina: 10, ordenarPor: 'nome', direcao: 'ASC' });
    const pizzas = within(within(tabela()).getByRole('row', { name: /Rodízio de pizzas/ }));
    // Points, discounted points and validity.
    expect(pizzas.getAllByText('-')).toHaveLength(3);
    expect(within(within(tabela()).getByRole('row', { name: /Sal a Gosto/ })).getByText('2.000')).toBeInTheDocument();

    await u.click(screen.getByRole('radio', { name: 'Novas' }));
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ grupo: 'novas', pagina: 1 }));

    await u.click(screen.getByRole('button', { name: 'Aplicar desconto' }));
    expect(await screen.findByText('Informe a porcentagem de desconto')).toBeInTheDocument();
    await u.clear(screen.getByRole('textbox', { name: 'Porcentagem de desconto' }));
    await u.type(screen.getByRole('textbox', { name: 'Porcentagem de desconto' }), '10');
    await u.click(screen.getByRole('button', { name: 'Aplicar desconto' }));
    expect(await screen.findByText('Selecione pelo menos uma oferta')).toBeInTheDocument();
    await u.click(await screen.findByRole('checkbox', { name: 'Selecionar Jantar no Sal a Gosto' }));
    await u.click(screen.getByRole('button', { name: 'Aplicar desconto' }));
    expect(await screen.findByText('Desconto aplicado a 1 oferta(s)')).toBeInTheDocument();
    expect(mutacoes[0]).toEqual({ nome: 'desconto', variaveis: { input: { ofertas: ['1'], porcentagem: 10 } } });
    expect(await within(tabela()).findByText('1.800')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Sincronizar' }));
    expect(await screen.findByText('Sincronização concluída: 1 nova(s), 29 atualizada(s)')).toBeInTheDocument();
  });

  it('role 1 edits the points of a new offer', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/ofertas-tlc', sessaoDoPapel(1));
    await u.click(await screen.findByRole('button', { name: 'Editar Rodízio de pizzas' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar Oferta' });
    await u.clear(within(dialogo).getByRole('textbox', { name: 'Pontos' }));
    await u.type(within(dialogo).getByRole('textbox', { name: 'Pontos' }), '1500');
    await u.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Pontos atualizados com sucesso')).toBeInTheDocument();
    // Not a bivolt offer: pontosAlternativo is left out, so the server keeps it.
    expect(mutacoes).toEqual([{ nome: 'editar', variaveis: { input: { id: '2', pontos: 1500 } } }]);
    expect(await within(tabela()).findByText('1.500')).toBeInTheDocument();
  });

  it('shows each offer’s last day and marks the expired ones, which stay listed for staff', async () => {
    servir([
      oferta(1, '30% de desconto em cafés Delta', '200.00', { validoAte: '2025-02-25', expirada: true }),
      oferta(2, 'ACTIVE FITNESS', '900.00', { validoAte: '2030-12-31' }),
    ]);
    abrirPainel('/painel/ofertas-tlc', sessaoDoPapel(2));
    expect(await screen.findByRole('columnheader', { name: 'Validade' })).toBeInTheDocument();
    const delta = within(within(tabela()).getByRole('row', { name: /cafés Delta/ }));
    expect(delta.getByText('25/02/2025')).toBeInTheDocument();
    expect(delta.getByText('Expirada')).toBeInTheDocument();
    const academia = within(within(tabela()).getByRole('row', { name: /ACTIVE FITNESS/ }));
    expect(academia.getByText('31/12/2030')).toBeInTheDocument();
    expect(academia.queryByText('Expirada')).not.toBeInTheDocument();
  });

  it('says Nenhuma oferta encontrada... when the group is empty', async () => {
    servir([]);
    abrirPainel('/painel/ofertas-tlc', sessaoDoPapel(2));
    expect(await screen.findByText('Nenhuma oferta encontrada...')).toBeInTheDocument();
  });
});
