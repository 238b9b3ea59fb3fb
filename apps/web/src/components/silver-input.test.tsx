import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJE_FORMATO_PLATA, MENSAJE_SIN_DECIMALES, SilverInput, parseSilver } from './silver-input';

describe('parseSilver (docs/domain.md, "Money rules")', () => {
  it('takes Spanish grouping and plain digits alike', () => {
    expect(parseSilver('45.000.000')).toEqual({ value: 45_000_000 });
    expect(parseSilver('45000000')).toEqual({ value: 45_000_000 });
    expect(parseSilver(' $1.234 ')).toEqual({ value: 1_234 });
    expect(parseSilver('')).toEqual({ value: null });
  });

  it('refuses a decimal comma instead of reading 45.000.000,5 as 450.000.005', () => {
    expect(parseSilver('45.000.000,5')).toEqual({ value: null, error: MENSAJE_SIN_DECIMALES });
  });

  it('refuses a dot that does not group thousands (an English decimal point)', () => {
    expect(parseSilver('4.5')).toEqual({ value: null, error: MENSAJE_FORMATO_PLATA });
    expect(parseSilver('12a')).toEqual({ value: null, error: MENSAJE_FORMATO_PLATA });
  });

  it('refuses anything over the maximum, however long, instead of rounding it', () => {
    expect(parseSilver('1.000.000.000.000')).toEqual({ value: 1_000_000_000_000 });
    expect(parseSilver('1.000.000.000.001')).toEqual({ value: null, error: 'El máximo es $1.000.000.000.000' });
    expect(parseSilver('99999999999999999999999')).toEqual({ value: null, error: 'El máximo es $1.000.000.000.000' });
  });
});

function Campo({ onValue }: { onValue: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="plata">Plata</label>
      <SilverInput
        id="plata"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </>
  );
}

describe('SilverInput', () => {
  it('says the maximum, and refuses a longer number as it is typed (the value is emptied, not cut)', async () => {
    const onValue = vi.fn();
    render(<Campo onValue={onValue} />);
    const input = screen.getByLabelText('Plata');
    expect(input).toHaveAccessibleDescription('Número entero, máximo $1.000.000.000.000');
    await userEvent.type(input, '99999999999999999999999');
    expect(input).toHaveAccessibleDescription('El máximo es $1.000.000.000.000');
    expect(input).toHaveValue('99.999.999.999.999.999.999.999');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('shows a decimal comma refused next to the field', async () => {
    const onValue = vi.fn();
    render(<Campo onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Plata'), '45.000.000,5');
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJE_SIN_DECIMALES);
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('gives the value on every key and groups it once the field is left', async () => {
    const onValue = vi.fn();
    render(<Campo onValue={onValue} />);
    const input = screen.getByLabelText('Plata');
    await userEvent.type(input, '45000000');
    expect(onValue).toHaveBeenLastCalledWith(45_000_000);
    await userEvent.tab();
    expect(input).toHaveValue('45.000.000');
  });
});

describe('SilverInput groups as it is typed', () => {
  it('groups the digits typed, keeps a long number exact, and leaves a typed dot to the strict reading', async () => {
    const onValue = vi.fn();
    render(<Campo onValue={onValue} />);
    const input = screen.getByLabelText('Plata');
    await userEvent.type(input, '5000000');
    expect(input).toHaveValue('5.000.000');
    expect(onValue).toHaveBeenLastCalledWith(5_000_000);
    await userEvent.clear(input);
    await userEvent.type(input, '99999999999999999999999');
    expect(input).toHaveValue('99.999.999.999.999.999.999.999');
    expect(onValue).toHaveBeenLastCalledWith(null);
    await userEvent.clear(input);
    await userEvent.type(input, '4.5');
    expect(input).toHaveValue('4.5');
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJE_FORMATO_PLATA);
  });
});
