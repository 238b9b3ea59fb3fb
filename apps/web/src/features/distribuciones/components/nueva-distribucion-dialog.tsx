// Dialog "new distribution" (seed-spec §2, §5, §8; DESIGN §2): players (multi-select, voice channel,
// registration of the unknown ones), silver, reason, and a confirmation popup before "Crear".
// The 6-digit code is drawn once per opening (the parent remounts this component with a new key), so
// a double click or a retry after a failure sends the same code and the server stores one distribution.
import { useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { MultiSelect } from 'primereact/multiselect';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { ConfirmPopup } from 'primereact/confirmpopup';
import { SILVER_MAX, TEXTO_MAX, formatSilver, type JugadorOpcion } from '@reparto/contract';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useJugadoresSelect } from '../api/get-jugadores-select';
import { useVoiceChannels } from '../api/get-voice-channels';
import { usePlayersOfVoiceChannel } from '../api/get-players-of-voice-channel';
import { useRegistrarJugador } from '../api/registrar-jugador';
import { useCrearDistribucion } from '../api/crear-distribucion';
import { nuevoCodigo, validarDistribucion, type ErroresDistribucion } from '../reglas';
import { NuevoJugadorDialog } from './nuevo-jugador-dialog';

export interface NuevaDistribucionDialogProps {
  visible: boolean;
  onHide: () => void;
  idPeriodo: number;
  /** The session's email; the server checks it against the token's account. */
  email: string | null;
}

