// The bot's side of Discord in the browser tests (docs/integraciones.md, «Calendario»): the messages the
// app's bot posted and edited, as this worker's fake REST holds them (e2e/support/fake-discord-rest.mjs
// writes them to a file scripts/e2e-server.mjs names after the port); a member's Discord account linked
// through «Mi cuenta» → «Vincular Discord» on the OAuth fake; and a member signing up to an event from
// its message: the button, then the role select, as Discord sends them (signed: interacciones.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, type Account } from './fixtures';
import { clicEnBoton, eleccionEnMenu, interactuar } from './interacciones';
import { e2ePort } from './puerto';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ARCHIVO = path.join(root, '.e2e-data', `discord-bot-${e2ePort()}.json`);

export interface MensajeBot {
  id: string;
  channel_id: string;
  content: string;
  embeds: { title?: string; description?: string; fields?: { name: string; value: string }[] }[];
  components: { type: number; components: { type: number; custom_id: string; label?: string; disabled?: boolean }[] }[];
}

/** Every message the bot posted, as it stands now (edits applied), in the order they were created. */
export function mensajesDelBot(): MensajeBot[] {
  return existsSync(ARCHIVO) ? (JSON.parse(readFileSync(ARCHIVO, 'utf8')) as MensajeBot[]) : [];
}

/** The Discord user id the OAuth fake gives a user name (fake-discord-oauth.mjs `idDiscordDe`). */
export const idDiscordDe = (usuario: string) =>
  `74${BigInt(`0x${createHash('sha256').update(usuario.trim().toLowerCase()).digest('hex').slice(0, 13)}`)
    .toString()
    .padStart(16, '0')}`;

/** Links `account` to the Discord user `usuario` («Mi cuenta» → «Vincular Discord»); answers its Discord id. */
export async function vincularDiscord(page: Page, account: Account, usuario: string): Promise<string> {
  await loginAs(page, account);
  await page.goto('/mi-cuenta');
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Vincular Discord' }).click({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Discord (simulado)' })).toBeVisible();
  await page.getByLabel('Usuario de Discord').fill(usuario);
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page.getByText('Su cuenta ya puede entrar con Discord')).toBeVisible();
  return idDiscordDe(usuario);
}

/**
 * The member `discordUserId` signs up to event `idEvento` from its Discord message: a click on «Me apunto»
 * (`apuntado`) or «Reserva» (`reserva`), then `rol` in the select it answers. Answers the sentence the
 * member reads (ephemeral, in Spanish).
 */
export async function apuntarsePorDiscord(
  request: APIRequestContext,
  idEvento: number,
  discordUserId: string,
  rol: string,
  estado: 'apuntado' | 'reserva' = 'apuntado',
): Promise<string> {
  const miembro = { id: discordUserId, username: `u${discordUserId}` };
  const clic = await interactuar(request, clicEnBoton(miembro, `calendario:${estado}:${idEvento}`));
  expect(clic.ok(), await clic.text()).toBeTruthy();
  const menu = (await clic.json()) as { type: number; data: { flags: number; components?: MensajeBot['components'] } };
  expect(menu).toMatchObject({ type: 4, data: { flags: 64 } });
  const select = menu.data.components?.[0]?.components[0];
  expect(select?.type, JSON.stringify(menu)).toBe(3);
  const eleccion = await interactuar(request, eleccionEnMenu(miembro, select!.custom_id, [rol]));
  expect(eleccion.ok(), await eleccion.text()).toBeTruthy();
  return ((await eleccion.json()) as { data: { content: string } }).data.content;
}
