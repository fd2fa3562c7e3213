/** Test stand-in for `src/ambiente.ts` (see jest.config.cjs). */
export const AMBIENTE: { tutorialUrl: string | null; suporteWhatsapp: string; suporteEmail: string } = {
  tutorialUrl: '/tutorial.mp4',
  suporteWhatsapp: '5511999990000',
  suporteEmail: 'suporte@experienciassw.com.br',
};
