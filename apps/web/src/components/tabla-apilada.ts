// Tables that become a pile of cards on a phone (docs/domain.md, "Screens and texts": every screen
// works at 375 px): below the breakpoint each row is a card, each cell a line "Column: value" (the
// column's name is a copy in each cell, components/tabla.tsx), the actions at the end of the card, and
// nothing scrolls sideways. Above it the table is untouched. `<Tabla apilada>` adds the class.
import './tabla-apilada.css';

/** Keep in step with the media query of tabla-apilada.css. */
export const BREAKPOINT_APILADA = '640px';

/** The class of a table shown as cards on a phone (components/tabla.tsx adds it with `apilada`). */
export const CLASE_APILADA = 'tabla-apilada';

/** `className` of a column of actions: on a phone, a line of buttons at the card's end. */
export const ACCIONES_APILADAS = 'acciones-apiladas';
