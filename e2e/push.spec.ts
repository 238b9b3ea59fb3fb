// Web Push at 375 px (docs/pwa.md, «Avisos en el dispositivo»): a member turns notifications on in «Mi
// cuenta», an officer marks their share paid, and the push reaches the local push service
// (apps/api/src/testing/fake-push.ts), which checks its VAPID JWT and decrypts it: the Spanish text.
// Headless Chromium's own PushManager.subscribe needs Google's push service (FCM), unreachable here, so
// the page's PushManager is stubbed (addInitScript): it answers a subscription whose endpoint is the fake
// and whose keys the fake generated, and records the applicationServerKey the page passed. Everything
// else is real: the permission, the page, the API, the outbox, web-push's encryption and the POST; and
// the service worker's push handler, given the decrypted push over the DevTools protocol, shows it.
// «Desactivar» and «Cerrar sesión» each make the server forget this browser.
import { expect, test } from '@playwright/test';
import { FakePush } from '../apps/api/src/testing/fake-push';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, loginAs } from './support/fixtures';
import { abrirPeriodoPorApi, cerrarPorApi, repartirPorApi } from './support/periodo';

test.use({ viewport: PHONE });

let fake: FakePush;
test.beforeAll(async () => {
  fake = await new FakePush().start();
});
test.afterAll(() => fake.close());

test('turn notifications on in «Mi cuenta», get paid, receive the push', async ({ page, context, baseURL }) => {
  const miembro = ACCOUNTS.contenido;
  // A period where the member has a share, closed: the distributor can pay it.
  const { id: idPeriodo, lugar, tesorero } = await abrirPeriodoPorApi(page);
  const contenido = { 'x-token': await apiToken(page, miembro) };
  const idPlayer = (await repartirPorApi(page, idPeriodo, [miembro.nickname], 300_000, 'Push e2e'))[miembro.nickname]!;
  await cerrarPorApi(page.request, tesorero, idPeriodo, lugar.id_lugar_distribucion);

  // The browser: notifications allowed for the app's origin, its PushManager answering the fake's subscription.
  const suscripcion = fake.suscripcion();
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await context.addInitScript((s) => {
    const clave = 'e2e-push-suscrito';
    const crear = () => ({
      endpoint: s.endpoint,
      expirationTime: null,
      options: {},
      getKey: () => null,
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      unsubscribe: async () => (localStorage.removeItem(clave), true),
    });
    PushManager.prototype.subscribe = async function (opciones?: PushSubscriptionOptionsInit) {
      const bytes = new Uint8Array(opciones!.applicationServerKey as ArrayBuffer);
      const b64 = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem('e2e-push-clave', b64);
      localStorage.setItem(clave, '1');
      return crear() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(clave) ? crear() : null) as unknown as PushSubscription | null;
    };
  }, suscripcion);

  await loginAs(page, miembro);
  await page.goto('/mi-cuenta');
  const seccion = page.getByRole('region', { name: 'Notificaciones' });
  await seccion.scrollIntoViewIfNeeded();
  const encender = seccion.getByRole('button', { name: 'Activar notificaciones en este dispositivo' });
  await expect(encender).toBeVisible();
  await encender.click();
  await expect(seccion).toContainText('Las notificaciones están activadas en este dispositivo.');
  for (const tipo of [
    'se me paga (una parte, un retiro o un regear)',
    'se aprueba o se rechaza mi retiro',
    'se aprueba o se rechaza mi regear',
    'va a empezar un evento al que me apunté',
    'se abre o se cierra una venta del botín en la que participo',
  ])
    await expect(seccion.getByRole('checkbox', { name: tipo })).toBeChecked();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
  // The page subscribed with the server's VAPID key.
  const { message } = (await (await page.request.get('/api/push/clave', { headers: contenido })).json()) as {
    message: { clave: string };
  };
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-clave'))).toBe(message.clave);

  // The distributor pays the member's share.
  const distribuidor = { 'x-token': await apiToken(page, ACCOUNTS.distribuidor) };
  const pago = await page.request.put('/api/distribuciones/jugadorDistribuido', {
    headers: distribuidor,
    data: [{ idPeriodo, id_player: idPlayer }],
  });
  expect(pago.ok(), await pago.text()).toBeTruthy();

  // The push service received it once, signed by the server's key, and it decrypts to the Spanish text.
  await expect.poll(() => fake.entregados(suscripcion.endpoint).length, { timeout: 30_000 }).toBe(1);
  const [recibido] = fake.recibidos.filter((r) => r.status === 201);
  expect(recibido!.vapid).toMatchObject({ aud: fake.base, k: message.clave });
  expect(recibido!.contenido).toEqual({
    title: 'Pago recibido',
    body: `Se le pagaron $300.000 del periodo ${idPeriodo} (${lugar.lugar})`,
    url: '/mi-cuenta',
    tag: `pago-${idPeriodo}`,
  });

  // The service worker shows it: the decrypted push handed to its push handler (DevTools protocol).
  const cdp = await context.newCDPSession(page);
  const registro = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const r = e.registrations.find((x) => x.scopeURL === `${new URL(baseURL!).origin}/` && !x.isDeleted);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registro,
    data: JSON.stringify(recibido!.contenido),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.tag]),
      ),
    )
    .toEqual([['Pago recibido', `Se le pagaron $300.000 del periodo ${idPeriodo} (${lugar.lugar})`, `pago-${idPeriodo}`]]);

  // Turned off: the server forgets this device; a later payment pushes nothing.
  await seccion.getByRole('button', { name: 'Desactivar en este dispositivo' }).click();
  await expect(encender).toBeVisible();
  const lista = await page.request.get('/api/push/suscripciones', { headers: contenido });
  expect(((await lista.json()) as { message: unknown[] }).message).toEqual([]);

  // On again, then «Cerrar sesión»: the server forgets this browser too (a shared phone stops receiving
  // the member's notifications).
  await encender.click();
  await expect(seccion).toContainText('Las notificaciones están activadas en este dispositivo.');
  const suscritas = async () =>
    ((await (await page.request.get('/api/push/suscripciones', { headers: contenido })).json()) as { message: unknown[] }).message
      .length;
  expect(await suscritas()).toBe(1);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await suscritas()).toBe(0);
});
