import http from 'node:http';

/**
 * A local stand-in for the partner-offer catalogue provider, over real HTTP (GET /catalogo).
 * The test sets what it answers: a catalogue, an HTTP error, a malformed body, or silence (timeout).
 * It records the Authorization header it received.
 */
export interface ProvedorOfertasFalso {
  url: string;
  /** What the next requests get. */
  responder: (r: { catalogo?: unknown; status?: number; bruto?: string; atrasoMs?: number }) => void;
  autorizacoes: (string | undefined)[];
  fechar: () => Promise<void>;
}

export async function iniciarOfertasFalso(): Promise<ProvedorOfertasFalso> {
  let resposta: { catalogo?: unknown; status?: number; bruto?: string; atrasoMs?: number } = {
    catalogo: { categories: [], experiences: [], cities: [], offers: [] },
  };
  const autorizacoes: (string | undefined)[] = [];
  const servidor = http.createServer((req, res) => {
    if (!/^\/catalogo\/?$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    autorizacoes.push(req.headers.authorization);
    const atual = resposta;
    const enviar = () => {
      if (res.destroyed) return;
      res.writeHead(atual.status ?? 200, { 'content-type': 'application/json' });
      res.end(atual.bruto ?? JSON.stringify(atual.catalogo ?? {}));
    };
    if (atual.atrasoMs) setTimeout(enviar, atual.atrasoMs);
    else enviar();
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const porta = (servidor.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${porta}/catalogo`,
    responder: (r) => {
      resposta = r;
    },
    autorizacoes,
    fechar: () =>
      new Promise((ok) => {
        servidor.closeAllConnections();
        servidor.close(() => ok());
      }),
  };
}
