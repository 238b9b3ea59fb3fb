// «Calendario» for officers (docs/calendario.md): plan an event (the reader's times sent in UTC, the
// contract's checks before sending, the server's refusal in the dialog), decide on each sign-up, cancel,
// and after the event «Crear distribución» — a content manager's, and only where a period is open.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARGO, type ParaDistribuir } from '@reparto/contract';
import { failure, intento, signIn } from '../../testing/fixtures';
import { dentroDe, evento, inscripcion, mockApi, renderCalendario, restaurarTrasCadaPrueba, tarjeta } from './calendario-mocks';

restaurarTrasCadaPrueba();
const terminado = evento({
  inicio: dentroDe(-3),
  fin: dentroDe(-1),
  cierre_inscripcion: dentroDe(-4),
  inscripciones: [inscripcion(1, 'bruno', 'tanque', 'confirmado')],
});
const paraDistribuir = (id_periodo: number | null): ParaDistribuir => ({
  id_distribucion: 0,
  motivo: 'ZvZ del sábado',
  silver: 0,
  desglose: null,
  jugadores: [{ id_player: 1, nickname: 'bruno', peso: 1, activo: true }],
  origen: null,
  extras: [],
  id_periodo,
});

describe('CalendarioPage for officers', { timeout: 30_000 }, () => {
  it('decides on each sign-up: confirm, move to backup, remove (PUT confirmar)', async () => {
    signIn('lider', [CARGO.LIDER]);
    const { put } = mockApi({ eventos: [evento({ inscripciones: [inscripcion(1, 'bruno', 'tanque', 'apuntado')] })] });
    const { user } = renderCalendario();
    const card = await tarjeta();
    expect(screen.getByRole('button', { name: 'Nuevo evento' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Editar el evento ZvZ del sábado' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Confirmar a bruno' }));
    expect(put).toHaveBeenCalledWith('/calendario/confirmar', [{ idEvento: 5, idPlayer: 1, estado: 'confirmado' }], intento());
    await user.click(within(card).getByRole('button', { name: 'A reserva: bruno' }));
    expect(put).toHaveBeenLastCalledWith('/calendario/confirmar', [{ idEvento: 5, idPlayer: 1, estado: 'reserva' }], intento());
    await user.click(within(card).getByRole('button', { name: 'Quitar a bruno de la lista' }));
    expect(put).toHaveBeenLastCalledWith('/calendario/confirmar', [{ idEvento: 5, idPlayer: 1, estado: 'quitado' }], intento());
  });

  it('shows the server’s refusal of a decision', async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    mockApi({
      eventos: [evento({ inscripciones: [inscripcion(1, 'bruno', 'tanque', 'apuntado')] })],
      confirmar: () => Promise.reject(failure(409, 'El evento está cancelado')),
    });
    const { user } = renderCalendario();
    const card = await tarjeta();
    await user.click(within(card).getByRole('button', { name: 'Confirmar a bruno' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('El evento está cancelado');
  });

  it('creates an event: the reader’s times go in UTC; the contract refuses a deadline after the start before sending', async () => {
    process.env.TZ = 'America/Sao_Paulo';
    signIn('encargado1', [CARGO.ENCARGADO_CONTENIDO]);
    const crear = vi.fn(async () => ({ ok: true, message: 'Evento creado', evento: evento() }));
    const { post } = mockApi({ crear });
    const { user } = renderCalendario();
    await tarjeta();
    await user.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo evento' });
    expect(within(dialog).getByText('Horas en su zona horaria (America/Sao_Paulo).')).toBeInTheDocument();
    // Only the active templates are offered.
    const plantilla = within(dialog).getByLabelText('Plantilla');
    await within(plantilla).findByRole('option', { name: 'ZvZ' });
    expect(within(plantilla).queryByRole('option', { name: 'Vieja' })).toBeNull();
    await user.selectOptions(plantilla, 'ZvZ');
    await user.selectOptions(within(dialog).getByLabelText('Lugar'), 'Bridgewatch');
    fireEvent.change(within(dialog).getByLabelText('Inicio'), { target: { value: '2026-12-20T21:00' } });
    fireEvent.change(within(dialog).getByLabelText('Fin'), { target: { value: '2026-12-20T23:30' } });
    fireEvent.change(within(dialog).getByLabelText('Cierre de inscripciones'), { target: { value: '2026-12-20T21:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Crear evento' }));
    expect(
      await within(dialog).findByText('El cierre de inscripciones no puede ser posterior al inicio del evento'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Cierre de inscripciones'), { target: { value: '2026-12-20T20:00' } });
    await user.clear(within(dialog).getByLabelText('DPS'));
    await user.type(within(dialog).getByLabelText('DPS'), '5');
    await user.type(within(dialog).getByLabelText('Nota'), 'Traigan comida');
    await user.type(within(dialog).getByLabelText('Título'), 'ZvZ del domingo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear evento' }));
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/calendario/eventos',
      [
        {
          titulo: 'ZvZ del domingo',
          idPlantilla: 2,
          idLugarDist: 2,
          inicio: '2026-12-21T00:00:00.000Z',
          fin: '2026-12-21T02:30:00.000Z',
          cierreInscripcion: '2026-12-20T23:00:00.000Z',
          huecos: { tanque: 1, sanador: 1, dps: 5, soporte: 1, explorador: 0, caller: 1 },
          nota: 'Traigan comida',
          privado: false,
        },
      ],
      intento(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo evento' })).toBeNull());
  });

  it('shows the server’s refusal of a new event in its dialog, which stays open', async () => {
    signIn('encargado1', [CARGO.ENCARGADO_CONTENIDO]);
    mockApi({ crear: () => Promise.reject(failure(400, 'La plantilla 2 está desactivada')) });
    const { user } = renderCalendario();
    await tarjeta();
    await user.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo evento' });
    await user.selectOptions(within(dialog).getByLabelText('Lugar'), 'Bridgewatch');
    await user.click(within(dialog).getByRole('button', { name: 'Crear evento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La plantilla 2 está desactivada');
  });

  it('edits only what changed, and cancels with one more question', async () => {
    signIn('encargado1', [CARGO.ENCARGADO_CONTENIDO]);
    const editar = vi.fn(async () => ({ ok: true, message: 'Evento guardado', evento: evento() }));
    const { put } = mockApi({ editar });
    const { user } = renderCalendario();
    const card = await tarjeta();
    await user.click(within(card).getByRole('button', { name: 'Editar el evento ZvZ del sábado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar ZvZ del sábado' });
    await user.clear(within(dialog).getByLabelText('Nota'));
    await user.type(within(dialog).getByLabelText('Nota'), 'Comida de 8 y pociones');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/calendario/eventos', [{ idEvento: 5, nota: 'Comida de 8 y pociones' }], intento()),
    );

    await user.click(within(card).getByRole('button', { name: 'Cancelar evento ZvZ del sábado' }));
    const cancelar = await screen.findByRole('dialog', { name: 'Cancelar ZvZ del sábado' });
    await user.click(within(cancelar).getByRole('button', { name: 'Cancelar evento' }));
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith('/calendario/eventos', [{ idEvento: 5, estado: 'cancelado' }], intento()),
    );
  });

  it('after the event, a content manager’s «Crear distribución» goes to the open period with the event', async () => {
    signIn('encargado1', [CARGO.ENCARGADO_CONTENIDO]);
    const { get } = mockApi({ eventos: [terminado], paraDistribuir: () => paraDistribuir(9) });
    const { user } = renderCalendario();
    const card = await tarjeta();
    // Ended: no sign-up buttons, no edit.
    expect(within(card).queryByRole('button', { name: 'Me apunto' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Editar el evento ZvZ del sábado' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Crear distribución de ZvZ del sábado' }));
    expect(await screen.findByTestId('ubicacion')).toHaveTextContent('/distribucion/crearDist/9/-/3?evento=5');
    expect(get).toHaveBeenCalledWith('/calendario/paraDistribuir', { params: { idEvento: 5 } });
  });

  it('says so when the event’s place has no open period', async () => {
    signIn('encargado1', [CARGO.ENCARGADO_CONTENIDO]);
    mockApi({ eventos: [terminado], paraDistribuir: () => paraDistribuir(null) });
    const { user } = renderCalendario();
    const card = await tarjeta();
    await user.click(within(card).getByRole('button', { name: 'Crear distribución de ZvZ del sábado' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'No hay un periodo abierto en Bridgewatch: el tesorero debe abrir uno para crear la distribución.',
    );
    expect(screen.queryByTestId('ubicacion')).toBeNull();
  });

  it('«Crear distribución» is a content manager’s: a treasurer is told so, a member sees nothing; once made it is named', async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    mockApi({ eventos: [terminado] });
    const { unmount } = renderCalendario();
    const card = await tarjeta();
    expect(within(card).getByText('Un encargado de contenido crea su distribución.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Crear distribución de/ })).toBeNull();
    unmount();

    signIn('ana', [CARGO.MIEMBRO]);
    renderCalendario();
    const otra = await tarjeta();
    expect(within(otra).queryByText('Un encargado de contenido crea su distribución.')).toBeNull();
    expect(within(otra).queryByRole('button', { name: /Crear distribución de/ })).toBeNull();
  });

  it('an event already split names its distribution instead', async () => {
    signIn('encargado1', [CARGO.ENCARGADO_CONTENIDO]);
    mockApi({ eventos: [{ ...terminado, id_distribucion: 44 }] });
    renderCalendario();
    const card = await tarjeta();
    expect(within(card).getByText('Distribución #44 creada con este evento.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Crear distribución de/ })).toBeNull();
  });
});
