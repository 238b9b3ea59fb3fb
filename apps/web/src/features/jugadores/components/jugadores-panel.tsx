// The players tab of /jugador (docs/domain.md, "Screens and texts"): search, "Crear nuevo jugador", the table with
// the estado switch and "Editar", the paginator and the player dialog.
import { useEffect, useState } from 'react';
import { InputSwitch } from 'primereact/inputswitch';
import { Button } from 'primereact/button';
import { ConfirmPopup } from 'primereact/confirmpopup';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { Tabla, type Columna } from '../../../components/tabla';
import { BotonFila } from '../../../components/boton-fila';
import { usePagina } from '../../../components/use-pagina';
import { PAGE_SIZE, type JugadorItem, type JugadorRow, type SelectsResponse } from '@reparto/contract';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { ERROR_DETALLE, useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useJugadores } from '../api/get-jugadores';
import { useCreateJugador } from '../api/create-jugador';
import { useUpdateJugador } from '../api/update-jugador';
import { useSetEstadoJugador } from '../api/set-estado-jugador';
import { httpStatus } from '../../../lib/http';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreCargo, nombreRol } from '../../../lib/i18n/nombres';
import { useFormato } from '../../../lib/i18n/formato';
import { textosJugadores } from '../textos';
import { BusquedaJugador } from './busqueda-jugador';
import { JugadorDialog } from './jugador-dialog';
import { PersonajesDialog } from './personajes-dialog';

