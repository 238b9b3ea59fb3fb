// The app in Português and in English (docs/idiomas.md): the main flows — sign-in, the periods'
// overview, a period, «Nueva distribución», the payments and a player's page — walked in pt-BR and in
// en, failing on any Spanish sentinel phrase left on screen or in an accessible name, with axe clean
// in each language; the server's sentences in the language asked; the choice remembered; the offer
// to a Portuguese-speaking browser. The catalogues are read from the source, so a renamed text does
// not break the walk, and a Spanish one left in place does.
import { expect, test, type Page } from '@playwright/test';
import type { Idioma } from '../packages/contract/src/i18n/idioma';
import { ACCOUNTS, apiToken, expectAccessible, type Account } from './support/fixtures';
import nucleoPt from '../apps/web/src/lib/textos/pt-BR';
import nucleoEn from '../apps/web/src/lib/textos/en';
import authPt from '../apps/web/src/features/auth/textos/pt-BR';
import authEn from '../apps/web/src/features/auth/textos/en';
import distPt from '../apps/web/src/features/distribuciones/textos/pt-BR';
import distEn from '../apps/web/src/features/distribuciones/textos/en';
import periodosPt from '../apps/web/src/features/periodos/textos/pt-BR';
import periodosEn from '../apps/web/src/features/periodos/textos/en';

const TEXTOS = {
  'pt-BR': { nucleo: nucleoPt, auth: authPt, dist: distPt, periodos: periodosPt },
  en: { nucleo: nucleoEn, auth: authEn, dist: distEn, periodos: periodosEn },
} as const;

/** Phrases that differ in all three languages (not words Portuguese shares, such as «Pagar»). */
const CENTINELAS = [
  'Distribución',
  'Cerrar sesión',
  'Iniciar sesión',
  'Ingresar',
  'Jugadores',
  'Periodos de distribución',
  'Nueva distribución',
  'Contraseña',
  'Ganancias',
  'Buscar jugador',
  'Nuevo periodo',
  'Sin cerrar',
  'Menú principal',
  'Saltar al contenido',
  'Última actualización',
];

