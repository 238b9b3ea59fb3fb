// Web Push of this browser (docs/pwa.md, «Avisos en el dispositivo»): the server's VAPID key, the
// account's devices, this browser's subscription stored with its kinds, or deleted. What the browser
// itself holds (permission, the service worker's PushManager) is read here too: the page shows one state.
import {
  TIPOS_PUSH,
  type ClavePushResponse,
  type SuscripcionPushRequest,
  type SuscripcionesPushResponse,
  type TipoPush,
} from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/mutation';

export type EstadoPush =
  | { tipo: 'cargando' }
  /** No service worker, no PushManager or no Notification (or a development build: no worker). */
  | { tipo: 'sinSoporte' }
  /** The member (or the browser) blocked notifications for this site. */
  | { tipo: 'bloqueado' }
  | { tipo: 'apagado' }
  | { tipo: 'encendido'; tipos: TipoPush[]; suscripcion: PushSubscription };

const soportado = () =>
  import.meta.env.PROD && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** base64url → the bytes PushManager.subscribe takes as `applicationServerKey`. */
function bytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binario = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binario, (c) => c.charCodeAt(0));
}

/** This browser's state: its permission, its subscription and, when the server knows it, its kinds. */
export async function leerEstadoPush(): Promise<EstadoPush> {
  if (!soportado()) return { tipo: 'sinSoporte' };
  if (Notification.permission === 'denied') return { tipo: 'bloqueado' };
  const registro = await navigator.serviceWorker.ready;
  const suscripcion = await registro.pushManager.getSubscription();
  if (!suscripcion || Notification.permission !== 'granted') return { tipo: 'apagado' };
  const { data } = await api.get<SuscripcionesPushResponse>('/push/suscripciones');
  const mia = data.message.find((s) => s.endpoint === suscripcion.endpoint);
  return mia ? { tipo: 'encendido', tipos: mia.tipos, suscripcion } : { tipo: 'apagado' };
}

/** Stores this browser's subscription with `tipos` (the same endpoint: its kinds change). */
async function guardar(suscripcion: PushSubscription, tipos: readonly TipoPush[]): Promise<string> {
  const json = suscripcion.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  const body: SuscripcionPushRequest = [
    {
      endpoint: json.endpoint,
      keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
      tipos: [...tipos],
      etiqueta: navegador(),
    },
  ];
  const { data } = await api.put<{ message: string }>('/push/suscripcion', body, { idempotencyKey: newIdempotencyKey() });
  return data.message;
}

/** The browser's name, to tell the devices apart («Chrome en Android»). */
function navegador(): string {
  const ua = navigator.userAgent;
  const nombre = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Navegador';
  const so = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return so ? `${nombre} · ${so}` : nombre;
}

/**
 * Turns notifications on in this browser: asks the permission, subscribes with the server's key and
 * stores the subscription with every kind on. Answers the new state and the server's sentence.
 */
export async function encenderPush(): Promise<{ estado: EstadoPush; mensaje?: string }> {
  const permiso = await Notification.requestPermission();
  if (permiso === 'denied') return { estado: { tipo: 'bloqueado' } };
  if (permiso !== 'granted') return { estado: { tipo: 'apagado' } };
  const { data } = await api.get<ClavePushResponse>('/push/clave');
  const registro = await navigator.serviceWorker.ready;
  const suscripcion =
    (await registro.pushManager.getSubscription()) ??
    (await registro.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(data.message.clave) }));
  const mensaje = await guardar(suscripcion, TIPOS_PUSH);
  return { estado: { tipo: 'encendido', tipos: [...TIPOS_PUSH], suscripcion }, mensaje };
}

/** One kind on or off in this browser. */
export async function cambiarTipos(suscripcion: PushSubscription, tipos: readonly TipoPush[]): Promise<string> {
  return guardar(
    suscripcion,
    TIPOS_PUSH.filter((t) => tipos.includes(t)),
  );
}

/** Turns notifications off in this browser: the server forgets it, the browser unsubscribes. */
export async function apagarPush(suscripcion: PushSubscription): Promise<string> {
  const { data } = await api.put<{ message: string }>('/push/baja', [{ endpoint: suscripcion.endpoint }], {
    idempotencyKey: newIdempotencyKey(),
  });
  await suscripcion.unsubscribe().catch(() => false);
  return data.message;
}

/** `promesa`, or undefined once `ms` have passed. */
const conLimite = <T>(promesa: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promesa, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

/**
 * At logout this browser stops receiving the account's notifications (docs/pwa.md): the server forgets
 * it (best effort, at most 2 s) and the browser unsubscribes, so that a push already on its way meets a
 * 404/410 from the push service, which deletes the server's row. Never throws: a logout never waits
 * longer nor fails for it (offline, the browser's unsubscription is enough).
 */
export async function olvidarPushAlSalir(): Promise<void> {
  if (!soportado()) return;
  try {
    const registro = await navigator.serviceWorker.getRegistration();
    const suscripcion = await registro?.pushManager.getSubscription();
    if (!suscripcion) return;
    await conLimite(
      api.put('/push/baja', [{ endpoint: suscripcion.endpoint }], { idempotencyKey: newIdempotencyKey() }),
      2_000,
    ).catch(() => undefined);
    await suscripcion.unsubscribe().catch(() => false);
  } catch {
    // The logout goes on.
  }
}
