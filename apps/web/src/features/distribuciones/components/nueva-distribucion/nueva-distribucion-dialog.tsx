// Dialog "new distribution" (docs/domain.md, "Distributions"): players (multi-select, voice channel,
// pasted list, registration of the unknown ones), silver, reason, and a confirmation (inside the dialog)
// before "Crear". It may start from a deleted distribution («Corregir»: everything it was created with —
// players and weights, breakdown, silver, reason, where the players came from).
// Its 6-digit code is drawn once per opening (the parent remounts it with a new key): a double click
// or a retry sends the same code, and the server stores one distribution.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import {
  ESTADO_PERIODO,
  admiteDistribuciones,
  netoDelDesglose,
  type Distribucion,
  type DistribucionParaCorregir,
  type JugadorOpcion,
  type OrigenDistribucion,
} from '@reparto/contract';
import { useToast } from '../../../../components/toast';
import { RazonInput } from '../../../../components/razon-input';
import { useFocoAlAbrir } from '../../../../components/focus';
import { useCrearDistribucion } from '../../api/crear-distribucion';
import { useFondoGremio } from '../../../../lib/consultas/fondo-gremio';
import {
  nuevoCodigo,
  partesDe,
  peticionDe,
  pesosParaEnviar,
  type BorradorForm,
  resolverBorrador,
  valoresDe,
  type DistribucionValida,
} from '../../reglas';
import { NuevoJugadorDialog } from '../nuevo-jugador-dialog';
import { BotonesDialogo } from '../botones-dialogo';
import { useOpcionesJugadores } from './use-opciones-jugadores';
import { JugadoresPicker } from './jugadores-picker';
import { ImportarJugadores } from './importar-jugadores';
import { useConfirmarDescarte } from './confirmar-descarte';
import { Seleccionados } from './seleccionados';
import { Calculadora } from './calculadora';
import { Confirmacion, resumenTexto } from './confirmacion';
import { PeriodoCambiado, type PeriodoDestino } from './periodo-cambiado';
import { ConfirmarCreacion } from './confirmar-creacion';
import { RestoDelGremio } from './resto-del-gremio';
import { CampoSilver } from './campo-silver';
import { useSesionImportada } from './asistencia/use-sesion-importada';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';

export interface NuevaDistribucionDialogProps {
  visible: boolean;
  onHide: () => void;
  idPeriodo: number;
  /** The session's email; the server checks it against the token's account. */
  email: string | null;
  /** What the form starts with («Corregir» a deleted distribution); empty otherwise. */
  inicial?: DistribucionParaCorregir | null;
  /** The period's state now: when it is no longer open the dialog stays, says so and keeps the data. */
  estadoPeriodo?: number | undefined;
  /** The distribution created, and the other open period it went to when it was moved there. */
  onCreada?: (distribucion: Distribucion, movida: PeriodoDestino | null) => void;
}

