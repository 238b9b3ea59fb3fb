// The guild's calendar as iCalendar (RFC 5545; docs/calendario.md, «Feed iCal»): what Google Calendar,
// Thunderbird and phones subscribe to. Pure: the events in, the text out. Times are UTC (`…Z`), so every
// reader's calendar shows them in its own zone; text values are escaped (§3.3.11) and every content line
// is folded at 75 octets without splitting a UTF-8 character (§3.1); lines end in CRLF.

/** An event as the feed shows it. */
export interface EventoIcs {
  idEvento: number;
  titulo: string;
  inicio: Date;
  fin: Date;
  lugar: string;
  plantilla: string | null;
  nota: string | null;
  cancelado: boolean;
  privado: boolean;
  /** Bumped on every change: a client replaces its copy when it grows. */
  secuencia: number;
  creado: Date;
  /** Signed-up and confirmed players, and the slots (for the description). */
  apuntados: number;
  huecos: number;
}

export interface CalendarioIcs {
  /** The guild's name (the calendar's name in the reader's list). */
  nombre: string;
  /** The host part of each event's UID (the deployment's host): stable across changes. */
  dominio: string;
  /** The calendar page's URL (each event links to it); null: no link. */
  urlCalendario: string | null;
  /** The description's words in the guild's language. */
  textos: { plantilla: string; apuntados: (n: number, huecos: number) => string };
  eventos: readonly EventoIcs[];
  /** DTSTAMP: when the feed was made. */
  ahora: Date;
}

/** `20261207T200000Z`: a UTC date-time (§3.3.5, form #2). */
export const fechaIcs = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped; a line break becomes `\n`. */
export const textoIcs = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded at 75 octets (§3.1): each continuation starts with one space, which counts in its
 * 75; a UTF-8 character is never split.
 */
export function plegar(linea: string): string {
  const partes: string[] = [];
  let actual = '';
  let octetos = 0;
  for (const c of linea) {
    const n = Buffer.byteLength(c);
    if (octetos + n > 75) {
      partes.push(actual);
      actual = ' ';
      octetos = 1;
    }
    actual += c;
    octetos += n;
  }
  partes.push(actual);
  return partes.join('\r\n');
}

/** The whole feed: VCALENDAR with one VEVENT per event (a cancelled one stays, STATUS:CANCELLED, so subscribers drop it). */
export function calendarioIcs(c: CalendarioIcs): string {
  const lineas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reparto de Plata//Calendario//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${textoIcs(c.nombre)}`,
    // A hint to subscribers to read it again every hour (Google and Apple read the X- one).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const e of c.eventos) {
    const descripcion = [
      e.plantilla ? `${c.textos.plantilla}: ${e.plantilla}` : null,
      c.textos.apuntados(e.apuntados, e.huecos),
      e.nota,
      c.urlCalendario,
    ].filter((x): x is string => Boolean(x));
    lineas.push(
      'BEGIN:VEVENT',
      `UID:evento-${e.idEvento}@${c.dominio}`,
      `DTSTAMP:${fechaIcs(c.ahora)}`,
      `CREATED:${fechaIcs(e.creado)}`,
      `DTSTART:${fechaIcs(e.inicio)}`,
      `DTEND:${fechaIcs(e.fin)}`,
      `SEQUENCE:${e.secuencia}`,
      `SUMMARY:${textoIcs(e.titulo)}`,
      `LOCATION:${textoIcs(e.lugar)}`,
      `DESCRIPTION:${textoIcs(descripcion.join('\n'))}`,
      `STATUS:${e.cancelado ? 'CANCELLED' : 'CONFIRMED'}`,
      `CLASS:${e.privado ? 'PRIVATE' : 'PUBLIC'}`,
      ...(c.urlCalendario ? [`URL:${c.urlCalendario}`] : []),
      'END:VEVENT',
    );
  }
  lineas.push('END:VCALENDAR');
  return lineas.map(plegar).join('\r\n') + '\r\n';
}
