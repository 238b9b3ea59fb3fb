// The cookie of «Entrar con Discord» (docs/integraciones.md, "Discord login"): set by the start of the
// flow, read by each later step (discord.routes.ts); discord.service.ts keeps only its SHA-256.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VIDA_NAVEGADOR_S } from './discord.service.js';

/**
 * The cookie that binds a Discord flow to the browser that started it (docs/integraciones.md, "Discord
 * login"): random, HttpOnly, SameSite=Lax (Discord's redirect back is a top-level GET, so it is sent),
 * Secure when the request came over HTTPS (directly or through a trusted proxy, TRUST_PROXY), and sent
 * only to the Discord routes (the callback's folder under PUBLIC_URL).
 */
export const COOKIE_DISCORD = 'reparto_discord';

function cookieDiscord(request: FastifyRequest, valor: string, segundos: number): string {
  const login = request.server.discordLogin;
  const ruta = login ? new URL(login.oauth.config.redirectUri).pathname.replace(/\/callback$/, '') : '/api/auth/discord';
  const seguro = request.protocol === 'https' ? '; Secure' : '';
  return `${COOKIE_DISCORD}=${valor}; Path=${ruta}; Max-Age=${segundos}; HttpOnly; SameSite=Lax${seguro}`;
}

/** The flow's cookie as the browser sent it (undefined when absent). */
export function leerCookie(request: FastifyRequest): string | undefined {
  for (const parte of (request.headers.cookie ?? '').split(';')) {
    const [nombre, ...valor] = parte.trim().split('=');
    if (nombre === COOKIE_DISCORD) return valor.join('=');
  }
  return undefined;
}

export const ponerCookie = (request: FastifyRequest, reply: FastifyReply, valor: string) =>
  reply.header('set-cookie', cookieDiscord(request, valor, VIDA_NAVEGADOR_S));
/** The flow is over (signed in, or a request waits): the cookie goes. */
export const quitarCookie = (request: FastifyRequest, reply: FastifyReply) =>
  reply.header('set-cookie', cookieDiscord(request, '', 0));
