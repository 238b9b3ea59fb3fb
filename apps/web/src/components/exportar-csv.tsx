// «Exportar CSV» (docs/domain.md, "Exports"): downloads a file of GET /api/exportar/… through the API
// client (which sends the token in x-token, so the leader's exports work too) and saves it under the
// name the server gives in content-disposition.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { api } from '../lib/api-client';
import { useToast } from './toast';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';

export type ArchivoCsv =
  'pagos.csv' | 'distribuciones.csv' | 'historial.csv' | 'auditoria.csv' | 'jugadores.csv' | 'regear.csv' | 'libro.csv';

/** The file name of a content-disposition header (`attachment; filename="x.csv"`). */
export function nombreDeArchivo(disposition: unknown, porDefecto: string): string {
  const match = /filename="([^"]+)"/.exec(typeof disposition === 'string' ? disposition : '');
  return match?.[1] ?? porDefecto;
}

export function ExportarCsvButton({
  archivo,
  params = {},
  ariaLabel,
}: {
  archivo: ArchivoCsv;
  params?: Record<string, string | number | undefined>;
  /** What is exported, for screen readers when several buttons share a screen. */
  ariaLabel?: string;
}) {
  const t = useTextos(textosNucleo);
  const toast = useToast();
  const [cargando, setCargando] = useState(false);
  const exportar = async () => {
    setCargando(true);
    try {
      const res = await api.get<Blob>(`/exportar/${archivo}`, { params, responseType: 'blob' });
      const url = URL.createObjectURL(res.data);
      const a = document.createElement('a');
      a.href = url;
      a.download = nombreDeArchivo(res.headers?.get('content-disposition'), archivo);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch {
      toast.showError({ summary: t('csv.exportar'), lead: t('csv.error') });
    } finally {
      setCargando(false);
    }
  };
  return (
    <Button
      type="button"
      label={t('csv.exportar')}
      icon="pi pi-download"
      severity="secondary"
      outlined
      size="small"
      loading={cargando}
      aria-label={ariaLabel}
      onClick={() => void exportar()}
    />
  );
}
