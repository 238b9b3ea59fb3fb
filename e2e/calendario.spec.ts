// «Calendario» end to end (docs/calendario.md), on a desktop in Spanish and at 375 px in English: an
// officer (ENCARGADO DE CONTENIDO) plans an event from the page's dialog by keyboard; three members of
// this run sign up — two «Me apunto», one «Reserva» — and the officer confirms the two; the officer
// then moves the event into the past (editing its times: nobody can sign up to a past event, so the list
// is made while it is ahead) and «Crear distribución» opens «Nueva distribución» on the period of the
// event's place with the confirmed players and the backup. Screenshots of each screen in SHOTS. And
// Discord (docs/integraciones.md, «Calendario»): with a calendar channel, the event's message reaches the
// bot's fake with «Me apunto», «Reserva» and «No voy»; a linked member signs up from it (button, then
// role select) and the web's list shows them, from Discord.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, loginAs, type Account } from './support/fixtures';
import { lugarConPeriodoAbierto, miembrosDelCalendario } from './support/calendario';
import { apuntarsePorDiscord, mensajesDelBot, vincularDiscord } from './support/discord-bot';

const SHOTS = '/tmp/shots-calendario';
const DIA = 86_400_000;

const TEXTOS = {
  es: {
    menu: ['Menú principal', 'Distribución', 'Calendario'],
    nuevo: 'Nuevo evento',
    crear: 'Crear evento',
    lugar: 'Lugar',
    titulo: 'Título',
    rol: 'Rol',
    meApunto: 'Me apunto',
    reserva: 'Reserva',
    suReserva: 'Su inscripción: Reserva como DPS.',
    confirmar: (n: string) => `Confirmar a ${n}`,
    editar: (t: string) => `Editar el evento ${t}`,
    guardar: 'Guardar',
    inicio: 'Inicio',
    fin: 'Fin',
    cierre: 'Cierre de inscripciones',
    confirmado: 'Confirmado',
    recientes: 'Recientes (últimos 7 días)',
    crearDist: (t: string) => `Crear distribución de ${t}`,
    nueva: /^Nueva distribución/,
    seleccionados: /Jugadores seleccionados/,
  },
  en: {
    menu: ['Main menu', 'Distribution', 'Calendar'],
    nuevo: 'New event',
    crear: 'Create event',
    lugar: 'Place',
    titulo: 'Title',
    rol: 'Role',
    meApunto: "I'm in",
    reserva: 'Backup',
    suReserva: 'Your sign-up: Backup as DPS.',
    confirmar: (n: string) => `Confirm ${n}`,
    editar: (t: string) => `Edit the event ${t}`,
    guardar: 'Save',
    inicio: 'Start',
    fin: 'End',
    cierre: 'Sign-up deadline',
    confirmado: 'Confirmed',
    recientes: 'Recent (last 7 days)',
    crearDist: (t: string) => `Create distribution of ${t}`,
    nueva: /^New distribution/,
    seleccionados: /Selected players/,
  },
} as const;
type Idioma = keyof typeof TEXTOS;

/** A signed-in page of its own for `account`, at the test's width, in `idioma`. */
async function sesion(
  browser: Browser,
  account: Account,
  viewport: { width: number; height: number },
  idioma: Idioma,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await loginAs(page, account);
  if (idioma !== 'es') {
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption(idioma);
    await expect(page.locator('html')).toHaveAttribute('lang', idioma);
  }
  return page;
}

/** A `datetime-local` value `dias` from today at `hora` (the browser's zone is UTC: playwright.config.ts). */
function campo(dias: number, hora: string): string {
  return `${new Date(Date.now() + dias * DIA).toISOString().slice(0, 10)}T${hora}`;
}

