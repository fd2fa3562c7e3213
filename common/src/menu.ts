/**
 * The panel's side menu (spec 1 §2) and what it says about screens: which roles see each entry,
 * and which roles may open a path. The operations' roles (permissoes.ts) follow it for the
 * Cadastrar and Processar screens, so a screen and the call it makes agree.
 */
import type { Permissao } from './permissoes';

/** Side menu (spec 1 §2). Paths are relative to /painel. */
export interface ItemMenu {
  path: string;
  label: string;
  roles: Permissao[];
  icone?: string;
  badge?: 'antifraude';
  /** Sub-items show when the user has both the group's role and the item's own (when it has one). */
  itens?: { path: string; label: string; roles?: Permissao[] }[];
}

const R = (...roles: Permissao[]) => roles;

export const MENU: ItemMenu[] = [
  { path: '/dashboard', label: 'Dashboard', roles: R(0, 1, 2, 3, 5), icone: 'dashboard' },
  { path: '/mensuracao', label: 'Mensuração', roles: R(0, 1, 2, 3, 5), icone: 'chart' },
  { path: '/taxa-sucesso', label: 'Taxa de Sucesso', roles: R(1, 2), icone: 'percent' },
  { path: '/relatorio', label: 'Relatório', roles: R(0, 1, 2, 3, 5), icone: 'report' },
  { path: '/antifraude', label: 'Antifraude', roles: R(1, 2), icone: 'shield', badge: 'antifraude' },
  { path: '/historico', label: 'Histórico', roles: R(0, 1, 2, 3, 5), icone: 'history' },
  { path: '/compras-pontuacao', label: 'Compras x Pontuação', roles: R(1, 2), icone: 'scale' },
  { path: '/produtos-vendidos', label: 'Produtos Vendidos', roles: R(0, 1, 2, 3, 5), icone: 'cart' },
  { path: '/resgates', label: 'Resgates', roles: R(0, 1, 2, 4, 5), icone: 'gift' },
  {
    path: '/pontuacoes',
    label: 'Pontuações',
    roles: R(0, 1, 2, 3, 5),
    icone: 'star',
    itens: [
      { path: '/pontuado', label: 'Pontuadas' },
      { path: '/encerrado', label: 'Encerradas' },
    ],
  },
  { path: '/fotos-videos', label: 'Fotos e Vídeos', roles: R(0, 1, 2, 3, 5), icone: 'photo' },
  { path: '/redes', label: 'Redes', roles: R(0, 1, 2, 3, 5), icone: 'network' },
  { path: '/Lojas', label: 'Lojas', roles: R(0, 1, 2, 3, 5), icone: 'store' },
  { path: '/vendedores', label: 'Vendedores Lojas', roles: R(0, 1, 2, 3, 4, 5), icone: 'users' },
  // Not in the original menu: the surveys list was reachable only from Cadastrar and a store's page.
  { path: '/pesquisas-mercado', label: 'Pesquisas de Mercado', roles: R(0, 1, 2, 3, 5), icone: 'survey' },
  { path: '/produtos', label: 'Produtos Experiências SW', roles: R(1, 2), icone: 'box' },
  { path: '/premios', label: 'Prêmios', roles: R(2), icone: 'award' },
  { path: '/cartoes', label: 'Cartões', roles: R(1, 2), icone: 'card' },
  { path: '/ofertas-tlc', label: 'Ofertas', roles: R(1, 2), icone: 'tag' },
  { path: '/banners', label: 'Banners', roles: R(1, 2), icone: 'image' },
  {
    path: '/codigos',
    label: 'Códigos',
    roles: R(0, 1, 2, 5),
    icone: 'code',
    itens: [
      { path: '/codigo', label: 'Pontos por Código' },
      { path: '/lista-codigo-cadastro', label: 'Códigos de Cadastro' },
    ],
  },
  {
    path: '/cadastrar',
    label: 'Cadastrar',
    roles: R(1, 2, 5),
    icone: 'plus',
    itens: [
      { path: '/administrador', label: 'Administrador', roles: R(0, 1, 2, 3) },
      { path: '/rede', label: 'Rede', roles: R(0, 1, 2, 3, 5) },
      { path: '/revenda', label: 'Loja', roles: R(0, 1, 2, 3, 5) },
      { path: '/cartao', label: 'Cartão', roles: R(2) },
      { path: '/premio', label: 'Prêmio', roles: R(1, 2) },
      { path: '/produto', label: 'Produto', roles: R(0, 1, 2, 3, 5) },
      { path: '/banner', label: 'Banner', roles: R(0, 1, 2, 3) },
      { path: '/codigo-cadastro', label: 'Código de Cadastro', roles: R(0, 1, 2) },
      { path: '/parceiro', label: 'Vendedor Loja', roles: R(0, 1, 2, 3, 5) },
    ],
  },
  {
    path: '/processar',
    label: 'Processar',
    roles: R(0, 1, 2, 5),
    icone: 'upload',
    itens: [
      { path: '/produtos', label: 'Produtos' },
      { path: '/vendas', label: 'Vendas' },
      { path: '/historico', label: 'Histórico' },
      { path: '/pontuacoes', label: 'Pontuações Pendentes' },
      { path: '/pontos', label: 'Expirar Pontos', roles: R(0, 1, 2) },
      { path: '/saldo-cartao', label: 'Saldo Cartão' },
      { path: '/relatorios', label: 'Atualizar Relatórios' },
      { path: '/correcao-pontuacao', label: 'Correção de Pontuação' },
      { path: '/foto-video', label: 'Foto/Vídeo' },
    ],
  },
  { path: '/administradores', label: 'Administradores', roles: R(1, 2), icone: 'admins' },
  { path: '/logs', label: 'Logs', roles: R(2), icone: 'list' },
  { path: '/integracoes', label: 'Integrações', roles: R(2), icone: 'plug' },
  { path: '/configuracao-whats', label: 'Configuração WhatsApp', roles: R(1, 2), icone: 'message' },
  { path: '/configuracoes', label: 'Configurações', roles: R(1, 2), icone: 'settings' },
];

