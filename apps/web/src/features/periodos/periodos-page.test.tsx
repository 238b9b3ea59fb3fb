import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { PAGE_SIZE } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { failure, intento, periodo, signIn } from '../../testing/fixtures';
import { choose, dropdownOptions } from '../../testing/primereact';
import { renderWithProviders } from '../../testing/render';
import PeriodosPage from './periodos-page';

afterEach(() => vi.restoreAllMocks());

const LUGARES = [
  { id_lugar_distribucion: 1, lugar: 'Martlock' },
  { id_lugar_distribucion: 2, lugar: 'Bridgewatch' },
];

/**
 * 25 periods: three pages of 10 (each page is shown by one period, `page × 100`); a page past the last
 * has none. The total is the same on every page, as the server's.
 */
const PERIODOS = 25;

function mockGets() {
  return vi.spyOn(api, 'get').mockImplementation(async (url, config) => {
    switch (url) {
      case '/distribuciones/resumenDistribucion': {
        const page = (config?.params as { page: number }).page;
        const message = page <= Math.ceil(PERIODOS / PAGE_SIZE) ? [periodo({ id_periodo: page * 100 })] : [];
        return { data: { ok: true, message, count: PERIODOS } };
      }
      case '/distribuciones/top3BestPlayers':
        return { data: { ok: true, message: [{ nickname: 'ana', total_silver_unitario: 900 }] } };
      case '/distribuciones/top3BestCreadores':
        return { data: { ok: true, message: [{ nickname: 'encargado1', silver_app: 5000 }] } };
      case '/distribuciones/getLugares':
        return { data: { ok: true, lugares: LUGARES } };
      case '/distribuciones/periodosEnCurso':
        // Martlock (1) has the open period 55.
        return {
          data: { ok: true, message: [periodo({ id_periodo: 55, id_lugar_distribucion: 1, lugar: 'Martlock' })], count: 1 },
        };
      default:
        throw new Error(`GET inesperado ${url}`);
    }
  });
}

function Where() {
  const location = useLocation();
  return (
    <span data-testid="where">
      {location.pathname}
      {location.search}
    </span>
  );
}

/** A link elsewhere to `to`, as a browser's Back or a link would go (the page stays mounted). */
function Ir({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      Ir a {to}
    </button>
  );
}

function renderPage(path = '/distribucion', ir?: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/distribucion"
        element={
          <>
            <PeriodosPage />
            <Where />
            {ir ? <Ir to={ir} /> : null}
          </>
        }
      />
      <Route path="/distribucion/crearDist/*" element={<Where />} />
    </Routes>,
    { path },
  );
}

