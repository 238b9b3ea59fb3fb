// The fixed extras of «Nueva distribución» (docs/calendario.md, «Plantillas de reparto»): each one a
// label, its silver and the chosen player who gets it before the split by weight. A template fills
// them unassigned; they can be changed, removed or added by hand. An extra without a player says so
// beside it (the form refuses it: reglas-plantilla.ts, problemasDeExtras; so does the server).
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { EXTRAS_MAX } from '@reparto/contract';
import { dropdownPt } from '../../../../../components/dropdown-pt';
import { FieldError } from '../../../../../components/form-messages';
import { retenerEscapeDeListas } from '../../../../../components/lista-abierta';
import { SilverInput } from '../../../../../components/silver-input';
import { useTextos } from '../../../../../lib/i18n/textos';
import { textosPlantillaDist } from './textos';
import type { ExtraForm } from './reglas-plantilla';

export function ExtrasFijos({
  extras,
  jugadores,
  errores,
  onChange,
}: {
  extras: ExtraForm[];
  /** The chosen players: who may get an extra. */
  jugadores: { id: number; nickname: string }[];
  /** The form's sentence per extra (its index), if any. */
  errores: (string | undefined)[];
  onChange: (extras: ExtraForm[]) => void;
}) {
  const t = useTextos(textosPlantillaDist);
  const cambiar = (i: number, cambio: Partial<ExtraForm>) => onChange(extras.map((e, j) => (j === i ? { ...e, ...cambio } : e)));
  const opciones = jugadores.map((j) => ({ label: j.nickname, value: j.id }));
  return (
    <fieldset className="dist-extras" data-testid="extras-fijos">
      <legend>{t('extras.titulo')}</legend>
      <p className="dist-muted">{extras.length === 0 ? t('extras.ninguno') : t('extras.ayuda')}</p>
      {extras.length > 0 ? (
        <ul className="dist-extras-lista">
          {extras.map((e, i) => {
            const n = i + 1;
            const id = `dist-extra-${i}`;
            return (
              <li key={i} className="dist-extra">
                <label className="sr-only" htmlFor={`${id}-concepto`}>
                  {t('extras.concepto', { n })}
                </label>
                <InputText
                  id={`${id}-concepto`}
                  value={e.concepto}
                  onChange={(ev) => cambiar(i, { concepto: ev.target.value })}
                  maxLength={200}
                  className="dist-extra-concepto"
                />
                <label className="sr-only" htmlFor={`${id}-plata`}>
                  {t('extras.plata', { n })}
                </label>
                <div className="dist-extra-plata">
                  <SilverInput id={`${id}-plata`} value={e.silver} onChange={(silver) => cambiar(i, { silver })} hint="" />
                </div>
                <label className="sr-only" htmlFor={`${id}-para`}>
                  {t('extras.para', { n })}
                </label>
                <div className="dist-extra-para" onKeyDown={retenerEscapeDeListas}>
                  <Dropdown
                    pt={dropdownPt(t('extras.para', { n }))}
                    inputId={`${id}-para`}
                    value={e.id_player}
                    options={opciones}
                    onChange={(ev) => cambiar(i, { id_player: (ev.value as number | null) ?? null })}
                    placeholder={t('extras.elegir')}
                    invalid={errores[i] !== undefined}
                    aria-describedby={`${id}-error`}
                  />
                </div>
                <Button
                  type="button"
                  icon="pi pi-times"
                  rounded
                  text
                  severity="danger"
                  aria-label={t('extras.quitar', { concepto: e.concepto || String(n) })}
                  onClick={() => onChange(extras.filter((_, j) => j !== i))}
                />
                <FieldError id={`${id}-error`} message={errores[i]} alert />
              </li>
            );
          })}
        </ul>
      ) : null}
      {extras.length < EXTRAS_MAX ? (
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-plus"
          label={t('extras.agregar')}
          onClick={() => onChange([...extras, { concepto: '', silver: null, id_player: null }])}
        />
      ) : null}
    </fieldset>
  );
}
