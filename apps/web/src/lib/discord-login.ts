// «Entrar con Discord» (docs/integraciones.md, "Discord login"): the start of the flow, shared by the
// login card and «Mi cuenta» («Vincular Discord»). The browser leaves the app for Discord's authorize page.
import type { DiscordIniciarResponse } from '@reparto/contract';
import { api } from './api-client';

/** The browser's navigation away from the app (an object, so that a test can follow it). */
export const navegador = { ir: (url: string) => window.location.assign(url) };

/** Goes to Discord's authorize page; `vincular`: the signed-in account adds its Discord identity. */
export async function irADiscord(vincular = false): Promise<void> {
  const { data } = await api.post<DiscordIniciarResponse>(vincular ? '/auth/discord/vincularCuenta' : '/auth/discord/iniciar');
  navegador.ir(data.url);
}