export function NuevaDistribucionDialog({ visible, onHide, idPeriodo, email }: NuevaDistribucionDialogProps) {
  const toast = useToast();
  const [codigo] = useState(() => nuevoCodigo());
  const [selected, setSelected] = useState<number[]>([]);
  const [silver, setSilver] = useState<number | null>(null);
  const [motivo, setMotivo] = useState('');
  const [canal, setCanal] = useState<string | null>(null);
  const [sinRegistrar, setSinRegistrar] = useState<string[]>([]);
  const [registrando, setRegistrando] = useState<string | null>(null);
  const [extra, setExtra] = useState<JugadorOpcion[]>([]);
  const [errores, setErrores] = useState<ErroresDistribucion>({});
  const [confirmando, setConfirmando] = useState(false);
  const [nuevoJugador, setNuevoJugador] = useState(false);
  // PrimeReact's MultiSelect and Dropdown do not claim the Escape key: without this, Escape on an
  // open list would also close the whole dialog and lose the form.
  const [listaAbierta, setListaAbierta] = useState(false);
  const retenerEscape = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && listaAbierta) e.stopPropagation();
  };
  const [crearBoton, setCrearBoton] = useState<HTMLElement | null>(null);

  const jugadores = useJugadoresSelect(visible);
  const canales = useVoiceChannels(visible);
  const enCanal = usePlayersOfVoiceChannel();
  const registrar = useRegistrarJugador();
  const crear = useCrearDistribucion(idPeriodo);

  // Options: the active players, plus the ones registered here until the list reloads.
  const opciones = useMemo(() => {
    const byId = new Map<number, JugadorOpcion>();
    for (const j of jugadores.data ?? []) byId.set(j.id_player, j);
    for (const j of extra) if (!byId.has(j.id_player)) byId.set(j.id_player, j);
    return [...byId.values()].sort((a, b) => a.nickname.localeCompare(b.nickname));
  }, [jugadores.data, extra]);
  const nickOf = useMemo(() => new Map(opciones.map((o) => [o.id_player, o.nickname])), [opciones]);
  const seleccionados = selected.map((id) => ({ id, nickname: nickOf.get(id) ?? `#${id}` }));

  const agregar = (nuevos: JugadorOpcion[]) => {
    setExtra((prev) => [...prev, ...nuevos]);
    setSelected((prev) => [...prev, ...nuevos.map((j) => j.id_player).filter((id) => !prev.includes(id))]);
    setErrores((e) => ({ ...e, jugadores: undefined }));
  };

  const elegirCanal = (id: string) => {
    setCanal(id);
    enCanal.mutate(id, {
      onSuccess: (res) => {
        agregar(res.data);
        setSinRegistrar(res.sin_registrar);
      },
      onError: (error) => toast.showError({ error, life: 3000 }),
    });
  };

  const registrarNombre = (nombre: string) => {
    setRegistrando(nombre);
    registrar.mutate(nombre, {
      onSuccess: (res) => {
        toast.show('success', 'Jugador registrado', res.message, 3000);
        agregar([res.jugador]);
        setSinRegistrar((prev) => prev.filter((n) => n !== nombre));
      },
      onError: (error) => toast.showError({ error, life: 3000 }),
      onSettled: () => setRegistrando(null),
    });
  };

  const pedirConfirmacion = (e: MouseEvent<HTMLButtonElement>) => {
    setCrearBoton(e.currentTarget);
    const found = validarDistribucion({ jugadores: selected, silver, motivo });
    setErrores(found);
    if (Object.keys(found).length === 0) setConfirmando(true);
  };

  const confirmar = () => {
    if (crear.isPending || silver === null) return;
    crear.mutate(
      { idDistribucion: codigo, idPeriodoDist: idPeriodo, silver, motivo: motivo.trim(), email, jugadores: selected },
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

  const porJugador = silver !== null && silver > 0 && selected.length > 0 ? Math.floor(silver / selected.length) : null;
  const discordConfigurado = canales.data?.configurado ?? true;

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
      onHide={onHide}
      footer={footer}
      className="dist-dialog"
      modal
      blockScroll
      data-testid="nueva-distribucion-dialog"
    >
      <div className="form-grid">
        <label htmlFor="dist-jugadores" id="dist-jugadores-label">
          Jugadores
        </label>
        <div className="dist-row" onKeyDown={retenerEscape}>
          <MultiSelect
            onShow={() => setListaAbierta(true)}
            onHide={() => setListaAbierta(false)}
            inputId="dist-jugadores"
            aria-labelledby="dist-jugadores-label"
            value={selected}
            options={opciones}
            optionLabel="nickname"
            optionValue="id_player"
            onChange={(e) => {
              setSelected(e.value as number[]);
              setErrores((prev) => ({ ...prev, jugadores: undefined }));
            }}
            filter
            filterPlaceholder="Buscar jugador"
            maxSelectedLabels={3}
            selectedItemsLabel="{0} jugadores seleccionados"
            placeholder={jugadores.isLoading ? 'Cargando jugadores…' : 'Selecciona los jugadores'}
            emptyMessage="No hay jugadores"
            emptyFilterMessage="Ningún jugador coincide"
            virtualScrollerOptions={opciones.length > 200 ? { itemSize: 40 } : undefined}
            className="dist-grow"
            invalid={Boolean(errores.jugadores)}
            aria-describedby={errores.jugadores ? 'dist-jugadores-error' : undefined}
          />
          <Button
            type="button"
            label="Nuevo jugador"
            icon="pi pi-user-plus"
            severity="secondary"
            outlined
            onClick={() => setNuevoJugador(true)}
          />
        </div>
        {jugadores.isError ? (
          <small className="p-error" role="alert">
            No se pudo cargar la lista de jugadores: {errorMessage(jugadores.error)}
          </small>
        ) : null}
        {errores.jugadores ? (
          <small id="dist-jugadores-error" className="p-error" role="alert">
            {errores.jugadores}
          </small>
        ) : null}

        {discordConfigurado && !canales.isError ? (
          <>
            <label htmlFor="dist-canal">Canal de voz</label>
            <div onKeyDown={retenerEscape}>
              <Dropdown
                onShow={() => setListaAbierta(true)}
                onHide={() => setListaAbierta(false)}
                // PrimeReact 10 labels its hidden <select> with nothing and puts aria-activedescendant on
                // its role-less root while focused: both are axe violations.
                pt={{ select: { 'aria-label': 'Canal de voz' }, root: { 'aria-activedescendant': undefined } }}
                inputId="dist-canal"
                value={canal}
                options={canales.data?.data ?? []}
                optionLabel="channel"
                optionValue="id"
                onChange={(e) => elegirCanal(e.value as string)}
                placeholder={canales.isLoading ? 'Cargando canales…' : 'Selecciona un canal de voz'}
                emptyMessage="No hay canales de voz"
                disabled={canales.isLoading || enCanal.isPending}
              />
            </div>
          </>
        ) : (
          <>
            <span className="dist-field-label">Canal de voz</span>
            {canales.isError ? (
              <small className="p-error" role="alert">
                {errorMessage(canales.error)}
              </small>
            ) : (
              <small className="dist-muted">Discord no está configurado</small>
            )}
          </>
        )}
        {sinRegistrar.length > 0 ? (
          <div className="dist-sin-registrar" aria-live="polite">
            <p className="dist-muted">En el canal pero sin registrar:</p>
            <ul aria-label="Sin registrar">
              {sinRegistrar.map((nombre) => (
                <li key={nombre}>
                  <span>{nombre}</span>
                  <Button
                    type="button"
                    label="Registrar"
                    size="small"
                    text
                    icon="pi pi-user-plus"
                    aria-label={`Registrar ${nombre}`}
                    loading={registrando === nombre}
                    disabled={registrando !== null}
                    onClick={() => registrarNombre(nombre)}
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <label htmlFor="dist-silver">Silver</label>
        <InputNumber
          inputId="dist-silver"
          value={silver}
          onValueChange={(e) => {
            setSilver(e.value ?? null);
            setErrores((prev) => ({ ...prev, silver: undefined }));
          }}
          locale="es-ES"
          useGrouping
          maxFractionDigits={0}
          min={0}
          max={SILVER_MAX}
          placeholder="Cantidad de plata"
          invalid={Boolean(errores.silver)}
          aria-describedby={errores.silver ? 'dist-silver-error' : undefined}
        />
        {errores.silver ? (
          <small id="dist-silver-error" className="p-error" role="alert">
            {errores.silver}
          </small>
        ) : null}

        <label htmlFor="dist-motivo">Motivo</label>
        <InputText
          id="dist-motivo"
          value={motivo}
          onChange={(e) => {
            setMotivo(e.target.value);
            setErrores((prev) => ({ ...prev, motivo: undefined }));
          }}
          maxLength={TEXTO_MAX}
          placeholder="Ej.: ZvZ en Caerleon"
          invalid={Boolean(errores.motivo)}
          aria-describedby={errores.motivo ? 'dist-motivo-error' : undefined}
        />
        {errores.motivo ? (
          <small id="dist-motivo-error" className="p-error" role="alert">
            {errores.motivo}
          </small>
        ) : null}

        <section className="dist-seleccionados" aria-labelledby="dist-seleccionados-titulo">
          <h2 id="dist-seleccionados-titulo">
            Jugadores seleccionados ({selected.length})
            {porJugador !== null ? <span className="dist-muted"> · {formatSilver(porJugador)} por jugador</span> : null}
          </h2>
          {seleccionados.length === 0 ? (
            <p className="dist-muted">Ningún jugador seleccionado.</p>
          ) : (
            <ul>
              {seleccionados.map((j) => (
                <li key={j.id}>
                  <span>{j.nickname}</span>
                  <Button
                    type="button"
                    icon="pi pi-times"
                    rounded
                    text
                    severity="danger"
                    aria-label={`Quitar ${j.nickname}`}
                    onClick={() => setSelected((prev) => prev.filter((id) => id !== j.id))}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <ConfirmPopup
        target={crearBoton ?? undefined}
        visible={confirmando}
        onHide={() => setConfirmando(false)}
        pt={{ root: { role: 'alertdialog', 'aria-label': 'Confirmar la distribución' } }}
        message={
          <div className="dist-confirm" data-testid="confirmar-distribucion">
            <p>¿Crear esta distribución?</p>
            <p>
              Silver: <strong>{formatSilver(silver)}</strong>
            </p>
            <p>
              Jugadores: <strong>{selected.length}</strong>
            </p>
            <p className="dist-confirm-nicknames">{seleccionados.map((j) => j.nickname).join(', ')}</p>
          </div>
        }
        icon="pi pi-question-circle"
        acceptLabel="Sí, crear"
        rejectLabel="No"
        accept={confirmar}
      />

      <NuevoJugadorDialog visible={nuevoJugador} onHide={() => setNuevoJugador(false)} onRegistered={(j) => agregar([j])} />
    </Dialog>
  );
}
