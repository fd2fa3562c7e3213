import {
  CloseButton,
  createTheme,
  darken,
  getPrimaryShade,
  luminance,
  TableScrollContainer,
  type CloseButtonProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** The brand blue, from the lightest to the darkest shade. */
const marca: MantineColorsTuple = ['#e8f1ff', '#d0defd', '#a0baf4', '#6d94ec', '#4374e5', '#2960e1', '#1a55e0', '#0b46c8', '#003eb4', '#00349f'];

/**
 * The name and keyboard access a scrolling area needs (WCAG 2.1.1 and 4.1.2): a focusable region
 * with a label, so a keyboard user can reach it and scroll it with the arrow keys, and a screen
 * reader announces what it holds. Goes on the element that scrolls (ScrollArea's viewport).
 */
export function regiaoRolavel(rotulo: string) {
  return { tabIndex: 0, role: 'region', 'aria-label': rotulo } as const;
}

/** A table's scroll container named after the table (Table.ScrollContainer's props). */
export function rolagemDaTabela(rotulo: string) {
  return { scrollAreaProps: { viewportProps: regiaoRolavel(rotulo) } };
}

/** WCAG contrast ratio of two colours (1 to 21); Mantine's luminance is WCAG's relative luminance. */
export function contraste(a: string, b: string): number {
  const [claro, escuro] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (claro + 0.05) / (escuro + 0.05);
}

/** AA for normal text. */
export const CONTRASTE_MINIMO = 4.5;

/** The first of the colours, then ever darker versions of the last, that reads on the background. */
function legivel(candidatas: string[], fundo: string): string {
  for (const cor of candidatas) if (contraste(cor, fundo) >= CONTRASTE_MINIMO) return cor;
  const ultima = candidatas[candidatas.length - 1];
  for (let passo = 0.05; passo < 1; passo += 0.05) {
    const cor = darken(ultima, passo);
    if (contraste(cor, fundo) >= CONTRASTE_MINIMO) return cor;
  }
  return '#000000';
}

/**
 * Colour variables of the light scheme that keep every text at 4.5:1 or more (WCAG 1.4.3):
 * - "dimmed" is gray.7 (#495057, 8.2:1 on white) instead of Mantine's gray.6 (#868e96, 3.3:1);
 *   every `c="dimmed"` and Mantine's descriptions follow it;
 * - placeholders (also shown as text by Select-like buttons) are gray.6 darkened until legible;
 * - for each palette, the filled shade (white text on it, and `c="<cor>"` text and outline on white)
 *   and the light-variant text (on the light shade 1) go darker only when the default does not
 *   reach 4.5:1 — green, orange, yellow, red and cyan do not; the brand blue does and is unchanged.
 */
export const variaveisAcessiveis: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': legivel([theme.colors.gray[6]], theme.white),
  };
  const tom = getPrimaryShade(theme, 'light');
  for (const [nome, cores] of Object.entries(theme.colors)) {
    if (nome === 'dark' || !cores?.[9]?.startsWith('#')) continue;
    const tons = cores.slice(tom);
    const cheio = legivel(tons, theme.white);
    if (cheio !== cores[tom]) {
      light[`--mantine-color-${nome}-filled`] = cheio;
      light[`--mantine-color-${nome}-filled-hover`] = darken(cheio, 0.1);
      light[`--mantine-color-${nome}-outline`] = cheio;
    }
    const textoClaro = legivel([cores[9]], cores[1]);
    if (textoClaro !== cores[9]) light[`--mantine-color-${nome}-light-color`] = textoClaro;
  }
  return { variables: {}, light, dark: {} };
};

/** A clean retail look: brand blue, soft radii, system fonts. */
export const tema = createTheme({
  primaryColor: 'marca',
  primaryShade: { light: 7, dark: 5 },
  colors: { marca },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Every close button (modals, drawers, toasts, alerts, pills) has a name; a screen may give a more precise one.
    // (Its props type leaves the button's own attributes to the element it renders, hence the cast.)
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Fechar' } as Partial<CloseButtonProps> }),
    // A table wider than the screen scrolls sideways: keyboard users must reach it. Screens name
    // their table with rolagemDaTabela(); this is the fallback name.
    TableScrollContainer: TableScrollContainer.extend({ defaultProps: rolagemDaTabela('Tabela') }),
  },
});
