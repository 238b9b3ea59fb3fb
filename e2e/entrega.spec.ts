// What a first visit receives and how steady and usable it is (docs/performance.md, "Delivery" and
// "Accessibility"): every text file of the build compressed, no layout shift on the three landing
// pages, axe-core clean with each kind of overlay open, and a keyboard-only walk through the main
// flow with the focus always visible and never outside an open modal.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS, PHONE, loginAs, mainNav } from './support/fixtures';

const DIST = process.env['WEB_DIST_DIR'] ?? path.resolve('apps/web/dist');
const PERIODO = '/distribucion/crearDist/3/tesorero/3';
const run = Date.now().toString(36);

function textFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return textFiles(full, `${prefix}${name}/`);
    return /\.(js|css|html|svg|json|txt|ico)$/.test(name) ? [`${prefix}${name}`] : [];
  });
}

/** Every axe-core violation, of any impact, on the screen as it is now. */
async function expectNoViolations(page: Page, what: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test.describe('delivery', () => {
  test('every text file of the build is sent compressed, hashed assets cached for good, the rest revalidated', async ({
    request,
  }) => {
    const files = textFiles(DIST);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const url = `/${file}`;
      const br = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.status(), url).toBe(200);
      expect(br.headers()['content-encoding'], url).toBe('br');
      expect(br.headers()['cache-control'], url).toBe(
        file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      const gz = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers()['content-encoding'], url).toBe('gzip');
    }
    const page = await request.get('/distribucion', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['link']).toMatch(/periodos-page-[\w-]+\.js>; rel=preload; as=script; crossorigin/);
  });

  /** The JavaScript files a route needs before it renders (the HTML's and those its Link header preloads). */
  async function routeScripts(request: APIRequestContext, url: string) {
    const page = await request.get(url);
    const files = new Set([...(await page.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
    for (const m of (page.headers()['link'] ?? '').matchAll(/<(\/assets\/[^>]+\.js)>/g)) files.add(m[1]!);
    const gzipKb = [...files].reduce((sum, f) => sum + statSync(path.join(DIST, `${f}.gz`)).size, 0) / 1000;
    return { files: [...files], gzipKb };
  }

  test('the periods route needs at most 164.5 KB of JavaScript (gzip) before it renders, and not the players or regear screens', async ({
    request,
  }) => {
    const { files, gzipKb } = await routeScripts(request, '/distribucion');
    expect(files.some((f) => f.includes('periodos-page'))).toBe(true);
    expect(files.some((f) => f.includes('jugadores-page'))).toBe(false);
    expect(files.some((f) => f.includes('regear'))).toBe(false);
    // Only the Spanish catalogues of the frame and of the periods (docs/idiomas.md), none of another
    // language or another feature.
    expect(
      files
        .filter((f) => f.includes('/textos-'))
        .map((f) => f.replace(/-[\w-]{8}\.js$/, ''))
        .sort(),
    ).toEqual(['/assets/textos-nucleo-es', '/assets/textos-periodos-es']);
    // 156.54 KB before the catalogues (docs/performance.md); the languages may add at most 8 KB (docs/idiomas.md).
    expect(gzipKb).toBeLessThanOrEqual(164.5);
  });

  test("the language cookie brings that language's catalogues instead of the Spanish ones", async ({ request }) => {
    const page = await request.get('/distribucion', { headers: { cookie: 'idioma=pt-BR' } });
    const textos = [...(page.headers()['link'] ?? '').matchAll(/<\/assets\/(textos-[^>]+)\.js>/g)].map((m) =>
      m[1]!.replace(/-[\w-]{8}$/, ''),
    );
    expect(textos.sort()).toEqual(['textos-nucleo-pt-BR', 'textos-periodos-pt-BR']);
  });

  test("a period's page needs at most 170 KB of JavaScript (gzip) before it renders: no DataTable, no dialog", async ({
    request,
  }) => {
    const { files, gzipKb } = await routeScripts(request, PERIODO);
    expect(files.some((f) => f.includes('distribuciones-page'))).toBe(true);
    expect(files.filter((f) => /datatable|column\.esm|dialog/.test(f))).toEqual([]);
    expect(gzipKb).toBeLessThanOrEqual(170);
  });

  test('the icon font holds only the icons the screens use (a few KB, one woff2)', async ({ request }) => {
    const fonts = readdirSync(path.join(DIST, 'assets')).filter((f) => f.startsWith('primeicons'));
    expect(fonts.filter((f) => /\.(eot|ttf|woff|svg)$/.test(f))).toEqual([]);
    const woff2 = fonts.filter((f) => f.endsWith('.woff2'));
    expect(woff2).toHaveLength(1);
    const font = await request.get(`/assets/${woff2[0]}`);
    expect(font.status()).toBe(200);
    expect((await font.body()).length).toBeLessThanOrEqual(10_000);
  });

  test('robots.txt and favicon.ico are real files, and a missing file is a 404', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('User-agent: *');
    const icon = await request.get('/favicon.ico');
    expect(icon.headers()['content-type']).toMatch(/icon/);
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    expect((await request.get('/assets/no-existe-123.js')).status()).toBe(404);
  });

  test('the first visit to /distribucion downloads no web font but the icons, and no dialog code', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(new URL(r.url()).pathname));
    await page.goto('/distribucion');
    await expect(page.getByRole('table', { name: 'Periodos de distribución' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.filter((u) => u.endsWith('.woff2') && !u.includes('primeicons'))).toEqual([]);
    expect(urls.filter((u) => /dialog/.test(u))).toEqual([]);
  });
});

/** Sum of the layout shifts (without recent input) since the page started, as the browser reports them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

const PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/distribucion', ready: (p) => p.getByRole('table', { name: 'Periodos de distribución' }).getByRole('row').nth(1) },
  { path: PERIODO, ready: (p) => p.getByTestId('dist-total') },
  { path: '/inicioSesion', ready: (p) => p.getByRole('button', { name: 'Ingresar' }) },
];

for (const viewport of [
  { width: 1366, height: 900 },
  { width: PHONE.width, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { path: url, ready } of PAGES) {
      test(`${url} does not move once painted (CLS ≤ 0.02)`, async ({ page }) => {
        await page.goto(url);
        await expect(ready(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      });
    }
  });
}

test.describe('axe-core with the overlays open', () => {
  test('the main menu and the new period place list', async ({ page }) => {
    await page.goto('/distribucion');
    await mainNav(page).getByRole('button', { name: 'Jugadores', exact: true }).click();
    await expectNoViolations(page, 'menu open');
    await page.keyboard.press('Escape');

    await loginAs(page, ACCOUNTS.tesorero);
    await page.getByRole('button', { name: 'Nuevo periodo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo periodo' });
    await dialog.locator('.p-dropdown').click();
    await expect(page.getByRole('listbox', { name: 'Lugar' })).toBeVisible();
    await expectNoViolations(page, 'place list open');
  });

  test('"Nueva distribución": the players list and the confirmation popup', async ({ page }) => {
    await loginAs(page, ACCOUNTS.contenido);
    await page.goto(PERIODO);
    await page.getByRole('button', { name: 'Nueva distribución' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
    // PrimeReact's own texts are Spanish too.
    await expect(dialog.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expectNoViolations(page, 'dialog open');
    await dialog.locator('.p-multiselect').click();
    await expect(page.getByRole('listbox', { name: 'Jugadores' })).toBeVisible();
    await expectNoViolations(page, 'players list open');
    await page.getByRole('option', { name: 'aldrakar', exact: true }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Silver').pressSequentially('1000');
    await dialog.getByLabel('Motivo').fill(`axe ${run}`);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Confirmar la distribución' })).toBeVisible();
    await expectNoViolations(page, 'confirmation open');
    await page.getByRole('button', { name: 'No', exact: true }).click();
  });

  test("the audit screen's calendar and account list", async ({ page }) => {
    await loginAs(page, ACCOUNTS.lider);
    await page.goto('/jugador/auditoria');
    await page.getByLabel('Desde').click();
    await expect(page.locator('.p-datepicker')).toBeVisible();
    await expectNoViolations(page, 'calendar open');
    await page.keyboard.press('Escape');
    await page
      .locator('.p-dropdown')
      .filter({ has: page.locator('#filtro-cuenta') })
      .click();
    await expect(page.getByRole('listbox', { name: 'Cuenta' })).toBeVisible();
    await expectNoViolations(page, 'account list open');
  });
});

/** The focused element, and whether it shows a focus indicator (an outline or a ring drawn as a shadow). */
async function focusState(page: Page) {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { desc: 'body', visible: false, inDialog: false };
    // PrimeReact's selects focus a hidden input and draw the ring on their wrapper; its checkboxes
    // focus a transparent input and draw the ring on the box beside it.
    const drawn = el.closest('.p-hidden-accessible')
      ? (el.closest('.p-inputwrapper') as HTMLElement)
      : el.matches('.p-checkbox-input')
        ? (el.parentElement?.querySelector<HTMLElement>('.p-checkbox-box') ?? el)
        : el;
    // The theme fades the ring in: judge it once its transition has ended.
    await Promise.all(drawn.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const style = getComputedStyle(drawn);
    const visible =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const labelledBy = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    const desc = `${el.tagName.toLowerCase()} ${name.trim().slice(0, 60)}`;
    return { desc, visible, inDialog: Boolean(el.closest('[role="dialog"], [role="alertdialog"]')) };
  });
}

