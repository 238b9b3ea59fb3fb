// The regear end to end (docs/regear.md), on a desktop and at 375 px: a member files two claims from
// recent deaths of the demo's period 2 at /regear, the treasurer approves one and rejects the other,
// the period's distributor pays the approved one in the period's payments dialog, the Discord webhook
// fake receives the five messages (two filed, approved, rejected, paid: the leader's outbox shows
// them sent), and the period's regear.csv has the rows. The killboard and the prices are the e2e
// server's fakes (e2e/support/fake-albion.mjs); each run takes a player of its own (a death is claimed
// once, for ever, and the server is shared).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, expectAccessible, loginAs, type Account } from './support/fixtures';
import { PERIODO_REGEAR, miembroNuevo, muertesDelPeriodo, plata, reclamosDe } from './support/regear';

const SHOTS = '/tmp/shots-regear';
const RAZON = 'La muerte no fue en contenido del gremio';

/** A signed-in page of its own for `account`, at the test's width. */
async function sesion(browser: Browser, account: Account, viewport: { width: number; height: number }): Promise<Page> {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await loginAs(page, account);
  return page;
}

/** The button of a death in «Muertes recientes»: «Reclamar la muerte del … (evento N)». */
const botonMuerte = (page: Page, eventId: number) =>
  page.getByRole('button', { name: new RegExp(`^Reclamar la muerte del .+ \\(evento ${eventId}\\)$`) });

