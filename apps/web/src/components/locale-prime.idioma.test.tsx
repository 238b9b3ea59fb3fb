// PrimeReact's own texts follow the active language (components/locale-prime.tsx), the calendar's too.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PrimeReactProvider, locale, localeOptions } from 'primereact/api';
import { Dialog } from 'primereact/dialog';
import { usarIdioma } from '../testing/idioma';
import { LocalePrime } from './locale-prime';
import { calendarPt } from './calendar-pt';
import { multiSelectPt } from './multiselect-pt';

// PrimeReact's global locale is left as it comes for the next test.
afterEach(() => {
  locale('en');
});

function App() {
  return (
    <PrimeReactProvider value={{ locale: 'es' }}>
      <LocalePrime />
      <Dialog visible header="X" onHide={() => undefined}>
        <p>…</p>
      </Dialog>
    </PrimeReactProvider>
  );
}

type Opciones = { monthNames: string[]; dayNamesMin: string[]; firstDayOfWeek: number; dateFormat: string; accept: string };

/** The pass-through's name of a day's cell (1 November 2026). */
const nombreDelDia = () => {
  const day = calendarPt.day as (o: { context: { date: { day: number; month: number; year: number } } }) => {
    'aria-label': string;
  };
  return day({ context: { date: { day: 1, month: 10, year: 2026 } } })['aria-label'];
};

describe('PrimeReact in the active language', { timeout: 20_000 }, () => {
  it('Spanish as before, then English as soon as the language changes', async () => {
    render(<App />);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    const es = localeOptions('es') as Opciones;
    expect(es.monthNames[8]).toBe('septiembre');
    expect(es.dayNamesMin).toEqual(['D', 'L', 'M', 'X', 'J', 'V', 'S']);
    expect([es.firstDayOfWeek, es.dateFormat, es.accept]).toEqual([1, 'dd/mm/yy', 'Sí']);
    expect(nombreDelDia()).toBe('1 de noviembre de 2026');

    await act(() => usarIdioma('en'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const en = localeOptions('en') as Opciones;
    expect(en.monthNames[8]).toBe('September');
    expect([en.firstDayOfWeek, en.dateFormat, en.accept]).toEqual([0, 'mm/dd/yy', 'Yes']);
    expect(nombreDelDia()).toBe('November 1, 2026');
    expect(multiSelectPt('x', 'Players').headerCheckbox).toMatchObject({ input: { 'aria-label': 'Select all' } });
  });

  it('Português', async () => {
    await usarIdioma('pt-BR');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    const pt = localeOptions('pt-BR') as Opciones;
    expect(pt.monthNames[2]).toBe('março');
    expect(pt.accept).toBe('Sim');
    expect(nombreDelDia()).toBe('1 de novembro de 2026');
  });
});
