// The accounts tab of /jugador: the leader creates accounts for players, sets their charges, resets
// passwords and disables or re-enables accounts (docs/domain.md, "Permissions"). The server enforces every rule; the UI
// mirrors the leader's own limits (no removing their own LIDER charge, no disabling their own account).
import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { Tabla, type Columna } from '../../../components/tabla';
import { MENSAJE_CLAVE_SIN_EMAIL, type CargoOption, type CuentaRow } from '@reparto/contract';
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
import { CrearCuentaDialog } from './crear-cuenta-dialog';
import { CargosCuentaDialog } from './cargos-cuenta-dialog';
import { ClaveCuentaDialog } from './clave-cuenta-dialog';

/** How an account is named: its email, or its Discord user name («Entrar con Discord»). */
const etiqueta = (c: CuentaRow) => c.email || (c.discord ? `${c.discord} (Discord)` : `cuenta ${c.id_cuenta}`);

/** How the account signs in (docs/integraciones.md, "«Entrar con Discord»"). */
const acceso = (c: CuentaRow) =>
  c.email && c.discord
    ? `Email y Discord (${c.discord})`
    : c.email
      ? 'Email'
      : c.discord
        ? `Discord (${c.discord})`
        : 'Sin acceso';

type Abierto = { tipo: 'crear' } | { tipo: 'cargos'; cuenta: CuentaRow } | { tipo: 'clave'; cuenta: CuentaRow } | null;

