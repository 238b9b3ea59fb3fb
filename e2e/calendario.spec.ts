// «Calendario» end to end (docs/calendario.md): the calendar's whole story, on a desktop in Spanish and at
// 375 px in English. An officer (ENCARGADO DE CONTENIDO) plans a ZvZ from a split template (caller ×1,5,
// standby ×0,5, the looter's +200.000, tax 10 %) in the page's dialog; three members of this run sign
// up — one «Me apunto» as caller and one «Reserva» from the web, one «Me apunto» as tank from the
// event's Discord message (the bot's fake holds it with its buttons; the click and the role select are
// signed interactions) — and the officer confirms the two. The officer then moves the event into the past
// (nobody can sign up to a past event, so the list is made while it is ahead) and «Crear distribución»
// opens «Nueva distribución» on the event's period: the template chosen, the confirmed players and the
// backup with their weights, the looter's extra to assign. The caller plays a second character, linked by
// the leader, added by hand; the distribution is created, the period closed, and the distributor pays the
// caller's combined line (both characters) in one «Pagado». Screenshots of each screen in SHOTS. And
// Discord alone (docs/integraciones.md, «Calendario»): the event's message reaches the bot's fake with
// «Me apunto», «Reserva» and «No voy»; a linked member signs up from it and the web's list shows them.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, loginAs, type Account } from './support/fixtures';
import { cabeceras, elegirEn, miembrosDelCalendario, plantillaDePrueba } from './support/calendario';
import { apuntarsePorDiscord, mensajesDelBot, vincularDiscord } from './support/discord-bot';
import { abrirPeriodoPorApi, cerrarPorApi, pickPlayers } from './support/periodo';

const SHOTS = '/tmp/shots-calendario';
const DIA = 86_400_000;
const CANAL = '722222222222222300';

/** An integer grouped by thousands with `sep`, as each language writes silver. */
const miles = (x: number, sep: string) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

const TEXTOS = {
  es: {
    menu: ['Menú principal', 'Distribución', 'Calendario'],
    nuevo: 'Nuevo evento',
    crear: 'Crear evento',
    plantilla: 'Plantilla',
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
    peso: (n: string) => `Peso de ${n}`,
    decimal: (x: string) => x.replace('.', ','),
    impuesto: 'Impuesto del gremio (%)',
    concepto: 'Concepto del extra 1',
    valorBotin: 'Valor del botín',
    silver: 'Silver',
    motivo: 'Motivo',
    crearDistribucion: 'Crear',
    confirmacion: 'Confirmar la distribución',
    deLaPlantilla: (nombre: string) => `De la plantilla ${nombre} (v1)`,
    looter: (n: string) => `Looter +$200.000 para ${n}`,
    parte: (n: string, plata: string) => `${n}: ${plata}`,
    plata: (x: number) => `$${miles(x, '.')}`,
    siCrear: 'Sí, crear',
    pagos: (id: number) => `Pagos del periodo ${id}`,
    progreso: (a: number, b: number) => `Pagados ${a} de ${b}`,
    comercia: (n: string, plata: string, c: string) => `${n} · ${plata} · comercia con ${c}`,
    pagarLinea: (n: string, plata: string) => `Pagado: la línea de ${n}, ${plata}, todas sus partes`,
    preguntaLinea: (n: string) => `Pagar la línea de ${n}`,
    siPagar: 'Sí, pagar',
    pagado: 'Pagado',
  },
  en: {
    menu: ['Main menu', 'Distribution', 'Calendar'],
    nuevo: 'New event',
    crear: 'Create event',
    plantilla: 'Template',
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
    peso: (n: string) => `Weight of ${n}`,
    decimal: (x: string) => x,
    impuesto: 'Guild tax (%)',
    concepto: 'Label of extra 1',
    valorBotin: 'Loot value',
    silver: 'Silver',
    motivo: 'Reason',
    crearDistribucion: 'Create',
    confirmacion: 'Confirm the distribution',
    deLaPlantilla: (nombre: string) => `From the template ${nombre} (v1)`,
    looter: (n: string) => `Looter +$200,000 to ${n}`,
    parte: (n: string, plata: string) => `${n}: ${plata}`,
    plata: (x: number) => `$${miles(x, ',')}`,
    siCrear: 'Yes, create',
    pagos: (id: number) => `Payments of period ${id}`,
    progreso: (a: number, b: number) => `Paid ${a} of ${b}`,
    comercia: (n: string, plata: string, c: string) => `${n} · ${plata} · trades from ${c}`,
    pagarLinea: (n: string, plata: string) => `Paid: ${n}’s line, ${plata}, every part`,
    preguntaLinea: (n: string) => `Pay the line of ${n}`,
    siPagar: 'Yes, pay',
    pagado: 'Paid',
  },
} as const;
type Idioma = keyof typeof TEXTOS;

