/**
 * Every panel screen, relative to /painel. Menu paths come from the permission matrix in common
 * (groups become /grupo/item); the extra paths are screens reached from inside other screens.
 * A screen not built yet shows PaginaEmConstrucao inside the shell.
 */
import { MENU } from '@sw/common';

export type TelaPainel = 'dashboard' | 'perfil' | 'grupo' | 'em-construcao';

export type RotaPainel = {
  /** Path relative to /painel, as react-router matches it (may carry :params). */
  caminho: string;
  titulo: string;
  tela: TelaPainel;
  /** Screens outside the menu that a group page (e.g. /cadastrar) also offers, with the card's label. */
  atalho?: { grupo: string; rotulo: string };
};

const IMPLEMENTADAS: Record<string, TelaPainel> = {
  '/dashboard': 'dashboard',
};

const EXTRAS: RotaPainel[] = [
  { caminho: '/perfil', titulo: 'Meu Perfil', tela: 'perfil' },
  { caminho: '/revenda/:cnpj', titulo: 'Detalhes da Loja', tela: 'em-construcao' },
  { caminho: '/parceiro/:cpf', titulo: 'Detalhes do Vendedor Loja', tela: 'em-construcao' },
  { caminho: '/cadastrar/produto/criteria', titulo: 'Cadastrar Produto Padrão', tela: 'em-construcao' },
  { caminho: '/cadastrar/produto/revenda', titulo: 'Cadastrar Produto Loja', tela: 'em-construcao' },
  {
    caminho: '/cadastrar/pesquisa-mercado',
    titulo: 'Cadastrar Pesquisa de Mercado',
    tela: 'em-construcao',
    atalho: { grupo: '/cadastrar', rotulo: 'Pesquisa de Mercado' },
  },
  { caminho: '/processar/produtos/criteria', titulo: 'Processar Produtos Padrão', tela: 'em-construcao' },
  { caminho: '/processar/produtos/revenda', titulo: 'Processar Produtos Loja', tela: 'em-construcao' },
  { caminho: '/produtos/loja', titulo: 'Produtos Loja', tela: 'em-construcao' },
  { caminho: '/processar/nova-venda', titulo: 'Nova Venda', tela: 'em-construcao' },
];

function montarRotas(): RotaPainel[] {
  const rotas: RotaPainel[] = [];
  for (const item of MENU) {
    if (item.itens) {
      rotas.push({ caminho: item.path, titulo: item.label, tela: 'grupo' });
      for (const sub of item.itens) {
        rotas.push({ caminho: item.path + sub.path, titulo: `${item.label} · ${sub.label}`, tela: 'em-construcao' });
      }
    } else {
      rotas.push({ caminho: item.path, titulo: item.label, tela: IMPLEMENTADAS[item.path] ?? 'em-construcao' });
    }
  }
  return [...rotas, ...EXTRAS];
}

export const ROTAS_PAINEL: RotaPainel[] = montarRotas();

/** The base every panel address lives under. */
export const BASE_PAINEL = '/painel';

/** '/painel/resgates' → '/resgates', for navigation inside the router (whose basename is /painel). */
export const semBase = (caminho: string): string => (caminho.toLowerCase().startsWith(BASE_PAINEL) ? caminho.slice(BASE_PAINEL.length) || '/' : caminho);
