// Charts of a period (docs/domain.md, "Screens and texts"): silver per day and silver per content
// manager, live distributions only. The Chart.js canvas loads on demand (components/grafico-accesible).
import { useMemo } from 'react';
import type { Distribucion } from '@reparto/contract';
import { GraficoAccesible } from '../../../components/grafico-accesible';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosDistribuciones } from '../textos';

/** Σ silver of the live distributions by a key, in the order the keys sort. */
export function sumarPor(rows: Distribucion[], clave: (d: Distribucion) => string): [string, number][] {
  const sumas = new Map<string, number>();
  for (const d of rows) if (d.estado) sumas.set(clave(d), (sumas.get(clave(d)) ?? 0) + d.silver);
  return [...sumas.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

const dia = (d: Distribucion) => d.fecha.slice(0, 10);

export function GraficosPeriodo({ rows }: { rows: Distribucion[] }) {
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  const resumen = (pares: [string, number][], de: 'graficos.dias' | 'graficos.encargados') => {
    if (pares.length === 0) return t('graficos.vacio');
    const mayor = pares.reduce((m, p) => (p[1] > m[1] ? p : m));
    return t(de, { n: pares.length, clave: mayor[0], total: plata(mayor[1]) });
  };
  const { porDia, porEncargado } = useMemo(
    () => ({ porDia: sumarPor(rows, dia), porEncargado: sumarPor(rows, (d) => d.nickname_encargado) }),
    [rows],
  );
  if (porDia.length === 0) return null;
  return (
    <section className="dist-graficos" aria-label={t('graficos.titulo')}>
      <GraficoAccesible
        titulo={t('graficos.porDia')}
        resumen={resumen(porDia, 'graficos.dias')}
        etiquetas={porDia.map(([k]) => `${k.slice(8, 10)}/${k.slice(5, 7)}`)}
        series={[{ nombre: t('graficos.plata'), valores: porDia.map(([, v]) => v), tipo: 'bar', color: '#2563eb' }]}
        formato={plata}
      />
      <GraficoAccesible
        titulo={t('graficos.porEncargado')}
        resumen={resumen(porEncargado, 'graficos.encargados')}
        etiquetas={porEncargado.map(([k]) => k)}
        series={[{ nombre: t('graficos.plata'), valores: porEncargado.map(([, v]) => v), tipo: 'bar', color: '#7c3aed' }]}
        formato={plata}
      />
    </section>
  );
}