/** A signed-in page of its own for `account`, at the test's width, in `idioma` (noted in `cambiados`). */
async function sesion(
  browser: Browser,
  account: Account,
  viewport: { width: number; height: number },
  idioma: Idioma,
  cambiados?: Account[],
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await loginAs(page, account);
  if (idioma !== 'es') {
    cambiados?.push(account);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption(idioma);
    await expect(page.locator('html')).toHaveAttribute('lang', idioma);
  }
  return page;
}

/** A `datetime-local` value `dias` from today at `hora` (the browser's zone is UTC: playwright.config.ts). */
function campo(dias: number, hora: string): string {
  return `${new Date(Date.now() + dias * DIA).toISOString().slice(0, 10)}T${hora}`;
}

/**
 * A second character for `principal`: the leader links an active demo player with no account (the last
 * ones first; a player with an account or already linked is refused, 409, and the next one is tried).
 */
async function segundoPersonaje(request: APIRequestContext, principal: string, fuera: Set<string>): Promise<string> {
  const lider = await cabeceras(request, ACCOUNTS.lider);
  const res = await request.get('/api/distribuciones/getJugadoresSelect', { headers: lider });
  const activos = ((await res.json()) as { message: { id_player: number; nickname: string }[] }).message;
  const idPrincipal = activos.find((j) => j.nickname === principal)!.id_player;
  const cuentas = new Set(Object.values(ACCOUNTS).map((a) => a.nickname));
  for (const j of activos
    .filter((x) => /^[a-z]+$/.test(x.nickname) && !cuentas.has(x.nickname) && !fuera.has(x.nickname))
    .reverse()) {
    const v = await request.put('/api/jugadores/vincularPersonaje', {
      headers: lider,
      data: [{ idPlayer: j.id_player, idPlayerPrincipal: idPrincipal }],
    });
    if (v.ok()) return j.nickname;
    expect(v.status(), await v.text()).toBe(409);
  }
  throw new Error('No queda un jugador del gremio demo para ser personaje');
}

