// The rules' form (react-hook-form with the contract's ReglasRegearSchema: its messages are the ones
// shown). Read-only unless the account edits them (LIDER); «Guardar» → PUT /api/regear/reglas.
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import {
  CIUDADES_MERCADO,
  MODOS_PRECIO,
  ReglasRegearSchema,
  SLOTS_REGEAR,
  TIER_EQ_MAX,
  TIER_EQ_MIN,
  type ReglasRegear,
} from '@reparto/contract';
import { FieldError } from '../../../components/form-messages';
import { SilverInput } from '../../../components/silver-input';
import { useSaveToasts } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreSlot } from '../../../lib/i18n/nombres';
import { useGuardarReglasRegear } from '../api/reglas';
import { textosRegear } from '../textos';
import { nombreModo } from './nombres';
import { NumeroCampo } from './numero-campo';
import { TablaFija } from './tabla-fija';

type Lista = 'slots' | 'ciudades';
type Opcion<N extends Lista> = ReglasRegear[N][number];

/** A fieldset of checkboxes of a list of values (slots, cities): the chosen ones in the list's order. */
function Casillas<N extends Lista>({
  control,
  name,
  legend,
  opciones,
  nombre,
  idBase,
  errores,
  hint,
}: {
  control: Control<ReglasRegear>;
  name: N;
  legend: string;
  opciones: readonly Opcion<N>[];
  nombre: (o: Opcion<N>) => string;
  idBase: string;
  /** The list's errors: its own message, or its root's (a rule on the whole list). */
  errores: { message?: string; root?: { message?: string } } | undefined;
  hint: string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Controller
        name={name}
        control={control}
        render={({ field }) => {
          const value = field.value as Opcion<N>[];
          return (
            <div className="regear-opciones">
              {opciones.map((o) => (
                <label key={o} htmlFor={`${idBase}-${o}`}>
                  <input
                    type="checkbox"
                    id={`${idBase}-${o}`}
                    checked={value.includes(o)}
                    onChange={(e) => field.onChange(opciones.filter((x) => (x === o ? e.target.checked : value.includes(x))))}
                  />
                  {nombre(o)}
                </label>
              ))}
            </div>
          );
        }}
      />
      <FieldError id={`reglas-${name}-mensaje`} message={errores?.message ?? errores?.root?.message} hint={hint} alert />
    </fieldset>
  );
}

/**
 * A silver amount of the rules: a cap (empty is no cap) or the reviewer's maximum price per item
 * (required: empty stays NaN). A text that is not silver stays NaN (the schema says why).
 */
function Tope({
  control,
  name,
  label,
  hint,
}: {
  control: Control<ReglasRegear>;
  name: 'tope_reclamo' | 'tope_jugador_periodo' | 'precio_max_objeto';
  label: string;
  hint: string;
}) {
  const requerido = name === 'precio_max_objeto';
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <div className="regear-campo">
          <label htmlFor={`reglas-${name}`}>{label}</label>
          <SilverInput
            id={`reglas-${name}`}
            value={field.value === null || Number.isNaN(field.value) ? null : field.value}
            onChange={(v, refused) => field.onChange(refused || (requerido && v === null) ? Number.NaN : v)}
            error={fieldState.error?.message}
            hint={hint}
          />
        </div>
      )}
    />
  );
}

export function ReglasForm({ reglas, edita }: { reglas: ReglasRegear; edita: boolean }) {
  const t = useTextos(textosRegear);
  const guardar = useGuardarReglasRegear();
  const saveToasts = useSaveToasts();
  const { control, handleSubmit, formState, register } = useForm<ReglasRegear>({
    resolver: zodResolver(ReglasRegearSchema),
    defaultValues: reglas,
  });
  const e = formState.errors;
  // The form is remade when the rules change (its key in reglas-page.tsx), and the live change of this
  // very save can arrive before its answer: the promise, unlike `mutate`'s callbacks, outlives the form.
  const enviar = handleSubmit((r) => {
    const avisos = saveToasts(() => [t('reglas.guardadas'), t('reglas.guardadasDetalle')]);
    guardar.mutateAsync(r).then(avisos.onSuccess, avisos.onError);
  });
  const numero = (name: 'tier_min' | 'tier_max' | 'ip_min' | 'porcentaje', label: string, hint: string, opcional = true) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NumeroCampo
          id={`reglas-${name}`}
          label={label}
          value={field.value}
          onChange={field.onChange}
          opcional={opcional}
          error={fieldState.error?.message}
          hint={hint}
        />
      )}
    />
  );
  const tierAyuda = t('reglas.tierAyuda', { min: TIER_EQ_MIN, max: TIER_EQ_MAX });
  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate aria-label={t('reglas.titulo')}>
      <fieldset disabled={!edita || guardar.isPending} className="regear-reglas-campos">
        <Casillas
          control={control}
          name="slots"
          legend={t('reglas.slots')}
          opciones={SLOTS_REGEAR}
          nombre={nombreSlot}
          idBase="reglas-slot"
          errores={e.slots}
          hint={t('reglas.slotsAyuda')}
        />
        <fieldset>
          <legend>{t('reglas.limites')}</legend>
          <div className="regear-fila-campos">
            {numero('tier_min', t('reglas.tierMin'), tierAyuda)}
            {numero('tier_max', t('reglas.tierMax'), tierAyuda)}
            {numero('ip_min', t('reglas.ipMin'), t('reglas.sinLimite'))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('reglas.precio')}</legend>
          <div className="regear-opciones" role="radiogroup" aria-label={t('reglas.modo')}>
            {MODOS_PRECIO.map((m) => (
              <label key={m} htmlFor={`reglas-modo-${m}`}>
                <input type="radio" id={`reglas-modo-${m}`} value={m} {...register('modo')} />
                {nombreModo(t, m)}
              </label>
            ))}
          </div>
          <div className="regear-fila-campos">
            {numero('porcentaje', t('reglas.porcentaje'), t('reglas.porcentajeAyuda'), false)}
          </div>
          <TablaFija control={control} errores={e.tabla_fija} />
        </fieldset>
        <fieldset>
          <legend>{t('reglas.topes')}</legend>
          <div className="regear-fila-campos">
            <Tope control={control} name="tope_reclamo" label={t('reglas.topeReclamo')} hint={t('reglas.sinTope')} />
            <Tope control={control} name="tope_jugador_periodo" label={t('reglas.topeJugador')} hint={t('reglas.sinTope')} />
            <Tope
              control={control}
              name="precio_max_objeto"
              label={t('reglas.precioMaxObjeto')}
              hint={t('reglas.precioMaxObjetoAyuda')}
            />
          </div>
        </fieldset>
        <Casillas
          control={control}
          name="ciudades"
          legend={t('reglas.ciudades')}
          opciones={CIUDADES_MERCADO}
          nombre={(c) => c}
          idBase="reglas-ciudad"
          errores={e.ciudades}
          hint={t('reglas.ciudadesAyuda')}
        />
      </fieldset>
      {edita ? (
        <div className="regear-acciones">
          <Button type="submit" label={t('reglas.guardar')} icon="pi pi-save" loading={guardar.isPending} />
        </div>
      ) : null}
    </form>
  );
}
