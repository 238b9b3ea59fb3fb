// «Ajustes del gremio», the calendar (docs/calendario.md, docs/integraciones.md «Calendario»): the Discord
// channel where events are posted with their sign-up buttons, and the reminder's minutes before the start.
import { InputText } from 'primereact/inputtext';
import { FieldError } from '../../../components/form-messages';
import { useTextos } from '../../../lib/i18n/textos';
import { textosGremio } from '../textos';
import type { CamposMiembrosProps } from './campos-miembros';

type Texto = 'canalCalendario' | 'recordatorioMin';
const ETIQUETA = { canalCalendario: 'campo.canalCalendario', recordatorioMin: 'campo.recordatorioMin' } as const;
const AYUDA = { canalCalendario: 'ayuda.canalCalendario', recordatorioMin: 'ayuda.recordatorioMin' } as const;

export function CamposCalendario({ b, poner, errores }: CamposMiembrosProps) {
  const t = useTextos(textosGremio);
  const texto = (k: Texto) => (
    <div className="ajustes-campo">
      <label htmlFor={`ajustes-${k}`}>{t(ETIQUETA[k])}</label>
      <InputText
        id={`ajustes-${k}`}
        value={b[k]}
        onChange={(e) => poner(k, e.target.value)}
        invalid={Boolean(errores[k])}
        aria-describedby={`ajustes-${k}-mensaje`}
        inputMode="numeric"
      />
      <FieldError id={`ajustes-${k}-mensaje`} message={errores[k]} hint={t(AYUDA[k])} />
    </div>
  );
  return (
    <fieldset className="ajustes-modo">
      <legend>{t('seccion.calendario')}</legend>
      {texto('canalCalendario')}
      {texto('recordatorioMin')}
    </fieldset>
  );
}
