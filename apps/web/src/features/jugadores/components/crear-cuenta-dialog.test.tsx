import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CuentaRow } from '@reparto/contract';
import { CrearCuentaDialog } from './crear-cuenta-dialog';
import { ClaveCuentaDialog } from './clave-cuenta-dialog';
import { CargosCuentaDialog } from './cargos-cuenta-dialog';

const CARGOS = [{ id_cargo: 5, nombre_cargo: 'REPARTIDOR' }];
const CUENTA: CuentaRow = {
  id_cuenta: 3,
  email: 'ana@gremio.test',
  discord: null,
  id_player: 9,
  nickname: 'ana',
  estado_jugador: true,
  activa: true,
  cargos: [5],
  creada: '2026-11-20T10:00:00.000Z',
};

describe('CrearCuentaDialog', { timeout: 20_000 }, () => {
  it('says a nickname over 32 characters is too long as it is typed, and keeps all of it (never cut)', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<CrearCuentaDialog cargos={CARGOS} onHide={vi.fn()} onSave={onSave} />);
    const user = userEvent.setup({ delay: null });
    const campo = screen.getByLabelText('Nickname del jugador');
    await user.type(campo, 'B'.repeat(33));
    expect(campo).toHaveValue('b'.repeat(33));
    expect(await screen.findByText('El nickname admite como máximo 32 caracteres')).toBeInTheDocument();
    await user.type(campo, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('El nickname admite como máximo 32 caracteres')).toBeNull());
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the account dialogs open with the focus on their first field, not on the close button', () => {
  it('«Crear cuenta»: the nickname', async () => {
    render(<CrearCuentaDialog cargos={CARGOS} onHide={vi.fn()} onSave={vi.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Nickname del jugador')).toHaveFocus());
  });

  it('«Restablecer contraseña»: the new password', async () => {
    render(<ClaveCuentaDialog cuenta={CUENTA} propia={false} onHide={vi.fn()} onSave={vi.fn()} />);
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('clave-cuenta')));
  });

  it('«Cargos»: the charges', async () => {
    render(<CargosCuentaDialog cuenta={CUENTA} propia={false} cargos={CARGOS} onHide={vi.fn()} onSave={vi.fn()} />);
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('cargos-cuenta')));
  });
});