export function JugadoresPanel({ selects }: { selects: SelectsResponse | undefined }) {
  const t = useTextos(textosJugadores);
  const { fecha } = useFormato();
  const toast = useToast();
  const session = useSession();
  const [filtro, setFiltro] = useState('');
  const pagina = usePagina(PAGE_SIZE);
  const [dialog, setDialog] = useState<{ visible: boolean; jugador: JugadorRow | null }>({ visible: false, jugador: null });
  // «Personajes» of a player (docs/calendario.md, «Personajes de un miembro»): the page is the leader's only.
  const [personajes, setPersonajes] = useState<JugadorRow | null>(null);

  const lista = useJugadores({ nickname: filtro, page: pagina.page });
  const crear = useCreateJugador();
  const editar = useUpdateJugador();
  const estado = useSetEstadoJugador();

  // The spec's list swallowed failures and left the overlay up; here the overlay clears and a toast says so.
  // A 403 is shown by the page instead.
  const { isError, errorUpdatedAt, error } = lista;
  useEffect(() => {
    if (isError && httpStatus(error) !== 403) toast.showError({ lead: ERROR_DETALLE });
  }, [isError, errorUpdatedAt, error, toast]);

  const buscar = (nickname: string) => {
    pagina.reiniciar();
    if (nickname === filtro && pagina.page === 1) void lista.refetch();
    else setFiltro(nickname);
  };

  const cerrar = () => setDialog({ visible: false, jugador: null });

  const guardar = async (item: JugadorItem): Promise<string | undefined> => {
    try {
      if (dialog.jugador) {
        await editar.mutateAsync({ ...item, idPlayer: dialog.jugador.id_player });
        toast.show('success', t('jugador.editado'), t('jugador.editadoDetalle'));
      } else {
        await crear.mutateAsync(item);
        toast.show('success', t('jugador.nuevo'), t('jugador.nuevoDetalle'));
      }
      cerrar();
      return undefined;
    } catch (failure) {
      toast.showError({ lead: ERROR_DETALLE });
      return errorMessage(failure);
    }
  };

  // Switching a player off ends their sessions at once (docs/domain.md, "Permissions"): asked first.
  const [apagar, setApagar] = useState<{ row: JugadorRow; target: HTMLElement } | null>(null);

  const cambiarEstado = (row: JugadorRow, value: boolean) => {
    estado.mutate(
      { estado: value, idPlayer: row.id_player },
      {
        onSuccess: () =>
          value
            ? toast.show('success', t('jugador.activado'), t('jugador.activadoDetalle', { nickname: row.nickname }))
            : toast.show('success', t('jugador.desactivado'), t('jugador.desactivadoDetalle', { nickname: row.nickname })),
        onError: (failure) => toast.showError({ lead: ERROR_DETALLE, error: failure }),
      },
    );
  };

  const estadoBody = (row: JugadorRow) => {
    const propio = row.nickname === session.nickname;
    return (
      <InputSwitch
        checked={row.estado}
        onChange={(e) => {
          if (e.value) cambiarEstado(row, true);
          else setApagar({ row, target: (e.originalEvent?.target as HTMLElement | undefined) ?? document.body });
        }}
        disabled={propio}
        aria-label={t('estado.de', { nickname: row.nickname })}
        tooltip={propio ? t('estado.propio') : t('estado.ayuda')}
        tooltipOptions={{ position: 'left', showDelay: 400 }}
        // PrimeReact also puts a checkbox role (and the label) on the wrapper around the real switch:
        // one control, not two nested ones (axe: nested-interactive).
        pt={{ root: { role: undefined, 'aria-checked': undefined, 'aria-label': undefined } }}
      />
    );
  };

  const columnas: Columna<JugadorRow>[] = [
    { header: t('col.id'), body: (r) => r.id_player },
    { header: t('col.nickname'), body: (r) => r.nickname },
    { header: t('col.cargo'), body: (r) => nombreCargo(r.nombre_cargo) },
    { header: t('col.rol'), body: (r) => nombreRol(r.nombre_rol) },
    { header: t('col.registro'), body: (r) => fecha(r.fecha_registro) },
    { header: t('col.estadoJugador'), body: estadoBody },
    {
      header: t('col.accion'),
      className: ACCIONES_APILADAS,
      body: (r) => (
        <div className="cuenta-acciones">
          <BotonFila
            label={t('editar')}
            icon="pi pi-pencil"
            outlined
            nombre={t('editar.de', { nickname: r.nickname })}
            onClick={() => setDialog({ visible: true, jugador: r })}
          />
          <BotonFila
            label={t('personajes')}
            icon="pi pi-sitemap"
            outlined
            severity="secondary"
            nombre={t('personajes.de', { nickname: r.nickname })}
            onClick={() => setPersonajes(r)}
          />
        </div>
      ),
    },
  ];

  const rows = lista.data?.message ?? [];
  return (
    <section aria-label={t('jugadores')}>
      <div className="jugadores-toolbar">
        <BusquedaJugador filtro={filtro} onBuscar={buscar} />
        <ExportarCsvButton archivo="jugadores.csv" />
        <Button
          label={t('jugador.crear')}
          icon="pi pi-user-plus"
          severity="success"
          onClick={() => setDialog({ visible: true, jugador: null })}
        />
      </div>

      {/* The total count beside the pages: how many players the search found. */}
      <Tabla
        label={t('jugadores')}
        columns={columnas}
        rows={rows}
        rowKey={(r) => r.id_player}
        loading={lista.isPending && !lista.isError}
        empty={t('jugadores.vacio')}
        apilada
        pagina={pagina.pager(lista.data?.count ?? 0, t('jugadores.paginas'), { unidad: t('jugadores.unidad') })}
      />

      <ConfirmPopup
        target={apagar?.target}
        visible={apagar !== null}
        onHide={() => setApagar(null)}
        appendTo={document.body}
        message={apagar ? t('desactivar.pregunta', { nickname: apagar.row.nickname }) : ''}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('desactivar')}
        rejectLabel={t('cancelar')}
        acceptClassName="p-button-danger"
        // The safe choice has the focus: a single Enter does not switch the player off.
        defaultFocus="reject"
        accept={() => apagar && cambiarEstado(apagar.row, false)}
        pt={{ root: { role: 'alertdialog', 'aria-label': t('desactivar.confirmar') } }}
      />

      {personajes ? <PersonajesDialog jugador={personajes} onHide={() => setPersonajes(null)} /> : null}

      <JugadorDialog
        visible={dialog.visible}
        jugador={dialog.jugador}
        roles={selects?.roles ?? []}
        cargos={selects?.cargos ?? []}
        onHide={cerrar}
        onSave={guardar}
      />
    </section>
  );
}
