// A table whose figures line up: its columns of class `num` (silver, counts, ids) to the right and on
// one line, its `nowrap` ones (dates) on one line (a column's `className`, components/tabla.tsx).
// `<Tabla className={TABLA_CIFRAS}>`. On a phone's cards (tabla-apilada.css) every cell is a line of
// its own, whatever its column.
import './tabla-cifras.css';

export const TABLA_CIFRAS = 'tabla-cifras';
