// The confirmation's lines about the template (docs/calendario.md, «Plantillas de reparto»): what came
// from it and what was changed by hand (reglas-plantilla.ts, lineasDePlantilla).
import { useTextos } from '../../../../../lib/i18n/textos';
import { textosPlantillaDist } from './textos';
import { lineasDePlantilla } from './reglas-plantilla';

export function DeLaPlantilla(props: { datos: Parameters<typeof lineasDePlantilla> | null }) {
  // Read so that the catalogue is loaded before the lines are written.
  useTextos(textosPlantillaDist);
  if (!props.datos) return null;
  const { de, aMano } = lineasDePlantilla(...props.datos);
  return (
    <div className="dist-confirm-plantilla" data-testid="confirmar-plantilla">
      <p>{de}</p>
      {aMano ? <p>{aMano}</p> : null}
    </div>
  );
}
