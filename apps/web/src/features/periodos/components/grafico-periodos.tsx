// Silver app against silver albion over the last 12 periods (docs/domain.md, "Screens and texts"). The
// Chart.js canvas loads on demand (components/grafico-accesible), off the route's first download.
import { PAGE_SIZE } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodos } from '../textos';
import { GraficoAccesible } from '../../../components/grafico-accesible';
import { usePeriodos } from '../api/get-periodos';

export const PERIODOS_GRAFICO = 12;

export function GraficoPeriodos() {
  const t = useTextos(textosPeriodos);
  const { plata } = useFormato();
  const uno = usePeriodos(1);
  // The 12 newest periods span the overview's first two pages (10 a page).
  const dos = usePeriodos(2, 'todos', (uno.data?.count ?? 0) > PAGE_SIZE);
  const ultimos = [...(uno.data?.message ?? []), ...(dos.data?.message ?? [])].slice(0, PERIODOS_GRAFICO).reverse();
  if (ultimos.length === 0) return null;
  const app = ultimos.reduce((s, p) => s + p.silver_app, 0);
  const albion = ultimos.reduce((s, p) => s + p.silver_albion, 0);
  return (
    <section className="periodos-section" aria-label={t('graf.nombre')}>
      <GraficoAccesible
        titulo={t('graf.titulo', { n: ultimos.length })}
        resumen={t('graf.resumen', { app: plata(app), albion: plata(albion) })}
        etiquetas={ultimos.map((p) => `${p.id_periodo} ${p.lugar}`)}
        series={[
          { nombre: t('silverApp'), valores: ultimos.map((p) => p.silver_app), tipo: 'bar', color: '#2563eb' },
          { nombre: t('silverAlbion'), valores: ultimos.map((p) => p.silver_albion), tipo: 'bar', color: '#b45309' },
        ]}
        formato={plata}
      />
    </section>
  );
}
