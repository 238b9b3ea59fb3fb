// «Ajustes del gremio», the members kept in step with Discord and the Albion guild (docs/ajustes-gremio.md,
// docs/integraciones.md «Roles y apodos», «Bajas»): the roles written to Discord, the nickname's tag,
// the log channel, and the leavers' switch-off (days out and mode).
import { InputText } from 'primereact/inputtext';
import { ETIQUETA_APODO_MAX, MODOS_BAJA } from '@reparto/contract';
import { FieldError } from '../../../components/form-messages';
import { useTextos } from '../../../lib/i18n/textos';
import { textosGremio } from '../textos';
import type { Borrador } from '../borrador';

type Texto = 'etiquetaApodo' | 'canalRegistro' | 'bajaDias';
const ETIQUETA = {
  etiquetaApodo: 'campo.etiquetaApodo',
  canalRegistro: 'campo.canalRegistro',
  bajaDias: 'campo.bajaDias',
} as const;
const AYUDA = { etiquetaApodo: 'ayuda.etiquetaApodo', canalRegistro: 'ayuda.canalRegistro', bajaDias: 'ayuda.bajaDias' } as const;
const MODO = { no: 'bajaModo.no', suave: 'bajaModo.suave', completa: 'bajaModo.completa' } as const;

export interface CamposMiembrosProps {
  b: Borrador;
  poner: <K extends keyof Borrador>(k: K, v: Borrador[K]) => void;
  errores: Partial<Record<keyof Borrador, string>>;
}

export function CamposMiembros({ b, poner, errores }: CamposMiembrosProps) {
  const t = useTextos(textosGremio);
  const texto = (k: Texto, extra: object = {}) => (
    <div className="ajustes-campo">
      <label htmlFor={`ajustes-${k}`}>{t(ETIQUETA[k])}</label>
      <InputText
        id={`ajustes-${k}`}
        value={b[k]}
        onChange={(e) => poner(k, e.target.value)}
        invalid={Boolean(errores[k])}
        aria-describedby={`ajustes-${k}-mensaje`}
        {...extra}
      />
      <FieldError id={`ajustes-${k}-mensaje`} message={errores[k]} hint={t(AYUDA[k])} />
    </div>
  );
  return (
    <fieldset className="ajustes-modo">
      <legend>{t('seccion.miembros')}</legend>
      <div className="ajustes-casilla">
        <input
          type="checkbox"
          id="ajustes-sincronizarRoles"
          checked={b.sincronizarRoles}
          onChange={(e) => poner('sincronizarRoles', e.target.checked)}
          aria-describedby="ajustes-sincronizarRoles-mensaje"
        />
        <label htmlFor="ajustes-sincronizarRoles">{t('campo.sincronizarRoles')}</label>
      </div>
      <FieldError id="ajustes-sincronizarRoles-mensaje" message={errores.sincronizarRoles} hint={t('ayuda.sincronizarRoles')} />
      {texto('etiquetaApodo', { maxLength: ETIQUETA_APODO_MAX })}
      {texto('canalRegistro', { inputMode: 'numeric' })}
      {texto('bajaDias', { inputMode: 'numeric' })}
      <fieldset className="ajustes-modo" aria-describedby="ajustes-bajaModo-mensaje">
        <legend>{t('campo.bajaModo')}</legend>
        {MODOS_BAJA.map((m) => (
          <label key={m} htmlFor={`ajustes-baja-${m}`}>
            <input
              type="radio"
              name="bajaModo"
              id={`ajustes-baja-${m}`}
              value={m}
              checked={b.bajaModo === m}
              onChange={() => poner('bajaModo', m)}
            />
            {t(MODO[m])}
          </label>
        ))}
        <FieldError id="ajustes-bajaModo-mensaje" message={errores.bajaModo} hint={t('ayuda.bajaModo')} />
      </fieldset>
    </fieldset>
  );
}
