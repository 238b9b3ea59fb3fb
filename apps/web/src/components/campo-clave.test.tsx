import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CampoClave } from './campo-clave';

function Formulario() {
  const [clave, setClave] = useState('secreta-1');
  return (
    <form>
      <label htmlFor="pwd">Contraseña</label>
      <CampoClave inputId="pwd" value={clave} onChange={(e) => setClave(e.target.value)} />
      <button type="button">Después</button>
    </form>
  );
}

describe('the password field', () => {
  it('keeps the focus on «Mostrar la contraseña» when pressed from the keyboard, and says whether it is shown', async () => {
    render(<Formulario />);
    await userEvent.tab();
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    await userEvent.tab();
    const mostrar = () => screen.getByRole('switch', { name: 'Mostrar la contraseña' });
    expect(mostrar()).toHaveFocus();
    expect(mostrar()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    expect(mostrar()).toHaveAttribute('aria-checked', 'true');
    await expect.poll(() => document.activeElement).toBe(mostrar());

    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    await expect.poll(() => document.activeElement).toBe(mostrar());
    // The next Tab goes on from the switch, not from the top of the page.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
  });
});
