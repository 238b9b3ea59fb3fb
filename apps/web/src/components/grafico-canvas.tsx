// The Chart.js canvas of the charts (docs/performance.md): this module is only loaded on demand
// (GraficoAccesible imports it lazily), and it registers only the pieces the charts use — bars, lines,
// two linear axes and a category axis, the tooltip and the legend.
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import type { GraficoProps } from './grafico-accesible';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export default function GraficoCanvas({ etiquetas, series, formato, descripcion }: GraficoProps & { descripcion: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const conSegundoEje = series.some((s) => s.eje === 'derecha');
    const datasets = series.map((s): ChartDataset<'bar' | 'line', number[]> => ({
      type: s.tipo,
      label: s.nombre,
      data: s.valores,
      backgroundColor: s.color,
      borderColor: s.color,
      yAxisID: s.eje === 'derecha' ? 'y2' : 'y',
      ...(s.tipo === 'line' ? { pointRadius: 2, tension: 0.2, order: 0 } : { order: 1 }),
    }));
    const ticks = { callback: (v: string | number) => formato(Number(v)) };
    const chart = new Chart(context, {
      type: 'bar',
      data: { labels: etiquetas, datasets },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formato(Number(item.raw))}` } },
        },
        scales: {
          x: { ticks: { autoSkip: true, maxRotation: 0 } },
          y: { beginAtZero: true, ticks },
          ...(conSegundoEje
            ? { y2: { beginAtZero: true, position: 'right' as const, grid: { drawOnChartArea: false }, ticks } }
            : {}),
        },
      },
    });
    return () => chart.destroy();
  }, [etiquetas, series, formato]);
  return <canvas ref={canvas} role="img" aria-label={descripcion} />;
}
