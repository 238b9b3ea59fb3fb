// «Plantilla» in «Nueva distribución» (docs/calendario.md, «Plantillas de reparto»): the guild's active
// templates (and the one chosen, even if deactivated since); choosing one fills the dialog's values
// (reglas-plantilla.ts, aplicarPlantilla), «Sin plantilla» leaves them as they are.
import { Dropdown } from 'primereact/dropdown';
import { dropdownPt } from '../../../../../components/dropdown-pt';
import { retenerEscapeDeListas } from '../../../../../components/lista-abierta';
import { usePlantillas } from '../../../../../lib/consultas/plantillas';
import { useTextos } from '../../../../../lib/i18n/textos';
import { textosPlantillaDist } from './textos';
import type { PlantillaElegida } from './reglas-plantilla';

export function ElegirPlantilla({
  visible,
  elegida,
  onElegir,
}: {
  visible: boolean;
  elegida: PlantillaElegida | null;
  /** The template at its current version, or null («Sin plantilla»). */
  onElegir: (p: PlantillaElegida | null) => void;
}) {
  const t = useTextos(textosPlantillaDist);
  const plantillas = usePlantillas(visible);
  const lista = (plantillas.data ?? []).filter((p) => p.activa || p.id_plantilla === elegida?.id_plantilla);
  const opciones = [
    { label: t('plantilla.ninguna'), value: 0 },
    ...lista.map((p) => ({
      label: t('plantilla.opcion', {
        nombre: p.nombre,
        version: p.id_plantilla === elegida?.id_plantilla ? elegida.version : p.version,
      }),
      value: p.id_plantilla,
    })),
  ];
  return (
    <div className="dist-plantilla">
      <label htmlFor="dist-plantilla">{t('plantilla.label')}</label>
      <div onKeyDown={retenerEscapeDeListas}>
        <Dropdown
          pt={dropdownPt(t('plantilla.label'))}
          inputId="dist-plantilla"
          value={elegida?.id_plantilla ?? 0}
          options={opciones}
          onChange={(e) => onElegir(lista.find((p) => p.id_plantilla === e.value) ?? null)}
          placeholder={plantillas.isLoading ? t('plantilla.cargando') : t('plantilla.ninguna')}
          disabled={plantillas.isLoading}
        />
      </div>
      {plantillas.isError ? <small className="p-error">{t('plantilla.error')}</small> : null}
      {elegida ? (
        <small className="dist-muted" role="status">
          {t('plantilla.aplicada', { nombre: elegida.nombre, version: elegida.version })}
        </small>
      ) : null}
    </div>
  );
}