/** The roles that see a group's sub-item: the group's roles and, when it has its own, those too. */
export function papeisDoSubitem(grupo: string, item: string): Permissao[] {
  const g = MENU.find((i) => i.path === grupo)!;
  const sub = g.itens!.find((i) => i.path === item)!;
  return sub.roles ? sub.roles.filter((r) => g.roles.includes(r)) : [...g.roles];
}

/** The menu a role sees: groups it may open, and within them the items it may open too. */
export function menuDoPapel(permissao: Permissao): ItemMenu[] {
  return MENU.filter((item) => item.roles.includes(permissao))
    .map((item) => (item.itens ? { ...item, itens: item.itens.filter((sub) => !sub.roles || sub.roles.includes(permissao)) } : item))
    .filter((item) => !item.itens || item.itens.length > 0);
}

/**
 * Roles that may open a panel path (relative to /painel), from the menu table. Paths outside the
 * menu but reachable from it (details, nested forms) inherit from the closest menu entry.
 */
export function papeisDaRota(path: string): Permissao[] | null {
  const limpo = path.replace(/\/+$/, '') || '/';
  if (limpo === '/perfil') return [0, 1, 2, 3, 4, 5];
  let melhor: { prefixo: string; roles: Permissao[] } | null = null;
  const considerar = (prefixo: string, roles: Permissao[]) => {
    const casa = limpo.toLowerCase() === prefixo.toLowerCase() || limpo.toLowerCase().startsWith(prefixo.toLowerCase() + '/');
    if (casa && (!melhor || prefixo.length > melhor.prefixo.length)) melhor = { prefixo, roles };
  };
  for (const item of MENU) {
    considerar(item.path, item.roles);
    for (const sub of item.itens ?? []) {
      considerar(item.path + sub.path, sub.roles ? sub.roles.filter((r) => item.roles.includes(r)) : item.roles);
    }
  }
  // Detail screens reached from lists.
  considerar('/revenda', MENU.find((i) => i.path === '/Lojas')!.roles);
  considerar('/parceiro', MENU.find((i) => i.path === '/vendedores')!.roles);
  return melhor ? (melhor as { roles: Permissao[] }).roles : null;
}
