import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RazonInput } from './razon-input';

function Campo({ rows }: { rows?: number }) {
  const [valor, setValor] = useState('');
  return (
    <>
      <label htmlFor="r">Motivo</label>
      <RazonInput id="r" campo="El motivo" value={valor} onChange={setValor} rows={rows} />
      <span data-testid="valor">{JSON.stringify(valor)}</span>
    </>
  );
}

describe('RazonInput', () => {
  it('counts the characters and says when the maximum of 200 is reached', async () => {
    render(<Campo />);
    const campo = screen.getByLabelText('Motivo');
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await userEvent.type(campo, 'ZvZ');
    expect(screen.getByText('3/200')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(campo);
    await userEvent.paste('x'.repeat(197));
    expect(campo).toHaveAccessibleDescription(/Ha llegado al máximo de 200 caracteres \(200\/200\)/);
    expect(screen.getByRole('status')).toHaveTextContent('Ha llegado al máximo de 200 caracteres');
  });

  it('takes zero-width characters and direction marks out as they are pasted', async () => {
    render(<Campo rows={2} />);
    await userEvent.click(screen.getByLabelText('Motivo'));
    await userEvent.paste('\u200FZvZ\u200B en\u2060 Caerleon\uFEFF');
    expect(screen.getByTestId('valor')).toHaveTextContent('"ZvZ en Caerleon"');
    expect(screen.getByLabelText('Motivo')).toHaveValue('ZvZ en Caerleon');
  });

  it('says at once when the text holds a bidirectional override, which cannot be taken out safely', async () => {
    render(<Campo />);
    await userEvent.click(screen.getByLabelText('Motivo'));
    await userEvent.paste('ZvZ \u202Enoelreac');
    expect(screen.getByRole('alert')).toHaveTextContent('El motivo contiene caracteres de control no permitidos');
    expect(screen.getByLabelText('Motivo')).toHaveAttribute('aria-invalid', 'true');
  });
});
