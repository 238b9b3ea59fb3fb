// A searchable list of players (PrimeReact's Dropdown with its filter, through the app's pass-through):
// the leader's «Personajes» and an officer adding a player to an event's list.
import { Dropdown } from 'primereact/dropdown';
import type { JugadorOpcion } from '@reparto/contract';
import { dropdownPt } from './dropdown-pt';

export function SelectorJugador({
  inputId,
  label,
  value,
  opciones,
  placeholder,
  vacio,
  onChange,
}: {
  inputId: string;
  /** The field's label: the list's accessible name too. */
  label: string;
  value: number | null;
  opciones: JugadorOpcion[];
  placeholder: string;
  /** Said when no player is left to choose or none matches the search. */
  vacio: string;
  onChange(idPlayer: number): void;
}) {
  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={opciones}
      optionLabel="nickname"
      optionValue="id_player"
      filter
      filterInputAutoFocus
      placeholder={placeholder}
      emptyMessage={vacio}
      emptyFilterMessage={vacio}
      onChange={(e) => onChange(e.value as number)}
      pt={dropdownPt(label)}
    />
  );
}
