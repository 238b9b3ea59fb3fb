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
import { useTextos } from '../../lib/i18n/textos';
import { textosJugadores } from './textos';
import './jugadores.css';

/** The Spanish refusal (tests); the screen shows it in the active language. */

/** Full-screen overlay while any call of this screen runs (docs/domain.md, "Screens and texts"); it clears on success and failure. */
function useBusy(): boolean {
  const fetching = useIsFetching({ queryKey: jugadoresKeys.all }) + useIsFetching({ queryKey: cuentasKeys.all });
  const mutating = useIsMutating({ mutationKey: jugadoresKeys.all }) + useIsMutating({ mutationKey: cuentasKeys.all });
  return fetching + mutating > 0;
}

export default function JugadoresPage() {
  const t = useTextos(textosJugadores);
  const selects = useSelects();
  const busy = useBusy();
  const denied = httpStatus(selects.error) === 403;

  return (
    <div className="jugadores-page">
      <div className="jugadores-encabezado">
        <h1>{t('pagina.titulo')}</h1>
        {denied ? null : (
          <Link to={paths.auditoria} className="p-button p-button-outlined p-button-secondary p-button-sm enlace-auditoria">
            <i className="pi pi-history" aria-hidden="true" /> {t('pagina.auditoria')}
          </Link>
        )}
      </div>
      <LoadingOverlay active={busy} />
      {denied ? (
        <Message severity="warn" text={t('pagina.sinPermiso')} role="alert" className="sin-permiso" />
      ) : (
        <TabView>
          <TabPanel header={t('jugadores')} leftIcon="pi pi-users mr-2">
            <JugadoresPanel selects={selects.data} />
          </TabPanel>
          <TabPanel header={t('cuentas')} leftIcon="pi pi-key mr-2">
            <CuentasPanel cargos={selects.data?.cargos ?? []} />
          </TabPanel>
        </TabView>
      )}
    </div>
  );
}