async function flujo(browser: Browser, viewport: { width: number; height: number }, idioma: Idioma) {
  test.setTimeout(300_000);
  const t = TEXTOS[idioma];
  const nombre = `${idioma}-${viewport.width}`;
  const etiqueta = `${nombre}-${Date.now().toString(36)}`;
  const titulo = `ZvZ ${etiqueta}`;
  const plantilla = `ZvZ plantilla ${etiqueta}`;
  const cambiados: Account[] = [];
  const oficial = await sesion(browser, ACCOUNTS.contenido, viewport, idioma, cambiados);
  const { request } = oficial;
  const [ana, beto, cris] = await miembrosDelCalendario(request, etiqueta, 3);
  // The event's place has a period of this run: the story closes it at the end.
  const { id: idPeriodo, lugar, tesorero } = await abrirPeriodoPorApi(oficial);
  await plantillaDePrueba(request, plantilla);
  const lider = await cabeceras(request, ACCOUNTS.lider);
  const canal = await request.put('/api/gremio/ajustes', { headers: lider, data: [{ canalCalendario: CANAL }] });
  expect(canal.ok(), await canal.text()).toBeTruthy();

  try {
    // --- a) The officer plans it from the template, by keyboard: tomorrow 20:00–22:00, sign-ups until 19:00.
    const [nav, menu, entrada] = t.menu;
    await oficial.getByRole('navigation', { name: nav }).getByRole('button', { name: menu, exact: true }).click();
    await oficial.getByRole('navigation', { name: nav }).getByRole('link', { name: entrada, exact: true }).click();
    await expect(oficial).toHaveURL(/\/calendario$/);
    await oficial.getByRole('button', { name: t.nuevo }).click();
    const dialog = oficial.getByRole('dialog', { name: t.nuevo });
    await dialog.getByLabel(t.plantilla, { exact: true }).selectOption({ label: plantilla });
    await dialog.getByLabel(t.lugar, { exact: true }).selectOption({ label: lugar.lugar });
    await dialog.getByLabel(t.titulo, { exact: true }).fill(titulo);
    await oficial.screenshot({ path: `${SHOTS}/${nombre}-01-nuevo-evento.png`, fullPage: true });
    await expectAccessible(oficial);
    await dialog.getByLabel(t.titulo, { exact: true }).press('Enter');
    await expect(dialog).toBeHidden();
    const card = oficial.getByRole('article', { name: titulo });
    await expect(card).toContainText(lugar.lugar);

    // --- b) Sign-ups from the web: «Me apunto» as caller, «Reserva» as DPS.
    for (const [miembro, rol, boton] of [
      [ana!, 'caller', t.meApunto],
      [beto!, 'dps', t.reserva],
    ] as const) {
      const page = await sesion(browser, miembro, viewport, idioma, cambiados);
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

    // --- c) From Discord: the event's message holds the three buttons; a linked member clicks «Me apunto»
    // and picks «tanque» in the role select it answers.
    const discord = await (await browser.newContext({ viewport })).newPage();
    const discordId = await vincularDiscord(discord, cris!, `${cris!.nickname}_${idioma}`);
    await discord.context().close();
    // The title as Discord shows it: its Markdown escaped («\-»).
    const mensaje = () => mensajesDelBot().find((m) => m.embeds[0]?.title?.replace(/\\/g, '') === titulo);
    await expect.poll(() => mensaje()?.components[0]?.components.length, { timeout: 15_000 }).toBe(3);
    const idEvento = Number(/calendario:apuntado:(\d+)/.exec(mensaje()!.components[0]!.components[0]!.custom_id)![1]);
    expect(await apuntarsePorDiscord(request, idEvento, discordId, 'tanque')).toContain(titulo);

    // --- d) The officer confirms the two who signed up (the list is live: the Discord sign-up is there too).
    for (const miembro of [ana!, cris!]) {
      await card.getByRole('button', { name: t.confirmar(miembro.nickname) }).click();
      await expect(card.getByTestId(`inscripcion-${miembro.nickname}`)).toContainText(t.confirmado);
    }
    await expect(card.getByTestId(`inscripcion-${cris!.nickname}`)).toContainText('Discord');
    await oficial.screenshot({ path: `${SHOTS}/${nombre}-03-confirmados.png`, fullPage: true });
    await expectAccessible(oficial);

    // --- e) The event is over: the officer moves it to yesterday (the times in the reader's zone).
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

    // --- f) «Crear distribución»: the event's period, its template, the players and their weights.
    await recientes.getByRole('button', { name: t.crearDist(titulo) }).click();
    await expect(oficial).toHaveURL(new RegExp(`/distribucion/crearDist/${idPeriodo}/`));
    const nueva = oficial.getByRole('dialog', { name: t.nueva });
    const seleccionados = nueva.getByRole('region', { name: t.seleccionados });
    for (const miembro of [ana!, beto!, cris!]) await expect(seleccionados).toContainText(miembro.nickname);
    await expect(nueva.locator('.p-dropdown').filter({ has: oficial.locator('#dist-plantilla') })).toContainText(
      `${plantilla} (v1)`,
    );
    await expect(nueva.getByLabel(t.impuesto)).toHaveValue('10');
    await expect(nueva.getByLabel(t.peso(ana!.nickname))).toHaveValue(t.decimal('1.5'));
    await expect(nueva.getByLabel(t.peso(beto!.nickname))).toHaveValue(t.decimal('0.5'));
    await expect(nueva.getByLabel(t.peso(cris!.nickname))).toHaveValue('1');
    await expect(nueva.getByLabel(t.concepto)).toHaveValue('Looter');
    // Read once: a reload does not open it again.
    await expect(oficial).not.toHaveURL(/evento=/);

    // The caller also played a second character (linked by the leader): added by hand, weight 1.
    const personaje = await segundoPersonaje(request, ana!.nickname, new Set([ana!, beto!, cris!].map((m) => m.nickname)));
    await pickPlayers(oficial, nueva, [personaje]);
    await elegirEn(oficial, nueva, 'dist-extra-0-para', ana!.nickname);
    await nueva.getByLabel(t.valorBotin).fill('10000000');
    await expect(nueva.getByLabel(t.silver, { exact: true })).toHaveValue(t.plata(9_000_000).slice(1));
    await nueva.getByLabel(t.motivo).fill(`${titulo}: castillo`);
    await oficial.screenshot({ path: `${SHOTS}/${nombre}-05-nueva-distribucion.png`, fullPage: true });
    await nueva.getByRole('button', { name: t.crearDistribucion, exact: true }).click();
    const conf = nueva.getByRole('alertdialog', { name: t.confirmacion });
    const dePlantilla = conf.getByTestId('confirmar-plantilla');
    await expect(dePlantilla).toContainText(t.deLaPlantilla(plantilla));
    await expect(dePlantilla).toContainText(t.looter(ana!.nickname));
    // 9.000.000 − 200.000 = 8.800.000 by weight (1,5 + 0,5 + 1 + 1 = 4): 2.200.000 a unit; the looter's on top.
    await expect(conf).toContainText(t.parte(ana!.nickname, t.plata(3_500_000)));
    await expect(conf).toContainText(t.parte(beto!.nickname, t.plata(1_100_000)));
    await expect(conf).toContainText(t.parte(cris!.nickname, t.plata(2_200_000)));
    await expect(conf).toContainText(t.parte(personaje, t.plata(2_200_000)));
    await oficial.screenshot({ path: `${SHOTS}/${nombre}-06-confirmacion.png`, fullPage: true });
    await conf.getByRole('button', { name: t.siCrear }).click();
    await expect(nueva).toBeHidden();

    // --- g) The treasurer closes the period; the distributor pays the caller's combined line in one «Pagado».
    await cerrarPorApi(request, tesorero, idPeriodo, lugar.id_lugar_distribucion);
    const distribuidor = await sesion(browser, ACCOUNTS.distribuidor, viewport, idioma, cambiados);
    await distribuidor.getByRole('button', { name: t.pagos(idPeriodo), exact: true }).click();
    const pagos = distribuidor.getByRole('dialog', { name: new RegExp(t.pagos(idPeriodo)) });
    await expect(pagos.getByTestId('pagos-progreso')).toHaveText(t.progreso(0, 4));
    const linea = pagos.getByTestId(`miembro-${ana!.nickname}`);
    await expect(linea).toContainText(t.comercia(ana!.nickname, t.plata(5_700_000), ana!.nickname));
    await linea.locator('summary').click();
    await expect(linea.getByRole('listitem')).toHaveCount(2);
    await distribuidor.screenshot({ path: `${SHOTS}/${nombre}-07-linea-combinada.png`, fullPage: true });
    await linea.getByRole('button', { name: t.pagarLinea(ana!.nickname, t.plata(5_700_000)) }).click();
    const pregunta = distribuidor.getByRole('dialog', { name: t.preguntaLinea(ana!.nickname) });
    await expect(pregunta.getByRole('listitem')).toHaveText([
      t.parte(ana!.nickname, t.plata(3_500_000)),
      t.parte(personaje, t.plata(2_200_000)),
    ]);
    await pregunta.getByRole('button', { name: t.siPagar }).click();
    await expect(pagos.getByTestId('pagos-progreso')).toHaveText(t.progreso(2, 4));
    await expect(linea).toContainText(t.pagado);
    await distribuidor.screenshot({ path: `${SHOTS}/${nombre}-08-pagada.png`, fullPage: true });
    await expectAccessible(distribuidor);
    await distribuidor.context().close();
  } finally {
    await request.put('/api/gremio/ajustes', { headers: lider, data: [{ canalCalendario: null }] });
    // The accounts keep Spanish for the other specs.
    for (const cuenta of cambiados) {
      await request.put('/api/cuentas/idioma', { headers: await cabeceras(request, cuenta), data: [{ idioma: 'es' }] });
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
