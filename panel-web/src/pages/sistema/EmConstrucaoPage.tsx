import { PaginaEmConstrucao } from '@sw/client';

/** A screen of a later release. */
export default function EmConstrucaoPage({ titulo }: { titulo: string }) {
  return <PaginaEmConstrucao titulo={titulo} />;
}
