// The guild this page works for (docs/alianzas.md, «Muchos gremios»): `/g/{slug}/…` is guild `slug`'s
// app, a path without it the default guild's (its URLs unchanged). The router works under that prefix
// (app/app.tsx, its basename) and every API call goes to `/api/g/{slug}/…` (lib/api-client.ts).
import { direccionDeGremio } from '@reparto/contract';

const ruta = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

/** The router's basename: `/g/{slug}` on a guild's pages, undefined on the default guild's. */
export const basenameDeGremio = (pathname: string = ruta()): string | undefined => direccionDeGremio(pathname).base || undefined;

/** Where the API of this page's guild answers: `/api/g/{slug}`, or `/api` for the default guild. */
export function apiDeGremio(pathname: string = ruta()): string {
  const { slug } = direccionDeGremio(pathname);
  return slug ? `/api/g/${slug}` : '/api';
}

/** Whether this page is another guild's than the default one (`/g/{slug}/…`). */
export const esOtroGremio = (pathname: string = ruta()): boolean => direccionDeGremio(pathname).slug !== null;
