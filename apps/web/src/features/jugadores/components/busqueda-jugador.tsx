// Player search of docs/domain.md, "Screens and texts": "Buscar" stays disabled while the field is empty, and
// emptying the field clears the filter in use.
import { useState, type FormEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useTextos } from '../../../lib/i18n/textos';
import { textosJugadores } from '../textos';

export interface BusquedaJugadorProps {
  /** The filter in use ('' = none). */
  filtro: string;
  onBuscar(nickname: string): void;
}

export function BusquedaJugador({ filtro, onBuscar }: BusquedaJugadorProps) {
  const t = useTextos(textosJugadores);
  const [texto, setTexto] = useState(filtro);
  const vacio = texto.trim() === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!vacio) onBuscar(texto.trim());
  };

  return (
    <form className="busqueda-jugador" role="search" onSubmit={submit}>
      <InputText
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          // Emptying the box clears the filter: the whole list is back without a «Buscar» that is disabled now.
          if (e.target.value.trim() === '' && filtro !== '') onBuscar('');
        }}
        placeholder={t('buscar.placeholder')}
        aria-label={t('buscar.aria')}
        maxLength={100}
      />
      <Button type="submit" label={t('buscar')} icon="pi pi-search" disabled={vacio} />
      {filtro !== '' ? (
        <Button
          type="button"
          label={t('limpiar')}
          icon="pi pi-times"
          severity="secondary"
          text
          onClick={() => {
            setTexto('');
            onBuscar('');
          }}
        />
      ) : null}
    </form>
  );
}
