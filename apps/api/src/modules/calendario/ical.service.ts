// The iCal feed (docs/calendario.md, «Feed iCal»): the guild's events as RFC 5545 text for calendar apps.
// Public events for anyone; private ones only with the guild's secret (`?token=`), which a signed-in member
// reads from «Calendario» and the leader renews (the old links then stop working).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.js';
import { gremioODefecto } from '../../lib/gremio-contexto.js';
import { Forbidden } from '../../lib/errors.js';
import { escribir, type Escrito } from '../../lib/escritura.js';
import { mensaje } from '../../lib/mensajes.js';
import type { Idioma } from '@reparto/contract';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import * as gremioRepo from '../gremio/gremio.repository.js';
import { calendarioIcs } from './ical.js';
import { eventosDelFeed } from './ical.repository.js';

/** The feed's window: a month back (a subscriber keeps recent history), half a year ahead. */
const DIAS_ATRAS = 30;
const DIAS_ADELANTE = 183;
const DIA_MS = 86_400_000;

const nuevoToken = () => randomBytes(24).toString('base64url');

/** Same text, in constant time (a wrong token says nothing about how much of it was right). */
function igual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface OpcionesFeed {
  nombreGremio: string;
  idioma: Idioma;
  /** The deployment's public address (PUBLIC_URL, or the request's own). */
  base: string;
  ahora?: Date;
}

/** The feed's text; a token that is not the guild's is 403 (no token: the public events only). */
export async function feed(db: DbOrTx, token: string | undefined, o: OpcionesFeed): Promise<string> {
  let conPrivados = false;
  if (token !== undefined && token !== '') {
    const guardado = await gremioRepo.leerTokenCalendario(db);
    if (!guardado || !igual(token, guardado)) throw new Forbidden('calendario.tokenInvalido');
    conPrivados = true;
  }
  const ahora = o.ahora ?? new Date();
  const eventos = await eventosDelFeed(db, {
    idGremio: gremioODefecto(),
    desde: new Date(ahora.getTime() - DIAS_ATRAS * DIA_MS),
    hasta: new Date(ahora.getTime() + DIAS_ADELANTE * DIA_MS),
    conPrivados,
  });
  const base = o.base.replace(/\/+$/, '');
  return calendarioIcs({
    nombre: o.nombreGremio,
    dominio: new URL(base).hostname,
    urlCalendario: `${base}/calendario`,
    textos: {
      plantilla: mensaje('calendario.icsPlantilla', {}, o.idioma),
      apuntados: (n, huecos) => mensaje('calendario.icsApuntados', { n, huecos }, o.idioma),
    },
    eventos,
    ahora,
  });
}

/** The feed's two addresses: public, and with the secret (made on the first ask). */
export async function enlaces(db: DbOrTx, base: string): Promise<{ url: string; privado: string }> {
  const token = (await gremioRepo.leerTokenCalendario(db)) ?? (await gremioRepo.crearTokenCalendario(db, nuevoToken()));
  const url = `${base.replace(/\/+$/, '')}/api/calendario/calendario.ics`;
  return { url, privado: `${url}?token=${token}` };
}

/** The leader renews the secret: the private links given so far stop working. Audited (never the secret itself). */
export async function renovar(db: Db, cuenta: CuentaSesion, base: string): Promise<Escrito<{ url: string; privado: string }>> {
  const escrito = await escribir(db, async (tx) => {
    await gremioRepo.guardarTokenCalendario(tx, nuevoToken());
    return {
      resultado: null,
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: 'renovar_enlace_calendario',
          entidad: 'gremio',
          idEntidad: gremioODefecto(),
        },
      ],
      // The guild's row changed: the answers that read it follow (lib/cambios-cobertura.test.ts).
      cambio: { tipo: 'gremio' },
    };
  });
  return { ...escrito, resultado: await enlaces(db, base) };
}
