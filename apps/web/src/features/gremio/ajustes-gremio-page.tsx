// «Ajustes del gremio» (docs/ajustes-gremio.md): the guild's name, Discord server, Albion guild, default
// tax, language, payment notices, payment mode, the officers' channel (its cards, docs/integraciones.md),
// and the members kept in step with Discord and the Albion guild (roles, nickname tag, log channel, leavers;
// components/campos-miembros.tsx). Every signed-in account reads them; the leader (esLider) edits them, sees the
// leavers' dry run (components/bajas-previstas.tsx), and «Guardar» sends only the fields that changed. The form always starts from
// the server's answer: after a save, or a change made elsewhere (the live `gremio` cambio), it shows
// what the server says.
import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import {
  CambiarAjustesGremioRequestSchema,
  IDIOMAS,
  MODOS_PAGO,
  NOMBRE_GREMIO_MAX,
  esLider,
  type AjustesGremio,
} from '@reparto/contract';
import { FieldError } from '../../components/form-messages';
import { useSaveToasts, useToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-client';
import { useTextos } from '../../lib/i18n/textos';
import { cargosDe, useSession } from '../../lib/session';
import { useAjustesGremio, useCambiarAjustesGremio } from './api/ajustes';
import { textosGremio } from './textos';
import { borradorDe, cambiosDe, type Borrador } from './borrador';
import { CamposMiembros } from './components/campos-miembros';
import { CamposCalendario } from './components/campos-calendario';
import { BajasPrevistas } from './components/bajas-previstas';
import './ajustes-gremio.css';

/** Each field's label and help, each payment mode's and language's name (the catalogue's keys). */
const ETIQUETA = {
  nombre: 'campo.nombre',
  discordGuildId: 'campo.discordGuildId',
  albionGuildId: 'campo.albionGuildId',
  impuestoPct: 'campo.impuestoPct',
  canalOficiales: 'campo.canalOficiales',
} as const;
const AYUDA = {
  discordGuildId: 'ayuda.discordGuildId',
  albionGuildId: 'ayuda.albionGuildId',
  impuestoPct: 'ayuda.impuestoPct',
  canalOficiales: 'ayuda.canalOficiales',
} as const;
const MODO = { al_finalizar: 'modo.al_finalizar', acumular: 'modo.acumular' } as const;
const IDIOMA = { es: 'idioma.es', 'pt-BR': 'idioma.pt-BR', en: 'idioma.en' } as const;

export { cambiosDe };

function AjustesForm({ ajustes, edita }: { ajustes: AjustesGremio; edita: boolean }) {
  const t = useTextos(textosGremio);
  const cambiar = useCambiarAjustesGremio();
  const saveToasts = useSaveToasts();
  const toast = useToast();
  const [b, setB] = useState(() => borradorDe(ajustes));
  const [errores, setErrores] = useState<Partial<Record<keyof Borrador, string>>>({});
  const poner = <K extends keyof Borrador>(k: K, v: Borrador[K]) => setB((x) => ({ ...x, [k]: v }));
  const cambios = cambiosDe(ajustes, b);
  const hayCambios = Object.keys(cambios).length > 0;

  const enviar = (ev: FormEvent) => {
    ev.preventDefault();
    if (!hayCambios) return toast.show('info', t('toast.sinCambios'), t('toast.sinCambiosDetalle'));
    const r = CambiarAjustesGremioRequestSchema.safeParse([cambios]);
    if (!r.success) {
      setErrores(Object.fromEntries(r.error.issues.map((i) => [String(i.path[1] ?? ''), i.message])));
      return;
    }
    setErrores({});
    const avisos = saveToasts(() => [t('toast.guardados'), t('toast.guardadosDetalle')]);
    // The form is remade when the settings change (its key below), and the live change of this very save
    // can arrive before its answer: `mutate`'s callbacks would then be dropped with the old form and the
    // leader told nothing. The promise is kept whatever happens to the form (the toasts are the app's).
    cambiar.mutateAsync(cambios).then(avisos.onSuccess, avisos.onError);
  };

  const texto = (k: 'nombre' | 'discordGuildId' | 'albionGuildId' | 'impuestoPct' | 'canalOficiales', extra: object = {}) => (
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
      <FieldError id={`ajustes-${k}-mensaje`} message={errores[k]} hint={k === 'nombre' ? undefined : t(AYUDA[k])} />
    </div>
  );

  return (
    <form onSubmit={enviar} noValidate aria-label={t('pagina.titulo')} className="ajustes-gremio-form">
      <fieldset disabled={!edita || cambiar.isPending} className="ajustes-gremio-campos">
        {texto('nombre', { maxLength: NOMBRE_GREMIO_MAX })}
        {texto('impuestoPct', { inputMode: 'decimal' })}
        <div className="ajustes-campo">
          <label htmlFor="ajustes-idioma">{t('campo.idioma')}</label>
          <select
            id="ajustes-idioma"
            className="p-inputtext"
            value={b.idioma}
            onChange={(e) => poner('idioma', e.target.value as Borrador['idioma'])}
            aria-describedby="ajustes-idioma-mensaje"
          >
            {IDIOMAS.map((i) => (
              <option key={i} value={i} lang={i}>
                {t(IDIOMA[i])}
              </option>
            ))}
          </select>
          <FieldError id="ajustes-idioma-mensaje" message={errores.idioma} hint={t('ayuda.idioma')} />
        </div>
        <div className="ajustes-casilla">
          <input
            type="checkbox"
            id="ajustes-avisarPagos"
            checked={b.avisarPagos}
            onChange={(e) => poner('avisarPagos', e.target.checked)}
          />
          <label htmlFor="ajustes-avisarPagos">{t('campo.avisarPagos')}</label>
        </div>
        <fieldset className="ajustes-modo" aria-describedby="ajustes-modoPago-mensaje">
          <legend>{t('campo.modoPago')}</legend>
          {MODOS_PAGO.map((m) => (
            <label key={m} htmlFor={`ajustes-modo-${m}`}>
              <input
                type="radio"
                name="modoPago"
                id={`ajustes-modo-${m}`}
                value={m}
                checked={b.modoPago === m}
                onChange={() => poner('modoPago', m)}
              />
              {t(MODO[m])}
            </label>
          ))}
          <FieldError id="ajustes-modoPago-mensaje" message={errores.modoPago} hint={t('ayuda.modoPago')} />
        </fieldset>
        {texto('discordGuildId', { inputMode: 'numeric' })}
        {texto('albionGuildId')}
        {texto('canalOficiales', { inputMode: 'numeric' })}
        <CamposMiembros b={b} poner={poner} errores={errores} />
        <CamposCalendario b={b} poner={poner} errores={errores} />
      </fieldset>
      {edita ? (
        <div className="ajustes-acciones">
          <Button type="submit" label={t('accion.guardar')} icon="pi pi-save" loading={cambiar.isPending} />
          <Button
            type="button"
            label={t('accion.deshacer')}
            severity="secondary"
            outlined
            disabled={!hayCambios || cambiar.isPending}
            onClick={() => {
              setB(borradorDe(ajustes));
              setErrores({});
            }}
          />
        </div>
      ) : null}
    </form>
  );
}

export default function AjustesGremioPage() {
  const t = useTextos(textosGremio);
  const edita = esLider(cargosDe(useSession()));
  const ajustes = useAjustesGremio();
  return (
    <div className="ajustes-gremio-page">
      <h1 className="page-title">{t('pagina.titulo')}</h1>
      {edita ? null : <Message severity="info" text={t('pagina.soloLider')} />}
      {ajustes.isPending ? (
        <Skeleton height="24rem" />
      ) : ajustes.isError ? (
        <Message severity="error" text={t('error.carga', { error: errorMessage(ajustes.error) })} />
      ) : (
        // A new answer from the server (a save, a live change) starts the form again from it.
        <AjustesForm key={JSON.stringify(ajustes.data)} ajustes={ajustes.data} edita={edita} />
      )}
      {edita ? <BajasPrevistas /> : null}
    </div>
  );
}
