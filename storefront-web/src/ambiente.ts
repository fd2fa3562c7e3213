/**
 * Deployment settings read from Vite variables at build time.
 * Jest maps this module to `testes/ambiente.ts`, since `import.meta` does not exist there.
 */
export const AMBIENTE = {
  tutorialUrl: import.meta.env.VITE_TUTORIAL_URL || '/tutorial.mp4',
  suporteWhatsapp: import.meta.env.VITE_SUPORTE_WHATSAPP || '5511999990000',
  suporteEmail: import.meta.env.VITE_SUPORTE_EMAIL || 'suporte@experienciassw.com.br',
};
