// Split templates in «Nueva distribución» end to end (docs/calendario.md, «Plantillas de reparto»): the
// leader edits a template on /calendario/plantillas (its rules change: a new version); a content manager
// opens «Nueva distribución», picks that template, sees its values filled (the tax, the looter's extra),
// assigns the extra, confirms (the confirmation says what came from the template) and the saved
// distribution pays the extra on top of the share. Opened from a calendar event of that template, the tax
// is the template's (it once showed 0). At 375 px the dialog, template and extras included, never scrolls
// sideways. Screenshots in SHOTS.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, expectAccessible, loginAs } from './support/fixtures';
import { cabeceras, elegirEn, lugarConPeriodoAbierto, plantillaDePrueba } from './support/calendario';
import { pickPlayers } from './support/periodo';

const SHOTS = '/tmp/shots-plantillas';
const HORA = 3_600_000;

/** Three active players of the demo guild (the last ones: the first are those other specs name). */
async function tresJugadores(request: APIRequestContext): Promise<{ id_player: number; nickname: string }[]> {
  const lider = await cabeceras(request, ACCOUNTS.lider);
  const res = await request.get('/api/distribuciones/getJugadoresSelect', { headers: lider });
  const todos = ((await res.json()) as { message: { id_player: number; nickname: string }[] }).message;
  return todos.filter((j) => /^[a-z]+$/.test(j.nickname)).slice(-3);
}

