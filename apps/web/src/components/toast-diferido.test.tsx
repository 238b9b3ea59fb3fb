import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './toast';

function Boton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('success', 'Guardado', 'Periodo creado')}>
      guardar
    </button>
  );
}

describe('the Toast, loaded after the first screen', () => {
  it('renders no PrimeReact Toast before it is needed', () => {
    const { container } = render(
      <ToastProvider>
        <Boton />
      </ToastProvider>,
    );
    expect(container.querySelector('.p-toast')).toBeNull();
  });

  it('shows a toast asked before its code arrived, once it has', async () => {
    render(
      <ToastProvider>
        <Boton />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'guardar' }));
    expect(await screen.findByText('Periodo creado')).toBeInTheDocument();
    expect(screen.getByText('Guardado')).toBeInTheDocument();
  });
});
