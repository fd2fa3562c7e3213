import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { obterSessao } from '@sw/client';
import {
  DetalheResgatavelDocument,
  RegrasResgateDocument,
  ResgatarPremioDocument,
  type DetalheResgatavelQuery,
  type RegrasResgateQuery,
  type ResgatarPremioMutation,
  type ResgatarPremioMutationVariables,
} from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

type Detalhe = DetalheResgatavelQuery['detalheResgatavel'];

const detalhe = (extra: Partial<Detalhe> = {}): Detalhe => ({
  __typename: 'DetalheResgatavel',
  origem: 'oferta',
  id: '14',
  codigo: 'TLC-1014',
  nome: 'Jantar no Sal a Gosto',
  descricao: 'Menu degustação.',
  tipo: 'geral',
  pontos: '2000.00',
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

type Resgate = ResgatarPremioMutationVariables['input'];

/** The prize's detail; the redemption answers `resgate`'s payload, or a success. */
/** A bivolt programme prize (110V and 220V priced apart), without the catalogue's offer details. */
const cafeteira = () =>
  detalhe({
    origem: 'premio',
    codigo: 'CAFETEIRA',
    nome: 'Cafeteira elétrica',
    tipo: 'bivolt',
    pontos: '2200.00',
    pontosAlternativo: '2300.00',
    partner: null,
    location: null,
    experience: null,
    categoria: null,
    subcategoria: null,
    ageFrom: null,
    offerTerms: null,
  });

function servirDetalhe(d: Detalhe, resgate?: (v: Resgate) => ResgatarPremioMutation['resgatar']) {
  const resgates: Resgate[] = [];
  servidor.use(
    graphql.query(DetalheResgatavelDocument, () => HttpResponse.json({ data: { detalheResgatavel: d } })),
    graphql.mutation(ResgatarPremioDocument, ({ variables }) => {
      const { input } = variables;
      resgates.push(input);
      if (resgate) return HttpResponse.json({ data: { resgatar: resgate(input) } });
      return HttpResponse.json({
        data: {
          resgatar: {
            __typename: 'ResgatarPayload',
            resultado: { __typename: 'ResultadoResgate', saldoNovo: '1000.00', cartao: null, id: '77', mensagem: 'Resgate realizado com sucesso!' },
            errosDeUsuario: [],
          },
        },
      });
    }),
  );
  return resgates;
}

const local = () => screen.getByTestId('localizacao').textContent;

describe('/premio/{codigo}', () => {
  it('shows every field of an offer and redeems it after the confirmation: new balance, /resgates, toast', async () => {
    entrarComo(criarParceiro({ saldoPontos: '3000.00' }));
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
    expect(obterSessao().loja?.parceiro.saldoPontos).toBe('1000.00');
    expect(resgates).toHaveLength(1);
    expect(resgates[0]).toMatchObject({ codigoPremio: 'TLC-1014', voltagem: null, operadora: null, nomeCompleto: null });
    expect(String(resgates[0].chaveIdempotencia)).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('bivolt: 220V shows and sends the alternative price; NÃO closes without redeeming; a new confirmation has a new key', async () => {
    entrarComo(criarParceiro());
    const resgates = servirDetalhe(cafeteira(), () => ({
      __typename: 'ResgatarPayload',
      resultado: null,
      errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: null, mensagem: 'Saldo de pontos insuficiente.' }],
    }));
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
  function servirRegras(regras: Partial<RegrasResgateQuery['regrasResgate']>) {
    const pedidos: Record<string, unknown>[] = [];
    servidor.use(
      graphql.query(RegrasResgateDocument, ({ variables }) => {
        pedidos.push(variables);
        return HttpResponse.json({
          data: {
            regrasResgate: {
              __typename: 'RegrasResgate',
              saldo: '5000.00',
              limiteMensal: 5,
              resgatesNoMes: 3,
              restantesNoMes: 2,
              limiteSemanal: 3,
              resgatesNaSemana: 2,
              restantesNaSemana: 1,
              resgateLiberado: true,
              pontos: '2000.00',
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
    servirDetalhe(cafeteira());
    servirRegras({ saldo: '2250.00', pontos: '2200.00' });
    const u = userEvent.setup();
    renderizarLoja('/premio/CAFETEIRA');
    await screen.findByTestId('limites-resgate');
    expect(screen.getByRole('button', { name: 'RESGATAR' })).toBeEnabled();
    await u.click(screen.getByText('220V'));
    expect(screen.getByText('Saldo de pontos insuficiente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RESGATAR' })).toBeDisabled();
  });

  it('compares the balance with the price as amounts, not as text: 990 points do not redeem a 2.200-point prize', async () => {
    entrarComo(criarParceiro());
    servirDetalhe(cafeteira());
    // As text, "990.00" sorts after "2200.00"; the screen reads both as points.
    servirRegras({ saldo: '990.00', pontos: '2200.00' });
    renderizarLoja('/premio/CAFETEIRA');
    await screen.findByTestId('limites-resgate');
    expect(screen.getByText('Saldo de pontos insuficiente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RESGATAR' })).toBeDisabled();
  });
});
