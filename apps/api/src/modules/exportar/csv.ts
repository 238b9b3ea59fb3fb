// CSV that Excel in Spanish opens in columns (docs/domain.md, "Exports"): a UTF-8 BOM, `;` between
// fields, CRLF between lines. Every text field of a row is quoted per RFC 4180 (OWASP's CSV injection
// advice), and no cell can start like a formula (`=`, `+`, `-`, `@`, tab, CR, or their full-width forms
// `＝＋－＠`) for any reader: a leading `'` neutralises such a text, and so it does after every `,`, tab or
// line break inside a text. A reader that splits on `,` (Excel or LibreOffice in en-US) honours a quote
// only at the start of a cell, so a text in the middle of a line is cut at its commas and line breaks:
// each piece gets the same treatment as a whole text.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { camposDeRegistro } from '../../plugins/errors.js';

export const BOM = '\uFEFF';
const SEPARADOR = ';';
const FIN_DE_LINEA = '\r\n';
/** The start of a text, or a `,`, tab or line break inside it (spaces and quotes after it skipped), before a formula sign. */
const FORMULA = /(?<=^|[,\t\r\n])([ "]*)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

export type Valor = string | number | boolean | Date | null | undefined;

/**
 * An instant as a spreadsheet reads it: a date and time (`2026-11-21 07:11:07`) in UTC, which the
 * column's header says («Fecha (UTC)»); ISO 8601's `T` and `Z` made Excel and LibreOffice keep it as text.
 */
export const fechaCsv = (fecha: Date): string => fecha.toISOString().slice(0, 19).replace('T', ' ');

/** One field: numbers as plain integers, dates by fechaCsv, texts (and Sí/No) neutralised and always quoted, empty for null. */
export function campo(valor: Valor): string {
  if (valor === null || valor === undefined) return '';
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? '' : fechaCsv(valor);
  if (typeof valor === 'number') return Number.isFinite(valor) ? String(valor) : '';
  if (typeof valor === 'boolean') return valor ? '"Sí"' : '"No"';
  const texto = valor.replace(FORMULA, "$1'");
  return `"${texto.replaceAll('"', '""')}"`;
}

export const linea = (valores: readonly Valor[]): string => valores.map(campo).join(SEPARADOR) + FIN_DE_LINEA;

/**
 * The whole file as a stream: the BOM and the header, then one line per row as the rows arrive. The
 * header is our own fixed words (no separator, quote or formula sign), written as they are.
 */
export async function* csv<T>(cabecera: readonly string[], filas: AsyncIterable<T>, valores: (fila: T) => Valor[]) {
  yield BOM + cabecera.join(SEPARADOR) + FIN_DE_LINEA;
  for await (const fila of filas) yield linea(valores(fila));
}

/**
 * Reads a table in batches by key (keyset pagination): `leer(after)` answers the next `LOTE` rows
 * after that key (null: from the start); only one batch is held at a time.
 */
export const LOTE = 500;
export async function* porLotes<T, K>(leer: (after: K | null) => Promise<T[]>, clave: (fila: T) => K): AsyncGenerator<T> {
  let after: K | null = null;
  for (;;) {
    const filas = await leer(after);
    yield* filas;
    if (filas.length < LOTE) return;
    after = clave(filas.at(-1)!);
  }
}

export const MENSAJE_DESCARGA_CORTADA = 'la descarga CSV falló a medias: se corta la conexión';

/**
 * The content, until it fails: before anything was sent the error goes to the error handler (a
 * Spanish 500/503); after, the download is cut (the connection aborted, so that no client takes a
 * half file for a whole one) and the error logged as the error handler logs it (no SQL).
 */
async function* cortadoSiFalla(reply: FastifyReply, contenido: AsyncIterable<string>): AsyncGenerator<string> {
  try {
    yield* contenido;
  } catch (error) {
    if (!reply.raw.headersSent) throw error;
    reply.log.error(camposDeRegistro(error, reply.request), MENSAJE_DESCARGA_CORTADA);
    reply.raw.destroy();
  }
}

/** Sends a CSV download (streamed, never whole in memory) under a meaningful file name. */
export function sendCsv(reply: FastifyReply, nombre: string, contenido: AsyncIterable<string>): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${nombre}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(cortadoSiFalla(reply, contenido)));
}
