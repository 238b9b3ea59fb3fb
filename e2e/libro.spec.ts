// The ledger end to end (docs/libro.md), at 1366 and at 375 px, in Spanish, each width on data of its
// own: a new member with an account; the treasurer opens a period in «Acumular en los saldos» on a free
// place through «Nuevo periodo»; a content manager shares silver with the member and two demo players;
// the treasurer closes it, which credits every share. The member sees the balance and the close in
// «Mi saldo», asks for a withdrawal, the treasurer approves it in «Tesorería», the distributor pays it
// from the guild's pasted silver log («Arqueo del cofre»); the member's balance and history show the
// payment; the fake Discord webhook got the three messages; the member's account's CSV, exported from
// «Tesorería», has the credit and the withdrawal's debit.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, expectAccessible, loginAs, vigilarAvisos, type Account } from './support/fixtures';
import { cerrarPorApi, lugarLibre } from './support/periodo';
import { mensajesRecibidos } from './support/webhook';

const SHOTS = '/tmp/shots-libro';
mkdirSync(SHOTS, { recursive: true });

const SILVER = 3_000_000; // three players: $1.000.000 each
const RETIRO = 400_000;

/** A fresh member of the guild (cargo MIEMBRO) with an account to sign in with. */
async function nuevoMiembro(page: Page, sufijo: string): Promise<Account & { idPlayer: number }> {
  // «a0…» sorts before every demo player: the member's account is on the first page of «Cuentas».
  const nickname = `a0${Date.now().toString(36)}${sufijo}`;
  const lider = { 'x-token': await apiToken(page, ACCOUNTS.lider) };
  const creado = await page.request.post('/api/jugadores', { headers: lider, data: [{ nickname, idRol: 5, idCargo: 3 }] });
  expect(creado.ok(), await creado.text()).toBeTruthy();
  const { id_player: idPlayer } = (await creado.json()).jugador as { id_player: number };
  const cuenta = { nickname, email: `${nickname}@reparto.local`, password: 'clave-de-prueba-e2e' };
  const res = await page.request.post('/api/cuentas', {
    headers: lider,
    data: [{ nickname, email: cuenta.email, password: cuenta.password, cargos: [3] }],
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { ...cuenta, idPlayer };
}

/** A signed-in page of `account` in a context of its own, at the test's width. */
async function sesion(browser: Browser, account: Account, viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({ viewport, locale: 'es-ES', timezoneId: 'UTC' });
  const page = await ctx.newPage();
  await loginAs(page, account);
  return page;
}

/** «Tesorería»'s withdrawals' queue, opened on `estado`: the row of `nickname`'s withdrawal. */
async function filaDeRetiro(page: Page, estado: string, nickname: string): Promise<Locator> {
  await page.goto('/tesoreria');
  await expect(page.getByRole('heading', { name: 'Tesorería', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Estado de los retiros')).toHaveValue(estado);
  return page.getByRole('table', { name: 'Retiros' }).getByRole('row').filter({ hasText: nickname });
}

/** «Aprobar» or «Pagar» on the row: its question answered «Sí», its toast seen, the row gone from the queue. */
async function decidir(page: Page, fila: Locator, boton: string, { pregunta, aviso }: { pregunta: string; aviso: string }) {
  const avisos = await vigilarAvisos(page);
  await fila.getByRole('button', { name: boton }).click();
  const confirmar = page.getByRole('dialog', { name: boton });
  await expect(confirmar).toContainText(pregunta);
  await confirmar.getByRole('button', { name: 'Sí' }).click();
  await avisos.vio(aviso);
  await expect(fila).toHaveCount(0);
}

/**
 * A row of an account's entries (the member's and «Tesorería»'s: date, concepto, silver, balance): what
 * it was, its silver and the balance it left. On a phone's card a cell starts with its column's name.
 */
async function esEntrada(fila: Locator, concepto: string, silver: string, saldo: string) {
  const cifra = (columna: string, texto: string) => new RegExp(`^(${columna})?${texto.replace(/[$.]/g, '\\$&')}$`);
  await expect(fila).toContainText(concepto);
  await expect(fila.locator('td').nth(2)).toHaveText(cifra('Plata', silver));
  await expect(fila.locator('td').nth(3)).toHaveText(cifra('Saldo', saldo));
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 740 },
]) {
  const w = viewport.width;
  const shot = (page: Page, nombre: string) => page.screenshot({ path: `${SHOTS}/${w}-${nombre}.png`, fullPage: true });

  test(`at ${w} px: acumular period closed, balance, withdrawal asked, approved, paid, Discord and CSV`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    const miembro = await nuevoMiembro(page, String(w));

    // --- The treasurer opens a period in `acumular` on a free place through «Nuevo periodo».
    const lugar = await lugarLibre(page.request);
    const tesorero = await sesion(browser, ACCOUNTS.tesorero, viewport);
    await tesorero.getByRole('button', { name: 'Nuevo periodo' }).click();
    const nuevo = tesorero.getByRole('dialog', { name: 'Nuevo periodo' });
    await nuevo.getByRole('textbox', { name: 'Lugar' }).focus();
    await tesorero.keyboard.press('Enter');
    await tesorero.getByRole('option', { name: lugar.lugar, exact: true }).click();
    const modo = nuevo.getByRole('group', { name: 'Modo de pago' });
    await modo.getByRole('radio', { name: 'Acumular en los saldos' }).check();
    await expect(modo).toContainText('Al cerrar el periodo, cada parte pasa al saldo del miembro');
    await tesorero.screenshot({ path: `${SHOTS}/${w}-01-nuevo-periodo.png` });
    await expectAccessible(tesorero);
    const creado = tesorero.waitForResponse((r) => r.url().endsWith('/api/distribuciones') && r.request().method() === 'POST');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    const respuesta = await creado;
    expect(respuesta.request().postDataJSON()).toEqual([expect.objectContaining({ modoPago: 'acumular' })]);
    const { id_periodo: idPeriodo } = (await respuesta.json()) as { id_periodo: number };
    await expect(nuevo).toBeHidden();

    // --- A content manager shares the silver among the member and two demo players.
    const contenido = { 'x-token': await apiToken(page, ACCOUNTS.contenido) };
    const { message: jugadores } = (await (
      await page.request.get('/api/distribuciones/getJugadoresSelect', { headers: contenido })
    ).json()) as { message: { id_player: number; nickname: string }[] };
    const otros = ['aldrakar', 'brunhild'].map((n) => jugadores.find((j) => j.nickname === n)!.id_player);
    const dist = await page.request.post('/api/distribuciones/crear', {
      headers: contenido,
      data: [
        {
          idDistribucion: 100_000 + Math.floor(Math.random() * 899_999),
          idPeriodoDist: idPeriodo,
          silver: SILVER,
          motivo: `Libro e2e ${miembro.nickname}`,
          email: null,
          jugadores: [miembro.idPlayer, ...otros],
        },
      ],
    });
    expect(dist.status(), await dist.text()).toBe(201);

    // --- The treasurer closes it: in `acumular` the close credits every share to the balances.
    const tesoreroApi = { 'x-token': await apiToken(page, ACCOUNTS.tesorero) };
    await cerrarPorApi(page.request, tesoreroApi, idPeriodo, lugar.id_lugar_distribucion);

    // --- The member sees the balance and the close in «Mi saldo».
    const yo = await sesion(browser, miembro, viewport);
    await yo.goto('/mi-cuenta');
    const saldo = yo.getByRole('region', { name: 'Mi saldo' });
    await expect(saldo.getByTestId('mi-saldo')).toHaveText('$1.000.000');
    // Closed in `acumular`, the share is in the balance: nobody pays it in game, so it is not «por cobrar».
    const debe = yo.getByRole('region', { name: 'Lo que se le debe' });
    await expect(debe).toContainText('Pendiente de cobro: $0');
    await expect(debe).not.toContainText(`Periodo ${idPeriodo}`);
    await expect(saldo).toContainText('En retiros pedidos o aprobados: $0');
    const movimientos = saldo.getByRole('table', { name: 'Movimientos de mi cuenta' }).locator('tbody tr');
    await expect(movimientos).toHaveCount(1);
    await esEntrada(movimientos.nth(0), `Cierre del periodo · Periodo ${idPeriodo}`, '$1.000.000', '$1.000.000');
    await saldo.scrollIntoViewIfNeeded();
    await shot(yo, '02-mi-saldo');
    await expectAccessible(yo);

    // --- The member asks for part of it.
    await saldo.getByRole('button', { name: 'Solicitar retiro' }).click();
    const pedir = yo.getByRole('dialog', { name: 'Solicitar retiro' });
    await expect(pedir).toContainText('Puede pedir hasta $1.000.000');
    const plata = pedir.getByLabel('Plata a retirar');
    await plata.pressSequentially(String(RETIRO));
    await expect(plata).toHaveValue('400.000');
    await yo.screenshot({ path: `${SHOTS}/${w}-03-solicitar.png` });
    await expectAccessible(yo);
    const avisosMiembro = await vigilarAvisos(yo);
    const pedido = yo.waitForResponse((r) => r.url().endsWith('/api/retiros') && r.request().method() === 'POST');
    await pedir.getByRole('button', { name: 'Solicitar', exact: true }).click();
    const pedidoRes = await pedido;
    expect(pedidoRes.status()).toBe(201);
    const { id_retiro: idRetiro } = ((await pedidoRes.json()) as { message: { id_retiro: number } }).message;
    await avisosMiembro.vio('Retiro solicitado');
    await expect(pedir).toBeHidden();
    const misRetiros = saldo.locator('.mi-cuenta-retiros li').filter({ hasText: `Retiro #${idRetiro}` });
    await expect(misRetiros).toContainText('Pendiente');
    await expect(misRetiros).toContainText('$400.000');
    await expect(misRetiros.getByRole('button', { name: `Cancelar el retiro #${idRetiro}` })).toBeVisible();
    await expect(saldo).toContainText('En retiros pedidos o aprobados: $400.000');
    // Asked, not paid: the balance is the same.
    await expect(saldo.getByTestId('mi-saldo')).toHaveText('$1.000.000');
    await shot(yo, '04-retiro-pendiente');

    // --- The treasurer approves it in «Tesorería».
    const pendiente = await filaDeRetiro(tesorero, 'pendiente', miembro.nickname);
    await expect(pendiente).toContainText('$400.000');
    await expect(pendiente).toContainText('Pendiente');
    await shot(tesorero, '05-tesoreria-pendiente');
    await expectAccessible(tesorero);
    await decidir(tesorero, pendiente, `Aprobar el retiro #${idRetiro}`, {
      pregunta: `¿Aprobar el retiro #${idRetiro} de ${miembro.nickname} por $400.000?`,
      aviso: 'Retiro aprobado',
    });

    // --- The distributor pays it from the guild's pasted silver log («Arqueo del cofre»): the queue opens
    // on the approved ones for who only pays; the log's line for the member (named as the game writes
    // it, any case) matches the approved withdrawal, a stranger's line matches nothing.
    const distribuidor = await sesion(browser, ACCOUNTS.distribuidor, viewport);
    const aprobada = await filaDeRetiro(distribuidor, 'aprobado', miembro.nickname);
    await expect(aprobada).toContainText('Aprobado');
    await expect(aprobada).toContainText('Revisó: tesorero');
    await shot(distribuidor, '06-tesoreria-aprobado');
    await expectAccessible(distribuidor);
    const arqueo = distribuidor.getByRole('region', { name: 'Arqueo del cofre' });
    const enJuego = miembro.nickname.charAt(0).toUpperCase() + miembro.nickname.slice(1);
    await arqueo
      .getByLabel('Registro de plata del gremio')
      .fill(
        [
          '"Date"\t"Player"\t"Reason"\t"Amount"',
          `"12/07/2026 06:10:00"\t"${enJuego}"\t"Withdrawal"\t"-400000"`,
          '"12/07/2026 06:10:30"\t"Forastero"\t"Withdrawal"\t"-77"',
        ].join('\n'),
      );
    await arqueo.getByRole('button', { name: 'Revisar' }).click();
    await expect(arqueo.getByTestId('arqueo-resumen')).toHaveText('1 retiro · 0 pagos de periodo · 0 depósitos · 1 sin pareja');
    const lineaMiembro = arqueo.getByTestId('arqueo-linea-2');
    await expect(lineaMiembro).toContainText(enJuego);
    await expect(lineaMiembro).toContainText('-$400.000');
    await expect(lineaMiembro).toContainText(`Retiro aprobado #${idRetiro}`);
    await expect(arqueo.getByTestId('arqueo-linea-3')).toContainText('Sin pareja');
    await arqueo.scrollIntoViewIfNeeded();
    await shot(distribuidor, '07-arqueo');
    await expectAccessible(distribuidor);
    const avisosDistribuidor = await vigilarAvisos(distribuidor);
    await arqueo.getByRole('button', { name: 'Marcar 1 coincidencia' }).click();
    await avisosDistribuidor.vio('Retiros pagados');
    // Paid: gone from the approved ones, and the log read again finds nothing left to pay.
    await expect(aprobada).toHaveCount(0);
    await expect(arqueo.getByTestId('arqueo-resumen')).toHaveText('0 retiros · 0 pagos de periodo · 0 depósitos · 2 sin pareja');

    // --- The member's balance and history show the payment, with the running balance.
    await yo.reload();
    await expect(saldo.getByTestId('mi-saldo')).toHaveText('$600.000');
    await expect(saldo).toContainText('En retiros pedidos o aprobados: $0');
    await expect(misRetiros).toContainText('Pagado');
    await expect(misRetiros.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);
    await expect(movimientos).toHaveCount(2);
    await esEntrada(movimientos.nth(0), 'Retiro pagado en el juego', '-$400.000', '$600.000');
    await esEntrada(movimientos.nth(1), `Cierre del periodo · Periodo ${idPeriodo}`, '$1.000.000', '$1.000.000');
    await saldo.scrollIntoViewIfNeeded();
    await shot(yo, '08-mi-saldo-pagado');
    await expectAccessible(yo);

    // --- The fake Discord webhook got the three messages, in Spanish.
    for (const titulo of ['Retiro solicitado', 'Retiro aprobado', 'Retiro pagado']) {
      await expect
        .poll(() => mensajesRecibidos().find((m) => m.startsWith(`${titulo} #${idRetiro}: ${miembro.nickname}\n`)), {
          timeout: 30_000,
        })
        .toContain('**Plata:** $400.000');
    }
    const recibidos = mensajesRecibidos();
    expect(recibidos.find((m) => m.startsWith(`Retiro aprobado #${idRetiro}:`))).toContain('**Aprobado por:** tesorero');
    expect(recibidos.find((m) => m.startsWith(`Retiro pagado #${idRetiro}:`))).toContain('**Pagado por:** distribuidor');

    // --- The member's account in «Tesorería»: its entries, and their CSV has the credit and the debit.
    await tesorero.reload();
    await tesorero.getByRole('button', { name: `Ver los movimientos de ${miembro.nickname}` }).click();
    const entradas = tesorero.getByRole('table', { name: `Movimientos de ${miembro.nickname}` });
    await expect(entradas.locator('tbody tr')).toHaveCount(2);
    await esEntrada(entradas.locator('tbody tr').nth(0), 'Retiro pagado en el juego', '-$400.000', '$600.000');
    await esEntrada(entradas.locator('tbody tr').nth(1), `Cierre del periodo · Periodo ${idPeriodo}`, '$1.000.000', '$1.000.000');
    await shot(tesorero, '09-tesoreria-movimientos');
    await expectAccessible(tesorero);
    const [archivo] = await Promise.all([
      tesorero.waitForEvent('download'),
      tesorero.getByRole('button', { name: `Exportar CSV de los movimientos de ${miembro.nickname}` }).click(),
    ]);
    expect(archivo.suggestedFilename()).toBe('libro.csv');
    const texto = await readFile((await archivo.path())!, 'utf8');
    const filas = texto.slice(1).split('\r\n').slice(0, -1);
    expect(filas[0]).toBe('Fecha (UTC);Transacción;Cuenta;Concepto;Plata;Saldo;Periodo;Razón');
    expect(filas).toHaveLength(3);
    expect(filas[1]).toMatch(new RegExp(`;"${miembro.nickname}";"Cierre del periodo";1000000;1000000;${idPeriodo};`));
    expect(filas[2]).toMatch(new RegExp(`;"${miembro.nickname}";"Retiro pagado en el juego";-400000;600000;`));

    for (const p of [tesorero, yo, distribuidor]) await p.context().close();
  });
}