async function flujo(browser: Browser, viewport: { width: number; height: number }, idioma: Idioma) {
  test.setTimeout(240_000);
  const t = TEXTOS[idioma];
  const nombre = `${idioma}-${viewport.width}`;
  const etiqueta = `${nombre}-${Date.now().toString(36)}`;
  const titulo = `ZvZ ${etiqueta}`;
  const oficial = await sesion(browser, ACCOUNTS.contenido, viewport, idioma);
  const { request } = oficial;
  const [ana, beto, cris] = await miembrosDelCalendario(request, etiqueta, 3);
  const { lugar, idPeriodo } = await lugarConPeriodoAbierto(request);

  try {
    // --- a) The officer plans it by keyboard: the dialog starts tomorrow 20:00–22:00, sign-ups until 19:00.
    const [nav, menu, entrada] = t.menu;
    await oficial.getByRole('navigation', { name: nav }).getByRole('button', { name: menu, exact: true }).click();
    await oficial.getByRole('navigation', { name: nav }).getByRole('link', { name: entrada, exact: true }).click();
    await expect(oficial).toHaveURL(/\/calendario$/);
    await oficial.getByRole('button', { name: t.nuevo }).click();
    const dialog = oficial.getByRole('dialog', { name: t.nuevo });
    await dialog.getByLabel(t.lugar, { exact: true }).selectOption({ label: lugar });
    await dialog.getByLabel(t.titulo, { exact: true }).fill(titulo);
    await oficial.screenshot({ path: `${SHOTS}/${nombre}-01-nuevo-evento.png`, fullPage: true });
    await expectAccessible(oficial);
    await dialog.getByLabel(t.titulo, { exact: true }).press('Enter');
    await expect(dialog).toBeHidden();
    const card = oficial.getByRole('article', { name: titulo });
    await expect(card).toContainText(lugar);

    // --- b) Three members sign up: two «Me apunto» (DPS, Tank), one «Reserva» (DPS).
    for (const [miembro, rol, boton] of [
      [ana!, 'dps', t.meApunto],
      [beto!, 'dps', t.reserva],
      [cris!, 'tanque', t.meApunto],
    ] as const) {
      const page = await sesion(browser, miembro, viewport, idioma);
      await page.goto('/calendario');
      const suya = page.getByRole('article', { name: titulo });
      await suya.getByLabel(t.rol, { exact: true }).selectOption(rol);
      await suya.getByRole('button', { name: boton, exact: true }).click();
      await expect(suya.getByRole('button', { name: boton, exact: true })).toHaveAttribute('aria-pressed', 'true');
      if (miembro === beto) {
        await expect(suya).toContainText(t.suReserva);
        await page.screenshot({ path: `${SHOTS}/${nombre}-02-miembro-reserva.png`, fullPage: true });
        await expectAccessible(page);
      }
      await page.context().close();
    }

    // --- c) The officer confirms the two who signed up (the list is live: the members' sign-ups are there).
    for (const miembro of [ana!, cris!]) {
      await card.getByRole('button', { name: t.confirmar(miembro.nickname) }).click();
      await expect(card.getByTestId(`inscripcion-${miembro.nickname}`)).toContainText(t.confirmado);
    }
    await oficial.screenshot({ path: `${SHOTS}/${nombre}-03-confirmados.png`, fullPage: true });
    await expectAccessible(oficial);

    // --- d) The event is over: the officer moves it to yesterday (the times in the reader's zone).
    await card.getByRole('button', { name: t.editar(titulo) }).click();
    const editar = oficial.getByRole('dialog', { name: new RegExp(titulo) });
    await editar.getByLabel(t.inicio, { exact: true }).fill(campo(-1, '20:00'));
    await editar.getByLabel(t.fin, { exact: true }).fill(campo(-1, '22:00'));
    await editar.getByLabel(t.cierre, { exact: true }).fill(campo(-1, '19:00'));
    await editar.getByRole('button', { name: t.guardar, exact: true }).click();
    await expect(editar).toBeHidden();
    const recientes = oficial.getByRole('region', { name: t.recientes });
    await expect(recientes.getByRole('article', { name: titulo })).toBeVisible();
    await oficial.screenshot({ path: `${SHOTS}/${nombre}-04-terminado.png`, fullPage: true });

    // --- e) «Crear distribución»: «Nueva distribución» on the place's open period, with the event's players.
    await recientes.getByRole('button', { name: t.crearDist(titulo) }).click();
    await expect(oficial).toHaveURL(new RegExp(`/distribucion/crearDist/${idPeriodo}/`));
    const nueva = oficial.getByRole('dialog', { name: t.nueva });
    const seleccionados = nueva.getByRole('region', { name: t.seleccionados });
    for (const miembro of [ana!, beto!, cris!]) await expect(seleccionados).toContainText(miembro.nickname);
    await oficial.screenshot({ path: `${SHOTS}/${nombre}-05-nueva-distribucion.png`, fullPage: true });
    // Read once: a reload does not open it again.
    await expect(oficial).not.toHaveURL(/evento=/);
  } finally {
    // The officer's account keeps Spanish for the other specs.
    if (idioma !== 'es') {
      const res = await request.post('/api/auth/login', {
        data: [{ email: ACCOUNTS.contenido.email, pwd: ACCOUNTS.contenido.password }],
      });
      const token = ((await res.json()) as { token: string }).token;
      await request.put('/api/cuentas/idioma', { headers: { 'x-token': token }, data: [{ idioma: 'es' }] });
    }
    await oficial.context().close();
  }
}

