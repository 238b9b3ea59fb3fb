// Full-screen loading overlay (docs/domain.md, "Screens and texts").
import { ProgressSpinner } from 'primereact/progressspinner';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';

/** `label`: what is awaited; «Cargando…» when not told. */
export function LoadingOverlay({ active, label }: { active: boolean; label?: string }) {
  const t = useTextos(textosNucleo);
  if (!active) return null;
  const nombre = label ?? t('comun.cargando');
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={nombre} data-testid="loading-overlay">
      <ProgressSpinner strokeWidth="4" style={{ width: 56, height: 56 }} aria-label={nombre} />
    </div>
  );
}
