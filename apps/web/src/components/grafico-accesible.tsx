// A chart with its text alternative (docs/domain.md, "Screens and texts"): a figure whose caption names
// it, the canvas (Chart.js, loaded on demand so that no route pays for it up front) and a "Ver datos"
// toggle with the same figures as a table. Readable at 375 px: the canvas follows its box's width.
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';
import './grafico.css';

const GraficoCanvas = lazy(() => import('./grafico-canvas'));

/**
 * True once the element comes on screen (or at once where the browser cannot tell). A chart
 * below the fold costs nothing on the first paint: Chart.js is fetched and run when it is about to
 * be seen (its box keeps its height meanwhile, so nothing moves).
 */
function useCercaDePantalla(ref: RefObject<HTMLElement | null>): boolean {
  const [cerca, setCerca] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (cerca || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCerca(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [cerca, ref]);
  return cerca;
}

export interface SerieGrafico {
  nombre: string;
  valores: number[];
  tipo: 'bar' | 'line';
  color: string;
  /** The right-hand axis (e.g. a cumulative line far above the bars). */
  eje?: 'izquierda' | 'derecha';
}

export interface GraficoProps {
  etiquetas: string[];
  series: SerieGrafico[];
  formato: (n: number) => string;
}

export function GraficoAccesible({
  titulo,
  resumen,
  ...props
}: GraficoProps & { titulo: string; /** One sentence with the key figures (the canvas's accessible name). */ resumen: string }) {
  const t = useTextos(textosNucleo);
  const [tabla, setTabla] = useState(false);
  const id = useId();
  const lienzo = useRef<HTMLDivElement>(null);
  const visible = useCercaDePantalla(lienzo);
  return (
    <figure className="grafico" aria-labelledby={`${id}-titulo`}>
      <figcaption id={`${id}-titulo`} className="grafico-titulo">
        {titulo}
      </figcaption>
      <div className="grafico-lienzo" ref={lienzo}>
        {visible ? (
          <Suspense fallback={<p className="grafico-cargando">{t('grafico.cargando')}</p>}>
            <GraficoCanvas {...props} descripcion={`${titulo}. ${resumen}`} />
          </Suspense>
        ) : null}
      </div>
      <p className="grafico-resumen">{resumen}</p>
      <button
        type="button"
        className="p-button p-button-text p-button-sm grafico-toggle"
        aria-expanded={tabla}
        aria-controls={`${id}-datos`}
        onClick={() => setTabla((v) => !v)}
      >
        {tabla ? t('grafico.ocultar') : t('grafico.ver')}
      </button>
      {tabla ? (
        // Scrolls when the figures are long: focusable so that a keyboard can scroll it too.
        <div className="grafico-datos" id={`${id}-datos`} tabIndex={0} role="region" aria-label={t('grafico.datos', { titulo })}>
          <table className="grafico-tabla" aria-label={t('grafico.datos', { titulo })}>
            <thead>
              <tr>
                <th scope="col" />
                {props.series.map((s) => (
                  <th key={s.nombre} scope="col">
                    {s.nombre}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.etiquetas.map((etiqueta, i) => (
                <tr key={etiqueta}>
                  <th scope="row">{etiqueta}</th>
                  {props.series.map((s) => (
                    <td key={s.nombre}>{props.formato(s.valores[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}
