import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { obterSessao } from '@sw/client';
import { criarParceiro } from './dados';

/** Default answers of the gateway; each test adds its own with servidor.use(...). */
export const servidor = setupServer(
  graphql.query('MeuParceiro', () => HttpResponse.json({ data: { meuParceiro: obterSessao().loja?.parceiro ?? criarParceiro() } })),
  graphql.mutation('SairLoja', () => HttpResponse.json({ data: { sair: true } })),
  // /home shows the catalogue's categories.
  // /home warns about points expiring soon: none by default.
  graphql.query('MeusProximosVencimentos', () => HttpResponse.json({ data: { meusProximosVencimentos: [] } })),
  // The prize page and the regulation read the member's redemption limits: nothing used yet by default.
  graphql.query('RegrasResgate', () =>
    HttpResponse.json({
      data: {
        regrasResgate: {
          __typename: 'RegrasResgate',
          saldo: 100000,
          limiteMensal: 5,
          resgatesNoMes: 0,
          restantesNoMes: 5,
          limiteSemanal: 3,
          resgatesNaSemana: 0,
          restantesNaSemana: 3,
          resgateLiberado: true,
          pontos: null,
          podeResgatar: true,
          motivo: null,
        },
      },
    }),
  ),
  // /pontuacoes opens with the statement: empty by default.
  graphql.query('MeuExtrato', () =>
    HttpResponse.json({
      data: {
        extrato: {
          __typename: 'ExtratoPontos',
          saldo: 0,
          total: 0,
          pagina: 1,
          porPagina: 10,
          temProxima: false,
          movimentos: [],
        },
      },
    }),
  ),
  graphql.query('OfertasCategorias', () => HttpResponse.json({ data: { ofertasCategorias: [] } })),
  // Private pages open the banner overlay: none by default.
  graphql.query('BannersIntervalo', () => HttpResponse.json({ data: { bannersIntervalo: [] } })),
);
