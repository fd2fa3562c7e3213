import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  OfertasCategoriasDocument,
  OfertasCidadesDocument,
  OfertasExperienciasDocument,
  OfertasLojaDocument,
  type OfertasCategoriasQuery,
  type OfertasExperienciasQuery,
  type OfertasLojaQuery,
} from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

const CATEGORIAS: OfertasCategoriasQuery['ofertasCategorias'] = [
  {
    __typename: 'CategoriaOferta',
    id: '1',
    nome: 'GASTRONOMIA',
    subcategories: [
      { __typename: 'SubcategoriaOferta', id: '11', nome: 'Cafés' },
      { __typename: 'SubcategoriaOferta', id: '12', nome: 'Restaurantes' },
    ],
  },
  { __typename: 'CategoriaOferta', id: '2', nome: 'OUTRA COISA', subcategories: [] },
];
const oferta = (i: number): OfertasLojaQuery['ofertasLoja']['itens'][number] => ({
  __typename: 'OfertaLoja',
  id: String(i),
  codigo: `TLC-${i}`,
  nome: `Oferta ${i}`,
  pontos: `${100 + i}.00`,
  pontosSemDesconto: null,
  parceiro: `Parceiro ${i}`,
  imagem: null,
  cidade: 'São Paulo - SP',
});

function catalogo(opcoes: { experiencias?: OfertasExperienciasQuery['ofertasExperiencias']; total?: number } = {}) {
  const pedidos: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(OfertasCategoriasDocument, () => HttpResponse.json({ data: { ofertasCategorias: CATEGORIAS } })),
    graphql.query(OfertasExperienciasDocument, ({ variables }) => {
      pedidos.push({ nome: 'experiencias', variaveis: variables });
      return HttpResponse.json({
        data: { ofertasExperiencias: opcoes.experiencias ?? [{ __typename: 'ExperienciaOferta', id: '5', title: 'Restaurantes', mainImageUrl: null }] },
      });
    }),
    graphql.query(OfertasCidadesDocument, () =>
      HttpResponse.json({ data: { ofertasCidades: [{ __typename: 'CidadeOferta', id: '8', name: 'Sao Paulo', localizedName: 'São Paulo - SP' }] } }),
    ),
    graphql.query(OfertasLojaDocument, ({ variables }) => {
      const input = variables.input ?? {};
      pedidos.push({ nome: 'ofertas', variaveis: input });
      const total = opcoes.total ?? 2;
      const pagina = Number(input.pagina ?? 1);
      return HttpResponse.json({
        data: {
          ofertasLoja: {
            __typename: 'OfertaLojaPagina',
            total,
            pagina,
            porPagina: 20,
            temProxima: pagina * 20 < total,
            itens: Array.from({ length: Math.min(total, 20) }, (_, i) => oferta(i + 1)),
          },
        },
      });
    }),
  );
  return pedidos;
}

const local = () => screen.getByTestId('localizacao').textContent;

