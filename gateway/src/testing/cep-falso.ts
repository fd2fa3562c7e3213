import http from 'node:http';

/** Addresses the fake postal-code provider knows (ViaCEP's answer format). */
export const ENDERECOS_FALSOS: Record<string, Record<string, string>> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  '20040002': { cep: '20040-002', logradouro: 'Rua da Assembleia', complemento: '', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
  '80010000': { cep: '80010-000', logradouro: 'Praça Tiradentes', complemento: '', bairro: 'Centro', localidade: 'Curitiba', uf: 'PR' },
};
/** A CEP this fake answers slowly, to exercise timeouts. */
export const CEP_LENTO = '99999999';

/**
 * A local stand-in for the postal-code service, over real HTTP: GET /ws/{cep}/json/.
 * Unknown CEPs answer {erro: true} as the real service does.
 */
export async function iniciarCepFalso(): Promise<{ url: string; fechar: () => Promise<void> }> {
  const servidor = http.createServer((req, res) => {
    const cep = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '')?.[1];
    if (!cep) {
      res.writeHead(400).end();
      return;
    }
    const responder = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ENDERECOS_FALSOS[cep] ?? { erro: true }));
    };
    if (cep === CEP_LENTO) setTimeout(responder, 3000);
    else responder();
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const porta = (servidor.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${porta}/ws/{cep}/json/`,
    fechar: () =>
      new Promise((ok) => {
        servidor.closeAllConnections();
        servidor.close(() => ok());
      }),
  };
}
