// An account's entries (docs/libro.md): date, what it was (named from the catalogue), the silver and
// the balance it left; newest first, paged by the server, between two days; «Exportar CSV» takes the
// same account and days (GET /api/exportar/libro.csv).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { LIBRO_PAGE_SIZE, type CuentaLibro, type MovimientoLibro } from '@reparto/contract';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { Tabla, type Columna } from '../../../components/tabla';
import { usePagina } from '../../../components/use-pagina';
import { errorMessage } from '../../../lib/api-client';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { useMovimientosCuenta } from '../api/libro';
import { textosTesoreria } from '../textos';
import { useNombreConcepto } from '../../../lib/conceptos-libro';

/** A day of an `<input type="date">` (yyyy-mm-dd) as the instant its local day starts, or ends (`mas` 1). */
export function instanteDelDia(dia: string, mas = 0): string | undefined {
  const [y, m, d] = dia.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d + mas).toISOString();
}

/** The account and the chosen days as the server takes them: `hasta` is the end of its day (exclusive). */
export function filtrosDeDias(idCuentaLibro: number, desde: string, hasta: string) {
  const inicio = instanteDelDia(desde);
  const fin = instanteDelDia(hasta, 1);
  return { idCuentaLibro, ...(inicio ? { desde: inicio } : {}), ...(fin ? { hasta: fin } : {}) };
}

export function Movimientos({ cuenta, onCerrar }: { cuenta: CuentaLibro; onCerrar: () => void }) {
  const t = useTextos(textosTesoreria);
  const { plata, fecha } = useFormato();
  const nombreConcepto = useNombreConcepto();
  const id = useId();
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const pagina = usePagina(LIBRO_PAGE_SIZE);
  const { reiniciar } = pagina;
  const filtros = useMemo(() => filtrosDeDias(cuenta.id_cuenta_libro, desde, hasta), [cuenta.id_cuenta_libro, desde, hasta]);
  const movimientos = useMovimientosCuenta({ ...filtros, page: pagina.page });
  // Another account or other days: their first page.
  useEffect(() => reiniciar(), [filtros, reiniciar]);
  // The heading takes the focus when an account is chosen: the keyboard is where its entries are.
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titulo.current?.focus();
    titulo.current?.scrollIntoView?.({ block: 'nearest' });
  }, [cuenta.id_cuenta_libro]);

  const columnas: Columna<MovimientoLibro>[] = [
    { header: t('movimientos.fecha'), body: (m) => fecha(m.fecha) },
    {
      header: t('movimientos.concepto'),
      body: (m) =>
        [nombreConcepto(m.concepto), m.id_periodo !== null ? t('movimientos.periodo', { id: m.id_periodo }) : null, m.razon]
          .filter(Boolean)
          .join(' · '),
    },
    {
      header: t('movimientos.plata'),
      className: 'tesoreria-cifra',
      body: (m) => <span className={m.silver < 0 ? 'tesoreria-negativo' : undefined}>{plata(m.silver)}</span>,
    },
    { header: t('movimientos.saldo'), className: 'tesoreria-cifra', body: (m) => plata(m.saldo) },
  ];
  return (
    <section aria-labelledby={`${id}-titulo`} className="tesoreria-seccion">
      <div className="tesoreria-cabecera">
        <h2 id={`${id}-titulo`} ref={titulo} tabIndex={-1}>
          {t('movimientos.titulo', { nombre: cuenta.nombre })}
        </h2>
        <Button type="button" label={t('movimientos.cerrar')} icon="pi pi-times" text size="small" onClick={onCerrar} />
      </div>
      <div className="tesoreria-filtros">
        <span className="tesoreria-campo">
          <label htmlFor={`${id}-desde`}>{t('movimientos.desde')}</label>
          <input
            id={`${id}-desde`}
            type="date"
            className="p-inputtext p-component"
            value={desde}
            max={hasta || undefined}
            onChange={(e) => setDesde(e.target.value)}
          />
        </span>
        <span className="tesoreria-campo">
          <label htmlFor={`${id}-hasta`}>{t('movimientos.hasta')}</label>
          <input
            id={`${id}-hasta`}
            type="date"
            className="p-inputtext p-component"
            value={hasta}
            min={desde || undefined}
            onChange={(e) => setHasta(e.target.value)}
          />
        </span>
        {desde || hasta ? (
          <Button
            type="button"
            label={t('movimientos.limpiar')}
            text
            size="small"
            onClick={() => {
              setDesde('');
              setHasta('');
            }}
          />
        ) : null}
        <ExportarCsvButton archivo="libro.csv" params={filtros} ariaLabel={t('movimientos.csv', { nombre: cuenta.nombre })} />
      </div>
      {movimientos.isError ? (
        <Message severity="error" text={t('movimientos.error', { error: errorMessage(movimientos.error) })} />
      ) : null}
      <Tabla
        label={t('movimientos.titulo', { nombre: cuenta.nombre })}
        columns={columnas}
        rows={movimientos.data?.message ?? []}
        rowKey={(m) => `${m.id_transaccion}-${m.saldo}`}
        loading={movimientos.isFetching}
        empty={t('movimientos.vacio')}
        apilada
        pagina={pagina.pager(movimientos.data?.count ?? 0, t('movimientos.paginas'), { mostrar: 'varias' })}
      />
    </section>
  );
}
