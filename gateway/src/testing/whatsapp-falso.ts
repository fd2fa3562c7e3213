import http from 'node:http';

/** What the fake provider received, one entry per request it accepted to read. */
export interface MensagemRecebida {
  codigo: unknown;
  celular: unknown;
  mensagem: unknown;
  autorizacao: string | null;
  chave: string | null;
  status: number;
}

export interface WhatsappFalso {
  /** The address to save in the settings (POST here). */
  url: string;
  /** Every request, in arrival order (also the refused ones, with the status answered). */
  recebidas: MensagemRecebida[];
  /** Only the requests answered with 2xx: what a member would have received. */
  entregues(): MensagemRecebida[];
  /**
   * Default answer: a status, and a delay before answering; `segurar` keeps every answer until
   * `liberar()`, so a test can act while a request is surely in flight without guessing a delay.
   */
  definirModo(modo: { status?: number; atrasoMs?: number; segurar?: boolean }): void;
  /** Answers every request held by `segurar` (and stops holding). */
  liberar(): void;
  /** The next `n` requests get `status` (then back to the default). */
  falharProximas(n: number, status?: number): void;
  limpar(): void;
  fechar(): Promise<void>;
}

/**
 * A local stand-in for the WhatsApp provider, over real HTTP, speaking the contract of
 * docs/configuracoes-e-mensagens.md: POST {url} with Authorization: Bearer {token} and JSON
 * {codigo, celular, mensagem}. A wrong token gets 401; it can be told to fail or to be slow.
 */
export async function iniciarWhatsappFalso(opcoes: { token?: string } = {}): Promise<WhatsappFalso> {
  const recebidas: MensagemRecebida[] = [];
  let modo = { status: 200, atrasoMs: 0, segurar: false };
  const falhas: number[] = [];
  const seguradas: (() => void)[] = [];
  const liberar = () => {
    modo = { ...modo, segurar: false };
    for (const responder of seguradas.splice(0)) responder();
  };

  const servidor = http.createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/enviar')) {
      res.writeHead(404).end();
      return;
    }
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      let corpo: Record<string, unknown> = {};
      try {
        corpo = JSON.parse(Buffer.concat(partes).toString('utf8'));
      } catch {
        /* answered 400 below */
      }
      const autorizacao = req.headers.authorization ?? null;
      let status = falhas.length ? falhas.shift()! : modo.status;
      if (opcoes.token && autorizacao !== `Bearer ${opcoes.token}`) status = 401;
      else if (!corpo.celular || !corpo.mensagem) status = 400;
      recebidas.push({
        codigo: corpo.codigo,
        celular: corpo.celular,
        mensagem: corpo.mensagem,
        autorizacao,
        chave: (req.headers['idempotency-key'] as string | undefined) ?? null,
        status,
      });
      const responder = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status < 300 ? { id: `falso-${recebidas.length}` } : { erro: 'falha simulada' }));
      };
      if (modo.segurar) seguradas.push(responder);
      else if (modo.atrasoMs) setTimeout(responder, modo.atrasoMs);
      else responder();
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const porta = (servidor.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${porta}/enviar`,
    recebidas,
    entregues: () => recebidas.filter((r) => r.status >= 200 && r.status < 300),
    definirModo: (m) => {
      modo = { status: m.status ?? 200, atrasoMs: m.atrasoMs ?? 0, segurar: m.segurar ?? false };
    },
    liberar,
    falharProximas: (n, status = 500) => {
      for (let i = 0; i < n; i++) falhas.push(status);
    },
    limpar: () => {
      liberar();
      recebidas.length = 0;
      falhas.length = 0;
      modo = { status: 200, atrasoMs: 0, segurar: false };
    },
    fechar: () =>
      new Promise((ok) => {
        servidor.closeAllConnections();
        servidor.close(() => ok());
      }),
  };
}
