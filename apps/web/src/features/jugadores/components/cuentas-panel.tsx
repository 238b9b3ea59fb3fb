// The accounts tab of /jugador: the leader creates accounts for players, sets their charges, resets
// passwords and disables or re-enables accounts (docs/domain.md, "Permissions"). The server enforces every rule; the UI
// mirrors the leader's own limits (no removing their own LIDER charge, no disabling their own account).
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { Tabla, type Columna } from '../../../components/tabla';
import type { CargoOption, CuentaRow } from '@reparto/contract';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore, useSession } from '../../../lib/session';
import { useCuentas } from '../api/get-cuentas';
import {
  useCambiarCargos,
  useCambiarClave,
  useCreateCuenta,
  useDesvincularDiscord,
  useSetCuentaActiva,
} from '../api/cuenta-mutations';
import { httpStatus } from '../../../lib/http';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreCargo } from '../../../lib/i18n/nombres';
import { textosJugadores } from '../textos';
import { CrearCuentaDialog } from './crear-cuenta-dialog';
import { CargosCuentaDialog } from './cargos-cuenta-dialog';
import { ClaveCuentaDialog } from './clave-cuenta-dialog';
import { SolicitudesDiscord } from './cuentas-panel-solicitudes';

type T = typeof textosJugadores.t;

/** How an account is named: its email, or its Discord user name («Entrar con Discord»). */
const etiquetaCon = (t: T) => (c: CuentaRow) =>
  c.email || (c.discord ? t('cuenta.discord', { discord: c.discord }) : t('cuenta.id', { id: c.id_cuenta }));

/** How the account signs in (docs/integraciones.md, "«Entrar con Discord»"). */
const accesoCon = (t: T) => (c: CuentaRow) =>
  c.email && c.discord
    ? t('acceso.ambos', { discord: c.discord })
    : c.email
      ? t('acceso.email')
      : c.discord
        ? t('acceso.discord', { discord: c.discord })
        : t('acceso.ninguno');

/**
 * An action of an account's row: a small outlined button whose accessible name says the account;
 * `bloqueo`, why it cannot be used on this account (it is disabled, and says why on hover).
 */
function AccionCuenta({
  nombre,
  bloqueo,
  ...boton
}: Pick<ButtonProps, 'label' | 'icon' | 'severity' | 'onClick'> & { nombre: string; bloqueo?: string }) {
  return (
    <Button
      {...boton}
      size="small"
      outlined
      aria-label={nombre}
      disabled={bloqueo !== undefined}
      tooltip={bloqueo}
      tooltipOptions={{ showOnDisabled: true, position: 'left' }}
    />
  );
}

type Abierto = { tipo: 'crear' } | { tipo: 'cargos'; cuenta: CuentaRow } | { tipo: 'clave'; cuenta: CuentaRow } | null;

