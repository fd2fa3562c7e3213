import type { ParceiroSessao } from '@sw/client';

/**
 * `documento`: the link loads the page as a new document instead of a screen change inside the app.
 * The claim page needs it: the server allows the camera (barcode reader) only to that page's
 * document (Permissions-Policy, docs/seguranca.md), and a policy stays with the document it came with.
 */
export type ItemMenu = { rotulo: string; destino: string; documento?: boolean };

/** Scoring types whose members send receipts themselves: 1 manual entry, 2 file upload (spec 3 §2.9). */
const TIPOS_COM_ENVIO_DE_NOTA = new Set([1, 2]);

export function podeEnviarNota(parceiro: Pick<ParceiroSessao, 'revenda'>): boolean {
  const tipo = parceiro.revenda?.tipoPontuacao;
  return tipo != null && TIPOS_COM_ENVIO_DE_NOTA.has(tipo);
}

/** The member's menu (spec 3 §2.2). The referral page has its own button, INDIQUE E GANHE. */
export function itensMenuMembro(parceiro: Pick<ParceiroSessao, 'revenda'>): ItemMenu[] {
  const itens: Array<ItemMenu | null> = [
    { rotulo: 'Início', destino: '/home' },
    { rotulo: 'Catálogo', destino: '/loja' },
    { rotulo: 'Meu perfil', destino: '/perfil' },
    { rotulo: 'Minhas pontuações', destino: '/pontuacoes' },
    { rotulo: 'Meus resgates', destino: '/resgates' },
    podeEnviarNota(parceiro) ? { rotulo: 'Enviar Nota Fiscal', destino: '/enviar-pontuacao', documento: true } : null,
    { rotulo: 'Pontos por produto', destino: '/pontos-produtos' },
    { rotulo: 'Meu cartão', destino: '/cartao' },
    { rotulo: 'Fotos e vídeos', destino: '/fotos-videos' },
    { rotulo: 'Regulamento', destino: '/regulamento' },
    { rotulo: 'Política de privacidade', destino: '/politica-privacidade' },
    { rotulo: 'Contato', destino: '/contato' },
  ];
  return itens.filter((item): item is ItemMenu => item !== null);
}
