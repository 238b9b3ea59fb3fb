// An event's sign-ups by state (confirmed, signed up, backup, not going), with a count of each. Officers
// confirm, move to backup or remove each one (PUT /api/calendario/confirmar) — also after the deadline,
// when only they change the list; the server's refusal is shown above the list.
import { useState } from 'react';
import { type AccionConfirmar, type Evento, type Inscripcion } from '@reparto/contract';
import { BotonFila, type BotonFilaProps } from '../../../components/boton-fila';
import { ServerError } from '../../../components/form-messages';
import { Tabla, type Columna } from '../../../components/tabla';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { errorMessage } from '../../../lib/api-client';
import { nombreRolEvento } from '../../../lib/i18n/nombres';
import { useTextos } from '../../../lib/i18n/textos';
import { useConfirmar } from '../api/escrituras';
import { NOMBRE_ESTADO } from '../nombres';
import { ORDEN_ESTADOS, porEstado } from '../reglas';
import { textosCalendario } from '../textos';
import { AnadirJugador } from './anadir-jugador';

const CUENTA = {
  confirmado: 'inscripciones.nConfirmados',
  apuntado: 'inscripciones.nApuntados',
  reserva: 'inscripciones.nReserva',
  no_va: 'inscripciones.nNoVa',
} as const;

/** An officer's three decisions on a sign-up (PrimeIcons classes written whole: build/icons-prune.ts). */
const ACCIONES = [
  {
    estado: 'confirmado',
    clave: 'inscripciones.confirmar',
    nombre: 'inscripciones.confirmarA',
    icon: 'pi pi-check',
    severity: 'success',
  },
  {
    estado: 'reserva',
    clave: 'inscripciones.aReserva',
    nombre: 'inscripciones.aReservaA',
    icon: 'pi pi-clock',
    severity: 'secondary',
  },
  { estado: 'quitado', clave: 'inscripciones.quitar', nombre: 'inscripciones.quitarA', icon: 'pi pi-trash', severity: 'danger' },
] as const satisfies readonly {
  estado: AccionConfirmar;
  clave: string;
  nombre: string;
  icon: string;
  severity: BotonFilaProps['severity'];
}[];

export function Inscripciones({ evento, oficial }: { evento: Evento; oficial: boolean }) {
  const t = useTextos(textosCalendario);
  const confirmar = useConfirmar();
  const [rechazo, setRechazo] = useState<string | undefined>();
  const filas = porEstado(evento.inscripciones);
  const cuentas = ORDEN_ESTADOS.map((e) => ({ e, n: filas.filter((i) => i.estado === e).length })).filter((c) => c.n > 0);

  const decidir = (i: Inscripcion, estado: AccionConfirmar) => {
    setRechazo(undefined);
    confirmar
      .enviar({ idEvento: evento.id_evento, idPlayer: i.id_player, estado })
      .catch((e: unknown) => setRechazo(errorMessage(e)));
  };
  const enviando = (i: Inscripcion, estado: AccionConfirmar) =>
    confirmar.isPending && confirmar.variables?.idPlayer === i.id_player && confirmar.variables.estado === estado;

  const columnas: Columna<Inscripcion>[] = [
    { header: t('inscripciones.jugador'), body: (i) => i.nickname },
    { header: t('inscripciones.rol'), body: (i) => nombreRolEvento(i.rol) },
    {
      header: t('inscripciones.estado'),
      body: (i) => <span className={`cal-estado cal-estado-${i.estado}`}>{t(NOMBRE_ESTADO[i.estado])}</span>,
    },
    { header: t('inscripciones.origen'), body: (i) => (i.origen === 'discord' ? 'Discord' : 'Web') },
  ];
  if (oficial && evento.estado === 'abierto') {
    columnas.push({
      header: t('inscripciones.acciones'),
      className: ACCIONES_APILADAS,
      body: (i) => (
        <div className="cal-acciones-fila">
          {ACCIONES.map((a) => (
            <BotonFila
              key={a.estado}
              label={t(a.clave)}
              nombre={t(a.nombre, { nickname: i.nickname })}
              icon={a.icon}
              severity={a.severity}
              outlined={a.estado !== 'quitado'}
              text={a.estado === 'quitado'}
              // Confirming the confirmed, or moving a backup to backup, changes nothing: off.
              disabled={i.estado === a.estado || confirmar.isPending}
              loading={enviando(i, a.estado)}
              onClick={() => decidir(i, a.estado)}
            />
          ))}
        </div>
      ),
    });
  }

  return (
    <div className="cal-inscripciones">
      <p className="cal-cuentas">
        {cuentas.length > 0 ? cuentas.map((c) => t(CUENTA[c.e], { n: c.n })).join(' · ') : t('inscripciones.nadie')}
      </p>
      <ServerError message={rechazo} />
      {filas.length > 0 ? (
        <Tabla
          label={t('inscripciones.tabla', { titulo: evento.titulo })}
          columns={columnas}
          rows={filas}
          rowKey={(i) => i.id_player}
          rowAttrs={(i) => ({ 'data-testid': `inscripcion-${i.nickname}` })}
          empty={t('inscripciones.nadie')}
          apilada
        />
      ) : null}
      {oficial && evento.estado === 'abierto' ? <AnadirJugador evento={evento} /> : null}
    </div>
  );
}
