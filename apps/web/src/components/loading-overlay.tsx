// Full-screen loading overlay (docs/domain.md, "Screens and texts").
import { ProgressSpinner } from 'primereact/progressspinner';

export function LoadingOverlay({ active, label = 'Cargando…' }: { active: boolean; label?: string }) {
  if (!active) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={label} data-testid="loading-overlay">
      <ProgressSpinner strokeWidth="4" style={{ width: 56, height: 56 }} aria-label={label} />
    </div>
  );
}
