// The players list of «Nueva distribución» keeps filtering after a selection (docs/domain.md,
// "Screens and texts", period page): the search keeps its text, its filtered list and the focus, so several players are
// picked from one search and the next key still refines it.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JugadoresPicker } from './jugadores-picker';

vi.setConfig({ testTimeout: 20_000 });

const OPCIONES = ['aldrakar', 'brunhild', 'caelum', 'drakkon', 'gorath', 'ravenna', 'sylvos', 'valkora'].map((nickname, i) => ({
  id_player: i + 1,
  nickname,
}));
const idDe = (nick: string) => OPCIONES.find((o) => o.nickname === nick)!.id_player;

function Picker({ onIds }: { onIds: (ids: number[]) => void }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <JugadoresPicker
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onIds(ids);
      }}
      opciones={OPCIONES}
      loading={false}
      loadError={undefined}
      error={undefined}
      onNuevoJugador={() => undefined}
    />
  );
}

const lista = () => screen.getByRole('listbox', { name: 'Jugadores', hidden: true });
const nombres = () =>
  within(lista())
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.textContent);

async function abrir() {
  const onIds = vi.fn();
  render(<Picker onIds={onIds} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Jugadores' }).closest('.p-multiselect') as HTMLElement);
  const filtro = await screen.findByPlaceholderText('Buscar jugador');
  await waitFor(() => expect(filtro).toHaveFocus());
  return { filtro, onIds };
}

/** Waits for the list to show exactly `esperados` (the search answers after a short pause). */
const filtrada = (esperados: string[]) => waitFor(() => expect(nombres()).toEqual(esperados));

describe('JugadoresPicker: the search after a selection', () => {
  it('ticking a player with the mouse keeps the search, its list and the focus: the next key refines it', async () => {
    const { filtro, onIds } = await abrir();
    await userEvent.keyboard('ra');
    await filtrada(['aldrakar', 'drakkon', 'gorath', 'ravenna', 'valkora']);

    await userEvent.click(within(lista()).getByRole('option', { name: 'aldrakar', hidden: true }));
    expect(onIds).toHaveBeenLastCalledWith([idDe('aldrakar')]);
    await waitFor(() => expect(filtro).toHaveFocus());
    expect(filtro).toHaveValue('ra');
    expect(nombres()).toEqual(['aldrakar', 'drakkon', 'gorath', 'ravenna', 'valkora']);

    // A second player from the same search.
    await userEvent.click(within(lista()).getByRole('option', { name: 'gorath', hidden: true }));
    expect(onIds).toHaveBeenLastCalledWith([idDe('aldrakar'), idDe('gorath')]);
    await waitFor(() => expect(filtro).toHaveFocus());

    // Typing goes on into the search.
    await userEvent.keyboard('v');
    expect(filtro).toHaveValue('rav');
    await filtrada(['ravenna']);
  });

  it('ticking with Enter from the search keeps typing in the search', async () => {
    const { filtro, onIds } = await abrir();
    await userEvent.keyboard('lko');
    await filtrada(['valkora']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onIds).toHaveBeenLastCalledWith([idDe('valkora')]);
    await waitFor(() => expect(filtro).toHaveFocus());
    expect(filtro).toHaveValue('lko');

    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}cae');
    expect(filtro).toHaveValue('cae');
    await filtrada(['caelum']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onIds).toHaveBeenLastCalledWith([idDe('valkora'), idDe('caelum')]);
    await waitFor(() => expect(filtro).toHaveFocus());
  });

  it('a new search starts from its first option: Enter never ticks a player the list does not show', async () => {
    const { filtro, onIds } = await abrir();
    await userEvent.keyboard('ra');
    await filtrada(['aldrakar', 'drakkon', 'gorath', 'ravenna', 'valkora']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onIds).toHaveBeenLastCalledWith([idDe('ravenna')]);
    await waitFor(() => expect(filtro).toHaveFocus());

    // The highlight was the 4th option; the new search shows one.
    await userEvent.keyboard('{Backspace}{Backspace}lko');
    await filtrada(['valkora']);
    await userEvent.keyboard('{Enter}');
    expect(onIds).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(filtro).toHaveAttribute('aria-activedescendant', 'dist-jugadores-opcion-0'));
    await userEvent.keyboard('{Enter}');
    expect(onIds).toHaveBeenLastCalledWith([idDe('ravenna'), idDe('valkora')]);
    for (const [ids] of onIds.mock.calls as number[][][]) expect(ids!.every((id) => typeof id === 'number')).toBe(true);
  });
});

describe('JugadoresPicker: a fast typist', () => {
  it('Enter ticks the player shown highlighted, even right after the list opened (before its animation ends)', async () => {
    const onIds = vi.fn();
    render(<Picker onIds={onIds} />);
    const combo = screen.getByRole('combobox', { name: 'Jugadores' });
    // Every key at once, as a fast typist's keys arrive while the list is still opening: ArrowDown
    // opens it with its first player highlighted, the search is typed, then ArrowDown and Enter.
    fireEvent.keyDown(combo, { key: 'ArrowDown', code: 'ArrowDown' });
    const filtro = screen.getByPlaceholderText('Buscar jugador');
    fireEvent.change(filtro, { target: { value: 'sylv' } });
    fireEvent.keyDown(filtro, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(filtro, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onIds).toHaveBeenCalled());
    expect(onIds).toHaveBeenLastCalledWith([idDe('sylvos')]);
    expect(onIds).toHaveBeenCalledTimes(1);
  });
});
