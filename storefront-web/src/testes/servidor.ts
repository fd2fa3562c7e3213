import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { obterSessao } from '@sw/client';
import { criarParceiro } from './dados';

/** Default answers of the gateway; each test adds its own with servidor.use(...). */
export const servidor = setupServer(
  graphql.query('MeuParceiro', () =>
    HttpResponse.json({ data: { meuParceiro: obterSessao().loja?.parceiro ?? criarParceiro() } }),
  ),
  graphql.mutation('SairLoja', () => HttpResponse.json({ data: { sair: true } })),
  // /home shows the catalogue's categories.
  // /home warns about points expiring soon: none by default.
  graphql.query('MeusProximosVencimentos', () => HttpResponse.json({ data: { meusProximosVencimentos: [] } })),
  graphql.query('OfertasCategorias', () => HttpResponse.json({ data: { ofertasCategorias: [] } })),
  // Private pages open the banner overlay: none by default.
  graphql.query('BannersIntervalo', () => HttpResponse.json({ data: { bannersIntervalo: [] } })),
);
