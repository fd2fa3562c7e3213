/**
 * Deployment settings read from Vite variables at build time.
 * Jest maps this module to `testes/ambiente.ts`, since `import.meta` does not exist there.
 */
export const AMBIENTE = {
  /** The tutorial video, when the deployment has one; without it TUTORIAL shows the written steps only. */
  tutorialUrl: (import.meta.env.VITE_TUTORIAL_URL as string | undefined) || null,
  suporteWhatsapp: import.meta.env.VITE_SUPORTE_WHATSAPP || '5511999990000',
  suporteEmail: import.meta.env.VITE_SUPORTE_EMAIL || 'suporte@experienciassw.com.br',
};
