// A weight typed key by key (docs/domain.md, "Money rules"): what the field shows is the weight used,
// a weight under 1 can be typed, and out of range or empty is refused with a sentence, never clamped.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJE_PESO, MENSAJE_PESO_VACIO } from '@reparto/contract';
import { PesoInput } from './peso-input';

/** The field as the dialog holds it: the form keeps the weight (null while the text is not one). */
function Peso({ inicial = 1, onPeso }: { inicial?: number | null; onPeso: (peso: number | null) => void }) {
  const [peso, setPeso] = useState<number | null>(inicial);
  return (
    <PesoInput
      id="peso-aldrakar"
      nickname="aldrakar"
      peso={peso}
      onChange={(p) => {
        setPeso(p);
        onPeso(p);
      }}
    />
  );
}

async function escribir(texto: string, inicial: number | null = 1) {
  const onPeso = vi.fn();
  render(<Peso inicial={inicial} onPeso={onPeso} />);
  const campo = screen.getByLabelText('Peso de aldrakar');
  await userEvent.clear(campo);
  await userEvent.type(campo, texto);
  return { campo, onPeso };
}

describe('PesoInput typed key by key', () => {
  it.each([
    ['0,5', 0.5],
    ['0.5', 0.5],
    ['1,5', 1.5],
  ])('%s gives exactly that weight', async (texto, peso) => {
    const { campo, onPeso } = await escribir(texto);
    expect(campo).toHaveValue(texto);
    expect(onPeso).toHaveBeenLastCalledWith(peso);
    expect(campo).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(campo);
    expect(campo).toHaveValue(texto.replace('.', ','));
  });

  it('refuses 150 with a sentence and keeps it as typed, never clamped to 10', async () => {
    const { campo, onPeso } = await escribir('150');
    expect(campo).toHaveValue('150');
    expect(onPeso).toHaveBeenLastCalledWith(null);
    expect(onPeso).not.toHaveBeenCalledWith(10);
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(campo).toHaveAccessibleDescription(MENSAJE_PESO);
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJE_PESO);
    fireEvent.blur(campo);
    expect(campo).toHaveValue('150');
  });

  it('says so when it is emptied, and stays empty', async () => {
    const onPeso = vi.fn();
    render(<Peso inicial={2} onPeso={onPeso} />);
    const campo = screen.getByLabelText('Peso de aldrakar');
    expect(campo).toHaveValue('2');
    await userEvent.type(campo, '{Backspace}');
    expect(campo).toHaveValue('');
    expect(onPeso).toHaveBeenLastCalledWith(null);
    expect(campo).toHaveAccessibleDescription(MENSAJE_PESO_VACIO);
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJE_PESO_VACIO);
    fireEvent.blur(campo);
    expect(campo).toHaveValue('');
  });
});