export function CuentasPanel({ cargos }: { cargos: CargoOption[] }) {
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
    if (isError && httpStatus(error) !== 403) toast.showError({ lead: 'No se pudieron cargar las cuentas:', error });
  }, [isError, errorUpdatedAt, error, toast]);

  const nombreCargo = (id: number) => cargos.find((c) => c.id_cargo === id)?.nombre_cargo ?? String(id);
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
      header: activa ? 'Activar cuenta' : 'Desactivar cuenta',
      message: activa
        ? `¿Activar la cuenta ${etiqueta(c)}? Podrá volver a iniciar sesión.`
        : `¿Desactivar la cuenta ${etiqueta(c)}? No podrá iniciar sesión y sus sesiones abiertas se cerrarán al momento.`,
      icon: activa ? 'pi pi-check-circle' : 'pi pi-exclamation-triangle',
      acceptLabel: activa ? 'Activar' : 'Desactivar',
      rejectLabel: 'Cancelar',
      acceptClassName: activa ? 'p-button-success' : 'p-button-danger',
      // Switching off is the destructive choice: a single Enter keeps the account as it is.
      defaultFocus: activa ? 'accept' : 'reject',
      accept: () =>
        void cambio(
          () => setActiva.mutateAsync({ idCuenta: c.id_cuenta, activa }),
          activa ? 'Cuenta activada' : 'Cuenta desactivada',
          etiqueta(c),
        ),
    });
  };

  const confirmarDesvincular = (c: CuentaRow) =>
    confirmDialog({
      header: 'Desvincular Discord',
      message: `¿Quitar el Discord ${c.discord} de la cuenta ${etiqueta(c)}? Sus sesiones de Discord se cerrarán${c.email ? '' : ' y su jugador quedará libre para otro miembro'}.`,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Desvincular',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () => void cambio(() => desvincular.mutateAsync({ idCuenta: c.id_cuenta }), 'Discord desvinculado', etiqueta(c)),
    });

  const cargosBody = (c: CuentaRow) =>
    c.cargos.length === 0 ? (
      <span className="field-hint">Sin cargos</span>
    ) : (
      <div className="cargos-tags">
        {c.cargos.map((id) => (
          <Tag key={id} value={nombreCargo(id)} severity={id === 1 ? 'warning' : 'info'} />
        ))}
      </div>
    );

  const estadoBody = (c: CuentaRow) => (
    <div className="cargos-tags">
      <Tag value={c.activa ? 'Activa' : 'Desactivada'} severity={c.activa ? 'success' : 'danger'} />
      {c.estado_jugador ? null : <Tag value="Jugador desactivado" severity="danger" />}
    </div>
  );

  const accionesBody = (c: CuentaRow) => {
    const propia = esPropia(c);
    return (
      <div className="cuenta-acciones">
        <Button
          label="Cargos"
          icon="pi pi-id-card"
          size="small"
          outlined
          aria-label={`Cargos de ${etiqueta(c)}`}
          onClick={() => setAbierto({ tipo: 'cargos', cuenta: c })}
        />
        <Button
          label="Contraseña"
          icon="pi pi-key"
          size="small"
          outlined
          severity="secondary"
          aria-label={`Restablecer la contraseña de ${etiqueta(c)}`}
          disabled={!c.email}
          tooltip={c.email ? undefined : MENSAJE_CLAVE_SIN_EMAIL}
          tooltipOptions={{ showOnDisabled: true, position: 'left' }}
          onClick={() => setAbierto({ tipo: 'clave', cuenta: c })}
        />
        <Button
          label={c.activa ? 'Desactivar' : 'Activar'}
          icon={c.activa ? 'pi pi-ban' : 'pi pi-check'}
          size="small"
          outlined
          severity={c.activa ? 'danger' : 'success'}
          aria-label={`${c.activa ? 'Desactivar' : 'Activar'} la cuenta ${etiqueta(c)}`}
          disabled={propia && c.activa}
          tooltip={propia && c.activa ? 'No puede desactivar su propia cuenta' : undefined}
          tooltipOptions={{ showOnDisabled: true, position: 'left' }}
          onClick={() => confirmarActiva(c)}
        />
        {c.discord ? (
          <Button
            label="Desvincular Discord"
            icon="pi pi-discord"
            size="small"
            outlined
            severity="danger"
            aria-label={`Desvincular Discord de la cuenta ${etiqueta(c)}`}
            onClick={() => confirmarDesvincular(c)}
          />
        ) : null}
      </div>
    );
  };

  const columnas: Columna<CuentaRow>[] = [
    { header: 'Id', body: (c) => c.id_cuenta },
    { header: 'Email', body: (c) => c.email },
    { header: 'Jugador', body: (c) => c.nickname },
    { header: 'Acceso', body: acceso },
    { header: 'Cargos', body: cargosBody },
    { header: 'Estado', body: estadoBody },
    { header: 'Acciones', body: accionesBody, className: ACCIONES_APILADAS },
  ];

  return (
    <section aria-label="Cuentas">
      <p className="field-hint">
        Una cuenta permite iniciar sesión con un email y una contraseña; sus cargos deciden qué puede hacer. Un jugador
        desactivado tampoco puede iniciar sesión.
      </p>
      <div className="jugadores-toolbar">
        <Button label="Crear cuenta" icon="pi pi-user-plus" severity="success" onClick={() => setAbierto({ tipo: 'crear' })} />
      </div>
      <Tabla
        label="Cuentas"
        columns={columnas}
        rows={cuentas.data ?? []}
        rowKey={(c) => c.id_cuenta}
        loading={cuentas.isPending && !cuentas.isError}
        empty="No hay cuentas"
        apilada
      />

      <ConfirmDialog />
      {abierto?.tipo === 'crear' ? (
        <CrearCuentaDialog
          cargos={cargos}
          onHide={cerrar}
          onSave={(item) => cambio(() => crear.mutateAsync(item), 'Cuenta creada', `Se ha creado la cuenta de ${item.nickname}`)}
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
              'Cargos actualizados',
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
              'Contraseña restablecida',
              `Las sesiones abiertas de ${abierto.cuenta.email} se cerraron`,
            );
            // The leader's own sessions ended too: back to the login screen.
            if (!failure && esPropia(abierto.cuenta))
              sessionStore.notAuthenticated('Su contraseña cambió: inicie sesión con la nueva');
            return failure;
          }}
        />
      ) : null}
    </section>
  );
}
