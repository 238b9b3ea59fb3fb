// The signature of Discord's HTTP interactions (docs/integraciones.md, «Interacciones»): Discord signs
// every request to the Interactions Endpoint URL with the application's Ed25519 key, over the
// `X-Signature-Timestamp` header followed by the raw body, and sends the signature, hex, in
// `X-Signature-Ed25519`. A request is taken only when that signature verifies with the application's
// public key (DISCORD_PUBLIC_KEY) and its timestamp is within five minutes of our clock: a body
// captured and sent again later, or with another timestamp, is refused.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

export const CABECERA_FIRMA = 'x-signature-ed25519';
export const CABECERA_MARCA = 'x-signature-timestamp';
/** The longest distance, in seconds, between the request's timestamp and our clock. */
export const MARGEN_FIRMA_S = 5 * 60;

/** Why a request was refused (logged, never told to the caller: all of them are a 401). */
export type MotivoFirma = 'sin-firma' | 'firma-mal-formada' | 'marca-mal-formada' | 'marca-caducada' | 'firma-invalida';

/** A hex Ed25519 public key (64 hex digits, as the Developer Portal shows it). */
export const CLAVE_PUBLICA_HEX = /^[0-9a-f]{64}$/i;

/** The application's public key, from its hex form (the Developer Portal's «Public Key»). */
export function clavePublica(hex: string): KeyObject {
  if (!CLAVE_PUBLICA_HEX.test(hex)) throw new Error('DISCORD_PUBLIC_KEY debe tener 64 caracteres hexadecimales');
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') },
    format: 'jwk',
  });
}

/**
 * Whether a request is Discord's: null when it is, else why not. `ahoraMs` is our clock (tests move it).
 */
export function comprobarFirma(
  clave: KeyObject,
  cabeceras: { firma: string | undefined; marca: string | undefined },
  cuerpo: string,
  ahoraMs: number,
): MotivoFirma | null {
  const { firma, marca } = cabeceras;
  if (!firma || !marca) return 'sin-firma';
  if (!/^[0-9a-f]{128}$/i.test(firma)) return 'firma-mal-formada';
  if (!/^\d{1,12}$/.test(marca)) return 'marca-mal-formada';
  if (Math.abs(ahoraMs / 1000 - Number(marca)) > MARGEN_FIRMA_S) return 'marca-caducada';
  const valida = verify(null, Buffer.from(marca + cuerpo, 'utf8'), clave, Buffer.from(firma, 'hex'));
  return valida ? null : 'firma-invalida';
}
