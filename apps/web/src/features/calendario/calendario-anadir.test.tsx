// «Calendario»: an officer adds a player who never signed up (PUT /api/calendario/confirmar with a
// role), and the leader renews the private iCal link after a confirmation (docs/calendario.md).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CARGO } from '@reparto/contract';
import { failure, intento, signIn } from '../../testing/fixtures';
import { choose, dropdownOptions } from '../../testing/primereact';
import { evento, inscripcion, mockApi, renderCalendario, restaurarTrasCadaPrueba, tarjeta } from './calendario-mocks';

restaurarTrasCadaPrueba();
const conAna = [evento({ inscripciones: [inscripcion(11, 'ana', 'tanque', 'apuntado')] })];
const ENLACE = {
  url: 'https://plata.test/api/calendario/calendario.ics',
  privado: 'https://plata.test/api/calendario/calendario.ics?token=viejo',
};

describe('CalendarioPage: adding a player and renewing the private link', { timeout: 30_000 }, () => {
  it('an officer adds a player who never signed up, with a role and «Reserva»; the players on the list are not offered', async () => {
    signIn('encargado1', [CARGO.ENCARGADO_CONTENIDO]);
    const { put } = mockApi({ eventos: conAna });
    const { user } = renderCalendario();
    const card = await tarjeta();
    expect(within(card).getByRole('button', { name: 'Añadir el jugador a ZvZ del sábado' })).toBeDisabled();
    expect(await dropdownOptions(user, 'Añadir jugador')).toEqual(['bruno', 'carla']);
    await user.keyboard('{Escape}');
    await choose(user, 'Añadir jugador', 'bruno', card);
    const formulario = within(card).getByRole('form', { name: 'Añadir un jugador a ZvZ del sábado' });
    await user.selectOptions(within(formulario).getByLabelText('Rol'), 'dps');
    await user.selectOptions(within(formulario).getByLabelText('Estado'), 'reserva');
    await user.click(within(card).getByRole('button', { name: 'Añadir el jugador a ZvZ del sábado' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/calendario/confirmar',
        [{ idEvento: 5, idPlayer: 12, estado: 'reserva', rol: 'dps' }],
        intento(),
      ),
    );
  });

  it('says the server’s refusal (a full role) beside the form', async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    mockApi({
      eventos: conAna,
      confirmar: () => Promise.reject(failure(409, 'No quedan huecos de Tanque en ZvZ del sábado (1 de 1)')),
    });
    const { user } = renderCalendario();
    const card = await tarjeta();
    await choose(user, 'Añadir jugador', 'carla', card);
    await user.click(within(card).getByRole('button', { name: 'Añadir el jugador a ZvZ del sábado' }));
    const formulario = within(card).getByRole('form', { name: 'Añadir un jugador a ZvZ del sábado' });
    expect(await within(formulario).findByRole('alert')).toHaveTextContent('No quedan huecos de Tanque');
  });

  it('a member neither adds players nor renews the link', async () => {
    signIn('miembro1', []);
    mockApi({ eventos: conAna, enlace: ENLACE });
    renderCalendario();
    await tarjeta();
    expect(await screen.findByText('Suscribirse al calendario')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Añadir un jugador/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renovar enlace privado' })).toBeNull();
  });

  it('an officer who is not the leader does not see «Renovar enlace privado»', async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    mockApi({ eventos: conAna, enlace: ENLACE });
    renderCalendario();
    expect(await screen.findByText('Suscribirse al calendario')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renovar enlace privado' })).toBeNull();
  });

  it('the leader renews the private link after saying the old one stops working (focus on «Cancelar»); the new link shows', async () => {
    signIn('lider', [CARGO.LIDER]);
    const renovar = vi.fn(async () => ({ ...ENLACE, privado: `${ENLACE.url}?token=nuevo` }));
    const { post } = mockApi({ eventos: conAna, enlace: ENLACE, renovar });
    const { user } = renderCalendario();
    await user.click(await screen.findByText('Suscribirse al calendario'));
    expect(screen.getByDisplayValue(ENLACE.privado)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renovar enlace privado' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Renovar enlace privado' });
    expect(pregunta).toHaveTextContent('Todos los enlaces privados dados hasta ahora dejarán de funcionar');
    await waitFor(() => expect(within(pregunta).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    expect(renovar).not.toHaveBeenCalled();
    await user.click(within(pregunta).getByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/calendario/renovarEnlaceIcs', undefined, intento()));
    expect(await screen.findByDisplayValue(`${ENLACE.url}?token=nuevo`)).toBeInTheDocument();
    expect(await screen.findByText('Enlace privado renovado')).toBeInTheDocument();
  });
});
