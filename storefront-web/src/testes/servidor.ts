import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { obterSessao } from '@sw/client';
import {
  BannersIntervaloDocument,
  MeuExtratoDocument,
  MeuParceiroDocument,
  MeusProximosVencimentosDocument,
  OfertasCategoriasDocument,
  RegrasResgateDocument,
  SairLojaDocument,
} from '@sw/client/gql';
import { criarParceiro } from './dados';

/** Default answers of the gateway; each test adds its own with servidor.use(...). */
export const servidor = setupServer(
  graphql.query(MeuParceiroDocument, () => HttpResponse.json({ data: { meuParceiro: obterSessao().loja?.parceiro ?? criarParceiro() } })),
  graphql.mutation(SairLojaDocument, () => HttpResponse.json({ data: { sair: true } })),
  // /home warns about points expiring soon: none by default.
  graphql.query(MeusProximosVencimentosDocument, () => HttpResponse.json({ data: { meusProximosVencimentos: [] } })),
  // The prize page and the regulation read the member's redemption limits: nothing used yet by default.
  graphql.query(RegrasResgateDocument, () =>
    HttpResponse.json({
      data: {
        regrasResgate: {
          __typename: 'RegrasResgate',
          saldo: '100000.00',
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
  graphql.query(MeuExtratoDocument, () =>
    HttpResponse.json({
      data: {
        extrato: {
          __typename: 'ExtratoPontos',
          saldo: '0.00',
          total: 0,
          pagina: 1,
          porPagina: 10,
          temProxima: false,
          movimentos: [],
        },
      },
    }),
  ),
  // /home shows the catalogue's categories: none by default.
  graphql.query(OfertasCategoriasDocument, () => HttpResponse.json({ data: { ofertasCategorias: [] } })),
  // Private pages open the banner overlay: none by default.
  graphql.query(BannersIntervaloDocument, () => HttpResponse.json({ data: { bannersIntervalo: [] } })),
);
