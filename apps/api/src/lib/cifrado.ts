// Encryption at rest of the few secrets the app keeps (Discord's tokens of a signed-in member, to read
// their roles at renewal; docs/integraciones.md, "Discord login"): AES-256-GCM with a key derived from
// the JWT secret (HKDF-SHA-256), a random 12-byte nonce per value. A changed secret makes old values
// unreadable: the member signs in with Discord again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class Cifrado {
  private readonly key: Buffer;
  constructor(secret: string, proposito: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'reparto-de-plata', proposito, 32));
  }

  cifrar(texto: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const datos = Buffer.concat([cipher.update(texto, 'utf8'), cipher.final()]);
    return [VERSION, nonce.toString('base64url'), datos.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
      '.',
    );
  }

  /** The plain text, or null when the value was altered or made with another key. */
  descifrar(valor: string): string | null {
    const [version, nonce, datos, tag] = valor.split('.');
    if (version !== VERSION || !nonce || datos === undefined || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(datos, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
