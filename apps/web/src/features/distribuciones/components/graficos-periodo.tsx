// Charts of a period (docs/domain.md, "Screens and texts"): silver per day and silver per content
// manager, live distributions only. The Chart.js canvas loads on demand (components/grafico-accesible).
import { useMemo } from 'react';
import { formatSilver, type Distribucion } from '@reparto/contract';
import { GraficoAccesible } from '../../../components/grafico-accesible';

/** Σ silver of the live distributions by a key, in the order the keys sort. */
export function sumarPor(rows: Distribucion[], clave: (d: Distribucion) => string): [string, number][] {
  const sumas = new Map<string, number>();
  for (const d of rows) if (d.estado) sumas.set(clave(d), (sumas.get(clave(d)) ?? 0) + d.silver);
  return [...sumas.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

const dia = (d: Distribucion) => d.fecha.slice(0, 10);
const resumen = (pares: [string, number][], de: string) => {
  if (pares.length === 0) return 'Sin distribuciones exitosas.';
  const mayor = pares.reduce((m, p) => (p[1] > m[1] ? p : m));
  return `${pares.length} ${de}; el mayor, ${mayor[0]}, con ${formatSilver(mayor[1])}.`;
};

export function GraficosPeriodo({ rows }: { rows: Distribucion[] }) {
  const { porDia, porEncargado } = useMemo(
    () => ({ porDia: sumarPor(rows, dia), porEncargado: sumarPor(rows, (d) => d.nickname_encargado) }),
    [rows],
  );
  if (porDia.length === 0) return null;
  return (
    <section className="dist-graficos" aria-label="Gráficos del periodo">
      <GraficoAccesible
        titulo="Plata por día (UTC)"
        resumen={resumen(porDia, 'días con distribuciones')}
        etiquetas={porDia.map(([k]) => `${k.slice(8, 10)}/${k.slice(5, 7)}`)}
        series={[{ nombre: 'Plata', valores: porDia.map(([, v]) => v), tipo: 'bar', color: '#2563eb' }]}
        formato={formatSilver}
      />
      <GraficoAccesible
        titulo="Plata por encargado de contenido"
        resumen={resumen(porEncargado, 'encargados')}
        etiquetas={porEncargado.map(([k]) => k)}
        series={[{ nombre: 'Plata', valores: porEncargado.map(([, v]) => v), tipo: 'bar', color: '#7c3aed' }]}
        formato={formatSilver}
      />
    </section>
  );
}
