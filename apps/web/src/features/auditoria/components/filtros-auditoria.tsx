// Filters of the audit screen: action, entity, account (options from the log itself) and a date range.
import { Dropdown } from 'primereact/dropdown';
import { Calendar } from 'primereact/calendar';
import { Button } from 'primereact/button';
import { dropdownPt } from '../../../components/dropdown-pt';
import { calendarPt } from '../../../components/calendar-pt';
import type { FiltrosAuditoriaResponse } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { textosAuditoria } from '../textos';
import { usePalabra } from './palabras';

export interface Filtros {
  accion: string | null;
  entidad: string | null;
  idCuenta: number | null;
  desde: Date | null;
  hasta: Date | null;
}

/** PrimeReact's hidden native select gets the field's name too (axe: select-name). */

export const SIN_FILTROS: Filtros = { accion: null, entidad: null, idCuenta: null, desde: null, hasta: null };

export function FiltrosAuditoria({
  value,
  opciones,
  onChange,
}: {
  value: Filtros;
  opciones: FiltrosAuditoriaResponse | undefined;
  onChange: (next: Filtros) => void;
}) {
  const t = useTextos(textosAuditoria);
  const etiqueta = usePalabra();
  const set = (patch: Partial<Filtros>) => onChange({ ...value, ...patch });
  const acciones = (opciones?.acciones ?? []).map((a) => ({ label: etiqueta(a), value: a }));
  const entidades = (opciones?.entidades ?? []).map((e) => ({ label: etiqueta(e), value: e }));
  const cuentas = (opciones?.cuentas ?? []).map((c) => ({ label: `${c.nickname} (${c.email})`, value: c.id_cuenta }));
  const activos = Object.values(value).some((v) => v !== null);

  return (
    <form className="auditoria-filtros" aria-label={t('filtros')} onSubmit={(e) => e.preventDefault()}>
      <div className="auditoria-campo">
        <label htmlFor="filtro-accion">{t('accion')}</label>
        <Dropdown
          inputId="filtro-accion"
          value={value.accion}
          options={acciones}
          onChange={(e) => set({ accion: (e.value as string | undefined) ?? null })}
          placeholder={t('todas')}
          showClear
          pt={dropdownPt(t('accion'))}
        />
      </div>
      <div className="auditoria-campo">
        <label htmlFor="filtro-entidad">{t('entidad')}</label>
        <Dropdown
          inputId="filtro-entidad"
          value={value.entidad}
          options={entidades}
          onChange={(e) => set({ entidad: (e.value as string | undefined) ?? null })}
          placeholder={t('todas')}
          showClear
          pt={dropdownPt(t('entidad'))}
        />
      </div>
      <div className="auditoria-campo">
        <label htmlFor="filtro-cuenta">{t('cuenta')}</label>
        <Dropdown
          inputId="filtro-cuenta"
          value={value.idCuenta}
          options={cuentas}
          onChange={(e) => set({ idCuenta: (e.value as number | undefined) ?? null })}
          placeholder={t('todas')}
          showClear
          pt={dropdownPt(t('cuenta'))}
          filter
          filterPlaceholder={t('filtro.cuenta')}
        />
      </div>
      <div className="auditoria-campo">
        <label htmlFor="filtro-desde">{t('filtro.desde')}</label>
        <Calendar
          inputId="filtro-desde"
          value={value.desde}
          onChange={(e) => set({ desde: (e.value as Date | null | undefined) ?? null })}
          dateFormat="dd/mm/yy"
          maxDate={value.hasta ?? undefined}
          showButtonBar
          showIcon
          pt={calendarPt}
        />
      </div>
      <div className="auditoria-campo">
        <label htmlFor="filtro-hasta">{t('filtro.hasta')}</label>
        <Calendar
          inputId="filtro-hasta"
          value={value.hasta}
          onChange={(e) => set({ hasta: (e.value as Date | null | undefined) ?? null })}
          dateFormat="dd/mm/yy"
          minDate={value.desde ?? undefined}
          showButtonBar
          showIcon
          pt={calendarPt}
        />
      </div>
      <Button
        type="button"
        label={t('filtro.limpiar')}
        icon="pi pi-filter-slash"
        outlined
        disabled={!activos}
        onClick={() => onChange(SIN_FILTROS)}
      />
    </form>
  );
}
