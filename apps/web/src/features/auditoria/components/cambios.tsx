// The before/after of an audit row, readable: one line per field (its Spanish name) with its value
// before and after as the leader reads it (the contract's auditoria-texto.ts: names, not ids; silver as money), the
// changed fields marked; or the JSON itself when it is not a plain object. Values render as text.
import { SIN_REFERENCIAS, valorCampo, type AuditoriaRow, type ReferenciasAuditoria } from '@reparto/contract';

import { useTextos } from '../../../lib/i18n/textos';
import { textosAuditoria } from '../textos';
import { useCampo } from './palabras';
import { usePalabrasValor } from './valores';

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

export function Cambios({ row, refs = SIN_REFERENCIAS }: { row: AuditoriaRow; refs?: ReferenciasAuditoria }) {
  const t = useTextos(textosAuditoria);
  const nombreCampo = useCampo();
  const palabras = usePalabrasValor();
  const { antes, despues } = row;
  if ((antes === null || isPlain(antes)) && (despues === null || isPlain(despues))) {
    const a = antes ?? {};
    const d = despues ?? {};
    const campos = [...new Set([...Object.keys(a), ...Object.keys(d)])];
    if (campos.length === 0) return <p className="auditoria-vacio">{t('cambios.vacio')}</p>;
    return (
      <div className="table-scroll">
        <table className="auditoria-cambios" aria-label={t('cambios.de', { id: row.id_auditoria })}>
          <thead>
            <tr>
              <th scope="col">{t('cambios.campo')}</th>
              <th scope="col">{t('cambios.antes')}</th>
              <th scope="col">{t('cambios.despues')}</th>
            </tr>
          </thead>
          <tbody>
            {campos.map((campo) => {
              const cambio = antes !== null && JSON.stringify(a[campo]) !== JSON.stringify(d[campo]);
              return (
                <tr key={campo} className={cambio ? 'auditoria-cambio' : undefined}>
                  <th scope="row">{nombreCampo(campo)}</th>
                  <td>{antes === null ? '—' : valorCampo(campo, a[campo], refs, palabras)}</td>
                  <td>{despues === null ? '—' : valorCampo(campo, d[campo], refs, palabras)}</td>
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
        <h3>{t('cambios.antes')}</h3>
        <pre>{JSON.stringify(antes, null, 2)}</pre>
      </div>
      <div>
        <h3>{t('cambios.despues')}</h3>
        <pre>{JSON.stringify(despues, null, 2)}</pre>
      </div>
    </div>
  );
}
