import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BotonFila } from './boton-fila';

describe('BotonFila', () => {
  it("is PrimeReact's small button by its markup, named after its row, and pressed with Enter", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<BotonFila label="Pagar" icon="pi pi-check" severity="help" outlined nombre="Pagar a ana" onClick={onClick} />);
    const boton = screen.getByRole('button', { name: 'Pagar a ana' });
    expect(boton).toHaveClass('p-button', 'p-component', 'p-button-sm', 'p-button-outlined', 'p-button-help');
    expect(boton).toHaveTextContent('Pagar');
    expect(boton.querySelector('.p-button-icon')).toHaveClass('pi', 'pi-check', 'p-button-icon-left');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while its action is sent: a spinner instead of the icon, and it cannot be pressed again', async () => {
    const onClick = vi.fn();
    render(<BotonFila label="Pagar" icon="pi pi-check" loading nombre="Pagar a ana" onClick={onClick} />);
    const boton = screen.getByRole('button', { name: 'Pagar a ana' });
    expect(boton).toBeDisabled();
    expect(boton).toHaveClass('p-button-loading', 'p-disabled');
    expect(boton.querySelector('.p-button-icon')).toHaveClass('pi-spinner');
    expect(boton.querySelector('.pi-check')).toBeNull();
    await userEvent.click(boton);
    expect(onClick).not.toHaveBeenCalled();
  });
});
