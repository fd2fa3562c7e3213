import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { CarregandoTela } from '@sw/client';
import { RotaPrivada, SomenteVisitante } from './sessao/guardas';

// Every screen is its own chunk: the entry only carries providers, router and guards.
const LayoutLoja = lazy(() => import('./layout/LayoutLoja'));
const InicioPage = lazy(() => import('./inicio/InicioPage'));
const LoginPage = lazy(() => import('./sessao/LoginPage'));
const HomePage = lazy(() => import('./inicio/HomePage'));
const RegulamentoPage = lazy(() => import('./regulamento/RegulamentoPage'));
const CadastroPage = lazy(() => import('./cadastro/CadastroPage'));
const EsqueceuSenhaPage = lazy(() => import('./senha/EsqueceuSenhaPage'));
const PontuacoesPage = lazy(() => import('./pontuacoes/PontuacoesPage'));
const EnviarPontuacaoPage = lazy(() => import('./pontuacoes/EnviarPontuacaoPage'));
const ExperienciasPage = lazy(() => import('./catalogo/ExperienciasPage'));
const LojaPage = lazy(() => import('./catalogo/LojaPage'));
const PremioPage = lazy(() => import('./catalogo/PremioPage'));
const MeusResgatesPage = lazy(() => import('./resgates/MeusResgatesPage'));
const VoucherPage = lazy(() => import('./resgates/VoucherPage'));
const CartaoPage = lazy(() => import('./cartao/CartaoPage'));
const LojaCreditoPage = lazy(() => import('./cartao/LojaCreditoPage'));
const PoliticaPrivacidadePage = lazy(() => import('./privacidade/PoliticaPrivacidadePage'));
const FotosVideosPage = lazy(() => import('./midias/FotosVideosPage'));
const PerfilPage = lazy(() => import('./contas/PerfilPage'));
const ContatoPage = lazy(() => import('./contas/ContatoPage'));
const IndicacaoPage = lazy(() => import('./contas/IndicacaoPage'));
const PontosProdutosPage = lazy(() => import('./contas/PontosProdutosPage'));

function carregando(conteudo: ReactNode) {
  return <Suspense fallback={<CarregandoTela />}>{conteudo}</Suspense>;
}

const pagina = (Componente: ComponentType) => carregando(<Componente />);

/** The storefront's routes (spec 3 §2.1, §2.2). */
export const rotas: RouteObject[] = [
  {
    element: carregando(<LayoutLoja />),
    children: [
      {
        element: <SomenteVisitante />,
        children: [
          { path: '/', element: pagina(InicioPage) },
          { path: '/login', element: pagina(LoginPage) },
        ],
      },
      { path: '/cadastrar', element: pagina(CadastroPage) },
      { path: '/cadastrar-vendedor/:idRevenda', element: pagina(CadastroPage) },
      { path: '/esqueceu-senha', element: pagina(EsqueceuSenhaPage) },
      { path: '/esqueceu-senha/:uuid', element: pagina(EsqueceuSenhaPage) },
      // Public, and also in the member's menu (spec 3 §2.1, §2.2).
      { path: '/politica-privacidade', element: pagina(PoliticaPrivacidadePage) },
      {
        element: <RotaPrivada />,
        children: [
          { path: '/home', element: pagina(HomePage) },
          { path: '/regulamento', element: pagina(RegulamentoPage) },
          { path: '/pontuacoes', element: pagina(PontuacoesPage) },
          { path: '/enviar-pontuacao', element: pagina(EnviarPontuacaoPage) },
          { path: '/fotos-videos', element: pagina(FotosVideosPage) },
          { path: '/loja/cadastrar-vendedor/:idRevenda', element: pagina(CadastroPage) },
          { path: '/experiencias', element: pagina(ExperienciasPage) },
          { path: '/loja', element: pagina(LojaPage) },
          { path: '/premio/:codigo', element: pagina(PremioPage) },
          { path: '/resgates', element: pagina(MeusResgatesPage) },
          { path: '/resgates/:id', element: pagina(VoucherPage) },
          { path: '/cartao', element: pagina(CartaoPage) },
          { path: '/loja/credito', element: pagina(LojaCreditoPage) },
          { path: '/perfil', element: pagina(PerfilPage) },
          { path: '/contato', element: pagina(ContatoPage) },
          { path: '/indicacao', element: pagina(IndicacaoPage) },
          { path: '/pontos-produtos', element: pagina(PontosProdutosPage) },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Renders the route that matches the address. Declarative routing (inside BrowserRouter, or
 * MemoryRouter in tests) keeps the router's data layer, which this app does not use, out of the
 * entry chunk.
 */
export function RotasLoja() {
  return useRoutes(rotas);
}
