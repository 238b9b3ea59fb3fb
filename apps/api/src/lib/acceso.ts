// Which route hooks are access checks (plugins/auth.ts marks its own with `pideToken`): a route with
// one of them needs the token, and lib/route.ts runs them as onRequest and documents the token
// (its OpenAPI `security`). Here, below plugins/, so that lib/ never imports a plugin.
import type { preHandlerAsyncHookHandler } from 'fastify';

const pidenToken = new WeakSet<object>();

/** Marks an access check. */
export const pideToken = <H extends preHandlerAsyncHookHandler>(hook: H): H => (pidenToken.add(hook), hook);

/** Whether a route hook is an access check (marked by `pideToken`). */
export const esControlDeAcceso = (hook: unknown): boolean => typeof hook === 'function' && pidenToken.has(hook);
