/** The partner-offer catalogue (spec 2 Ofertas, spec 3 §2.8; docs/ofertas-e-catalogo.md). */

/** Offers per page of the storefront listing; paging controls show from this many results (spec 3 §9). */
export const OFERTAS_POR_PAGINA = 20;

/** The panel's offer groups (spec 2): new = 0 points, active = points above zero, all. */
export const GRUPOS_OFERTAS = ['novas', 'ativas', 'todas'] as const;
export type GrupoOfertas = (typeof GRUPOS_OFERTAS)[number];

/** Mobile operators of a recarga redemption (spec 3 §2.8). */
export const OPERADORAS_RECARGA = ['Vivo', 'Claro', 'TIM', 'OI', 'Nextel', 'Algar'] as const;

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
  limiteParceiro: (parceiro: string) => `Você já resgatou uma oferta de ${parceiro}. Cada parceiro pode ser resgatado uma vez por CPF.`,
  selecioneOperadora: 'Selecione a operadora',
  informeCelular: 'Informe o celular',
  informeNomeCompleto: 'Informe seu nome completo',
} as const;
