import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { AVISO_DIFERENCIA_PCT_DEFECTO, type Periodo } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { dropdownPt } from '../../../components/dropdown-pt';
import { useDistribuidores } from '../api/get-distribuidores';
import { useCasas } from '../api/get-casas';
import { useTablaDePago } from '../api/get-tabla-pago';
import { useCerrarPeriodo } from '../api/cerrar-periodo';
import { useFondoGremio } from '../../../lib/consultas/fondo-gremio';
import { cofresSuficientes, muyPorDebajo } from '../periodo-reglas';
import { CasasFieldset, CofresResumen } from './casas-fieldset';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

// A missing distributor is said in the active language at render time (`cerrar.seleccione`).
const CerrarPeriodoSchema = z.object({
  idDistribuidor: z.number(),
  idsCasas: z.array(z.number()),
});
type CerrarPeriodo = z.infer<typeof CerrarPeriodoSchema>;

/**
 * Close period (charge 8, state 3): a distributor and houses of the period's place whose chests are
 * at least the required count — one per player with a payment, i.e. the payment rows
 * (docs/domain.md, "Period life cycle").
 */
export function CerrarPeriodoDialog({ periodo, onHide }: { periodo: Periodo | null; onHide: () => void }) {
  return periodo ? <CerrarPeriodoForm key={periodo.id_periodo} periodo={periodo} onHide={onHide} /> : null;
}

function CerrarPeriodoForm({ periodo, onHide }: { periodo: Periodo; onHide: () => void }) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata, idioma } = useFormato();
  const distribuidores = useDistribuidores(true);
  const casas = useCasas(periodo.id_lugar_distribucion);
  const pagos = useTablaDePago(periodo.id_periodo);
  // The guild's threshold of the warning below (AVISO_DIFERENCIA_PCT), read with the guild's fund.
  const fondo = useFondoGremio(periodo.id_periodo);
  const cerrar = useCerrarPeriodo();
  const saveToasts = useSaveToasts();
  const { control, handleSubmit, formState } = useForm<CerrarPeriodo>({
    resolver: zodResolver(CerrarPeriodoSchema),
    defaultValues: { idsCasas: [] },
  });
  const idsCasas = useWatch({ control, name: 'idsCasas' });

  const lista = casas.data?.message ?? [];
  const requeridos = pagos.data?.count ?? 0;
  const seleccionados = lista.filter((c) => idsCasas.includes(c.id_casa)).reduce((acc, c) => acc + c.cantidad_cofres, 0);
  const cargando = casas.isPending || pagos.isPending || fondo.isPending;
  const suficientes = !cargando && cofresSuficientes(seleccionados, requeridos, idsCasas.length);
  // A period closed with silver albion $0 is almost always a value not entered yet, and one far below
  // silver app a value mistyped or not final: both are asked first.
  const sinValor = periodo.silver_albion === 0;
  const umbral = fondo.data?.aviso_diferencia_pct ?? AVISO_DIFERENCIA_PCT_DEFECTO;
  const porDebajo = !sinValor && !fondo.isPending && muyPorDebajo(periodo, umbral);
  const diferencia = plata(periodo.silver_albion - periodo.silver_app);
  const [cerrarIgualmente, setCerrarIgualmente] = useState(false);

  const confirmar = handleSubmit(({ idDistribuidor, idsCasas: elegidas }) =>
    cerrar.mutate(
      { idPeriodo: periodo.id_periodo, idPlayerDistribuidor: idDistribuidor, idsCasas: elegidas },
      saveToasts(() => [t('cerrar.hecho'), t('cerrar.hechoDetalle', { id: periodo.id_periodo })], onHide),
    ),
  );
  const aviso = formState.errors.idDistribuidor ? t('cerrar.seleccione') : undefined;

  return (
    <ActionDialog
      header={t('cerrar.titulo', { id: periodo.id_periodo, lugar: periodo.lugar })}
      onHide={onHide}
      width="34rem"
      action={{
        label: t('cerrar.accion'),
        icon: 'pi pi-lock',
        severity: 'warning',
        disabled: !suficientes || ((sinValor || porDebajo) && !cerrarIgualmente),
        loading: cerrar.isPending,
        onClick: () => void confirmar(),
      }}
    >
      <div className="form-grid">
        <label htmlFor="cerrar-distribuidor" id="cerrar-distribuidor-label">
          {t('col.distribuidor')}
        </label>
        <Controller
          name="idDistribuidor"
          control={control}
          render={({ field }) => (
            <Dropdown
              pt={dropdownPt(t('col.distribuidor'))}
              inputId="cerrar-distribuidor"
              ariaLabelledBy="cerrar-distribuidor-label"
              value={field.value ?? null}
              options={distribuidores.data?.distribuidores ?? []}
              optionLabel="nickname"
              optionValue="id_player"
              placeholder={t('cerrar.distribuidorPh')}
              loading={distribuidores.isPending}
              filter
              onChange={(e) => field.onChange(e.value as number)}
            />
          )}
        />
        {aviso ? <Message severity="error" text={aviso} role="alert" /> : null}
        <Controller
          name="idsCasas"
          control={control}
          render={({ field }) => (
            <CasasFieldset
              lugar={periodo.lugar}
              casas={lista}
              loading={casas.isPending}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <CofresResumen cargando={cargando} requeridos={requeridos} seleccionados={seleccionados} suficientes={suficientes} />
        {sinValor ? (
          <div className="aviso-sin-valor">
            <Message severity="warn" text={t('cerrar.sinValor')} />
            <div className="checkbox-field">
              <Checkbox
                inputId="cerrar-sin-valor"
                checked={cerrarIgualmente}
                onChange={(e) => setCerrarIgualmente(Boolean(e.checked))}
              />
              <label htmlFor="cerrar-sin-valor">{t('cerrar.igualSinValor')}</label>
            </div>
          </div>
        ) : null}
        {porDebajo ? (
          <div className="aviso-sin-valor" data-testid="aviso-diferencia">
            <Message
              severity="warn"
              text={t('cerrar.porDebajo', {
                albion: plata(periodo.silver_albion),
                app: plata(periodo.silver_app),
                // The guild's threshold may have decimals (7,5 %): the language's own number format.
                pct: umbral.toLocaleString(idioma === 'es' ? 'es-ES' : idioma),
                diferencia,
              })}
            />
            <div className="checkbox-field">
              <Checkbox
                inputId="cerrar-con-diferencia"
                checked={cerrarIgualmente}
                onChange={(e) => setCerrarIgualmente(Boolean(e.checked))}
              />
              <label htmlFor="cerrar-con-diferencia">{t('cerrar.igualDiferencia', { diferencia })}</label>
            </div>
          </div>
        ) : null}
      </div>
    </ActionDialog>
  );
}