async function flujo(browser: Browser, page: Page, viewport: { width: number; height: number }, nombre: string) {
  test.setTimeout(240_000);
  const member = await miembroNuevo(page.request, `${nombre}-${Date.now().toString(36)}`);
  const { aprobar, rechazar } = await muertesDelPeriodo(page.request, member);

  // --- a) The member files two claims from its recent deaths, for period 2.
  const miembro = await sesion(browser, member, viewport);
  await miembro.goto('/regear');
  await expect(miembro.getByRole('heading', { name: 'Regear', level: 1 })).toBeVisible();
  await miembro.getByRole('combobox', { name: 'Periodo' }).selectOption(String(PERIODO_REGEAR));
  // By keyboard: the death's «Reclamar» takes the focus and Enter files it.
  const primera = botonMuerte(miembro, aprobar.eventId);
  await expect(primera).toBeEnabled();
  await primera.focus();
  await miembro.keyboard.press('Enter');
  await expect(miembro.getByText(new RegExp(`^Reclamo #\\d+ de ${member.nickname}: \\$`))).toBeVisible();
  await expect(
    miembro.getByRole('button', { name: new RegExp(`\\(evento ${aprobar.eventId}\\): ya reclamada$`) }),
  ).toBeDisabled();
  await botonMuerte(miembro, rechazar.eventId).click();
  await expect(
    miembro.getByRole('button', { name: new RegExp(`\\(evento ${rechazar.eventId}\\): ya reclamada$`) }),
  ).toBeDisabled();
  await miembro.screenshot({ path: `${SHOTS}/${nombre}-01-reclamados.png`, fullPage: true });
  await expectAccessible(miembro);

  const reclamos = await reclamosDe(page.request, member.nickname);
  const idDe = (eventId: number) => reclamos.find((r) => r.event_id === eventId)!;
  const [uno, dos] = [idDe(aprobar.eventId), idDe(rechazar.eventId)];
  expect([uno.estado, dos.estado, uno.id_periodo, dos.id_periodo]).toEqual(['pendiente', 'pendiente', 2, 2]);
  expect(uno.sin_precio).toBe(0);
  expect(uno.silver).toBeGreaterThan(0);
  await miembro.context().close();

  // --- b) The treasurer approves the first (its rules' amount) and rejects the second with a reason.
  const tesorero = await sesion(browser, ACCOUNTS.tesorero, viewport);
  await tesorero.goto('/regear');
  const jugador = tesorero.getByRole('textbox', { name: 'Jugador', exact: true });
  await jugador.fill(member.nickname);
  await jugador.press('Enter');
  const tabla = tesorero.getByRole('table', { name: 'Reclamos de regear' });
  const filaUno = tabla.getByTestId(`reclamo-${uno.id_reclamo}`);
  const filaDos = tabla.getByTestId(`reclamo-${dos.id_reclamo}`);
  await expect(filaUno).toContainText('Pendiente');
  await filaUno.getByRole('button', { name: `Aprobar el reclamo ${uno.id_reclamo} de ${member.nickname}` }).click();
  const aprobarDialog = tesorero.getByRole('dialog', { name: `Aprobar el reclamo #${uno.id_reclamo}` });
  await aprobarDialog.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(aprobarDialog).toBeHidden();
  await expect(filaUno).toContainText('Aprobado');
  await filaDos.getByRole('button', { name: `Rechazar el reclamo ${dos.id_reclamo} de ${member.nickname}` }).click();
  const rechazarDialog = tesorero.getByRole('dialog', { name: `Rechazar el reclamo #${dos.id_reclamo}` });
  await rechazarDialog.getByLabel('Razón').fill(RAZON);
  await rechazarDialog.getByLabel('Razón').press('Enter');
  await expect(rechazarDialog).toBeHidden();
  await expect(filaDos).toContainText('Rechazado');
  await expect(filaDos).toContainText(RAZON);
  await tesorero.screenshot({ path: `${SHOTS}/${nombre}-02-revisados.png`, fullPage: true });
  await tesorero.context().close();

  // --- c) The distributor pays the approved claim in period 2's payments dialog.
  const dist = await sesion(browser, ACCOUNTS.distribuidor, viewport);
  await dist.getByRole('button', { name: `Pagos del periodo ${PERIODO_REGEAR}`, exact: true }).click();
  const pagos = dist.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${PERIODO_REGEAR}`) });
  const regear = pagos.getByRole('region', { name: 'Regear' });
  const linea = regear.getByTestId(`regear-${uno.id_reclamo}`);
  await expect(linea).toContainText(member.nickname);
  await expect(linea).toContainText(plata(uno.silver));
  await expect(regear.getByTestId(`regear-${dos.id_reclamo}`)).toHaveCount(0);
  const pagar = linea.getByRole('button', { name: `Pagar el regear #${uno.id_reclamo} de ${member.nickname}` });
  await pagar.scrollIntoViewIfNeeded();
  await expectAccessible(dist);
  await dist.screenshot({ path: `${SHOTS}/${nombre}-03-pagos.png` });
  await pagar.click();
  const pregunta = dist.getByRole('dialog', { name: 'Pagar regear' });
  await expect(pregunta).toContainText(`¿Pagar ${plata(uno.silver)} a ${member.nickname} por el regear #${uno.id_reclamo}?`);
  // «Sí, pagar» has the focus: Enter pays.
  await expect(pregunta.getByRole('button', { name: 'Sí, pagar' })).toBeFocused();
  await dist.keyboard.press('Enter');
  await expect(dist.getByText(`Regear #${uno.id_reclamo} de ${member.nickname}: ${plata(uno.silver)}`)).toBeVisible();
  await expect(linea).toHaveCount(0);
  await regear.getByRole('button', { name: /^Pagados/ }).click();
  await expect(regear.getByTestId(`regear-${uno.id_reclamo}`)).toContainText('Pagado');

  // --- e) The period's regear.csv has both claims, paid and rejected.
  const [archivo] = await Promise.all([
    dist.waitForEvent('download'),
    regear.getByRole('button', { name: 'Exportar CSV del regear' }).click(),
  ]);
  const csv = (await readFile((await archivo.path())!, 'utf8')).split('\r\n');
  expect(csv[0]).toContain('Id;Periodo;Distribución;Jugador;Evento');
  const filaCsv = (id: number) => csv.find((l) => l.startsWith(`${id};${PERIODO_REGEAR};`)) ?? '';
  expect(filaCsv(uno.id_reclamo)).toContain(`"${member.nickname}";${aprobar.eventId};`);
  expect(filaCsv(uno.id_reclamo)).toContain(`"Pagado";${uno.silver};`);
  expect(filaCsv(dos.id_reclamo)).toContain(`"${member.nickname}";${rechazar.eventId};`);
  expect(filaCsv(dos.id_reclamo)).toContain('"Rechazado"');
  expect(filaCsv(dos.id_reclamo)).toContain(RAZON);
  await dist.context().close();

  // --- d) The webhook fake received the messages: the leader's outbox shows each of them sent.
  const lider = await sesion(browser, ACCOUNTS.lider, viewport);
  await lider.goto('/jugador/auditoria');
  const panel = lider.getByRole('table', { name: 'Notificaciones de Discord' });
  for (const resumen of [
    `Regear reclamado #${uno.id_reclamo}: `,
    `Regear reclamado #${dos.id_reclamo}: `,
    `Regear aprobado #${uno.id_reclamo}: ${plata(uno.silver)} a ${member.nickname}`,
    `Regear rechazado #${dos.id_reclamo}: `,
    `Regear pagado #${uno.id_reclamo}: ${plata(uno.silver)} a ${member.nickname}`,
  ]) {
    // The worker sends within a second or two; the panel refreshes every 5 s.
    await expect(panel.getByRole('row').filter({ hasText: resumen })).toContainText('Enviado', { timeout: 30_000 });
  }
  await lider.screenshot({ path: `${SHOTS}/${nombre}-04-discord.png`, fullPage: true });
  await lider.context().close();
}

test('a member claims, the treasurer reviews, the distributor pays; Discord and the CSV follow', async ({ browser, page }) => {
  await flujo(browser, page, { width: 1366, height: 800 }, 'escritorio');
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the same flow on a phone', async ({ browser, page }) => {
    await flujo(browser, page, PHONE, 'movil');
  });
});
