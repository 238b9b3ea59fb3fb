// «Regear» of a player's page (docs/regear.md, "Everywhere else"): their claims and states, paged
// (cards on a phone), and the approved regear still to collect (the page's `regear_pendiente`).
import { Message } from 'primereact/message';
import { REGEAR_PAGE_SIZE, type GananciasJugador, type Reclamo } from '@reparto/contract';
import { EstadoReclamo } from '../../../components/estado-reclamo';
import { Tabla, type Columna } from '../../../components/tabla';
import { TABLA_CIFRAS } from '../../../components/tabla-cifras';
import { usePagina } from '../../../components/use-pagina';
import { errorMessage } from '../../../lib/api-client';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato, type Formato } from '../../../lib/i18n/formato';
import { usePintado } from '../../../lib/tras-pintar';
import { useRegearJugador } from '../api/get-regear-jugador';
import { textosGanancias } from '../textos';

function columnas(t: typeof textosGanancias.t, { fecha, plata }: Formato): Columna<Reclamo>[] {
  return [
    { header: '#', body: (r) => r.id_reclamo, className: 'num' },
    { header: t('col.muerte'), body: (r) => fecha(r.fecha_muerte), className: 'nowrap' },
    { header: t('col.periodo'), body: (r) => r.id_periodo, className: 'num' },
    {
      header: t('col.estado'),
      body: (r) => <EstadoReclamo estado={r.estado} />,
    },
    { header: t('col.plata'), body: (r) => plata(r.silver), className: 'num' },
    { header: t('col.razon'), body: (r) => r.razon ?? '—' },
  ];
}

export function RegearJugador({ nickname, pendiente }: { nickname: string; pendiente: GananciasJugador['regear_pendiente'] }) {
  const t = useTextos(textosGanancias);
  const formato = useFormato();
  const pagina = usePagina(REGEAR_PAGE_SIZE);
  // Public like the rest of the page; asked once the page's first screen is painted (lib/tras-pintar.ts).
  const pintado = usePintado();
  const reclamos = useRegearJugador(nickname, pagina.page, nickname !== '' && pintado);
  const label = t('regear.tabla', { nickname });
  return (
    <>
      {pendiente.reclamos > 0 ? (
        <p className="ganancias-regear-pendiente">
          {t('regear.porCobrar')} <strong>{formato.plata(pendiente.silver)}</strong>{' '}
          {t('regear.reclamos', { n: pendiente.reclamos })}
        </p>
      ) : null}
      {reclamos.isError ? (
        <Message severity="error" text={t('regear.error', { error: errorMessage(reclamos.error) })} />
      ) : (
        <Tabla
          className={TABLA_CIFRAS}
          label={label}
          desplazable={label}
          columns={columnas(t, formato)}
          rows={reclamos.data?.message ?? []}
          rowKey={(r) => r.id_reclamo}
          loading={reclamos.isFetching}
          empty={t('regear.vacio')}
          minWidth="36rem"
          apilada
          pagina={pagina.pager(reclamos.data?.count ?? 0, t('regear.paginas'), {
            mostrar: 'varias',
            unidad: t('regear.unidad'),
          })}
        />
      )}
    </>
  );
}