describe('catalogue pages', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('/home shows the categories grid: known ones with image and description, VER PRODUTOS to /experiencias', async () => {
    catalogo();
    renderizarLoja('/home');
    const cards = await screen.findAllByTestId('categoria');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Restaurantes, cafés e delivery para todos os gostos.')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'VER PRODUTOS de GASTRONOMIA' })).toHaveAttribute('href', '/experiencias?categoria=1');
    expect(within(cards[1]).getByText('OUTRA COISA')).toBeInTheDocument();
  });

  it('/experiencias: redirect without categoria; breadcrumb, sub-category toggles in the query, Limpar filtros, Selecionar', async () => {
    renderizarLoja('/experiencias');
    await waitFor(() => expect(local()).toBe('/home'));
  });

  it('/experiencias lists the experiences and filters by sub-category', async () => {
    const pedidos = catalogo();
    const u = userEvent.setup();
    renderizarLoja('/experiencias?categoria=1');
    expect(await screen.findByRole('link', { name: 'CATEGORIA: GASTRONOMIA' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('heading', { name: 'SUB-CATEGORIAS' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Selecionar Restaurantes' })).toHaveAttribute('href', '/loja?experience=5&categoria=1');
    await u.click(screen.getByRole('checkbox', { name: 'Cafés' }));
    await waitFor(() => expect(pedidos.at(-1)!.variaveis).toEqual({ categorias: ['1'], subcategorias: ['11'] }));
    await u.click(screen.getByRole('checkbox', { name: 'Restaurantes' }));
    await waitFor(() => expect(pedidos.at(-1)!.variaveis).toEqual({ categorias: ['1'], subcategorias: ['11', '12'] }));
    await u.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Cafés' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Restaurantes' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeDisabled();
  });

  it('/experiencias with nothing to show says so', async () => {
    catalogo({ experiencias: [] });
    renderizarLoja('/experiencias?categoria=1');
    expect(await screen.findByText('Nenhuma oferta encontrada...')).toBeInTheDocument();
  });

  it("/loja with a category and no experience goes to that category's experiences", async () => {
    catalogo();
    renderizarLoja('/loja?categoria=1');
    await waitFor(() => expect(local()).toBe('/experiencias'));
    expect(screen.getByTestId('localizacao')).toHaveAttribute('data-busca', '?categoria=1');
    expect(await screen.findByRole('link', { name: 'Selecionar Restaurantes' })).toBeInTheDocument();
  });

  it('every "Catálogo" link (menu, home card, Links úteis) leads to the catalogue with the categories', async () => {
    catalogo();
    const usuario = userEvent.setup();
    renderizarLoja('/home');
    // The home card and Links úteis.
    const links = await screen.findAllByRole('link', { name: /^(Catálogo|ACESSAR)$/ });
    const paraCatalogo = links.filter((l) => l.getAttribute('href') === '/loja');
    expect(paraCatalogo.map((l) => l.textContent)).toEqual(['ACESSAR', 'Catálogo']);
    await usuario.click(within(screen.getByRole('region', { name: 'Como funciona o programa' })).getByRole('link', { name: 'Catálogo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo' })).toBeInTheDocument();
    expect(local()).toBe('/loja');
    expect(await screen.findAllByTestId('categoria')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'VER PRODUTOS de GASTRONOMIA' })).toHaveAttribute('href', '/experiencias?categoria=1');
    // The member's menu.
    await usuario.click(screen.getByRole('button', { name: 'MINHA CONTA' }));
    expect(await screen.findByRole('menuitem', { name: 'Catálogo' })).toHaveAttribute('href', '/loja');
  });

  it('the catalogue says so when there are no categories', async () => {
    servidor.use(graphql.query(OfertasCategoriasDocument, () => HttpResponse.json({ data: { ofertasCategorias: [] } })));
    renderizarLoja('/loja');
    expect(await screen.findByText('Nenhuma categoria disponível no momento. Tente novamente mais tarde.')).toBeInTheDocument();
  });

  it('/loja lists and filters', async () => {
    const pedidos = catalogo({ total: 45 });
    const u = userEvent.setup();
    renderizarLoja('/loja?categoria=1&experience=5');
    const cards = await screen.findAllByTestId('oferta');
    expect(cards).toHaveLength(20);
    expect(cards[0]).toHaveAttribute('href', '/premio/TLC-1');
    expect(within(cards[0]).getByText('101 pontos')).toBeInTheDocument();
    expect(pedidos.filter((p) => p.nome === 'ofertas').at(-1)!.variaveis).toEqual({
      categorias: ['1'],
      experiencia: '5',
      pagina: 1,
      cidades: null,
      busca: null,
    });
    await u.click(screen.getByRole('checkbox', { name: 'São Paulo - SP' }));
    await waitFor(() => expect(pedidos.filter((p) => p.nome === 'ofertas').at(-1)!.variaveis).toMatchObject({ cidades: ['8'] }));
    await u.type(screen.getByRole('textbox', { name: 'Buscar' }), 'jantar');
    await u.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(pedidos.filter((p) => p.nome === 'ofertas').at(-1)!.variaveis).toMatchObject({ busca: 'jantar', cidades: ['8'], pagina: 1 }));
    await u.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(pedidos.filter((p) => p.nome === 'ofertas').at(-1)!.variaveis).toMatchObject({ pagina: 2 }));
  });

  it('/loja has no paging under 20 results', async () => {
    catalogo({ total: 19 });
    renderizarLoja('/loja?categoria=1&experience=5');
    expect(await screen.findAllByTestId('oferta')).toHaveLength(19);
    expect(screen.queryByRole('button', { name: 'Próxima página' })).not.toBeInTheDocument();
  });
});
