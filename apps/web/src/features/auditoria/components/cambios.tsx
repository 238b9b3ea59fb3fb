// The before/after of an audit row, readable: one line per field with its value before and after
// (changed fields marked), or the JSON itself when it is not a plain object. Values render as text.
import type { AuditoriaRow } from '@reparto/contract';

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as short readable text: strings as they are, the rest as compact JSON. */
export function valorTexto(v: unknown): string {
  if (v === undefined) return '—';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

export function Cambios({ row }: { row: AuditoriaRow }) {
  const { antes, despues } = row;
  if ((antes === null || isPlain(antes)) && (despues === null || isPlain(despues))) {
    const a = antes ?? {};
    const d = despues ?? {};
    const campos = [...new Set([...Object.keys(a), ...Object.keys(d)])];
    if (campos.length === 0) return <p className="auditoria-vacio">Sin datos de antes ni de después.</p>;
    return (
      <div className="table-scroll">
        <table className="auditoria-cambios" aria-label={`Cambios del registro ${row.id_auditoria}`}>
          <thead>
            <tr>
              <th scope="col">Campo</th>
              <th scope="col">Antes</th>
              <th scope="col">Después</th>
            </tr>
          </thead>
          <tbody>
            {campos.map((campo) => {
              const cambio = antes !== null && JSON.stringify(a[campo]) !== JSON.stringify(d[campo]);
              return (
                <tr key={campo} className={cambio ? 'auditoria-cambio' : undefined}>
                  <th scope="row">{campo}</th>
                  <td>{antes === null ? '—' : valorTexto(a[campo])}</td>
                  <td>{despues === null ? '—' : valorTexto(d[campo])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="auditoria-json">
      <div>
        <h3>Antes</h3>
        <pre>{JSON.stringify(antes, null, 2)}</pre>
      </div>
      <div>
        <h3>Después</h3>
        <pre>{JSON.stringify(despues, null, 2)}</pre>
      </div>
    </div>
  );
}
