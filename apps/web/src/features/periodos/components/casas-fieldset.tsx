// The houses of the close-period dialog: one checkbox per active house of the period's place, and the
// summary of chests needed and chosen.
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import type { CasasResponse } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

export function CasasFieldset({
  lugar,
  casas,
  loading,
  value,
  onChange,
}: {
  lugar: string;
  casas: CasasResponse['message'];
  loading: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const t = useTextos(textosPeriodosDialogos);
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((x) => x !== id));
  return (
    <fieldset className="casas-fieldset">
      <legend>{t('casas.titulo')}</legend>
      {loading ? (
        <Skeleton height="5rem" />
      ) : casas.length === 0 ? (
        <p className="card-empty">{t('casas.vacio', { lugar })}</p>
      ) : (
        casas.map((c) => (
          <div key={c.id_casa} className="casa-option">
            <Checkbox
              inputId={`casa-${c.id_casa}`}
              checked={value.includes(c.id_casa)}
              onChange={(e) => toggle(c.id_casa, Boolean(e.checked))}
            />
            <label htmlFor={`casa-${c.id_casa}`}>
              {c.nombre_casa} <span className="casa-cofres">{t('casas.cofres', { n: c.cantidad_cofres })}</span>
            </label>
          </div>
        ))
      )}
    </fieldset>
  );
}

export function CofresResumen(props: { cargando: boolean; requeridos: number; seleccionados: number; suficientes: boolean }) {
  const t = useTextos(textosPeriodosDialogos);
  const { entero } = useFormato();
  return (
    <>
      <p className="cofres-resumen" data-testid="cofres-resumen">
        {t('cofres.necesarios')} <strong>{props.cargando ? '…' : entero(props.requeridos)}</strong> · {t('cofres.seleccionados')}{' '}
        <strong>{entero(props.seleccionados)}</strong>
      </p>
      <p className="field-hint" data-testid="cofres-explicacion">
        {props.cargando ? t('cofres.explicacion') : t('cofres.explicacionN', { n: props.requeridos })}
      </p>
      {props.cargando ? null : props.suficientes ? (
        <Message severity="success" text={t('cofres.ok')} />
      ) : (
        <Message severity="warn" text={t('cofres.faltan')} />
      )}
    </>
  );
}
