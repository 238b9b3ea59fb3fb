// JWT HS256 with expiry (docs/domain.md, "Permissions"). Only HS256 is accepted: `alg: none` and
// others are refused, and so is a token without `exp` or `iat`.
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_TTL_SECONDS } from '@reparto/contract';

export interface TokenClaims {
  /** id_cuenta */
  sub: string;
  /** cuenta.token_version when issued */
  ver: number;
  /** Expiry, epoch seconds. */
  exp: number;
}

/** Most verified tokens remembered (a few hundred bytes each). */
const VERIFIED_MAX = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their expiry: a browser sends the same token with every request and
   * checking its HMAC through WebCrypto costs ~0.1 ms of CPU (docs/performance.md). Only the exact
   * string that passed the check is remembered, and never past its `exp`.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expMs: number }>();
  constructor(
    secret: string,
    private readonly ttlSeconds = TOKEN_TTL_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for the account; `expiraEn` (epoch seconds) caps its expiry below the usual lifetime. */
  sign(idCuenta: number, tokenVersion: number, expiraEn?: number): Promise<string> {
    const usual = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    return new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(idCuenta))
      .setIssuedAt()
      .setExpirationTime(expiraEn === undefined ? usual : Math.min(usual, expiraEn))
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a missing, forged, expired or malformed one. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expMs) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] });
      if (typeof payload.sub !== 'string' || !/^\d+$/.test(payload.sub)) return null;
      if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
      const claims = { sub: payload.sub, ver: typeof payload['ver'] === 'number' ? payload['ver'] : -1, exp: payload.exp };
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, expMs: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
