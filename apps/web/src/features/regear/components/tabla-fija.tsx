// The fixed-price table of the rules: silver per item of a slot at a tier-equivalent. One line per
// price, added and removed; a slot and tier without a line has no fixed price.
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { Button } from 'primereact/button';
import { SLOTS_REGEAR, TIER_EQ_MAX, TIER_EQ_MIN, type ReglasRegear } from '@reparto/contract';
import { FieldError } from '../../../components/form-messages';
import { SilverInput } from '../../../components/silver-input';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreSlot } from '../../../lib/i18n/nombres';
import { textosRegear } from '../textos';
import { NumeroCampo } from './numero-campo';

export function TablaFija({
  control,
  errores,
}: {
  control: Control<ReglasRegear>;
  errores: FieldErrors<ReglasRegear>['tabla_fija'];
}) {
  const t = useTextos(textosRegear);
  const { fields, append, remove } = useFieldArray({ control, name: 'tabla_fija' });
  return (
    <div className="regear-tabla-fija" role="group" aria-labelledby="reglas-tabla-fija">
      <h3 id="reglas-tabla-fija" className="regear-subtitulo">
        {t('fija.titulo')}
      </h3>
      {fields.length === 0 ? <p>{t('fija.vacia')}</p> : null}
      {fields.map((f, i) => (
        <div key={f.id} className="regear-tabla-fija-fila" data-testid={`precio-fijo-${i}`}>
          <Controller
            name={`tabla_fija.${i}.slot`}
            control={control}
            render={({ field }) => (
              <div className="regear-campo">
                <label htmlFor={`fijo-slot-${i}`}>{t('fija.slot')}</label>
                <select id={`fijo-slot-${i}`} className="p-inputtext p-component" value={field.value} onChange={field.onChange}>
                  {SLOTS_REGEAR.map((s) => (
                    <option key={s} value={s}>
                      {nombreSlot(s)}
                    </option>
                  ))}
                </select>
              </div>
            )}
          />
          <Controller
            name={`tabla_fija.${i}.tier_eq`}
            control={control}
            render={({ field, fieldState }) => (
              <NumeroCampo
                id={`fijo-tier-${i}`}
                label={t('fija.tier')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                hint={t('fija.tierAyuda', { min: TIER_EQ_MIN, max: TIER_EQ_MAX })}
              />
            )}
          />
          <Controller
            name={`tabla_fija.${i}.silver`}
            control={control}
            render={({ field, fieldState }) => (
              <div className="regear-campo">
                <label htmlFor={`fijo-silver-${i}`}>{t('fija.silver')}</label>
                <SilverInput
                  id={`fijo-silver-${i}`}
                  value={Number.isNaN(field.value) ? null : field.value}
                  onChange={(v, refused) => field.onChange(v === null || refused ? Number.NaN : v)}
                  error={fieldState.error?.message}
                />
              </div>
            )}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            severity="danger"
            text
            aria-label={t('fija.quitar', { n: i + 1 })}
            onClick={() => remove(i)}
          />
        </div>
      ))}
      <FieldError id="reglas-tabla-fija-mensaje" message={errores?.message ?? errores?.root?.message} alert />
      <div>
        <Button
          type="button"
          label={t('fija.anadir')}
          icon="pi pi-plus"
          severity="secondary"
          outlined
          size="small"
          onClick={() => append({ slot: 'Head', tier_eq: 8, silver: Number.NaN })}
        />
      </div>
    </div>
  );
}
