// Dialog "new distribution" (docs/domain.md, "Distributions"): players (multi-select, voice channel,
// pasted list, registration of the unknown ones), silver, reason, and a confirmation popup before
// "Crear". It may start from a deleted distribution («Corregir»: its players, silver and reason).
// The 6-digit code is drawn once per opening (the parent remounts this component with a new key), so
// a double click or a retry after a failure sends the same code and the server stores one distribution.
import { useState, type MouseEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { ConfirmPopup } from 'primereact/confirmpopup';
import { TEXTO_MAX, type JugadorOpcion } from '@reparto/contract';
import { useToast } from '../../../../components/toast';
import { FieldError } from '../../../../components/form-messages';
import { SilverInput } from '../../../../components/silver-input';
import { useCrearDistribucion } from '../../api/crear-distribucion';
import { useFondoGremio } from '../../api/get-fondo-gremio';
import {
  BorradorDistribucionSchema,
  nuevoCodigo,
  partesDe,
  pesosParaEnviar,
  type BorradorForm,
  type DistribucionValida,
} from '../../reglas';
import { NuevoJugadorDialog } from '../nuevo-jugador-dialog';
import { useRetenerEscape } from './retener-escape';
import { useOpcionesJugadores } from './use-opciones-jugadores';
import { JugadoresPicker } from './jugadores-picker';
import { ImportarJugadores } from './importar-jugadores';
import { useConfirmarDescarte } from './confirmar-descarte';
import { usePrecarga, type BorradorInicial } from './precarga';
import { trapTab } from '../../../../components/focus';
import { Seleccionados } from './seleccionados';
import { Calculadora } from './calculadora';
import { Confirmacion } from './confirmacion';
import { RestoDelGremio } from './resto-del-gremio';

export interface NuevaDistribucionDialogProps {
  visible: boolean;
  onHide: () => void;
  idPeriodo: number;
  /** The session's email; the server checks it against the token's account. */
  email: string | null;
  /** What the form starts with («Corregir» a deleted distribution); empty otherwise. */
  inicial?: BorradorInicial | null;
}

const VACIO: BorradorForm = { jugadores: [], silver: null, motivo: '', desglose: null, pesos: {} };

export function NuevaDistribucionDialog({ visible, onHide, idPeriodo, email, inicial = null }: NuevaDistribucionDialogProps) {
  const toast = useToast();
  const [codigo] = useState(() => nuevoCodigo());
  const escape = useRetenerEscape();
  const jugadores = useOpcionesJugadores(visible);
  const crear = useCrearDistribucion(idPeriodo);
  const fondo = useFondoGremio(idPeriodo, visible);
  const [nuevoJugador, setNuevoJugador] = useState(false);
  const [confirmando, setConfirmando] = useState<DistribucionValida | null>(null);
  const [crearBoton, setCrearBoton] = useState<HTMLElement | null>(null);
  // An error stays until the next "Crear" (a change to the field clears it).
  const { control, handleSubmit, setValue, getValues, clearErrors, formState } = useForm<
    BorradorForm,
    unknown,
    DistribucionValida
  >({
    resolver: zodResolver(BorradorDistribucionSchema),
    defaultValues: inicial ? { ...VACIO, silver: inicial.silver, motivo: inicial.motivo } : VACIO,
    reValidateMode: 'onSubmit',
  });
  const errores = formState.errors;
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

  const faltan = usePrecarga(inicial, jugadores.lista.data, agregar);
  const descarte = useConfirmarDescarte({ visible, sucio: formState.isDirty || selected.length > 0, onHide });

  const pedirConfirmacion = (e: MouseEvent<HTMLButtonElement>) => {
    setCrearBoton(e.currentTarget);
    void handleSubmit((valida) => setConfirmando(valida))(e);
  };

  const confirmar = () => {
    if (crear.isPending || confirmando === null) return;
    const { silver: plata, motivo, jugadores: ids } = confirmando;
    const conPesos = pesosParaEnviar(ids, confirmando.pesos);
    crear.mutate(
      {
        idDistribucion: codigo,
        idPeriodoDist: idPeriodo,
        silver: plata,
        motivo,
        email,
        jugadores: ids,
        ...(conPesos ? { pesos: conPesos } : {}),
        ...(confirmando.desglose ? { desglose: confirmando.desglose } : {}),
      },
      {
        onSuccess: (res) => {
          toast.show('success', 'Distribución realizada', res.message, 1000);
          onHide();
        },
        // The dialog stays open with the same code: retrying cannot create a second distribution.
        onError: (error) => toast.showError({ error, life: 3000 }),
      },
    );
  };

  const porJugador = reparto && !ponderado ? (reparto.partes.get(selected[0]!) ?? null) : null;

  const footer = (
    <div className="dist-dialog-buttons">
      <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onHide} />
      <Button
        type="button"
        label="Crear"
        icon="pi pi-check"
        onClick={pedirConfirmacion}
        loading={crear.isPending}
        disabled={crear.isPending}
      />
    </div>
  );

  return (
    <Dialog
      header="Nueva distribución"
      visible={visible}
      onHide={descarte.pedirCierre}
      footer={footer}
      className="dist-dialog"
      modal
      blockScroll
      data-testid="nueva-distribucion-dialog"
    >
      <div className="form-grid">
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
              escape={escape}
            />
          )}
        />
        {faltan.length > 0 ? (
          <p className="dist-aviso-nombres" role="status">
            No se pueden volver a elegir (desactivados): {faltan.join(', ')}.
          </p>
        ) : null}
        <ImportarJugadores enabled={visible} onJugadores={agregar} escape={escape} />

        <Controller
          name="desglose"
          control={control}
          render={({ field }) => (
            <Calculadora
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

        <label htmlFor="dist-silver">Silver</label>
        <Controller
          name="silver"
          control={control}
          render={({ field }) => (
            <SilverInput
              id="dist-silver"
              value={silver}
              onChange={(value) => {
                field.onChange(value);
                clearErrors('silver');
              }}
              placeholder="Cantidad de plata"
              readOnly={desglose !== null}
              error={errores.silver?.message}
            />
          )}
        />
        <RestoDelGremio silver={silver} jugadores={selected.length} porJugador={porJugador} resto={reparto?.resto ?? null} />

        <label htmlFor="dist-motivo">Motivo</label>
        <Controller
          name="motivo"
          control={control}
          render={({ field }) => (
            <InputText
              id="dist-motivo"
              value={field.value}
              onChange={(e) => {
                field.onChange(e.target.value);
                clearErrors('motivo');
              }}
              maxLength={TEXTO_MAX}
              placeholder="Ej.: ZvZ en Caerleon"
              invalid={Boolean(errores.motivo)}
              aria-describedby={errores.motivo ? 'dist-motivo-error' : undefined}
            />
          )}
        />
        <FieldError id="dist-motivo-error" message={errores.motivo?.message} alert />

        <Seleccionados
          jugadores={seleccionados}
          pesos={pesos}
          partes={reparto?.partes ?? null}
          porJugador={porJugador}
          onPeso={(id, peso) => setValue('pesos', { ...getValues('pesos'), [id]: peso })}
          onQuitar={(id) =>
            setValue(
              'jugadores',
              selected.filter((x) => x !== id),
            )
          }
        />
      </div>

      <ConfirmPopup
        target={crearBoton ?? undefined}
        visible={confirmando !== null}
        onHide={() => setConfirmando(null)}
        // The popup sits on top of the modal: the focus starts on "Sí, crear" and Tab stays inside. It
        // is placed in <body>, not inside the dialog (the app's default), whose scrolling content would
        // clip it under the «Crear» button of a tall form.
        appendTo={document.body}
        defaultFocus="accept"
        pt={{ root: { role: 'alertdialog', 'aria-label': 'Confirmar la distribución', onKeyDown: trapTab } }}
        message={
          <Confirmacion
            silver={silver}
            desglose={desglose}
            jugadores={seleccionados}
            partes={reparto?.partes ?? null}
            resto={reparto?.resto ?? 0}
            porJugador={porJugador}
          />
        }
        icon="pi pi-question-circle"
        acceptLabel="Sí, crear"
        rejectLabel="No"
        accept={confirmar}
      />

      <NuevoJugadorDialog visible={nuevoJugador} onHide={() => setNuevoJugador(false)} onRegistered={(j) => agregar([j])} />
      {descarte.confirmacion}
    </Dialog>
  );
}
