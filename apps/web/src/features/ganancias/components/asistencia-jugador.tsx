// «Asistencia» of a player's page (docs/asistencia.md): the contents attended in the last 30 days and
// the paged sessions they were seen in, with their minutes. Shown to a signed-in account (the API
// reads attendance for accounts only).
import { Message } from 'primereact/message';
import type { AsistenciaJugador as Fila } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';
import { TABLA_CIFRAS } from '../../../components/tabla-cifras';
import { usePagina } from '../../../components/use-pagina';
import { errorMessage } from '../../../lib/api-client';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato, type Formato } from '../../../lib/i18n/formato';
import { usePintado } from '../../../lib/tras-pintar';
import { useAsistenciaJugador } from '../api/get-asistencia-jugador';
import { textosGanancias } from '../textos';

/** Sessions a page (the API's). */
export const ASISTENCIA_PAGE_SIZE = 25;

const hora = (idioma: string, valor: string) =>
  new Intl.DateTimeFormat(idioma, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(valor));

function columnas(t: typeof textosGanancias.t, { fecha, idioma }: Formato): Columna<Fila>[] {
  return [
    { header: t('col.inicio'), body: (s) => `${fecha(s.inicio)} ${hora(idioma, s.inicio)}`, className: 'nowrap' },
    { header: t('col.canal'), body: (s) => s.canal },
    {
      header: t('col.minutos'),
      body: (s) => (s.fin === null ? t('asistencia.grabando') : t('asistencia.minutosDe', { min: s.minutos, total: s.duracion })),
      className: 'num',
    },
    {
      header: t('col.distribucion'),
      body: (s) => (s.id_distribucion === null ? '—' : `#${s.id_distribucion}`),
      className: 'num',
    },
  ];
}

export function AsistenciaJugador({ idPlayer, nickname }: { idPlayer: number; nickname: string }) {
  const t = useTextos(textosGanancias);
  const formato = useFormato();
  const pagina = usePagina(ASISTENCIA_PAGE_SIZE);
  const pintado = usePintado();
  const asistencia = useAsistenciaJugador(idPlayer, pagina.page, pintado);
  const label = t('asistencia.tabla', { nickname });
  if (asistencia.isError)
    return <Message severity="error" text={t('asistencia.error', { error: errorMessage(asistencia.error) })} />;
  return (
    <>
      {asistencia.data ? (
        <p className="ganancias-asistencia-30d" data-testid="asistencia-30d">
          {t('asistencia.contenidos', { n: asistencia.data.contenidos_30d })}
        </p>
      ) : null}
      <Tabla
        className={TABLA_CIFRAS}
        label={label}
        desplazable={label}
        columns={columnas(t, formato)}
        rows={asistencia.data?.message ?? []}
        rowKey={(s) => s.id_sesion}
        loading={asistencia.isFetching}
        empty={t('asistencia.vacio')}
        minWidth="30rem"
        apilada
        pagina={pagina.pager(asistencia.data?.count ?? 0, t('asistencia.paginas'), {
          mostrar: 'varias',
          unidad: t('asistencia.unidad'),
        })}
      />
    </>
  );
}
