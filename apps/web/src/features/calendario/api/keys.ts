// Query keys of «Calendario» (docs/calendario.md). Everything a calendar write changes lives under
// `calendarioKeys.all`: a write refreshes it whole (api/escrituras.ts).
export const calendarioKeys = {
  all: ['calendario'] as const,
  /** The events of the default window (from 7 days ago, 60 days ahead), each with its sign-ups. */
  eventos: () => [...calendarioKeys.all, 'eventos'] as const,
  /** The split templates an event may name (the picker of the event dialog). */
  plantillas: () => [...calendarioKeys.all, 'plantillas'] as const,
  /** The iCal feed's URLs. */
  enlaceIcs: () => [...calendarioKeys.all, 'enlace-ics'] as const,
};