export function CuentasPanel({ cargos }: { cargos: CargoOption[] }) {
  const t = useTextos(textosJugadores);
  const etiqueta = etiquetaCon(t);
  const toast = useToast();
  const session = useSession();
  const [abierto, setAbierto] = useState<Abierto>(null);
  const cuentas = useCuentas();
  const crear = useCreateCuenta();
  const cambiarCargos = useCambiarCargos();
  const cambiarClave = useCambiarClave();
  const setActiva = useSetCuentaActiva();
  const desvincular = useDesvincularDiscord();

  const { isError, errorUpdatedAt, error } = cuentas;
  useEffect(() => {
    if (isError && httpStatus(error) !== 403) toast.showError({ lead: t('cuentas.errorCarga'), error });
  }, [isError, errorUpdatedAt, error, toast, t]);

  const nombreDeCargo = (id: number) => {
    const nombre = cargos.find((c) => c.id_cargo === id)?.nombre_cargo;
    return nombre === undefined ? String(id) : nombreCargo(nombre);
  };
  const esPropia = (c: CuentaRow) => c.email === session.email;
  const cerrar = () => setAbierto(null);

  /** Runs a change: success toast and close, or error toast and the message for the dialog. */
  async function cambio(work: () => Promise<unknown>, summary: string, detail: string): Promise<string | undefined> {
    try {
      await work();
      toast.show('success', summary, detail);
      cerrar();
      return undefined;
    } catch (failure) {
      const message = errorMessage(failure);
      toast.showError({ error: failure });
      return message;
    }
  }

  const confirmarActiva = (c: CuentaRow) => {
    const activa = !c.activa;
    confirmDialog({
      header: activa ? t('activar.titulo') : t('desactivar.titulo'),
      message: activa ? t('activar.pregunta', { cuenta: etiqueta(c) }) : t('desactivar.preguntaCuenta', { cuenta: etiqueta(c) }),
      icon: activa ? 'pi pi-check-circle' : 'pi pi-exclamation-triangle',
      acceptLabel: activa ? t('activar') : t('desactivar'),
      rejectLabel: t('cancelar'),
      acceptClassName: activa ? 'p-button-success' : 'p-button-danger',
      // Switching off is the destructive choice: a single Enter keeps the account as it is.
      defaultFocus: activa ? 'accept' : 'reject',
      accept: () =>
        void cambio(
          () => setActiva.mutateAsync({ idCuenta: c.id_cuenta, activa }),
          activa ? t('activar.hecho') : t('desactivar.hecho'),
          etiqueta(c),
        ),
    });
  };

  const confirmarDesvincular = (c: CuentaRow) =>
    confirmDialog({
      header: t('discord.desvincular'),
      message: t(c.email ? 'discord.pregunta' : 'discord.preguntaSinEmail', { discord: c.discord ?? '', cuenta: etiqueta(c) }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('discord.aceptar'),
      rejectLabel: t('cancelar'),
      acceptClassName: 'p-button-danger',
      accept: () => void cambio(() => desvincular.mutateAsync({ idCuenta: c.id_cuenta }), t('discord.hecho'), etiqueta(c)),
    });

  const cargosBody = (c: CuentaRow) =>
    c.cargos.length === 0 ? (
      <span className="field-hint">{t('cargos.ninguno')}</span>
    ) : (
      <div className="cargos-tags">
        {c.cargos.map((id) => (
          <Tag key={id} value={nombreDeCargo(id)} severity={id === 1 ? 'warning' : 'info'} />
        ))}
      </div>
    );

  const estadoBody = (c: CuentaRow) => (
    <div className="cargos-tags">
      <Tag value={c.activa ? t('cuenta.activa') : t('cuenta.desactivada')} severity={c.activa ? 'success' : 'danger'} />
      {c.estado_jugador ? null : <Tag value={t('jugador.desactivado')} severity="danger" />}
    </div>
  );

  const accionesBody = (c: CuentaRow) => {
    const propia = esPropia(c);
    const cuenta = etiqueta(c);
    return (
      <div className="cuenta-acciones">
        <AccionCuenta
          label={t('cargos')}
          icon="pi pi-id-card"
          nombre={t('cargos.de', { cuenta })}
          onClick={() => setAbierto({ tipo: 'cargos', cuenta: c })}
        />
        <AccionCuenta
          label={t('clave')}
          icon="pi pi-key"
          severity="secondary"
          nombre={t('clave.de', { cuenta })}
          bloqueo={c.email ? undefined : t('clave.sinEmail')}
          onClick={() => setAbierto({ tipo: 'clave', cuenta: c })}
        />
        <AccionCuenta
          label={c.activa ? t('desactivar') : t('activar')}
          icon={c.activa ? 'pi pi-ban' : 'pi pi-check'}
          severity={c.activa ? 'danger' : 'success'}
          nombre={t(c.activa ? 'desactivar.de' : 'activar.de', { cuenta })}
          bloqueo={propia && c.activa ? t('desactivar.propia') : undefined}
          onClick={() => confirmarActiva(c)}
        />
        {c.discord ? (
          <AccionCuenta
            label={t('discord.desvincular')}
            icon="pi pi-discord"
            severity="danger"
            nombre={t('discord.de', { cuenta })}
            onClick={() => confirmarDesvincular(c)}
          />
        ) : null}
      </div>
    );
  };

  const columnas: Columna<CuentaRow>[] = [
    { header: t('col.id'), body: (c) => c.id_cuenta },
    { header: t('col.email'), body: (c) => c.email },
    { header: t('col.jugador'), body: (c) => c.nickname },
    { header: t('col.acceso'), body: accesoCon(t) },
    { header: t('cargos'), body: cargosBody },
    { header: t('col.estado'), body: estadoBody },
    { header: t('col.acciones'), body: accionesBody, className: ACCIONES_APILADAS },
  ];

  return (
    <section aria-label={t('cuentas')}>
      <SolicitudesDiscord />
      <p className="field-hint">{t('cuentas.ayuda')}</p>
      <div className="jugadores-toolbar">
        <Button
          label={t('cuenta.crear')}
          icon="pi pi-user-plus"
          severity="success"
          onClick={() => setAbierto({ tipo: 'crear' })}
        />
      </div>
      <Tabla
        label={t('cuentas')}
        columns={columnas}
        rows={cuentas.data ?? []}
        rowKey={(c) => c.id_cuenta}
        loading={cuentas.isPending && !cuentas.isError}
        empty={t('cuentas.vacio')}
        apilada
      />

      <ConfirmDialog />
      {abierto?.tipo === 'crear' ? (
        <CrearCuentaDialog
          cargos={cargos}
          onHide={cerrar}
          onSave={(item) =>
            cambio(() => crear.mutateAsync(item), t('cuenta.creada'), t('cuenta.creadaDetalle', { nickname: item.nickname }))
          }
        />
      ) : null}
      {abierto?.tipo === 'cargos' ? (
        <CargosCuentaDialog
          cuenta={abierto.cuenta}
          propia={esPropia(abierto.cuenta)}
          cargos={cargos}
          onHide={cerrar}
          onSave={(elegidos) =>
            cambio(
              () => cambiarCargos.mutateAsync({ idCuenta: abierto.cuenta.id_cuenta, cargos: elegidos }),
              t('cargos.actualizados'),
              abierto.cuenta.email,
            )
          }
        />
      ) : null}
      {abierto?.tipo === 'clave' ? (
        <ClaveCuentaDialog
          cuenta={abierto.cuenta}
          propia={esPropia(abierto.cuenta)}
          onHide={cerrar}
          onSave={async (password) => {
            const failure = await cambio(
              () => cambiarClave.mutateAsync({ idCuenta: abierto.cuenta.id_cuenta, password }),
              t('clave.restablecida'),
              t('clave.sesionesCerradas', { email: abierto.cuenta.email }),
            );
            // The leader's own sessions ended too: back to the login screen.
            if (!failure && esPropia(abierto.cuenta)) sessionStore.notAuthenticated(t('clave.propiaCambio'));
            return failure;
          }}
        />
      ) : null}
    </section>
  );
}
