// Query keys of «Calendario» (docs/calendario.md). The events live under `calendarioKeys.all`, which the
// `calendario` cambio refreshes whole (app/en-vivo.ts): every calendar write, this browser's or anyone's.
export const calendarioKeys = {
  all: ['calendario'] as const,
  /** The events of the default window (from 7 days ago, 60 days ahead), each with its sign-ups. */
  eventos: () => [...calendarioKeys.all, 'eventos'] as const,
  /** The split templates an event may name (the event dialog's picker): not the calendar's changes. */
  plantillas: () => ['calendario-plantillas'] as const,
  /** The iCal feed's URLs: they change with the guild's token only. */
  enlaceIcs: () => ['calendario-enlace-ics'] as const,
};
