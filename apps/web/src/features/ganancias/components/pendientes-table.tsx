import { Tag } from 'primereact/tag';
import { formatSilver, NOMBRE_ESTADO_PERIODO, type PendienteCobro } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';

const COLUMNAS: Columna<PendienteCobro>[] = [
  { header: 'Periodo', body: (p) => p.id_periodo },
  { header: 'Lugar', body: (p) => p.lugar },
  { header: 'Estado', body: (p) => NOMBRE_ESTADO_PERIODO[p.id_estado_distribucion] ?? '' },
  { header: 'Plata', body: (p) => formatSilver(p.silver), className: 'num' },
  {
    header: 'Pago',
    body: (p) => (p.esta_pagado ? <Tag severity="success" value="Pagado" /> : <Tag severity="warning" value="Sin pagar" />),
  },
  { header: 'Distribuidor', body: (p) => p.distribuidor_nickname ?? 'Sin asignar' },
];

/** «Pendiente de cobro»: periods open or being paid where the player has a share; cards on a phone. */
export function PendientesTable({ rows }: { rows: PendienteCobro[] }) {
  const label = 'Pendiente de cobro';
  return (
    <Tabla
      label={label}
      desplazable={label}
      columns={COLUMNAS}
      rows={rows}
      rowKey={(p) => p.id_periodo}
      empty="Nada pendiente de cobro"
      minWidth="36rem"
      apilada
    />
  );
}
