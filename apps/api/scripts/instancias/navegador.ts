// The open browser of `npm run instancias` (docs/reliability.md, «Varias instancias»): Debian's Chromium
// through Playwright, with the flags of the browser tests (playwright.config.ts), on a period's live
// screen reached through the balancer. A mark set on the page tells whether it ever reloaded.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../../scripts/ensure-chromium.mjs';

export class Navegador {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  /** Opens the distributions of period `idPeriodo` (open) as a member without a session, and marks the page. */
  static async abrir(base: string, idPeriodo: number): Promise<Navegador> {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, '--disable-quic'] });
    const context = await browser.newContext({ baseURL: base, locale: 'es-ES', timezoneId: 'UTC' });
    const page = await context.newPage();
    await page.goto(`/distribucion/crearDist/${idPeriodo}/tesorero/3`);
    await page.getByRole('table', { name: 'Distribuciones del periodo' }).waitFor({ timeout: 30_000 });
    // Gone if the page reloads (a string: this file is typed for node, without the DOM's globals).
    await page.evaluate('window.sinRecargar = true');
    return new Navegador(browser, page);
  }

  /** Milliseconds until the row of the distribution `motivo` shows on the screen; null past `ms`. */
  async ve(motivo: string, ms: number): Promise<number | null> {
    const t0 = Date.now();
    try {
      await this.page
        .getByRole('table', { name: 'Distribuciones del periodo' })
        .getByRole('row')
        .filter({ hasText: motivo })
        .waitFor({ state: 'visible', timeout: ms });
      return Date.now() - t0;
    } catch {
      return null;
    }
  }

  /** The page was never reloaded since it was opened. */
  async sinRecargar(): Promise<boolean> {
    return (await this.page.evaluate('window.sinRecargar === true')) === true;
  }

  async cerrar(): Promise<void> {
    await this.browser.close();
  }
}
