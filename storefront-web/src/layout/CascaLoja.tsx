import { Container, Group } from '@mantine/core';
import classes from './LayoutLoja.module.css';

/**
 * The static shell the build writes into index.html for the addresses it does not pre-render (the
 * member's screens, whose header depends on who is signed in): the top bar with the brand and the
 * page's reserved height, painted before any JavaScript runs. The app replaces it when it renders.
 */
export function CascaLoja() {
  return (
    <div className={classes.pagina}>
      <header className={classes.cabecalho}>
        <Container size="lg" h="100%">
          <Group h="100%" wrap="nowrap">
            <a href="/" className={classes.marca}>
              Experiências SW
            </a>
          </Group>
        </Container>
      </header>
      <main className={classes.conteudo} aria-busy="true" />
    </div>
  );
}
