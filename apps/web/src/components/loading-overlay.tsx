// Full-screen loading overlay (seed-spec §2 "A full-screen loading overlay shows while requests run").
import { ProgressSpinner } from 'primereact/progressspinner';

export function LoadingOverlay({ active, label = 'Cargando…' }: { active: boolean; label?: string }) {
  if (!active) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={label} data-testid="loading-overlay">
      <ProgressSpinner strokeWidth="4" style={{ width: 56, height: 56 }} aria-label={label} />
    </div>
  );
}
