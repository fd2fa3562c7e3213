import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { obterSessao } from '@sw/client';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

const CATEGORIAS = [
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
const oferta = (i: number) => ({
  __typename: 'OfertaLoja',
  id: String(i),
  codigo: `TLC-${i}`,
  nome: `Oferta ${i}`,
  pontos: 100 + i,
  pontosSemDesconto: null,
  parceiro: `Parceiro ${i}`,
  imagem: null,
  cidade: 'São Paulo - SP',
});

function catalogo(opcoes: { experiencias?: unknown[]; total?: number } = {}) {
  const pedidos: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query('OfertasCategorias', () => HttpResponse.json({ data: { ofertasCategorias: CATEGORIAS } })),
    graphql.query('OfertasExperiencias', ({ variables }) => {
      pedidos.push({ nome: 'experiencias', variaveis: variables });
      return HttpResponse.json({
        data: { ofertasExperiencias: opcoes.experiencias ?? [{ __typename: 'ExperienciaOferta', id: '5', title: 'Restaurantes', mainImageUrl: null }] },
      });
    }),
    graphql.query('OfertasCidades', () =>
      HttpResponse.json({ data: { ofertasCidades: [{ __typename: 'CidadeOferta', id: '8', name: 'Sao Paulo', localizedName: 'São Paulo - SP' }] } }),
    ),
    graphql.query('OfertasLoja', ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
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

const detalhe = (extra: Record<string, unknown> = {}) => ({
  __typename: 'DetalheResgatavel',
  origem: 'oferta',
  id: '14',
  codigo: 'TLC-1014',
  nome: 'Jantar no Sal a Gosto',
  descricao: 'Menu degustação.',
  tipo: 'geral',
  pontos: 2000,
  pontosAlternativo: null,
  pontosSemDesconto: null,
  diretorioFoto: null,
  imagens: [],
  categoria: { __typename: 'SubcategoriaOferta', id: '1', nome: 'GASTRONOMIA' },
  subcategoria: { __typename: 'SubcategoriaOferta', id: '12', nome: 'Restaurantes' },
  experience: { __typename: 'ExperienciaOferta', id: '5', title: 'Restaurantes', description: 'Experiências gastronômicas.', mainImageUrl: null },
  partner: { __typename: 'ParceiroOferta', name: 'SAL A GOSTO', description: 'Culinária brasileira.', logo: null },
  location: {
    __typename: 'LocalOferta',
    address1: 'Rua Dias Ferreira, 200',
    address2: 'Leblon',
    city: 'Rio de Janeiro',
    region: 'RJ',
    postCode: '22431-050',
    logo: null,
    website: 'https://salagosto.com.br',
    phoneNumber: '(21) 2222-0200',
    email: 'reservas@salagosto.com.br',
  },
  ageFrom: 18,
  ageTo: null,
  offerTerms: 'Válido para uma utilização por CPF.',
  ...extra,
});

function servirDetalhe(d: Record<string, unknown>, resgate?: (v: Record<string, unknown>) => Response) {
  const resgates: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query('DetalheResgatavel', () => HttpResponse.json({ data: { detalheResgatavel: d } })),
    graphql.mutation('ResgatarPremio', ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      resgates.push(input);
      if (resgate) return resgate(input);
      return HttpResponse.json({
        data: {
          resgatar: {
            __typename: 'ResgatarPayload',
            resultado: { __typename: 'ResultadoResgate', saldoNovo: 1000, cartao: null, id: 77, mensagem: 'Resgate realizado com sucesso!' },
            errosDeUsuario: [],
          },
        },
      });
    }),
  );
  return resgates;
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
    servidor.use(graphql.query('OfertasCategorias', () => HttpResponse.json({ data: { ofertasCategorias: [] } })));
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

describe('/premio/{codigo}', () => {
  it('shows every field of an offer and redeems it after the confirmation: new balance, /resgates, toast', async () => {
    entrarComo(criarParceiro({ saldoPontos: 3000 }));
    const resgates = servirDetalhe(detalhe());
    const u = userEvent.setup();
    renderizarLoja('/premio/TLC-1014');
    expect(await screen.findByRole('heading', { name: 'Jantar no Sal a Gosto' })).toBeInTheDocument();
    for (const t of [
      'Código: TLC-1014',
      '2.000 pontos',
      'Menu degustação.',
      'SAL A GOSTO',
      'Culinária brasileira.',
      'Rua Dias Ferreira, 200',
      'Leblon',
      'Rio de Janeiro - RJ · CEP 22431-050',
      '(21) 2222-0200',
      'reservas@salagosto.com.br',
      'a partir de 18 anos',
      'Válido para uma utilização por CPF.',
      'GASTRONOMIA',
      'Experiências gastronômicas.',
    ]) {
      expect(screen.getAllByText(t, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Quantidade: 1')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'RESGATAR' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Confirmar resgate' });
    expect(within(dialogo).getByText('Deseja resgatar Jantar no Sal a Gosto por 2.000 pontos?')).toBeInTheDocument();
    await u.click(within(dialogo).getByRole('button', { name: 'SIM' }));
    expect(await screen.findByText('Resgate realizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(local()).toBe('/resgates'));
    expect(obterSessao().loja?.parceiro.saldoPontos).toBe(1000);
    expect(resgates).toHaveLength(1);
    expect(resgates[0]).toMatchObject({ codigoPremio: 'TLC-1014', voltagem: null, operadora: null, nomeCompleto: null });
    expect(String(resgates[0].chaveIdempotencia)).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('bivolt: 220V shows and sends the alternative price; NÃO closes without redeeming; a new confirmation has a new key', async () => {
    entrarComo(criarParceiro());
    const resgates = servirDetalhe(
      detalhe({
        origem: 'premio',
        codigo: 'CAFETEIRA',
        nome: 'Cafeteira elétrica',
        tipo: 'bivolt',
        pontos: 2200,
        pontosAlternativo: 2300,
        partner: null,
        location: null,
        experience: null,
        categoria: null,
        subcategoria: null,
        ageFrom: null,
        offerTerms: null,
      }),
      () =>
        HttpResponse.json({
          data: {
            resgatar: {
              __typename: 'ResgatarPayload',
              resultado: null,
              errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: null, mensagem: 'Saldo de pontos insuficiente.' }],
            },
          },
        }),
    );
    const u = userEvent.setup();
    renderizarLoja('/premio/CAFETEIRA');
    expect(await screen.findByTestId('preco-voltagem')).toHaveTextContent('110V: 2.200 pontos');
    await u.click(screen.getByText('220V'));
    expect(screen.getByTestId('preco-voltagem')).toHaveTextContent('220V: 2.300 pontos');
    await u.click(screen.getByRole('button', { name: 'RESGATAR' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'NÃO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resgates).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'RESGATAR' }));
    expect(within(await screen.findByRole('dialog')).getByText('Deseja resgatar Cafeteira elétrica (220V) por 2.300 pontos?')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'SIM' }));
    expect(await screen.findByText('Saldo de pontos insuficiente.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'RESGATAR' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'SIM' }));
    await waitFor(() => expect(resgates).toHaveLength(2));
    expect(resgates[0]).toMatchObject({ codigoPremio: 'CAFETEIRA', voltagem: '220V' });
    expect(resgates[0].chaveIdempotencia).not.toBe(resgates[1].chaveIdempotencia);
    expect(local()).toBe('/premio/CAFETEIRA');
  });

  it('recarga needs operator and mobile; credito without a card needs the full name, sent as nomeCompleto', async () => {
    entrarComo(criarParceiro());
    servirDetalhe(detalhe({ codigo: 'RECARGA20', nome: 'Recarga R$ 20', tipo: 'recarga' }));
    const u = userEvent.setup();
    const { unmount } = renderizarLoja('/premio/RECARGA20');
    await u.click(await screen.findByRole('button', { name: 'RESGATAR' }));
    expect(await screen.findByText('Selecione a operadora')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Operadora' }));
    await u.click(await screen.findByRole('option', { name: 'TIM' }));
    await u.click(screen.getByRole('button', { name: 'RESGATAR' }));
    expect(await screen.findByText('Informe o celular')).toBeInTheDocument();
    unmount();

    const resgates = servirDetalhe(detalhe({ codigo: 'CREDITO100', nome: 'Crédito R$ 100', tipo: 'credito' }));
    renderizarLoja('/premio/CREDITO100');
    await u.click(await screen.findByRole('button', { name: 'RESGATAR' }));
    expect(await screen.findByText('Informe seu nome completo')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Nome completo' }), 'Maria da Silva');
    await u.click(screen.getByRole('button', { name: 'RESGATAR' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'SIM' }));
    await waitFor(() => expect(resgates[0]).toMatchObject({ codigoPremio: 'CREDITO100', nomeCompleto: 'Maria da Silva' }));
  });

  /** The member's limits as the server answers them for this prize. */
  function servirRegras(regras: Record<string, unknown>) {
    const pedidos: Record<string, unknown>[] = [];
    servidor.use(
      graphql.query('RegrasResgate', ({ variables }) => {
        pedidos.push(variables);
        return HttpResponse.json({
          data: {
            regrasResgate: {
              __typename: 'RegrasResgate',
              saldo: 5000,
              limiteMensal: 5,
              resgatesNoMes: 3,
              restantesNoMes: 2,
              limiteSemanal: 3,
              resgatesNaSemana: 2,
              restantesNaSemana: 1,
              resgateLiberado: true,
              pontos: 2000,
              podeResgatar: true,
              motivo: null,
              ...regras,
            },
          },
        });
      }),
    );
    return pedidos;
  }

  it('says before RESGATAR how many redemptions are left this month and this week', async () => {
    entrarComo(criarParceiro());
    servirDetalhe(detalhe());
    const pedidos = servirRegras({});
    renderizarLoja('/premio/TLC-1014');
    expect(await screen.findByTestId('limites-resgate')).toHaveTextContent(
      'Você ainda pode fazer 2 resgates neste mês e 1 resgate nesta semana (limite de 5 por mês e 3 por semana).',
    );
    expect(pedidos[0]).toEqual({ codigo: 'TLC-1014' });
    expect(screen.getByRole('button', { name: 'RESGATAR' })).toBeEnabled();
  });

  it('RESGATAR is off with the server’s reason: store without redemptions, a limit reached', async () => {
    const parceiro = criarParceiro();
    entrarComo({ ...parceiro, revenda: { ...parceiro.revenda!, resgateLiberado: false } });
    servirDetalhe(detalhe());
    servirRegras({ resgateLiberado: false, podeResgatar: false, motivo: 'O resgate não está liberado para a sua loja.' });
    const { unmount } = renderizarLoja('/premio/TLC-1014');
    expect(await screen.findByText('O resgate não está liberado para a sua loja.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RESGATAR' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'RESGATAR' })).toHaveAccessibleDescription('O resgate não está liberado para a sua loja.');
    unmount();

    entrarComo(criarParceiro());
    servirRegras({
      restantesNaSemana: 0,
      resgatesNaSemana: 3,
      podeResgatar: false,
      motivo: 'Você já fez 3 resgates esta semana. O limite semanal é de 3 resgates.',
    });
    renderizarLoja('/premio/TLC-1014');
    expect(await screen.findByText('Você já fez 3 resgates esta semana. O limite semanal é de 3 resgates.')).toBeInTheDocument();
    expect(screen.getByTestId('limites-resgate')).toHaveTextContent('0 resgates nesta semana');
    expect(screen.getByRole('button', { name: 'RESGATAR' })).toBeDisabled();
  });

  it('RESGATAR is off when the chosen voltage costs more than the balance', async () => {
    entrarComo(criarParceiro());
    servirDetalhe(
      detalhe({
        origem: 'premio',
        codigo: 'CAFETEIRA',
        nome: 'Cafeteira elétrica',
        tipo: 'bivolt',
        pontos: 2200,
        pontosAlternativo: 2300,
        partner: null,
        location: null,
        experience: null,
        categoria: null,
        subcategoria: null,
        ageFrom: null,
        offerTerms: null,
      }),
    );
    servirRegras({ saldo: 2250, pontos: 2200 });
    const u = userEvent.setup();
    renderizarLoja('/premio/CAFETEIRA');
    await screen.findByTestId('limites-resgate');
    expect(screen.getByRole('button', { name: 'RESGATAR' })).toBeEnabled();
    await u.click(screen.getByText('220V'));
    expect(screen.getByText('Saldo de pontos insuficiente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RESGATAR' })).toBeDisabled();
  });
});
