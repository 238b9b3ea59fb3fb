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
import { PAGE_SIZE, formatFecha, type JugadorItem, type JugadorRow, type SelectsResponse } from '@reparto/contract';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { ERROR_DETALLE, useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useJugadores } from '../api/get-jugadores';
import { useCreateJugador } from '../api/create-jugador';
import { useUpdateJugador } from '../api/update-jugador';
import { useSetEstadoJugador } from '../api/set-estado-jugador';
import { httpStatus } from '../../../lib/http';
import { BusquedaJugador } from './busqueda-jugador';
import { JugadorDialog } from './jugador-dialog';

export function JugadoresPanel({ selects }: { selects: SelectsResponse | undefined }) {
  const toast = useToast();
  const session = useSession();
  const [filtro, setFiltro] = useState('');
  const pagina = usePagina(PAGE_SIZE);
  const [dialog, setDialog] = useState<{ visible: boolean; jugador: JugadorRow | null }>({ visible: false, jugador: null });

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
        toast.show('success', 'Jugador editado', 'Se ha modificado el jugador con exito!');
      } else {
        await crear.mutateAsync(item);
        toast.show('success', 'Jugador nuevo', 'Se ha creado un nuevo jugador con exito!');
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
            ? toast.show('success', 'Jugador activado', `${row.nickname} puede volver a iniciar sesión`)
            : toast.show('success', 'Jugador desactivado', `${row.nickname} ya no puede iniciar sesión`),
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
        aria-label={`Estado de ${row.nickname}`}
        tooltip={
          propio
            ? 'No puede desactivar su propio jugador'
            : 'Un jugador desactivado no puede iniciar sesión: su cuenta deja de funcionar al momento'
        }
        tooltipOptions={{ position: 'left', showDelay: 400 }}
        // PrimeReact also puts a checkbox role (and the label) on the wrapper around the real switch:
        // one control, not two nested ones (axe: nested-interactive).
        pt={{ root: { role: undefined, 'aria-checked': undefined, 'aria-label': undefined } }}
      />
    );
  };

  const columnas: Columna<JugadorRow>[] = [
    { header: 'Id', body: (r) => r.id_player },
    { header: 'Nickname', body: (r) => r.nickname },
    { header: 'Cargo', body: (r) => r.nombre_cargo },
    { header: 'Rol', body: (r) => r.nombre_rol },
    { header: 'Fecha de registro', body: (r) => formatFecha(r.fecha_registro) },
    { header: 'estado', body: estadoBody },
    {
      header: 'Acción',
      className: ACCIONES_APILADAS,
      body: (r) => (
        <BotonFila
          label="Editar"
          icon="pi pi-pencil"
          outlined
          nombre={`Editar ${r.nickname}`}
          onClick={() => setDialog({ visible: true, jugador: r })}
        />
      ),
    },
  ];

  const rows = lista.data?.message ?? [];
  return (
    <section aria-label="Jugadores">
      <div className="jugadores-toolbar">
        <BusquedaJugador filtro={filtro} onBuscar={buscar} />
        <ExportarCsvButton archivo="jugadores.csv" />
        <Button
          label="Crear nuevo jugador"
          icon="pi pi-user-plus"
          severity="success"
          onClick={() => setDialog({ visible: true, jugador: null })}
        />
      </div>

      {/* The total count beside the pages: how many players the search found. */}
      <Tabla
        label="Jugadores"
        columns={columnas}
        rows={rows}
        rowKey={(r) => r.id_player}
        loading={lista.isPending && !lista.isError}
        empty="No se encontraron jugadores"
        apilada
        pagina={pagina.pager(lista.data?.count ?? 0, 'Páginas de jugadores', { unidad: 'jugadores' })}
      />

      <ConfirmPopup
        target={apagar?.target}
        visible={apagar !== null}
        onHide={() => setApagar(null)}
        appendTo={document.body}
        message={
          apagar
            ? `¿Desactivar a ${apagar.row.nickname}? No podrá iniciar sesión y las sesiones que tenga abiertas se cierran al momento.`
            : ''
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel="Desactivar"
        rejectLabel="Cancelar"
        acceptClassName="p-button-danger"
        // The safe choice has the focus: a single Enter does not switch the player off.
        defaultFocus="reject"
        accept={() => apagar && cambiarEstado(apagar.row, false)}
        pt={{ root: { role: 'alertdialog', 'aria-label': 'Confirmar la desactivación' } }}
      />

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
