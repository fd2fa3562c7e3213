/** The partner-offer catalogue (spec 2 Ofertas, spec 3 §2.8; docs/ofertas-e-catalogo.md). */
import { dataParaIso } from './datas';

/** Offers per page of the storefront listing; paging controls show from this many results (spec 3 §9). */
export const OFERTAS_POR_PAGINA = 20;

/** The panel's offer groups (spec 2): new = 0 points, active = points above zero, all. */
export const GRUPOS_OFERTAS = ['novas', 'ativas', 'todas'] as const;
export type GrupoOfertas = (typeof GRUPOS_OFERTAS)[number];

/** Mobile operators of a recarga redemption (spec 3 §2.8). */
export const OPERADORAS_RECARGA = ['Vivo', 'Claro', 'TIM', 'OI', 'Nextel', 'Algar'] as const;

// "válido até 25/02/2025", "VALIDA ATE 5/3/2026", "válidos até o dia 01/01/2027" (after accents are dropped).
const VALIDO_ATE = /\bvalid[oa]s?\s+ate\s+(?:o\s+dia\s+)?(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;

/**
 * The last day an offer may be redeemed, read from its texts ("código válido até DD/MM/AAAA"), as
 * 'YYYY-MM-DD'; null when no text says it. Accents and case do not matter; with several dates the
 * latest wins (a text may quote an earlier step, never a later end); impossible dates are ignored.
 * The sync uses it when the provider sends no validity of its own, and the migration that created
 * ofertas.valido_ate used it to fill existing rows.
 */
export function validadeNoTexto(...textos: (string | null | undefined)[]): string | null {
  const texto = textos
    .filter(Boolean)
    .join('\n')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  let ultima: string | null = null;
  for (const m of texto.matchAll(VALIDO_ATE)) {
    const dia = dataParaIso(`${m[1].padStart(2, '0')}/${m[2].padStart(2, '0')}/${m[3]}`);
    if (dia && (!ultima || dia > ultima)) ultima = dia;
  }
  return ultima;
}

export const MENSAGENS_OFERTAS = {
  categoriaNaoEncontrada: 'Categoria não encontrada.',
  erroInterno: 'Erro interno.',
  nenhumaOferta: 'Nenhuma oferta encontrada...',
  ofertaNaoEncontrada: 'Oferta não encontrada.',
  informePorcentagem: 'Informe a porcentagem de desconto',
  selecioneOferta: 'Selecione pelo menos uma oferta',
  porcentagemInvalida: 'A porcentagem de desconto deve ser de 1 a 99.',
  pontosInvalidos: 'Informe os pontos da oferta (0 ou mais).',
  pontosAtualizados: 'Pontos atualizados com sucesso',
  descontoAplicado: (n: number) => `Desconto aplicado a ${n} oferta(s)`,
  erroAplicarDesconto: 'Erro ao aplicar desconto',
  erroSincronizar: 'Erro ao sincronizar ofertas',
  sincronizado: (criadas: number, atualizadas: number) => `Sincronização concluída: ${criadas} nova(s), ${atualizadas} atualizada(s)`,
  provedorNaoConfigurado: 'O provedor do catálogo de ofertas não está configurado.',
  provedorIndisponivel: 'Não foi possível sincronizar as ofertas: o provedor do catálogo não respondeu.',
  provedorLento: 'Não foi possível sincronizar as ofertas: o provedor do catálogo demorou demais para responder.',
  provedorInvalido: 'Não foi possível sincronizar as ofertas: o provedor do catálogo respondeu em um formato inválido.',
  ofertaExpirada: (validoAte: string) => `Esta oferta expirou em ${validoAte.split('-').reverse().join('/')}.`,
  limiteParceiro: (parceiro: string) => `Você já resgatou uma oferta de ${parceiro}. Cada parceiro pode ser resgatado uma vez por CPF.`,
  selecioneOperadora: 'Selecione a operadora',
  informeCelular: 'Informe o celular',
  informeNomeCompleto: 'Informe seu nome completo',
} as const;
