import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CrearCuentaDialog } from './crear-cuenta-dialog';

describe('CrearCuentaDialog', { timeout: 20_000 }, () => {
  it('says a nickname over 32 characters is too long as it is typed, and keeps all of it (never cut)', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<CrearCuentaDialog cargos={[{ id_cargo: 5, nombre_cargo: 'REPARTIDOR' }]} onHide={vi.fn()} onSave={onSave} />);
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
