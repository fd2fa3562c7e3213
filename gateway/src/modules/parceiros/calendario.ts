/** The business calendar: ages and "days without access" count São Paulo days. */
export const FUSO = 'America/Sao_Paulo';

export const hojeEmSaoPaulo = (agora = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: FUSO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(agora);