async function abrirNueva(page: Page, idPeriodo: number): Promise<Locator> {
  await page.goto(`/distribucion/crearDist/${idPeriodo}/-/3`);
  await page.getByRole('button', { name: 'Nueva distribución', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('desktop (1366 px): the leader edits a template, a content manager splits with it and its extra', async ({
  browser,
  request,
}) => {
  const nombre = `ZvZ e2e ${Date.now() % 100_000}`;
  await plantillaDePrueba(request, nombre);
  const { idPeriodo } = await lugarConPeriodoAbierto(request);
  const [a, b] = await tresJugadores(request);

  // --- The leader changes the tax to 12 %: a new version (2).
  const lider = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await loginAs(lider, ACCOUNTS.lider);
  await lider.goto('/calendario/plantillas');
  await lider.getByRole('button', { name: `Editar ${nombre}` }).click();
  const form = lider.getByRole('form', { name: nombre });
  await form.getByLabel('Impuesto del gremio (%)').fill('12');
  await form.getByRole('button', { name: 'Guardar' }).click();
  const lista = lider.getByRole('list', { name: 'Plantillas de reparto' });
  await expect(lista.getByRole('listitem').filter({ hasText: nombre })).toContainText('versión 2');
  await lider.screenshot({ path: `${SHOTS}/1366-01-plantilla-editada.png`, fullPage: true });
  await lider.context().close();

  // --- The content manager picks it in «Nueva distribución».
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await loginAs(page, ACCOUNTS.contenido);
  const dialog = await abrirNueva(page, idPeriodo);
  await pickPlayers(page, dialog, [a!.nickname, b!.nickname]);
  await elegirEn(page, dialog, 'dist-plantilla', `${nombre} (v2)`);
  await expect(dialog.getByLabel('Impuesto del gremio (%)')).toHaveValue('12');
  await expect(dialog.getByLabel('Concepto del extra 1')).toHaveValue('Looter');
  await expect(dialog.getByLabel('Plata del extra 1')).toHaveValue('200.000');
  await dialog.getByLabel('Valor del botín').fill('10.000.000');
  // 10.000.000 × 88 % = 8.800.000.
  await expect(dialog.getByLabel('Silver', { exact: true })).toHaveValue('8.800.000');
  await dialog.getByLabel('Motivo').fill(`${nombre}: castillo`);

  // Unassigned, the extra cannot be sent: said beside it.
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(dialog.getByTestId('extras-fijos')).toContainText('Elija quién recibe este extra');
  await elegirEn(page, dialog, 'dist-extra-0-para', a!.nickname);
  await page.screenshot({ path: `${SHOTS}/1366-02-nueva-con-plantilla.png`, fullPage: true });
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  const conf = dialog.getByRole('alertdialog', { name: 'Confirmar la distribución' });
  await expect(conf.getByTestId('confirmar-plantilla')).toContainText(
    `De la plantilla ${nombre} (v2): impuesto 12 %, Looter +$200.000 para ${a!.nickname}`,
  );
  // 8.800.000 − 200.000 = 8.600.000 between two: 4.300.000 each, the looter's extra on top.
  await expect(conf).toContainText(`${a!.nickname}: $4.500.000`);
  await expect(conf).toContainText(`${b!.nickname}: $4.300.000`);
  await page.screenshot({ path: `${SHOTS}/1366-03-confirmacion.png`, fullPage: true });
  await conf.getByRole('button', { name: 'Sí, crear' }).click();
  await expect(dialog).toBeHidden();
  // The saved distribution (its row open, highlighted) pays the looter the extra on top of the share.
  await expect(page.getByText(`${a!.nickname}`).first()).toBeVisible();
  await expect(page.locator('body')).toContainText('$4.500.000');
  await page.screenshot({ path: `${SHOTS}/1366-04-distribucion-guardada.png`, fullPage: true });
  await page.context().close();
});

test('opened from an event of the template, the tax is the template’s, never 0', async ({ browser, request }) => {
  const nombre = `HCE e2e ${Date.now() % 100_000}`;
  const idPlantilla = await plantillaDePrueba(request, nombre);
  const { idPeriodo } = await lugarConPeriodoAbierto(request);
  const contenido = await cabeceras(request, ACCOUNTS.contenido);
  const enCurso = await (await request.get('/api/distribuciones/periodosEnCurso?page=1', { headers: contenido })).json();
  const idLugarDist = (enCurso.message as { id_periodo: number; id_lugar_distribucion: number }[]).find(
    (p) => p.id_periodo === idPeriodo,
  )!.id_lugar_distribucion;
  const jugadores = await tresJugadores(request);
  const ahora = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const creado = await request.post('/api/calendario/eventos', {
    headers: contenido,
    data: [
      {
        idPlantilla,
        idLugarDist,
        inicio: iso(ahora + 2 * HORA),
        fin: iso(ahora + 4 * HORA),
        cierreInscripcion: iso(ahora + HORA),
        huecos: { dps: 5, caller: 1 },
      },
    ],
  });
  expect(creado.status(), await creado.text()).toBe(201);
  const idEvento = ((await creado.json()) as { evento: { id_evento: number } }).evento.id_evento;
  for (const [i, j] of jugadores.entries()) {
    const res = await request.put('/api/calendario/confirmar', {
      headers: contenido,
      data: [{ idEvento, idPlayer: j.id_player, estado: i === 2 ? 'reserva' : 'confirmado', rol: i === 0 ? 'caller' : 'dps' }],
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const pasado = await request.put('/api/calendario/eventos', {
    headers: contenido,
    data: [{ idEvento, inicio: iso(ahora - 4 * HORA), fin: iso(ahora - 2 * HORA), cierreInscripcion: iso(ahora - 5 * HORA) }],
  });
  expect(pasado.ok(), await pasado.text()).toBeTruthy();

  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await loginAs(page, ACCOUNTS.contenido);
  await page.goto(`/distribucion/crearDist/${idPeriodo}/-/3?evento=${idEvento}`);
  const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
  await expect(dialog.getByLabel('Impuesto del gremio (%)')).toHaveValue('10');
  await expect(dialog.locator('.p-dropdown').filter({ has: page.locator('#dist-plantilla') })).toContainText(`${nombre} (v1)`);
  await expect(dialog.getByLabel(`Peso de ${jugadores[0]!.nickname}`)).toHaveValue('1,5');
  await expect(dialog.getByLabel(`Peso de ${jugadores[2]!.nickname}`)).toHaveValue('0,5');
  await page.screenshot({ path: `${SHOTS}/1366-05-desde-evento.png`, fullPage: true });
  await page.context().close();
});

test('phone (375 px): the dialog with a template and its extras never scrolls sideways', async ({ browser, request }) => {
  const nombre = `Gank e2e ${Date.now() % 100_000}`;
  await plantillaDePrueba(request, nombre);
  const { idPeriodo } = await lugarConPeriodoAbierto(request);
  const [a, b] = await tresJugadores(request);
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginAs(page, ACCOUNTS.contenido);
  const dialog = await abrirNueva(page, idPeriodo);
  await pickPlayers(page, dialog, [a!.nickname, b!.nickname]);
  await elegirEn(page, dialog, 'dist-plantilla', `${nombre} (v1)`);
  await expect(dialog.getByLabel('Concepto del extra 1')).toHaveValue('Looter');
  await dialog.getByRole('button', { name: 'Añadir extra' }).click();
  await elegirEn(page, dialog, 'dist-extra-0-para', a!.nickname);
  await dialog.getByTestId('extras-fijos').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/375-01-extras.png` });
  const anchos = await page.evaluate(() => {
    const d = document.querySelector('[data-testid="nueva-distribucion-dialog"] .p-dialog-content') as HTMLElement;
    return {
      pagina: document.documentElement.scrollWidth,
      ventana: window.innerWidth,
      contenido: d.scrollWidth,
      caja: d.clientWidth,
    };
  });
  expect(anchos.pagina).toBeLessThanOrEqual(anchos.ventana);
  expect(anchos.contenido).toBeLessThanOrEqual(anchos.caja);
  await page.context().close();
});
