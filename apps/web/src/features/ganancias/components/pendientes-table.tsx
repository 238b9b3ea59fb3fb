import { Tag } from 'primereact/tag';
import { ESTADO_PERIODO, type PendienteCobro } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';
import { TABLA_CIFRAS } from '../../../components/tabla-cifras';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosGanancias } from '../textos';

type T = typeof textosGanancias.t;

/** Each period state's name in the catalogue (reference table estado_distribucion). */
const ESTADO = {
  [ESTADO_PERIODO.FINALIZADO]: 'periodo.finalizado',
  [ESTADO_PERIODO.EN_DISTRIBUCION]: 'periodo.enDistribucion',
  [ESTADO_PERIODO.ABIERTO]: 'periodo.abierto',
} as const;

/** A period state's name, or nothing for an unknown one. */
export function nombreEstadoPeriodo(t: T, estado: number): string {
  const clave = (ESTADO as Partial<Record<number, (typeof ESTADO)[keyof typeof ESTADO]>>)[estado];
  return clave ? t(clave) : '';
}

function columnas(t: T, plata: (n: number) => string): Columna<PendienteCobro>[] {
  return [
    { header: t('col.periodo'), body: (p) => p.id_periodo },
    { header: t('col.lugar'), body: (p) => p.lugar },
    { header: t('col.estado'), body: (p) => nombreEstadoPeriodo(t, p.id_estado_distribucion) },
    { header: t('col.plata'), body: (p) => plata(p.silver), className: 'num' },
    {
      header: t('col.pago'),
      body: (p) =>
        p.esta_pagado ? (
          <Tag severity="success" value={t('pago.pagado')} />
        ) : (
          <Tag severity="warning" value={t('pago.sinPagar')} />
        ),
    },
    { header: t('col.distribuidor'), body: (p) => p.distribuidor_nickname ?? t('pendiente.sinAsignar') },
  ];
}

/** «Pendiente de cobro»: periods open or being paid where the player has a share; cards on a phone. */
export function PendientesTable({ rows }: { rows: PendienteCobro[] }) {
  const t = useTextos(textosGanancias);
  const { plata } = useFormato();
  const label = t('seccion.pendiente');
  return (
    <Tabla
      className={TABLA_CIFRAS}
      label={label}
      desplazable={label}
      columns={columnas(t, plata)}
      rows={rows}
      rowKey={(p) => p.id_periodo}
      empty={t('pendiente.vacio')}
      minWidth="36rem"
      apilada
    />
  );
}
