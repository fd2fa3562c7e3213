import http from 'node:http';
import { exportJWK, generateKeyPair, JWK, KeyLike, SignJWT } from 'jose';

/**
 * A local OpenID Connect issuer for tests: serves the discovery document and the JWKS over real
 * HTTP and signs ID tokens with a key generated at start. `chaveForjada` signs with a key the JWKS
 * does not publish, with the same kid, as a forger would.
 */
export class OidcFalso {
  private constructor(
    private servidor: http.Server,
    readonly issuer: string,
    private chave: KeyLike,
    private outra: KeyLike,
  ) {}

  static readonly KID = 'chave-teste-1';

  static async iniciar(): Promise<OidcFalso> {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const forjada = await generateKeyPair('RS256');
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: OidcFalso.KID, alg: 'RS256', use: 'sig' };
    let issuer = '';
    let instancia: OidcFalso | null = null;
    const servidor = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', issuer);
      if (url.pathname === '/authorize') {
        void instancia!.autorizar(url, res);
        return;
      }
      if (url.pathname === '/proxima-identidade' && req.method === 'POST') {
        let corpo = '';
        req.on('data', (p) => {
          corpo += p;
        });
        req.on('end', () => {
          instancia!.identidade = JSON.parse(corpo);
          res.end('{}');
        });
        return;
      }
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/openid-configuration') {
        res.end(
          JSON.stringify({
            issuer,
            jwks_uri: `${issuer}/jwks`,
            authorization_endpoint: `${issuer}/authorize`,
            id_token_signing_alg_values_supported: ['RS256'],
          }),
        );
      } else if (req.url === '/jwks') {
        res.end(JSON.stringify({ keys: [jwk] }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    issuer = `http://127.0.0.1:${(servidor.address() as { port: number }).port}`;
    instancia = new OidcFalso(servidor, issuer, privateKey, forjada.privateKey);
    return instancia;
  }

  /** Who "signs in" at /authorize next (end-to-end tests set it with POST /proxima-identidade). */
  identidade: Record<string, unknown> = { sub: 'e2e-sub', email: 'e2e@exemplo.com.br', email_verified: true, name: 'Pessoa E2E' };

  /**
   * The implicit flow's authorization endpoint, without a login page: answers at once with an ID
   * token for `identidade`, back to redirect_uri#id_token=...&state=..., as a provider would.
   */
  private async autorizar(url: URL, res: http.ServerResponse) {
    const p = url.searchParams;
    const token = await this.token({ ...this.identidade, nonce: p.get('nonce') ?? undefined }, { aud: p.get('client_id') ?? undefined });
    const volta = `${p.get('redirect_uri')}#${new URLSearchParams({ id_token: token, state: p.get('state') ?? '' })}`;
    res.writeHead(302, { location: volta });
    res.end();
  }

  /** An ID token; `ajustes` overrides claims (aud, exp, iss...) or signs with the forged key. */
  async token(claims: Record<string, unknown>, ajustes: { aud?: string; expiraEmSegundos?: number; iss?: string; forjada?: boolean } = {}): Promise<string> {
    const agora = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: OidcFalso.KID })
      .setIssuer(ajustes.iss ?? this.issuer)
      .setAudience(ajustes.aud ?? 'loja-teste')
      .setIssuedAt(agora - 60)
      .setExpirationTime(agora + (ajustes.expiraEmSegundos ?? 600))
      .sign(ajustes.forjada ? this.outra : this.chave);
  }

  fechar(): Promise<void> {
    return new Promise((ok) => this.servidor.close(() => ok()));
  }
}
