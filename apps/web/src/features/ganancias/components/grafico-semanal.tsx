import { useMemo } from 'react';
import type { Idioma, SemanaSilver } from '@reparto/contract';
import { GraficoAccesible, type SerieGrafico } from '../../../components/grafico-accesible';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosGanancias } from '../textos';

/** `2026-11-16` → `16/11` (day/month; `11/16` in English): a short label for the x axis. */
export function etiquetaSemana(semana: string, idioma: Idioma = 'es') {
  const dia = semana.slice(8, 10);
  const mes = semana.slice(5, 7);
  return idioma === 'en' ? `${mes}/${dia}` : `${dia}/${mes}`;
}

/** The running total of the weeks, oldest first. */
export function acumulado(valores: number[]): number[] {
  let total = 0;
  return valores.map((v) => (total += v));
}

/** Silver earned per week over the last 26 weeks (bars) and the cumulative line; none earned, a sentence. */
export function GraficoSemanal({ semanal }: { semanal: SemanaSilver[] }) {
  const t = useTextos(textosGanancias);
  const formato = useFormato();
  const { etiquetas, series, resumen, vacio } = useMemo(() => {
    const { idioma, fecha, plata } = formato;
    const valores = semanal.map((s) => s.silver);
    const series: SerieGrafico[] = [
      { nombre: t('grafico.semana'), valores, tipo: 'bar', color: '#2563eb' },
      { nombre: t('grafico.acumulado'), valores: acumulado(valores), tipo: 'line', color: '#b45309', eje: 'derecha' },
    ];
    const total = valores.reduce((a, b) => a + b, 0);
    const mejor = semanal.reduce<SemanaSilver | null>((m, s) => (s.silver > (m?.silver ?? 0) ? s : m), null);
    const n = semanal.length;
    const resumen =
      total === 0
        ? t('grafico.vacio', { n })
        : t('grafico.resumen', {
            total: plata(total),
            n,
            fecha: fecha(`${mejor!.semana}T00:00:00Z`),
            mejor: plata(mejor!.silver),
          });
    return { etiquetas: semanal.map((s) => etiquetaSemana(s.semana, idioma)), series, resumen, vacio: total === 0 };
  }, [semanal, t, formato]);
  // Weeks without earnings say so in words: a chart of «$0» lines carries nothing.
  if (vacio) return <p className="ganancias-vacio">{resumen}</p>;
  return (
    <GraficoAccesible
      titulo={t('grafico.titulo')}
      resumen={resumen}
      etiquetas={etiquetas}
      series={series}
      formato={formato.plata}
    />
  );
}