/** The treasurer's overview with «Cambiar valor» of period 100 ($2.000.000) open; `put` answers success. */
async function abrirCambiarValor() {
  signIn('tesorero', [8]);
  mockGets();
  const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Valor actualizado' } });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: '$2.000.000: cambiar valor del periodo 100' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar valor' });
  return { user, put, dialog, input: within(dialog).getByLabelText('Nuevo valor (silver albion)') };
}
describe('PeriodosPage', { timeout: 20_000 }, () => {
  it('shows the cards and the first page to anyone, with no "Nuevo periodo"', async () => {
    signIn(null);
    const get = mockGets();
    renderPage();
    expect(await screen.findByText('TOP Players')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Medalla de oro' })).toBeInTheDocument();
    expect(await screen.findByText('encargado1')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '100' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/distribuciones/resumenDistribucion', { params: { page: 1 } });
    expect(screen.queryByRole('button', { name: 'Nuevo periodo' })).toBeNull();
  });

  it('"Distribución" goes to /distribucion/crearDist/{id}/{nickname}/{estado}', async () => {
    signIn(null);
    mockGets();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Distribución del periodo 100' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/distribucion/crearDist/100/tesorero/3');
  });

  it('lets charge 8 create a period on a chosen place ("Guardar" disabled until then)', async () => {
    signIn('tesorero', [8]);
    mockGets();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: 'Periodo creado', id_periodo: 101 } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nuevo periodo' }));
    const dialog = await screen.findByRole('dialog');
    const guardar = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    await choose(user, 'Lugar', 'Bridgewatch');
    // The form validates asynchronously (its zod resolver): enabled once that has run.
    await waitFor(() => expect(guardar).toBeEnabled());
    await user.click(guardar);
    expect(post).toHaveBeenCalledWith('/distribuciones', [{ idLugarDist: 2, gremioFederacion: 1 }], intento());
    expect(await screen.findByText('Se abrió el periodo 101')).toBeInTheDocument();
  });

  it("«Nuevo periodo» starts at the guild's payment mode and sends the one chosen (docs/libro.md)", async () => {
    signIn('tesorero', [8]);
    const get = mockGets();
    const base = get.getMockImplementation()!;
    get.mockImplementation((url, config) =>
      url === '/gremio/ajustes' ? Promise.resolve({ data: { ok: true, message: { modoPago: 'acumular' } } }) : base(url, config),
    );
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: 'Periodo creado', id_periodo: 102 } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nuevo periodo' }));
    const dialog = await screen.findByRole('dialog');
    const modo = within(dialog).getByRole('group', { name: 'Modo de pago' });
    await waitFor(() => expect(within(modo).getByRole('radio', { name: 'Acumular en los saldos' })).toBeChecked());
    expect(within(modo).getByText(/cada parte pasa al saldo del miembro/)).toBeInTheDocument();
    await user.click(within(modo).getByRole('radio', { name: 'Pagar al finalizar' }));
    expect(within(modo).getByText(/El distribuidor paga a cada jugador/)).toBeInTheDocument();
    await choose(user, 'Lugar', 'Bridgewatch');
    const guardar = within(dialog).getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(guardar).toBeEnabled());
    await user.click(guardar);
    expect(post).toHaveBeenCalledWith(
      '/distribuciones',
      [{ idLugarDist: 2, gremioFederacion: 1, modoPago: 'al_finalizar' }],
      intento(),
    );
  });

  it('shows "Error" / "Error encontrado, porfavor vuelva a intentarlo" when creating fails', async () => {
    signIn('tesorero', [8]);
    mockGets();
    vi.spyOn(api, 'post').mockRejectedValue(failure(409, 'Ya existe un periodo abierto en Bridgewatch'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nuevo periodo' }));
    await choose(user, 'Lugar', 'Bridgewatch');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(/^Error encontrado, porfavor vuelva a intentarlo/)).toHaveTextContent(
      'Ya existe un periodo abierto en Bridgewatch',
    );
    // The dialog stays open to try again.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('changes the silver albion value through "Cambiar valor", and shows the error toast on failure', async () => {
    signIn('tesorero', [8]);
    mockGets();
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValueOnce(failure(409, 'El periodo está Finalizado'))
      .mockResolvedValueOnce({ data: { ok: true, message: 'Valor actualizado' } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '$2.000.000: cambiar valor del periodo 100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar valor' });
    const input = within(dialog).getByLabelText('Nuevo valor (silver albion)');
    await user.clear(input);
    await user.type(input, '5000000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/^Error encontrado, porfavor vuelva a intentarlo/)).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith('/distribuciones/cambiarSilver', [{ idPeriodo: 100, silver: 5_000_000 }], intento());
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar valor' })).toBeNull());
  });
});

