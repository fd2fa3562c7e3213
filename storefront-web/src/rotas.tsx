import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { descartarAntecipadas } from './app/antecipacao';
import { RotaPrivada, SomenteVisitante } from './sessao/guardas';

// Every screen is its own chunk: the entry only carries providers, router and guards. Each route
// keeps its chunk's loader in `handle`, so the one for the address being opened can be fetched at
// start-up together with the layout, instead of after it (one round trip less on a slow network).
type Modulo = { default: ComponentType };
type Carregar = () => Promise<Modulo>;

/**
 * A chunk's loader that, once the chunk is in, answers at once: React.lazy then renders the screen
 * in the same pass instead of suspending for a tick. That is what lets main.tsx hydrate the
 * pre-rendered HTML in one go (a boundary left waiting would be rendered again from scratch when
 * anything above it updates) and render the other addresses without a blank frame.
 */
function carregavel(importar: () => Promise<Modulo>): Carregar {
  let modulo: Modulo | null = null;
  let pedido: Promise<Modulo> | null = null;
  return () => {
    // A thenable that calls back synchronously: React.lazy marks the screen resolved right away.
    if (modulo) {
      const pronto = modulo;
      return { then: (ok: (m: Modulo) => unknown) => ok(pronto) } as Promise<Modulo>;
    }
    pedido ??= importar().then(
      (m) => (modulo = m),
      (erro: unknown) => {
        pedido = null;
        throw erro;
      },
    );
    return pedido;
  };
}

const carregarLayout = carregavel(() => import('./layout/LayoutLoja'));
const LayoutLoja = lazy(carregarLayout);

/**
 * While a screen's chunk arrives: an empty block as tall as the window, so the footer stays below
 * the fold and nothing jumps when the screen appears (no overlay, no spinner to paint).
 */
function Reservado() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}

function carregando(conteudo: ReactNode) {
  return <Suspense fallback={<Reservado />}>{conteudo}</Suspense>;
}

/** A lazily loaded screen: its element and, in `handle`, how to fetch its chunk ahead of time. */
function tela(importar: () => Promise<Modulo>): Pick<RouteObject, 'element' | 'handle'> {
  const carregar = carregavel(importar);
  const Componente = lazy(carregar);
  return { element: carregando(<Componente />), handle: { carregar } };
}

const InicioPage = tela(() => import('./inicio/InicioPage'));
const LoginPage = tela(() => import('./sessao/LoginPage'));
const HomePage = tela(() => import('./inicio/HomePage'));
const RegulamentoPage = tela(() => import('./regulamento/RegulamentoPage'));
const CadastroPage = tela(() => import('./cadastro/CadastroPage'));
const EsqueceuSenhaPage = tela(() => import('./senha/EsqueceuSenhaPage'));
const PontuacoesPage = tela(() => import('./pontuacoes/PontuacoesPage'));
const EnviarPontuacaoPage = tela(() => import('./pontuacoes/EnviarPontuacaoPage'));
const ExperienciasPage = tela(() => import('./catalogo/ExperienciasPage'));
const LojaPage = tela(() => import('./catalogo/LojaPage'));
const PremioPage = tela(() => import('./catalogo/PremioPage'));
const MeusResgatesPage = tela(() => import('./resgates/MeusResgatesPage'));
const VoucherPage = tela(() => import('./resgates/VoucherPage'));
const CartaoPage = tela(() => import('./cartao/CartaoPage'));
const LojaCreditoPage = tela(() => import('./cartao/LojaCreditoPage'));
const PoliticaPrivacidadePage = tela(() => import('./privacidade/PoliticaPrivacidadePage'));
const FotosVideosPage = tela(() => import('./midias/FotosVideosPage'));
const PerfilPage = tela(() => import('./contas/PerfilPage'));
const ContatoPage = tela(() => import('./contas/ContatoPage'));
const IndicacaoPage = tela(() => import('./contas/IndicacaoPage'));
const PontosProdutosPage = tela(() => import('./contas/PontosProdutosPage'));

/** The storefront's routes (spec 3 §2.1, §2.2). */
export const rotas: RouteObject[] = [
  {
    element: carregando(<LayoutLoja />),
    children: [
      {
        element: <SomenteVisitante />,
        children: [
          { path: '/', ...InicioPage },
          { path: '/login', ...LoginPage },
        ],
      },
      { path: '/cadastrar', ...CadastroPage },
      { path: '/cadastrar-vendedor/:idRevenda', ...CadastroPage },
      { path: '/esqueceu-senha', ...EsqueceuSenhaPage },
      { path: '/esqueceu-senha/:uuid', ...EsqueceuSenhaPage },
      // Public, and also in the member's menu (spec 3 §2.1, §2.2).
      { path: '/politica-privacidade', ...PoliticaPrivacidadePage },
      {
        element: <RotaPrivada />,
        children: [
          { path: '/home', ...HomePage },
          { path: '/regulamento', ...RegulamentoPage },
          { path: '/pontuacoes', ...PontuacoesPage },
          { path: '/enviar-pontuacao', ...EnviarPontuacaoPage },
          { path: '/fotos-videos', ...FotosVideosPage },
          { path: '/loja/cadastrar-vendedor/:idRevenda', ...CadastroPage },
          { path: '/experiencias', ...ExperienciasPage },
          { path: '/loja', ...LojaPage },
          { path: '/premio/:codigo', ...PremioPage },
          { path: '/resgates', ...MeusResgatesPage },
          { path: '/resgates/:id', ...VoucherPage },
          { path: '/cartao', ...CartaoPage },
          { path: '/loja/credito', ...LojaCreditoPage },
          { path: '/perfil', ...PerfilPage },
          { path: '/contato', ...ContatoPage },
          { path: '/indicacao', ...IndicacaoPage },
          { path: '/pontos-produtos', ...PontosProdutosPage },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Starts downloading the layout and the screen of `caminho` (the loaders React.lazy calls later);
 * resolves when both are in, or when one failed (React.lazy then shows the failure as usual).
 */
export function precarregarRota(caminho: string): Promise<void> {
  const pedidos: Promise<Modulo>[] = [carregarLayout()];
  for (const { route } of matchRoutes(rotas, caminho) ?? []) {
    const carregar = (route.handle as { carregar?: Carregar } | undefined)?.carregar;
    if (carregar) pedidos.push(carregar());
  }
  return Promise.all(pedidos).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Renders the route that matches the address. Declarative routing (inside BrowserRouter, or
 * MemoryRouter in tests) keeps the router's data layer, which this app does not use, out of the
 * entry chunk.
 */
export function RotasLoja() {
  const { key } = useLocation();
  // The first navigation (any key but the initial 'default') ends the answers asked at start-up.
  useEffect(() => {
    if (key !== 'default') descartarAntecipadas();
  }, [key]);
  return useRoutes(rotas);
}
