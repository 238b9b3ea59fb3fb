import { useMemo } from 'react';
import { formatFecha, formatSilver, type SemanaSilver } from '@reparto/contract';
import { GraficoAccesible, type SerieGrafico } from '../../../components/grafico-accesible';

/** `2026-11-16` → `16/11`: a short label for the x axis. */
export const etiquetaSemana = (semana: string) => `${semana.slice(8, 10)}/${semana.slice(5, 7)}`;

/** The running total of the weeks, oldest first. */
export function acumulado(valores: number[]): number[] {
  let total = 0;
  return valores.map((v) => (total += v));
}

/** Silver earned per week over the last 26 weeks (bars) and the cumulative line; none earned, a sentence. */
export function GraficoSemanal({ semanal }: { semanal: SemanaSilver[] }) {
  const { etiquetas, series, resumen, vacio } = useMemo(() => {
    const valores = semanal.map((s) => s.silver);
    const series: SerieGrafico[] = [
      { nombre: 'Plata de la semana', valores, tipo: 'bar', color: '#2563eb' },
      { nombre: 'Acumulado', valores: acumulado(valores), tipo: 'line', color: '#b45309', eje: 'derecha' },
    ];
    const total = valores.reduce((a, b) => a + b, 0);
    const mejor = semanal.reduce<SemanaSilver | null>((m, s) => (s.silver > (m?.silver ?? 0) ? s : m), null);
    const resumen =
      total === 0
        ? `Sin ganancias en las últimas ${semanal.length} semanas.`
        : `${formatSilver(total)} en las últimas ${semanal.length} semanas; la mejor, la del ${formatFecha(`${mejor!.semana}T00:00:00Z`)}, con ${formatSilver(mejor!.silver)}.`;
    return { etiquetas: semanal.map((s) => etiquetaSemana(s.semana)), series, resumen, vacio: total === 0 };
  }, [semanal]);
  // Weeks without earnings say so in words: a chart of «$0» lines carries nothing.
  if (vacio) return <p className="ganancias-vacio">{resumen}</p>;
  return (
    <GraficoAccesible
      titulo="Plata por semana (semanas desde el lunes)"
      resumen={resumen}
      etiquetas={etiquetas}
      series={series}
      formato={formatSilver}
    />
  );
}