/** Tabs (at most `max` times) until the focused element matches; every stop shows its focus. */
async function tabTo(
  page: Page,
  matches: (desc: string) => boolean,
  opts: { inDialog?: boolean; max?: number; back?: boolean } = {},
) {
  for (let i = 0; i < (opts.max ?? 60); i++) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    expect(state.visible, `focus ring on ${state.desc}`).toBe(true);
    if (opts.inDialog) expect(state.inDialog, `focus stays in the dialog (${state.desc})`).toBe(true);
    if (matches(state.desc)) return;
  }
  throw new Error('focus never reached its target');
}

test('keyboard only: login, a period, a new distribution created, the payments dialog', async ({ page }) => {
  await page.goto('/inicioSesion');
  // The page is drawn once its own code is there, which may be after the load event: a keyboard user
  // starts on what they see.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await tabTo(page, (d) => d === 'input Email', { max: 10 });
  await page.keyboard.type(ACCOUNTS.contenido.email);
  await tabTo(page, (d) => d === 'input Contraseña', { max: 1 });
  await page.keyboard.type(ACCOUNTS.contenido.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/distribucion$/);
  // After the login the focus is on the page's heading.
  await expect(page.getByRole('heading', { name: 'Periodos de distribución', level: 1 })).toBeFocused();

  await tabTo(page, (d) => d === 'button Distribución del periodo 3');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeFocused();

  await tabTo(page, (d) => d === 'button Nueva distribución');
  // A Tab pressed at once, while the dialog is still fading in, lands in it, never on the page behind.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
  await expect(dialog).toBeVisible();
  const tras = await focusState(page);
  expect(tras.inDialog, `a Tab during the opening stays in the dialog (${tras.desc})`).toBe(true);
  // The Tab went to the players field, or (the field already had the focus) past it: back to it.
  if (tras.desc !== 'input Jugadores') await tabTo(page, (d) => d === 'input Jugadores', { inDialog: true, back: true, max: 10 });
  expect((await focusState(page)).visible, 'focus ring on the players field').toBe(true);
  // Each key once the list has answered the one before (a loaded machine draws it late): the list
  // open with the focus in its filter, the filter applied, the option chosen.
  await page.keyboard.press('Enter');
  const lista = page.locator('.p-multiselect-panel');
  await expect(lista.locator('input.p-multiselect-filter')).toBeFocused();
  await page.keyboard.type('brunhild');
  const brunhild = lista.getByRole('option', { name: 'brunhild', exact: true });
  await expect(lista.getByRole('option')).toHaveCount(1);
  await expect(brunhild).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(brunhild).toHaveAttribute('aria-selected', 'true');
  // Escape closes the list only; the focus is back on the field, in the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Jugadores' })).toBeFocused();
  await tabTo(page, (d) => d === 'input Silver', { inDialog: true, max: 5 });
  await page.keyboard.type('2000000');
  await tabTo(page, (d) => d === 'input Motivo', { inDialog: true, max: 3 });
  const motivo = `teclado ${run}`;
  await page.keyboard.type(motivo);
  await tabTo(page, (d) => d === 'button Crear', { inDialog: true, max: 20 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar la distribución' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Sí, crear' })).toBeFocused();
  // Tab and Shift+Tab stay in the popup, and come back to "Sí, crear".
  await tabTo(page, (d) => d === 'button No', { inDialog: true, max: 3 });
  await tabTo(page, (d) => d === 'button Sí, crear', { inDialog: true, max: 3 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const tabla = page.getByRole('table', { name: 'Distribuciones del periodo' });
  await expect(tabla.getByRole('row').filter({ hasText: motivo })).toContainText('$2.000.000');

  // The focus is back on the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Nueva distribución' })).toBeFocused();
  await tabTo(page, (d) => d === 'a Volver a los periodos', { back: true, max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Periodos de distribución', level: 1 })).toBeFocused();
  await tabTo(page, (d) => d === 'button Pagos del periodo 2');
  await page.keyboard.press('Enter');
  const pagos = page.getByRole('dialog', { name: /Pagos del periodo 2/ });
  await expect(pagos).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    expect(state.inDialog, `focus stays in the payments dialog (${state.desc})`).toBe(true);
    expect(state.visible, `focus ring on ${state.desc}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(pagos).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pagos del periodo 2' })).toBeFocused();
});
