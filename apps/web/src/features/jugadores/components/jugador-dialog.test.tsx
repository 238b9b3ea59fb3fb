import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JugadorRow } from '@reparto/contract';
import { choose } from '../../../testing/primereact';
import { JugadorDialog, puedeGuardar, type JugadorDialogProps } from './jugador-dialog';

const ROLES = [
  { id_rol: 1, nombre_rol: 'Tanque' },
  { id_rol: 3, nombre_rol: 'DPS' },
];
const CARGOS = [
  { id_cargo: 3, nombre_cargo: 'MIEMBRO' },
  { id_cargo: 4, nombre_cargo: 'RECLUTA' },
];

function renderDialog(props: Partial<JugadorDialogProps> = {}) {
  const onSave = vi.fn<JugadorDialogProps['onSave']>().mockResolvedValue(undefined);
  const onHide = vi.fn();
  render(<JugadorDialog visible jugador={null} roles={ROLES} cargos={CARGOS} onHide={onHide} onSave={onSave} {...props} />);
  return { onSave, onHide, user: userEvent.setup({ delay: null }) };
}

describe('puedeGuardar (docs/domain.md, "Screens and texts")', () => {
  it.each([
    [{ nickname: '', idRol: 1, idCargo: 3 }, false],
    [{ nickname: '   ', idRol: 1, idCargo: 3 }, false],
    [{ nickname: 'ana', idRol: 0, idCargo: 3 }, false],
    [{ nickname: 'ana', idRol: 1, idCargo: 0 }, false],
    [{ nickname: 'ana', idRol: 1, idCargo: 3 }, true],
  ])('%j → %s', (draft, expected) => {
    expect(puedeGuardar(draft)).toBe(expected);
  });
});

describe('JugadorDialog', { timeout: 20_000 }, () => {
  it('in create mode is titled "Registrar nuevo player", with both placeholders and "Guardar"', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Registrar nuevo player')).toBeInTheDocument();
    const labels = [...dialog.querySelectorAll('.p-dropdown-label')].map((e) => e.textContent);
    expect(labels).toEqual(['Selecciona un rol', 'Selecciona un cargo']);
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('says a nickname over 32 characters is too long as it is typed, and keeps all of it (never cut)', async () => {
    const { user, onSave } = renderDialog();
    const campo = screen.getByLabelText('Nickname');
    await user.type(campo, 'a'.repeat(33));
    expect(campo).toHaveValue('a'.repeat(33));
    expect(await screen.findByText('El nickname admite como máximo 32 caracteres')).toBeInTheDocument();
    await user.type(campo, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('El nickname admite como máximo 32 caracteres')).toBeNull());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('closes only the open list of roles on Escape, not the dialog', async () => {
    const { user, onHide } = renderDialog();
    const rol = screen.getByRole('dialog').querySelector('#jugador-rol')!.closest('.p-dropdown') as HTMLElement;
    await user.click(rol);
    await waitFor(() => expect(rol.querySelector('[aria-expanded="true"]')).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(rol.querySelector('[aria-expanded="true"]')).toBeNull());
    expect(onHide).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalled();
  });

  it('keeps the submit disabled until nickname, rol and cargo are all given', async () => {
    const { user, onSave } = renderDialog();
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    await user.type(screen.getByLabelText('Nickname'), 'ana');
    expect(guardar).toBeDisabled();
    await choose(user, 'Rol', 'DPS');
    expect(guardar).toBeDisabled();
    await choose(user, 'Cargo', 'RECLUTA');
    expect(guardar).toBeEnabled();
    await user.clear(screen.getByLabelText('Nickname'));
    expect(guardar).toBeDisabled();
    await user.type(screen.getByLabelText('Nickname'), '   ');
    expect(guardar).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lower-cases the nickname as it is typed and sends the item of the contract', async () => {
    const { user, onSave } = renderDialog();
    await user.type(screen.getByLabelText('Nickname'), 'DarkVEX99');
    expect(screen.getByLabelText('Nickname')).toHaveValue('darkvex99');
    await choose(user, 'Rol', 'Tanque');
    await choose(user, 'Cargo', 'MIEMBRO');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({ nickname: 'darkvex99', idRol: 1, idCargo: 3 });
  });

  it('shows the contract rule of the nickname as it is typed and keeps "Guardar" disabled', async () => {
    const { user, onSave } = renderDialog();
    await choose(user, 'Rol', 'Tanque');
    await choose(user, 'Cargo', 'MIEMBRO');
    await user.type(screen.getByLabelText('Nickname'), 'a b');
    expect(await screen.findByText('El nickname solo admite letras y números')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says why "Guardar" is disabled while the nickname is too short', async () => {
    const { user } = renderDialog();
    await choose(user, 'Rol', 'Tanque');
    await choose(user, 'Cargo', 'MIEMBRO');
    const campo = screen.getByLabelText('Nickname');
    await user.type(campo, 'ab');
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    await waitFor(() => expect(campo).toHaveAccessibleDescription('El nickname debe tener al menos 3 caracteres'));
    expect(guardar).toHaveAccessibleDescription('El nickname debe tener al menos 3 caracteres');
    await user.type(campo, 'c');
    await waitFor(() => expect(campo).not.toHaveAccessibleDescription());
    expect(guardar).toBeEnabled();
  });

  it('says which choices "Guardar" still waits for', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Nickname'), 'ana');
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    expect(guardar).toHaveAccessibleDescription('Falta el rol y el cargo');
    await choose(user, 'Rol', 'Tanque');
    expect(guardar).toHaveAccessibleDescription('Falta el cargo');
    await choose(user, 'Cargo', 'MIEMBRO');
    expect(guardar).not.toHaveAccessibleDescription();
  });

  it('opens with the focus on the nickname, not on the close button', async () => {
    renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveFocus());
  });

  it("shows the server's message when saving fails", async () => {
    const { user } = renderDialog({ onSave: vi.fn().mockResolvedValue('Ya existe un jugador con ese nickname') });
    await user.type(screen.getByLabelText('Nickname'), 'ana');
    await choose(user, 'Rol', 'Tanque');
    await choose(user, 'Cargo', 'MIEMBRO');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un jugador con ese nickname');
  });

  it('in edit mode is titled "Editar player", holds the row and submits with "Editar"', async () => {
    const row: JugadorRow = {
      id_player: 7,
      nickname: 'fenrik',
      nombre_cargo: 'RECLUTA',
      nombre_rol: 'DPS',
      fecha_registro: '2025-09-21T10:00:00.000Z',
      estado: true,
      id_cargo: 4,
      id_rol: 3,
    };
    const { user, onSave } = renderDialog({ jugador: row });
    expect(screen.getByText('Editar player')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toHaveValue('fenrik');
    const editar = screen.getByRole('button', { name: 'Editar' });
    expect(editar).toBeEnabled();
    await choose(user, 'Rol', 'Tanque');
    await user.click(editar);
    expect(onSave).toHaveBeenCalledWith({ nickname: 'fenrik', idRol: 1, idCargo: 4 });
  });
});
