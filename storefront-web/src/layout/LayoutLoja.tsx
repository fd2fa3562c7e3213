import { Outlet } from 'react-router';
import { Cabecalho } from './Cabecalho';
import { Rodape } from './Rodape';
import classes from './LayoutLoja.module.css';

/** Top bar, the page, footer: every storefront screen sits in here. */
export default function LayoutLoja() {
  return (
    <div className={classes.pagina}>
      <Cabecalho />
      <main className={classes.conteudo}>
        <Outlet />
      </main>
      <Rodape />
    </div>
  );
}
