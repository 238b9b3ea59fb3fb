import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusquedaJugador } from './busqueda-jugador';

describe('BusquedaJugador (docs/domain.md, "Screens and texts")', () => {
  it('keeps "Buscar" disabled while the field is empty or blank', async () => {
    const onBuscar = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<BusquedaJugador filtro="" onBuscar={onBuscar} />);
    const input = screen.getByPlaceholderText('Ingrese el nickname');
    const buscar = screen.getByRole('button', { name: 'Buscar' });
    expect(buscar).toBeDisabled();
    await user.type(input, '   ');
    expect(buscar).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(onBuscar).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, ' Fen ');
    expect(buscar).toBeEnabled();
    await user.click(buscar);
    expect(onBuscar).toHaveBeenCalledWith('Fen');
  });

  it('searches with Enter and offers to clear an active filter', async () => {
    const onBuscar = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<BusquedaJugador filtro="fen" onBuscar={onBuscar} />);
    expect(screen.getByPlaceholderText('Ingrese el nickname')).toHaveValue('fen');
    await user.type(screen.getByPlaceholderText('Ingrese el nickname'), 'r{Enter}');
    expect(onBuscar).toHaveBeenLastCalledWith('fenr');
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onBuscar).toHaveBeenLastCalledWith('');
    expect(screen.getByPlaceholderText('Ingrese el nickname')).toHaveValue('');
  });

  it('clears the filter in use when the box is emptied', async () => {
    const onBuscar = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<BusquedaJugador filtro="fen" onBuscar={onBuscar} />);
    const input = screen.getByPlaceholderText('Ingrese el nickname');
    await user.type(input, '{Backspace}{Backspace}');
    expect(onBuscar).not.toHaveBeenCalled();
    await user.type(input, '{Backspace}');
    expect(onBuscar).toHaveBeenCalledTimes(1);
    expect(onBuscar).toHaveBeenLastCalledWith('');
    rerender(<BusquedaJugador filtro="" onBuscar={onBuscar} />);
    await user.type(input, 'a{Backspace}');
    expect(onBuscar).toHaveBeenCalledTimes(1);
  });
});