export function NuevaDistribucionDialog({
  visible,
  onHide,
  idPeriodo,
  email,
  inicial = null,
  estadoPeriodo = ESTADO_PERIODO.ABIERTO,
  onCreada,
}: NuevaDistribucionDialogProps) {
  const toast = useToast();
  const t = useTextos(textosDistribuciones);
  const alMostrar = useFocoAlAbrir(visible, 'dist-jugadores');
  const [codigo] = useState(() => nuevoCodigo());
  const jugadores = useOpcionesJugadores(visible, inicial?.jugadores.filter((j) => j.activo) ?? []);
  // Where the players came from (sent with the distribution, for a later «Corregir»).
  const [origen, setOrigen] = useState<OrigenDistribucion | null>(inicial?.origen ?? null);
  // The period closed under the dialog: the distribution may go to another open period instead.
  const cerrado = !admiteDistribuciones(estadoPeriodo);
  const [destino, setDestino] = useState<PeriodoDestino | null>(null);
  const faltan = inicial?.jugadores.filter((j) => !j.activo).map((j) => j.nickname) ?? [];
  const crear = useCrearDistribucion();
  const fondo = useFondoGremio(idPeriodo, visible);
  const [nuevoJugador, setNuevoJugador] = useState(false);
  const [confirmando, setConfirmando] = useState<DistribucionValida | null>(null);
  // An error stays until the next "Crear" (a change to the field clears it).
  const { control, handleSubmit, setValue, getValues, clearErrors, formState } = useForm<
    BorradorForm,
    unknown,
    DistribucionValida
  >({
    resolver: resolverBorrador,
    defaultValues: valoresDe(inicial),
    reValidateMode: 'onSubmit',
  });
  const errores = formState.errors;
  const sesion = useSesionImportada(getValues, setValue);
  const [selected, silverValue, desglose, pesos] = useWatch({ control, name: ['jugadores', 'silver', 'desglose', 'pesos'] });
  const silver = typeof silverValue === 'number' ? silverValue : null;
  const seleccionados = jugadores.nicknames(selected);
  const reparto = partesDe(silver, selected, pesos);
  const ponderado = pesosParaEnviar(selected, pesos) !== undefined;

  const agregar = (nuevos: JugadorOpcion[]) => {
    jugadores.recordar(nuevos);
    const prev = getValues('jugadores');
    setValue('jugadores', [...prev, ...nuevos.map((j) => j.id_player).filter((id) => !prev.includes(id))]);
    clearErrors('jugadores');
  };
  const descarte = useConfirmarDescarte({ visible, sucio: formState.isDirty || selected.length > 0, onHide });
  const pedirConfirmacion = () => void handleSubmit((valida) => setConfirmando(valida))();

  const confirmar = () => {
    if (crear.isPending || confirmando === null) return;
    const datos = { idDistribucion: codigo, idPeriodoDist: destino?.id ?? idPeriodo, email, origen, idSesion: sesion.idSesion };
    crear.mutate(peticionDe(confirmando, datos), {
      onSuccess: (res) => {
        toast.show('success', t('nueva.exito'), res.message, 1000);
        onCreada?.(res.distribucion, destino);
        onHide();
      },
      // Back to the form, with the same code: retrying cannot create a second distribution.
      onError: (error) => {
        setConfirmando(null);
        toast.showError({ error, life: 3000 });
      },
    });
  };

  const porJugador = reparto && !ponderado ? (reparto.partes.get(selected[0]!) ?? null) : null;

  const footer = (
    <BotonesDialogo
      onCancelar={onHide}
      accion={{
        type: 'button',
        label: t('nueva.crear'),
        icon: 'pi pi-check',
        onClick: pedirConfirmacion,
        loading: crear.isPending,
        disabled: crear.isPending || (cerrado && destino === null),
      }}
    />
  );

  return (
    <Dialog
      header={inicial ? t('nueva.corrige', { id: inicial.id_distribucion }) : t('nueva.titulo')}
      visible={visible}
      // Escape or the close icon while confirming go back to the form.
      onHide={confirmando !== null ? () => setConfirmando(null) : descarte.pedirCierre}
      footer={confirmando !== null ? null : footer}
      // The first field (the players), not the close icon, has the focus once the dialog is shown.
      // PrimeReact's own focus on show would take the focus from a field already typed into.
      focusOnShow={false}
      onShow={alMostrar}
      className="dist-dialog"
      modal
      blockScroll
      data-testid="nueva-distribucion-dialog"
    >
      {cerrado ? (
        <PeriodoCambiado
          idPeriodo={idPeriodo}
          estado={estadoPeriodo}
          destino={destino?.id ?? null}
          onDestino={setDestino}
          resumen={() =>
            resumenTexto({ idPeriodo, ...getValues(), silver, jugadores: jugadores.nicknames(getValues('jugadores')) })
          }
        />
      ) : null}
      <div className="form-grid" hidden={confirmando !== null}>
        <Controller
          name="jugadores"
          control={control}
          render={({ field }) => (
            <JugadoresPicker
              value={field.value}
              onChange={(ids) => {
                field.onChange(ids);
                clearErrors('jugadores');
              }}
              opciones={jugadores.opciones}
              loading={jugadores.lista.isLoading}
              loadError={jugadores.lista.isError ? jugadores.lista.error : undefined}
              error={errores.jugadores?.message}
              onNuevoJugador={() => setNuevoJugador(true)}
            />
          )}
        />
        <ImportarJugadores
          enabled={visible}
          onJugadores={agregar}
          origen={origen}
          onOrigen={(o) => setOrigen((prev) => ({ ...prev, ...o }))}
          sesion={sesion}
        />
        <Controller
          name="desglose"
          control={control}
          render={({ field }) => (
            <Calculadora
              idPeriodo={idPeriodo}
              idSesion={sesion.idSesion}
              desglose={field.value}
              impuestoDefecto={fondo.data?.impuesto_gremio_pct ?? 0}
              onChange={(d, neto) => {
                field.onChange(d);
                if (d) setValue('silver', neto);
                clearErrors('silver');
              }}
            />
          )}
        />
        <CampoSilver
          control={control}
          silver={silver}
          readOnly={desglose !== null}
          error={errores.silver?.message}
          onCambio={() => clearErrors('silver')}
        />
        <RestoDelGremio
          silver={silver}
          jugadores={selected.length}
          porJugador={porJugador}
          resto={reparto?.resto ?? null}
          impuesto={desglose ? netoDelDesglose(desglose).impuesto : 0}
        />
        <label htmlFor="dist-motivo">{t('nueva.motivo')}</label>
        <Controller
          name="motivo"
          control={control}
          render={({ field }) => (
            <RazonInput
              id="dist-motivo"
              campo={t('nueva.elMotivo')}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                clearErrors('motivo');
              }}
              onEnter={pedirConfirmacion}
              placeholder={t('nueva.ejemplo')}
              error={errores.motivo?.message}
            />
          )}
        />

        <Seleccionados
          jugadores={seleccionados}
          pesos={pesos}
          partes={reparto?.partes ?? null}
          porJugador={porJugador}
          desactivados={faltan}
          error={(errores.pesos as { message?: string } | undefined)?.message}
          onPeso={(id, peso) => {
            setValue('pesos', { ...getValues('pesos'), [id]: peso });
            clearErrors(['pesos', 'silver']);
          }}
          onQuitar={(id) =>
            setValue(
              'jugadores',
              selected.filter((x) => x !== id),
            )
          }
          minutos={sesion.minutos}
        />
      </div>

      {confirmando !== null ? (
        <ConfirmarCreacion creando={crear.isPending} onSi={confirmar} onNo={() => setConfirmando(null)}>
          <Confirmacion
            silver={silver}
            desglose={desglose}
            jugadores={seleccionados}
            partes={reparto?.partes ?? null}
            resto={reparto?.resto ?? 0}
            porJugador={porJugador}
            minutos={sesion.idSesion === null ? null : sesion.minutos}
          />
        </ConfirmarCreacion>
      ) : null}

      <NuevoJugadorDialog visible={nuevoJugador} onHide={() => setNuevoJugador(false)} onRegistered={(j) => agregar([j])} />
      {descarte.confirmacion}
    </Dialog>
  );
}