/** What a person sees or hears on the screen: its text, its accessible names and descriptions, its title. */
async function textoDePantalla(page: Page): Promise<string> {
  return page.evaluate(() => {
    const atributos = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription'];
    const nombres = [...document.querySelectorAll(atributos.map((a) => `[${a}]`).join(','))].flatMap((e) =>
      atributos.map((a) => e.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...nombres].join('\n');
  });
}

async function sinEspanol(page: Page, donde: string) {
  const texto = await textoDePantalla(page);
  const quedan = CENTINELAS.filter((c) => texto.includes(c));
  expect(quedan, `${donde}: texto en español`).toEqual([]);
}

/** The account's language put back (the specs that follow sign in with these accounts and read Spanish). */
async function idiomaDeCuenta(page: Page, account: Account, idioma: Idioma) {
  const res = await page.request.put('/api/cuentas/idioma', {
    headers: { 'x-token': await apiToken(page, account) },
    data: [{ idioma }],
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function elegirIdioma(page: Page, idioma: Idioma) {
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption(idioma);
  await expect(page.locator('html')).toHaveAttribute('lang', idioma);
}

for (const idioma of ['pt-BR', 'en'] as const) {
  const t = TEXTOS[idioma];
  test(`${idioma}: sign-in, overview, a period, a new distribution, the payments and a player's page, with no Spanish left`, async ({
    page,
  }) => {
    await page.goto('/inicioSesion');
    await elegirIdioma(page, idioma);
    const ingresar = page.getByRole('main').getByRole('button', { name: t.auth['login.ingresar'], exact: true });
    await expect(ingresar).toBeVisible();
    await sinEspanol(page, 'inicio de sesión');
    await expectAccessible(page);

    // A refused sign-in: the server's sentence in the language asked, not the Spanish one.
    await page.getByLabel(t.auth['login.email'], { exact: true }).fill(ACCOUNTS.lider.email);
    await page.getByLabel(t.auth['login.clave'], { exact: true }).fill('no-es-la-clave');
    await ingresar.click();
    await expect(page.getByRole('alert').or(page.locator('.p-toast-message')).first()).toBeVisible();
    await expect(page.getByText('Email o contraseña incorrectos')).toHaveCount(0);
    await sinEspanol(page, 'inicio de sesión rechazado');

    await page.getByLabel(t.auth['login.clave'], { exact: true }).fill(ACCOUNTS.lider.password);
    await ingresar.click();
    await expect(page).toHaveURL(/\/distribucion$/);
    await expect(page.getByRole('button', { name: t.nucleo['sesion.cerrar'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.periodos['pagina.titulo'] })).toBeVisible();
    await expect(page.getByRole('table', { name: t.periodos['pagina.titulo'] }).getByRole('row').nth(1)).toBeVisible();
    await sinEspanol(page, 'periodos');
    await expectAccessible(page);
    // Silver and dates in the language's own way.
    const tabla = await page.getByRole('table', { name: t.periodos['pagina.titulo'] }).innerText();
    if (idioma === 'en') expect(tabla).toMatch(/\$\d{1,3}(,\d{3})+/);
    else expect(tabla).toMatch(/\d{1,2} de [a-zç]+ de \d{4}/);

    // The payments of period 2 (being paid): visible to everyone.
    await page.getByRole('button', { name: t.periodos['pagos.titulo'].replace('{id}', '2'), exact: true }).click();
    const pagos = page.getByRole('dialog');
    await expect(pagos).toBeVisible();
    await expect(pagos.getByRole('table').first()).toBeVisible();
    await sinEspanol(page, 'pagos');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(pagos).toBeHidden();

    // A period, and «Nueva distribución».
    await page.goto('/distribucion/crearDist/3/tesorero/3');
    await expect(page.locator('html')).toHaveAttribute('lang', idioma);
    const nueva = page.getByRole('button', { name: t.dist['nueva.titulo'], exact: true });
    await expect(nueva).toBeVisible();
    await sinEspanol(page, 'un periodo');
    await expectAccessible(page);
    await nueva.click();
    const dialogo = page.getByRole('dialog', { name: t.dist['nueva.titulo'] });
    await expect(dialogo).toBeVisible();
    await sinEspanol(page, 'nueva distribución');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialogo).toBeHidden();

    // A player's page.
    await page.goto('/distribucion/jugador/aldrakar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('aldrakar');
    await expect(page.locator('main table').first()).toBeVisible();
    await sinEspanol(page, 'página del jugador');
    await expectAccessible(page);

    // The choice is remembered: a reload (and a sign-out, which clears local storage) keeps it.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', idioma);
    await page.getByRole('button', { name: t.nucleo['sesion.cerrar'] }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', idioma);
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue(idioma);
    await idiomaDeCuenta(page, ACCOUNTS.lider, 'es');
  });
}

test('the account keeps its language: a sign-in on another browser brings it', async ({ browser }) => {
  const uno = await browser.newContext();
  const a = await uno.newPage();
  await a.goto('/inicioSesion');
  await a.getByLabel('Email', { exact: true }).fill(ACCOUNTS.tesorero.email);
  await a.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.tesorero.password);
  await a.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(a).toHaveURL(/\/distribucion$/);
  const guardado = a.waitForResponse((r) => r.url().endsWith('/api/cuentas/idioma') && r.request().method() === 'PUT');
  await elegirIdioma(a, 'en');
  expect((await guardado).ok()).toBe(true);
  await uno.close();

  const otro = await browser.newContext();
  const b = await otro.newPage();
  await b.goto('/inicioSesion');
  await expect(b.locator('html')).toHaveAttribute('lang', 'es');
  await b.getByLabel('Email', { exact: true }).fill(ACCOUNTS.tesorero.email);
  await b.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.tesorero.password);
  await b.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(b.locator('html')).toHaveAttribute('lang', 'en');
  await expect(b.getByRole('button', { name: nucleoEn['sesion.cerrar'] })).toBeVisible();
  // Back to Spanish for the specs that follow (they sign in as the treasurer).
  await elegirIdioma(b, 'es');
  await expect(b.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await otro.close();
});

test('a Portuguese-speaking browser: the first visit is Spanish, with a one-line offer in Portuguese', async ({ browser }) => {
  const ctx = await browser.newContext({ locale: 'pt-BR' });
  const page = await ctx.newPage();
  await page.goto('/distribucion');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Periodos de distribución' })).toBeVisible();
  const oferta = page.getByRole('region', { name: 'Idioma sugerido' });
  await expect(oferta).toHaveAttribute('lang', 'pt-BR');
  await expectAccessible(page);
  await oferta.getByRole('button', { name: 'Agora não' }).click();
  await expect(oferta).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Periodos de distribución' })).toBeVisible();
  await expect(oferta).toHaveCount(0);
  await ctx.close();

  const otro = await browser.newContext({ locale: 'pt-BR' });
  const p2 = await otro.newPage();
  await p2.goto('/distribucion');
  await p2.getByRole('button', { name: 'Mudar para português' }).click();
  await expect(p2.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(p2.getByRole('heading', { name: periodosPt['pagina.titulo'] })).toBeVisible();
  await otro.close();
});
