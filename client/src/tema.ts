import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  },
});