describe('PeriodosPage for an officer', { timeout: 20_000 }, () => {
  it('«En curso» lists the periods in course (open first) and stays in the URL; the page too', async () => {
    signIn(null);
    const get = mockGets();
    const { user } = renderPage('/distribucion?pagina=3');
    expect(await screen.findByRole('cell', { name: '300' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'En curso' }));
    expect(await screen.findByRole('cell', { name: '55' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/distribuciones/periodosEnCurso', { params: { page: 1 } });
    expect(screen.getByRole('button', { name: 'En curso' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('/distribucion?estado=en-curso');
  });

  it('opens on the page the URL says, and its "Distribución" leads to that page\'s period', async () => {
    signIn(null);
    mockGets();
    const { user } = renderPage('/distribucion?pagina=2');
    await user.click(await screen.findByRole('button', { name: 'Distribución del periodo 200' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/distribucion/crearDist/200/tesorero/3');
  });

  it('«Nuevo periodo» marks a place with an open period and does not let it be chosen', async () => {
    signIn('tesorero', [8]);
    mockGets();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nuevo periodo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo periodo' });
    await waitFor(async () => {
      const options = await dropdownOptions(user, 'Lugar');
      expect(options).toEqual(['Martlock · ya tiene abierto el periodo 55', 'Bridgewatch']);
    });
    const martlock = screen
      .getAllByRole('option', { hidden: true })
      .find((o) => o.classList.contains('p-dropdown-item') && o.textContent?.startsWith('Martlock'));
    expect(martlock).toHaveClass('p-disabled');
    expect(martlock).toHaveAttribute('aria-disabled', 'true');
    // Clicking it chooses nothing: «Guardar» stays disabled.
    await user.click(martlock!);
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(within(dialog).getByText('Un lugar con un periodo abierto no admite otro hasta cerrarlo.')).toBeInTheDocument();
  });

  it('a double click on «Guardar» creates one period and shows its success', async () => {
    signIn('tesorero', [8]);
    mockGets();
    let answer: (value: unknown) => void = () => undefined;
    const post = vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nuevo periodo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo periodo' });
    await choose(user, 'Lugar', 'Bridgewatch');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled());
    answer({ data: { ok: true, message: 'Periodo creado', id_periodo: 101 } });
    expect(await screen.findByText('Se abrió el periodo 101')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('«Cambiar valor»: cleared and retyped, «Guardar» is enabled without leaving the field, and Enter saves', async () => {
    const { user, put, dialog, input } = await abrirCambiarValor();
    await user.clear(input);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled());
    await user.type(input, '45.000.000');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/distribuciones/cambiarSilver', [{ idPeriodo: 100, silver: 45_000_000 }], intento());
  });

  it('«Cambiar valor» opens with the value selected: what is typed replaces it, never adds to it', async () => {
    const { user, put, input } = await abrirCambiarValor();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('2.000.000');
    await user.keyboard('5000{Enter}');
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/distribuciones/cambiarSilver', [{ idPeriodo: 100, silver: 5_000 }], intento());
  });

  it('«Cambiar valor» refuses a decimal comma and a value over the maximum: nothing is sent', async () => {
    signIn('tesorero', [8]);
    mockGets();
    const put = vi.spyOn(api, 'put');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '$2.000.000: cambiar valor del periodo 100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar valor' });
    const input = within(dialog).getByLabelText('Nuevo valor (silver albion)');
    await user.clear(input);
    await user.type(input, '45.000.000,5');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('La plata es un número entero');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled());
    await user.clear(input);
    await user.type(input, '99999999999999999999999{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('El máximo es $1.000.000.000.000');
    expect(put).not.toHaveBeenCalled();
  });
});

describe('PeriodosPage: paging and dialogs by keyboard', { timeout: 20_000 }, () => {
  it('a stale ?pagina=999 shows the last page, with the pager, and the URL says that page', async () => {
    signIn(null);
    mockGets();
    renderPage('/distribucion?pagina=999');
    expect(await screen.findByRole('cell', { name: '300' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Páginas de periodos' });
    expect(within(pager).getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(pager).toHaveTextContent('21–25 de 25');
    expect(screen.getByTestId('where')).toHaveTextContent('/distribucion?pagina=3');
  });

  it("leaves a page for the last one only on that page's own answer, never on the total shown while it loads", async () => {
    signIn(null);
    const get = mockGets();
    const fallback = get.getMockImplementation()!;
    let responder = () => {};
    get.mockImplementation(async (url, config) => {
      if (url === '/distribuciones/resumenDistribucion' && (config?.params as { page: number }).page === 3)
        await new Promise<void>((resolve) => (responder = resolve));
      return fallback(url, config);
    });
    // «En curso»: one period, one page. Then page 3 of every period (Back to it, or a link), not yet loaded:
    // the one period in course stays on screen meanwhile, with its total of 1.
    const { user } = renderPage('/distribucion?estado=en-curso', '/distribucion?pagina=3');
    expect(await screen.findByRole('cell', { name: '55' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a /distribucion?pagina=3' }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/distribuciones/resumenDistribucion', { params: { page: 3 } }));
    expect(screen.getByRole('cell', { name: '55' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/distribucion?pagina=3');
    responder();
    expect(await screen.findByRole('cell', { name: '300' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/distribucion?pagina=3');
  });

  it.each([
    ['Nuevo periodo', 'Nuevo periodo', 'nuevo-periodo-lugar'],
    ['$2.000.000: cambiar valor del periodo 100', 'Cambiar valor', 'cambiar-valor-input'],
  ])('«%s» opens with the focus on its first field, not on the ×', async (boton, titulo, campo) => {
    signIn('tesorero', [8]);
    mockGets();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: boton }));
    const dialog = await screen.findByRole('dialog', { name: titulo });
    // The place's list (its focusable input) or the silver field.
    await waitFor(() => expect(dialog.querySelector(`#${campo}`)).toHaveFocus());
  });
});
