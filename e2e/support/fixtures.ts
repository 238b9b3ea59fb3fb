// Shared e2e helpers: demo accounts, login, accessibility check and the 375 px phone width.
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface Account {
  email: string;
  password: string;
  nickname: string;
}

/** The demo guild of the e2e server (scripts/e2e-server.mjs and apps/api/src/db/demo.ts). */
export const ACCOUNTS = {
  lider: { email: 'lider@reparto.local', password: 'lider-demo-1234', nickname: 'lider' },
  tesorero: { email: 'tesorero@reparto.local', password: 'tesorero1234', nickname: 'tesorero' },
  contenido: { email: 'contenido@reparto.local', password: 'contenido1234', nickname: 'encargado1' },
  contenido2: { email: 'contenido2@reparto.local', password: 'contenido1234', nickname: 'encargado2' },
  distribuidor: { email: 'distribuidor@reparto.local', password: 'distribuidor1234', nickname: 'distribuidor' },
} satisfies Record<string, Account>;

export const PHONE = { width: 375, height: 740 };

export async function loginAs(page: Page, account: Account): Promise<void> {
  await page.goto('/inicioSesion');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // On a phone the first screen is «Mi cuenta» (docs/domain.md, "Mi cuenta"); the specs start from the periods.
  const telefono = (page.viewportSize()?.width ?? 1366) <= 640;
  await expect(page).toHaveURL(telefono ? /\/mi-cuenta$/ : /\/distribucion$/);
  if (telefono) await page.goto('/distribucion');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

/** A token for API calls made by a test directly (for example to check a 403). */
export async function apiToken(page: Page, account: Account): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: [{ email: account.email, pwd: account.password }] });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

/** The main menu: the disclosure button `menu`, then its entry `entry` (a link). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
export async function followMenu(page: Page, menu: string, entry: string): Promise<void> {
  await mainNav(page).getByRole('button', { name: menu, exact: true }).click();
  await mainNav(page).getByRole('link', { name: entry, exact: true }).click();
}

/** No serious or critical axe-core violation on the current screen (docs/domain.md, "Screens and texts"). */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast fading in or out is half transparent for a moment; judge the screen once finite CSS
  // animations and transitions have ended (spinners loop forever and are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  // A toast whose life ends while axe runs starts fading out then: that node, on its way out, is not
  // the screen (a toast at rest is judged like everything else).
  const saliendo = (n: { target: unknown[] }) => /p-toast-message-(exit|enter)/.test(n.target.join(' '));
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !saliendo(n)) }))
    .filter((v) => v.nodes.length > 0);
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Collects any JS dialog (alert/confirm) the page opens; XSS tests expect none. */
export function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

/**
 * A toast lives 3 s (TOAST_MS): on a loaded machine the test's next look can come after it has gone.
 * From this call on, the page notes the text of every toast it shows; `vio(texto)` waits until one
 * said `texto`. Call it before the action whose toast is checked.
 */
export async function vigilarAvisos(page: Page): Promise<{ vio: (texto: string) => Promise<void> }> {
  await page.evaluate(() => {
    const w = window as unknown as { avisosVistos: string[] };
    const vistos: string[] = (w.avisosVistos = []);
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.p-toast-message')) {
        const texto = el.textContent ?? '';
        if (!vistos.includes(texto)) vistos.push(texto);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const vistos = () => page.evaluate(() => (window as unknown as { avisosVistos: string[] }).avisosVistos.join('\n'));
  return { vio: (texto) => expect.poll(vistos).toContain(texto) };
}
