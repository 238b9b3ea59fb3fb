// Player management (docs/domain.md, "Screens and texts"), leader only: the players tab and the
// accounts tab. The API answers 403 to anyone else, who gets a clear message instead of the screen.
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { TabView, TabPanel } from 'primereact/tabview';
import { Message } from 'primereact/message';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useSelects } from './api/get-selects';
import { httpStatus } from '../../lib/http';
import { cuentasKeys, jugadoresKeys } from './api/keys';
import { JugadoresPanel } from './components/jugadores-panel';
import { CuentasPanel } from './components/cuentas-panel';
import './jugadores.css';

export const MENSAJE_SIN_PERMISO =
  'Esta pantalla es solo para el líder del gremio (cargo LIDER). Su cuenta no tiene permiso para gestionar jugadores ni cuentas.';

/** Full-screen overlay while any call of this screen runs (docs/domain.md, "Screens and texts"); it clears on success and failure. */
function useBusy(): boolean {
  const fetching = useIsFetching({ queryKey: jugadoresKeys.all }) + useIsFetching({ queryKey: cuentasKeys.all });
  const mutating = useIsMutating({ mutationKey: jugadoresKeys.all }) + useIsMutating({ mutationKey: cuentasKeys.all });
  return fetching + mutating > 0;
}

export default function JugadoresPage() {
  const selects = useSelects();
  const busy = useBusy();
  const denied = httpStatus(selects.error) === 403;

  return (
    <div className="jugadores-page">
      <div className="jugadores-encabezado">
        <h1>Gestión de jugadores</h1>
        {denied ? null : (
          <Link to={paths.auditoria} className="p-button p-button-outlined p-button-secondary p-button-sm enlace-auditoria">
            <i className="pi pi-history" aria-hidden="true" /> Auditoría
          </Link>
        )}
      </div>
      <LoadingOverlay active={busy} />
      {denied ? (
        <Message severity="warn" text={MENSAJE_SIN_PERMISO} role="alert" className="sin-permiso" />
      ) : (
        <TabView>
          <TabPanel header="Jugadores" leftIcon="pi pi-users mr-2">
            <JugadoresPanel selects={selects.data} />
          </TabPanel>
          <TabPanel header="Cuentas" leftIcon="pi pi-key mr-2">
            <CuentasPanel cargos={selects.data?.cargos ?? []} />
          </TabPanel>
        </TabView>
      )}
    </div>
  );
}
