import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { graphql, HttpResponse } from 'msw';
import { criarClienteApollo } from '@sw/client';
import * as documentos from './documentosAntecipados';
import { DetalheResgatavelDocument, MeuParceiroDocument } from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo } from '../testes/renderizar';
import { servidor } from '../testes/servidor';
import { RotasLoja } from '../rotas';
import { anteciparConsultas, consultasIniciais, descartarAntecipadas, linkAntecipacao } from './antecipacao';
import { ProvedoresLoja } from './ProvedoresLoja';

/** Counts the requests of each operation the server receives. */
function contarPedidos() {
  const pedidos: Record<string, number> = {};
  servidor.events.on('request:start', async ({ request }) => {
    const corpo = (await request.clone().json()) as { operationName?: string };
    const nome = corpo.operationName ?? '?';
    pedidos[nome] = (pedidos[nome] ?? 0) + 1;
  });
  return pedidos;
}

/** The prize the tests open: an offer with nothing but its name and points. */
function servirPremio() {
  servidor.use(
    graphql.query(DetalheResgatavelDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          detalheResgatavel: {
            __typename: 'DetalheResgatavel',
            origem: 'oferta',
            id: '14',
            codigo: variables.codigo,
            nome: 'Jantar para dois',
            descricao: '',
            tipo: 'geral',
            pontos: '500.00',
            pontosAlternativo: null,
            pontosSemDesconto: null,
            diretorioFoto: null,
            imagens: [],
            categoria: null,
            subcategoria: null,
            experience: null,
            partner: null,
            location: null,
            ageFrom: null,
            ageTo: null,
            offerTerms: null,
          },
        },
      }),
    ),
  );
}

const clienteComAntecipacao = () => criarClienteApollo({ uri: 'http://localhost/graphql', aoDesautenticar: () => undefined, antesDoHttp: linkAntecipacao });

afterEach(() => {
  servidor.events.removeAllListeners();
  descartarAntecipadas();
});

describe('queries started by the entry', () => {
  it('nothing for a visitor, nor for a screen without a known first query', () => {
    expect(consultasIniciais('/home', '', documentos)).toEqual([]);
    entrarComo(criarParceiro());
    expect(consultasIniciais('/perfil', '', documentos)).toEqual([]);
    expect(consultasIniciais('/loja', '?categoria=1', documentos)).toHaveLength(1);
  });

  it('the prize screen shows the answers of the requests started before it rendered, without asking again', async () => {
    entrarComo(criarParceiro({ nome: 'Bruna Lima' }));
    servirPremio();
    const pedidos = contarPedidos();
    const cliente = clienteComAntecipacao();
    await anteciparConsultas(cliente, '/premio/TLC-1001', '');
    render(
      <ProvedoresLoja cliente={cliente} ambiente="test">
        <MemoryRouter initialEntries={['/premio/TLC-1001']}>
          <RotasLoja />
        </MemoryRouter>
      </ProvedoresLoja>,
    );
    expect(await screen.findByRole('heading', { name: 'Jantar para dois' })).toBeInTheDocument();
    expect(pedidos.DetalheResgatavel).toBe(1);
    expect(pedidos.MeuParceiro).toBe(1);
  });

  it('answers one operation only: a later network-only query asks the server again', async () => {
    entrarComo(criarParceiro());
    servirPremio();
    const pedidos = contarPedidos();
    const cliente = clienteComAntecipacao();
    await anteciparConsultas(cliente, '/premio/X', '');
    await cliente.query({ query: MeuParceiroDocument, fetchPolicy: 'network-only' });
    expect(pedidos.MeuParceiro).toBe(1);
    await cliente.query({ query: MeuParceiroDocument, fetchPolicy: 'network-only' });
    await waitFor(() => expect(pedidos.MeuParceiro).toBe(2));
  });

  it('forgets the answers no screen used after the first navigation', async () => {
    entrarComo(criarParceiro());
    servirPremio();
    const pedidos = contarPedidos();
    const cliente = clienteComAntecipacao();
    await anteciparConsultas(cliente, '/premio/X', '');
    descartarAntecipadas();
    await cliente.query({ query: MeuParceiroDocument, fetchPolicy: 'network-only' });
    await waitFor(() => expect(pedidos.MeuParceiro).toBe(2));
  });
});
