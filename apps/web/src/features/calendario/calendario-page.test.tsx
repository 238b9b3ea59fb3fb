// «Calendario» for a member (docs/calendario.md): what an event shows, in the reader's time zone; when
// the sign-up buttons are off and why; a sign-up sent and the server's refusal shown as it says it.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CARGO } from '@reparto/contract';
import { failure, intento, signIn } from '../../testing/fixtures';
import {
  dentroDe,
  evento,
  inscripcion,
  lecturasDeEventos,
  mockApi,
  renderCalendario,
  restaurarTrasCadaPrueba,
  tarjeta,
} from './calendario-mocks';

beforeEach(() => signIn('ana', [CARGO.MIEMBRO]));
restaurarTrasCadaPrueba();

describe('CalendarioPage for a member', () => {
  it('shows the kind, place, start and end in the reader’s time zone, the deadline, the note and the slots taken', async () => {
    const fijo = evento({
      inicio: '2026-12-12T20:00:00.000Z',
      fin: '2026-12-12T22:00:00.000Z',
      cierre_inscripcion: '2026-12-12T19:00:00.000Z',
      inscripciones: [inscripcion(1, 'bruno', 'tanque', 'confirmado'), inscripcion(2, 'carla', 'dps', 'reserva')],
    });
    process.env.TZ = 'America/Sao_Paulo';
    mockApi({ eventos: [fijo] });
    const { unmount } = renderCalendario();
    const card = await tarjeta();
    expect(within(card).getByText('ZvZ')).toBeInTheDocument();
    expect(within(card).getByText('Bridgewatch')).toBeInTheDocument();
    expect(within(card).getByText('sábado, 12 de diciembre, 17:00–19:00 (GMT-3)')).toBeInTheDocument();
    expect(within(card).getByText(/^sábado, 12 de diciembre, 16:00/)).toBeInTheDocument();
    expect(within(card).getByText('Traigan comida de 8')).toBeInTheDocument();
    // A backup takes no slot.
    const huecos = within(card).getByRole('list', { name: 'Huecos por rol' });
    expect(
      within(huecos)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tanque: 1/1', 'DPS: 0/2']);
    unmount();

    // The same instants, read in Tokyo.
    process.env.TZ = 'Asia/Tokyo';
    renderCalendario();
    expect(await within(await tarjeta()).findByText('domingo, 13 de diciembre, 05:00–07:00 (GMT+9)')).toBeInTheDocument();
  });

  it('lists the sign-ups by state with their count, and no officer action', async () => {
    mockApi({
      eventos: [
        evento({
          inscripciones: [
            inscripcion(3, 'dario', 'dps', 'no_va'),
            inscripcion(2, 'carla', 'dps', 'reserva'),
            inscripcion(1, 'bruno', 'tanque', 'confirmado'),
            inscripcion(4, 'elsa', 'dps', 'apuntado'),
          ],
        }),
      ],
    });
    renderCalendario();
    const card = await tarjeta();
    expect(within(card).getByText('1 confirmado · 1 apuntado · 1 en reserva · 1 no va')).toBeInTheDocument();
    const filas = within(within(card).getByRole('table', { name: 'Inscripciones de ZvZ del sábado' })).getAllByRole('row');
    expect(filas.slice(1).map((f) => f.getAttribute('data-testid'))).toEqual([
      'inscripcion-bruno',
      'inscripcion-elsa',
      'inscripcion-carla',
      'inscripcion-dario',
    ]);
    expect(screen.queryByRole('button', { name: 'Nuevo evento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar el evento ZvZ del sábado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar a bruno' })).toBeNull();
  });

  it('turns «Me apunto» off for a full role and says why; a backup, or another role, is still open', async () => {
    mockApi({ eventos: [evento({ inscripciones: [inscripcion(1, 'bruno', 'tanque', 'apuntado')] })] });
    const { user } = renderCalendario();
    const card = await tarjeta();
    const rol = within(card).getByLabelText('Rol');
    // The first role with a free slot is chosen at first.
    expect(rol).toHaveValue('dps');
    expect(within(card).getByRole('button', { name: 'Me apunto' })).toBeEnabled();
    await user.selectOptions(rol, 'tanque');
    const meApunto = within(card).getByRole('button', { name: 'Me apunto' });
    expect(meApunto).toBeDisabled();
    expect(meApunto).toHaveAccessibleDescription(
      'El rol Tanque está completo (1/1): puede apuntarse como reserva o elegir otro rol.',
    );
    expect(within(card).getByRole('button', { name: 'Reserva' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'No voy' })).toBeEnabled();
  });

  it('after the deadline every button is off and says that only officers change the list now', async () => {
    mockApi({ eventos: [evento({ cierre_inscripcion: dentroDe(-1), inicio: dentroDe(1), fin: dentroDe(3) })] });
    renderCalendario();
    const card = await tarjeta();
    for (const nombre of ['Me apunto', 'Reserva', 'No voy']) {
      const boton = within(card).getByRole('button', { name: nombre });
      expect(boton).toBeDisabled();
      expect(boton).toHaveAccessibleDescription(/^Las inscripciones cerraron el .+: solo los oficiales cambian ya la lista\.$/);
    }
  });

  it('a cancelled event takes no sign-up, and says so', async () => {
    mockApi({ eventos: [evento({ estado: 'cancelado' })] });
    renderCalendario();
    const card = await tarjeta();
    expect(within(card).getByText('Cancelado')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Me apunto' })).toHaveAccessibleDescription(
      'El evento se canceló: ya no admite inscripciones.',
    );
  });

  it('shows the member’s own sign-up, its button pressed and off', async () => {
    mockApi({ eventos: [evento({ inscripciones: [inscripcion(7, 'ana', 'dps', 'reserva')] })] });
    renderCalendario();
    const card = await tarjeta();
    expect(within(card).getByText('Su inscripción: Reserva como DPS.')).toBeInTheDocument();
    const reserva = within(card).getByRole('button', { name: 'Reserva' });
    expect(reserva).toHaveAttribute('aria-pressed', 'true');
    expect(reserva).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Me apunto' })).toBeEnabled();
  });

  it('sends the sign-up with the chosen role (one intent) and reads the events again', async () => {
    const { post, get } = mockApi();
    const { user } = renderCalendario();
    const card = await tarjeta();
    const antes = lecturasDeEventos(get);
    await user.selectOptions(within(card).getByLabelText('Rol'), 'dps');
    await user.click(within(card).getByRole('button', { name: 'Reserva' }));
    expect(post).toHaveBeenCalledWith('/calendario/apuntarse', [{ idEvento: 5, rol: 'dps', estado: 'reserva' }], intento());
    await waitFor(() => expect(lecturasDeEventos(get)).toBe(antes + 1));
  });

  it('shows the server’s refusal as it says it (a role filled meanwhile), and reads the list again', async () => {
    const { get } = mockApi({
      apuntarse: () => Promise.reject(failure(409, 'El rol DPS ya está completo (2 de 2)')),
    });
    const { user } = renderCalendario();
    const card = await tarjeta();
    const antes = lecturasDeEventos(get);
    await user.click(within(card).getByRole('button', { name: 'Me apunto' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('El rol DPS ya está completo (2 de 2)');
    expect(lecturasDeEventos(get)).toBe(antes + 1);
  });

  it('without the iCal feed (404) shows nothing of it; with it, both links and «Copiar»', async () => {
    mockApi();
    const { unmount } = renderCalendario();
    await tarjeta();
    expect(screen.queryByText('Suscribirse al calendario')).toBeNull();
    unmount();

    const enlace = {
      url: 'https://plata.example/api/calendario/calendario.ics',
      privado: 'https://plata.example/api/calendario/calendario.ics?token=abc',
    };
    mockApi({ enlace });
    const { user } = renderCalendario();
    await user.click(await screen.findByText('Suscribirse al calendario'));
    expect(screen.getByLabelText('Enlace público (eventos no privados)')).toHaveValue(enlace.url);
    expect(screen.getByLabelText('Enlace privado (con los eventos privados: no lo comparta)')).toHaveValue(enlace.privado);
    await user.click(screen.getByRole('button', { name: 'Copiar: Enlace privado (con los eventos privados: no lo comparta)' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(enlace.privado);
  });
});
