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
    const servidor = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/openid-configuration') {
        res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks`, authorization_endpoint: `${issuer}/authorize`, id_token_signing_alg_values_supported: ['RS256'] }));
      } else if (req.url === '/jwks') {
        res.end(JSON.stringify({ keys: [jwk] }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    issuer = `http://127.0.0.1:${(servidor.address() as { port: number }).port}`;
    return new OidcFalso(servidor, issuer, privateKey, forjada.privateKey);
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
