// Dialog "new distribution" (docs/domain.md, "Distributions"): players (multi-select, voice channel,
// pasted list, registration of the unknown ones), silver, reason, and a confirmation (inside the dialog)
// before "Crear". It may start from a deleted distribution («Corregir»: everything it was created with —
// players and weights, breakdown, silver, reason, where the players came from).
// «Crear», its confirmation and the one code per opening: use-crear-confirmada.ts.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import {
  ESTADO_PERIODO,
  admiteDistribuciones,
  type Distribucion,
  type DistribucionParaCorregir,
  type JugadorOpcion,
  type OrigenDistribucion,
} from '@reparto/contract';
import { useFocoAlAbrir } from '../../../../components/focus';
import { useFondoGremio } from '../../../../lib/consultas/fondo-gremio';
import { partesDe, pesosParaEnviar, type BorradorForm, resolverBorrador, valoresDe, type DistribucionValida } from '../../reglas';
import { NuevoJugadorDialog } from '../nuevo-jugador-dialog';
import { BotonesDialogo } from '../botones-dialogo';
import { useOpcionesJugadores } from './use-opciones-jugadores';
import { JugadoresPicker } from './jugadores-picker';
import { ImportarJugadores } from './importar-jugadores';
import { useConfirmarDescarte } from './confirmar-descarte';
import { Seleccionados } from './seleccionados';
import { Confirmacion, resumenTexto } from './confirmacion';
import { PeriodoCambiado, type PeriodoDestino } from './periodo-cambiado';
import { ConfirmarCreacion } from './confirmar-creacion';
import { Importe } from './importe';
import { CampoMotivo } from './campo-motivo';
import { useCrearConfirmada } from './use-crear-confirmada';
import { Portadores, TransferenciasConfirmacion, portadoresDe, transferenciasPara, type Tenencias } from './portadores';
import { useSesionImportada } from './asistencia/use-sesion-importada';
import { usePlantilla } from './plantilla/use-plantilla';
import { ElegirPlantilla } from './plantilla/elegir-plantilla';
import { ExtrasFijos } from './plantilla/extras-fijos';
import { DeLaPlantilla } from './plantilla/de-la-plantilla';
import { extrasPorJugador } from './plantilla/reglas-plantilla';
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
  const t = useTextos(textosDistribuciones);
  const alMostrar = useFocoAlAbrir(visible, 'dist-jugadores');
  const jugadores = useOpcionesJugadores(visible, inicial?.jugadores.filter((j) => j.activo) ?? []);
  // Where the players came from (sent with the distribution, for a later «Corregir»).
  const [origen, setOrigen] = useState<OrigenDistribucion | null>(inicial?.origen ?? null);
  // The period closed under the dialog: the distribution may go to another open period instead.
  const cerrado = !admiteDistribuciones(estadoPeriodo);
  const [destino, setDestino] = useState<PeriodoDestino | null>(null);
  const faltan = inicial?.jugadores.filter((j) => !j.activo).map((j) => j.nickname) ?? [];
  const fondo = useFondoGremio(idPeriodo, visible);
  const [nuevoJugador, setNuevoJugador] = useState(false);
  // «El botín lo tienen varios» (docs/liquidacion.md): what each chosen player holds; null while off.
  const [tenencias, setTenencias] = useState<Tenencias>(null);
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
  const plantilla = usePlantilla(visible, inicial, getValues, setValue);
  const [selected, silverValue, desglose, pesos, extrasValue] = useWatch({
    control,
    name: ['jugadores', 'silver', 'desglose', 'pesos', 'extras'],
  });
  const extras = extrasValue ?? [];
  const silver = typeof silverValue === 'number' ? silverValue : null;
  const seleccionados = jugadores.nicknames(selected);
  const reparto = partesDe(silver, selected, pesos, extras);
  // With weights or fixed extras the shares differ: each one is listed.
  const ponderado = pesosParaEnviar(selected, pesos) !== undefined || extrasPorJugador(extras).size > 0;
  const erroresExtras = ((errores.extras ?? []) as ({ id_player?: { message?: string } } | undefined)[]).map(
    (e) => e?.id_player?.message,
  );

  const agregar = (nuevos: JugadorOpcion[]) => {
    jugadores.recordar(nuevos);
    const prev = getValues('jugadores');
    setValue('jugadores', [...prev, ...nuevos.map((j) => j.id_player).filter((id) => !prev.includes(id))]);
    clearErrors('jugadores');
  };
  const descarte = useConfirmarDescarte({ visible, sucio: formState.isDirty || selected.length > 0, onHide });
  const transferencias = transferenciasPara(selected, reparto?.partes ?? null, silver, tenencias);
  const crearConfirmada = useCrearConfirmada({
    handleSubmit,
    idPeriodo,
    destino,
    datos: {
      email,
      origen,
      idSesion: sesion.idSesion,
      plantilla: plantilla.enviar,
      idEvento: inicial?.id_evento ?? null,
      portadores: portadoresDe(selected, tenencias),
    },
    onCreada,
    onHide,
  });
  const { confirmando, creando, volver, confirmar } = crearConfirmada;
  // Carriers whose silver does not add up to the distribution's: the field says so; nothing is sent.
  const pedirConfirmacion = () => {
    if (tenencias !== null && transferencias === null) return;
    crearConfirmada.pedirConfirmacion();
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
        loading: creando,
        disabled: creando || (cerrado && destino === null),
      }}
    />
  );

  return (
    <Dialog
      // A distribution made from a calendar event starts filled in but corrects none (its id is 0).
      header={inicial && inicial.id_distribucion > 0 ? t('nueva.corrige', { id: inicial.id_distribucion }) : t('nueva.titulo')}
      visible={visible}
      // Escape or the close icon while confirming go back to the form.
      onHide={confirmando !== null ? volver : descarte.pedirCierre}
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
        <ElegirPlantilla visible={visible} elegida={plantilla.elegida} onElegir={plantilla.elegir} />
        <Importe
          control={control}
          setValue={setValue}
          clearErrors={clearErrors}
          idPeriodo={idPeriodo}
          idSesion={sesion.idSesion}
          // The breakdown switched on again starts from the template's tax, or the event's (its template's
          // or the guild's, as the server answered), before the guild's default.
          impuestoDefecto={
            plantilla.elegida?.reglas.impuesto_pct ?? inicial?.desglose?.impuesto_pct ?? fondo.data?.impuesto_gremio_pct ?? 0
          }
          silver={silver}
          desglose={desglose}
          jugadores={selected.length}
          porJugador={porJugador}
          resto={reparto?.resto ?? null}
          error={errores.silver?.message}
          regearPrimero={plantilla.regearPrimero}
        />
        <Portadores
          jugadores={seleccionados}
          partes={reparto?.partes ?? null}
          silver={silver}
          tenencias={tenencias}
          onChange={setTenencias}
          registro={desglose?.portadores_botin ?? null}
        />
        <CampoMotivo
          control={control}
          error={errores.motivo?.message}
          onCambio={() => clearErrors('motivo')}
          onEnter={pedirConfirmacion}
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
        <ExtrasFijos
          extras={extras}
          jugadores={seleccionados}
          errores={erroresExtras}
          onChange={(e) => {
            setValue('extras', e, { shouldDirty: true });
            clearErrors(['extras', 'silver']);
          }}
        />
      </div>

      {confirmando !== null ? (
        <ConfirmarCreacion creando={creando} onSi={confirmar} onNo={volver}>
          <DeLaPlantilla
            datos={
              plantilla.elegida && [
                plantilla.elegida,
                plantilla.base,
                { impuesto_pct: desglose?.impuesto_pct ?? null, jugadores: seleccionados, pesos, extras },
                plantilla.roles,
              ]
            }
          />
          <Confirmacion
            silver={silver}
            desglose={desglose}
            jugadores={seleccionados}
            partes={reparto?.partes ?? null}
            resto={reparto?.resto ?? 0}
            porJugador={porJugador}
            minutos={sesion.idSesion === null ? null : sesion.minutos}
          />
          <TransferenciasConfirmacion transferencias={transferencias} jugadores={seleccionados} />
        </ConfirmarCreacion>
      ) : null}

      <NuevoJugadorDialog visible={nuevoJugador} onHide={() => setNuevoJugador(false)} onRegistered={(j) => agregar([j])} />
      {descarte.confirmacion}
    </Dialog>
  );
}