test('desktop (1366 px), Spanish: plan, sign up, confirm, and the distribution from the event', async ({ browser }) => {
  await flujo(browser, { width: 1366, height: 900 }, 'es');
});

test('phone (375 px), English: the same flow', async ({ browser }) => {
  await flujo(browser, PHONE, 'en');
});

test('Discord: the event’s message with its three buttons, and a linked member signs up from it', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  const { request } = page;
  const etiqueta = Date.now().toString(36);
  const titulo = `Gank ${etiqueta}`;
  const lider = { 'x-token': await apiToken(page, ACCOUNTS.lider) };
  const canal = await request.put('/api/gremio/ajustes', { headers: lider, data: [{ canalCalendario: '722222222222222300' }] });
  expect(canal.ok(), await canal.text()).toBeTruthy();
  try {
    const [miembro] = await miembrosDelCalendario(request, `dc-${etiqueta}`, 1);
    const discordId = await vincularDiscord(page, miembro!, `${miembro!.nickname}_cal`);
    const oficial = { 'x-token': await apiToken(page, ACCOUNTS.contenido) };
    const creado = await request.post('/api/calendario/eventos', {
      headers: oficial,
      data: [
        {
          titulo,
          idLugarDist: 1,
          inicio: new Date(Date.now() + 2 * DIA).toISOString(),
          fin: new Date(Date.now() + 2 * DIA + 7_200_000).toISOString(),
          cierreInscripcion: new Date(Date.now() + DIA).toISOString(),
          huecos: { tanque: 1, dps: 2 },
        },
      ],
    });
    expect(creado.status(), await creado.text()).toBe(201);
    const idEvento = ((await creado.json()) as { evento: { id_evento: number } }).evento.id_evento;
    const delEvento = () => mensajesDelBot().find((m) => m.embeds[0]?.title === titulo);
    // The outbox posts it within a second or two.
    await expect
      .poll(() => delEvento()?.components[0]?.components.map((b) => [b.label, b.custom_id]), { timeout: 15_000 })
      .toEqual([
        ['Me apunto', `calendario:apuntado:${idEvento}`],
        ['Reserva', `calendario:reserva:${idEvento}`],
        ['No voy', `calendario:no_va:${idEvento}`],
      ]);

    expect(await apuntarsePorDiscord(request, idEvento, discordId, 'dps')).toBe(`Apuntado como DPS en «${titulo}»`);
    await expect.poll(() => JSON.stringify(delEvento()?.embeds), { timeout: 15_000 }).toContain('DPS: 1 de 2');

    // The web's list: the officer sees the member, signed up from Discord.
    const web = await sesion(browser, ACCOUNTS.contenido, { width: 1366, height: 900 }, 'es');
    await web.goto('/calendario');
    const fila = web.getByRole('article', { name: titulo }).getByTestId(`inscripcion-${miembro!.nickname}`);
    await expect(fila).toContainText('Apuntado');
    await expect(fila).toContainText('Discord');
    await web.screenshot({ path: `${SHOTS}/discord-apuntado.png`, fullPage: true });
    await web.context().close();
  } finally {
    await request.put('/api/gremio/ajustes', { headers: lider, data: [{ canalCalendario: null }] });
    await page.context().close();
  }
});
