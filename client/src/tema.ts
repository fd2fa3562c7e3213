import {
  CloseButton,
  createTheme,
  TableScrollContainer,
  type CloseButtonProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** The brand blue, from the lightest to the darkest shade. */
const marca: MantineColorsTuple = [
  '#e8f1ff',
  '#d0defd',
  '#a0baf4',
  '#6d94ec',
  '#4374e5',
  '#2960e1',
  '#1a55e0',
  '#0b46c8',
  '#003eb4',
  '#00349f',
];

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

/**
 * Mantine's light "dimmed" text is gray.6 (#868e96, 3.3:1 on white), below the 4.5:1 that WCAG AA
 * asks of normal text. gray.7 (#495057) gives 8.2:1 and still reads as secondary text; every
 * `c="dimmed"` and every Mantine description/secondary text follows this variable.
 */
export const variaveisAcessiveis: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** A clean retail look: brand blue, soft radii, system fonts. */
export const tema = createTheme({
  primaryColor: 'marca',
  primaryShade: { light: 7, dark: 5 },
  colors: { marca },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
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
