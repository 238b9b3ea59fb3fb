// Silver in each language (docs/domain.md, "Money rules"): es and pt-BR group with dots and refuse a
// decimal comma; en groups with commas and refuses a decimal dot. Never guessed, never rounded.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usarIdioma } from '../testing/idioma';
import {
  MENSAJE_FORMATO_PLATA,
  MENSAJE_SIN_DECIMALES,
  SilverInput,
  mensajeFormatoPlata,
  mensajeSinDecimales,
  parseSilver,
} from './silver-input';

describe('parseSilver in Spanish (the default)', { timeout: 20_000 }, () => {
  it('takes dots for thousands and refuses a comma, with the Spanish sentences', () => {
    expect(parseSilver('45.000.000', 1e12, 'es')).toEqual({ value: 45_000_000 });
    expect(parseSilver('45000000', 1e12, 'es')).toEqual({ value: 45_000_000 });
    expect(parseSilver('45,000,000', 1e12, 'es')).toEqual({
      value: null,
      error: 'La plata es un número entero: quite la coma y los decimales',
    });
    expect(parseSilver('4.5', 1e12, 'es')).toEqual({
      value: null,
      error: 'Escriba solo dígitos, con puntos para separar los miles (45.000.000)',
    });
  });
});

describe('parseSilver in English', { timeout: 20_000 }, () => {
  it('takes commas for thousands and plain digits', async () => {
    await usarIdioma('en');
    expect(parseSilver('45,000,000')).toEqual({ value: 45_000_000 });
    expect(parseSilver('45000000')).toEqual({ value: 45_000_000 });
    expect(parseSilver(' $1,234 ')).toEqual({ value: 1_234 });
    expect(parseSilver('')).toEqual({ value: null });
  });

  it('refuses a decimal dot (a Spanish grouping too) instead of guessing', async () => {
    await usarIdioma('en');
    const sinDecimales = 'Silver is a whole number: remove the decimal point and the decimals';
    expect(parseSilver('45,000,000.5')).toEqual({ value: null, error: sinDecimales });
    expect(parseSilver('45.000.000')).toEqual({ value: null, error: sinDecimales });
    expect(parseSilver('4.5')).toEqual({ value: null, error: sinDecimales });
  });

  it('refuses a comma that does not group thousands, and a stray character', async () => {
    await usarIdioma('en');
    const formato = 'Type digits only, with commas for thousands (45,000,000)';
    expect(parseSilver('4,5')).toEqual({ value: null, error: formato });
    expect(parseSilver('45,0000')).toEqual({ value: null, error: formato });
    expect(parseSilver('12a')).toEqual({ value: null, error: formato });
  });

  it('says the maximum with its own grouping', async () => {
    await usarIdioma('en');
    expect(parseSilver('1,000,000,000,000')).toEqual({ value: 1_000_000_000_000 });
    expect(parseSilver('1,000,000,000,001')).toEqual({ value: null, error: 'The maximum is $1,000,000,000,000' });
  });
});

describe('parseSilver in Português', { timeout: 20_000 }, () => {
  it('takes dots for thousands and refuses a decimal comma, in Portuguese', async () => {
    await usarIdioma('pt-BR');
    expect(parseSilver('45.000.000')).toEqual({ value: 45_000_000 });
    expect(parseSilver('45000000')).toEqual({ value: 45_000_000 });
    expect(parseSilver('45.000.000,5')).toEqual({
      value: null,
      error: 'A prata é um número inteiro: tire a vírgula e os decimais',
    });
    expect(parseSilver('4.5')).toEqual({
      value: null,
      error: 'Digite só dígitos, com pontos para separar os milhares (45.000.000)',
    });
    expect(parseSilver('1.000.000.000.001')).toEqual({ value: null, error: 'O máximo é $1.000.000.000.000' });
  });
});

describe('the sentences by name', { timeout: 20_000 }, () => {
  it('follow the active language (the functions, and the bindings other modules import)', async () => {
    expect(MENSAJE_SIN_DECIMALES).toBe('La plata es un número entero: quite la coma y los decimales');
    await usarIdioma('en');
    expect(MENSAJE_SIN_DECIMALES).toBe(mensajeSinDecimales());
    expect(MENSAJE_FORMATO_PLATA).toBe('Type digits only, with commas for thousands (45,000,000)');
    expect(mensajeFormatoPlata('es')).toBe('Escriba solo dígitos, con puntos para separar los miles (45.000.000)');
  });
});

function Campo({ onValue, inicial = null }: { onValue: (v: number | null) => void; inicial?: number | null }) {
  const [value, setValue] = useState<number | null>(inicial);
  return (
    <>
      <label htmlFor="plata">Silver</label>
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

describe('SilverInput in English', { timeout: 20_000 }, () => {
  it('says the maximum, groups with commas as it is typed, and refuses a decimal dot', async () => {
    await usarIdioma('en');
    const onValue = vi.fn();
    render(<Campo onValue={onValue} />);
    const input = screen.getByLabelText('Silver');
    expect(input).toHaveAccessibleDescription('Whole number, maximum $1,000,000,000,000');
    await userEvent.type(input, '5000000');
    expect(input).toHaveValue('5,000,000');
    expect(onValue).toHaveBeenLastCalledWith(5_000_000);
    await userEvent.clear(input);
    await userEvent.type(input, '4.5');
    expect(input).toHaveValue('4.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Silver is a whole number: remove the decimal point and the decimals');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});

describe('SilverInput in Português', { timeout: 20_000 }, () => {
  it('groups with dots and says its hint in Portuguese', async () => {
    await usarIdioma('pt-BR');
    const onValue = vi.fn();
    render(<Campo onValue={onValue} />);
    const input = screen.getByLabelText('Silver');
    expect(input).toHaveAccessibleDescription('Número inteiro, máximo $1.000.000.000.000');
    await userEvent.type(input, '45000000');
    expect(input).toHaveValue('45.000.000');
    expect(onValue).toHaveBeenLastCalledWith(45_000_000);
  });
});

describe('SilverInput when the language changes', { timeout: 20_000 }, () => {
  it('shows the same amount in the new grouping, without changing the value', async () => {
    const onValue = vi.fn();
    render(<Campo onValue={onValue} inicial={45_000_000} />);
    const input = screen.getByLabelText('Silver');
    expect(input).toHaveValue('45.000.000');
    await act(() => usarIdioma('en'));
    expect(input).toHaveValue('45,000,000');
    expect(input).toHaveAccessibleDescription('Whole number, maximum $1,000,000,000,000');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('reads a refused text again in the new language and tells the form', async () => {
    const onValue = vi.fn();
    render(<Campo onValue={onValue} />);
    const input = screen.getByLabelText('Silver');
    await userEvent.type(input, '4,500');
    expect(onValue).toHaveBeenLastCalledWith(null);
    await act(() => usarIdioma('en'));
    expect(input).toHaveValue('4,500');
    expect(onValue).toHaveBeenLastCalledWith(4_500);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
