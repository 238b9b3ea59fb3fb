// «Mi cuenta» (docs/domain.md, "Mi cuenta"): a signed-in member's own screen — what they are owed in each
// period being paid, who pays it and from which house and chest, their 30-day and all-time totals,
// links to their public page and their CSV; an email account may add its Discord identity here.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { formatSilver, NOMBRE_ESTADO_PERIODO, type MiCuenta, type MiPendiente, type TotalIntervalo } from '@reparto/contract';
import { ExportarCsvButton } from '../../components/exportar-csv';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { irADiscord } from '../../lib/discord-login';
import { useMiCuenta } from './api/get-mi-cuenta';
import './mi-cuenta.css';

export default function MiCuentaPage() {
  const cuenta = useMiCuenta();
  return (
    <div className="mi-cuenta-page">
      <h1 className="page-title">Mi cuenta</h1>
      {cuenta.isPending ? (
        <Skeleton height="12rem" />
      ) : cuenta.isError ? (
        <Message severity="error" text={`No se pudo cargar su cuenta: ${errorMessage(cuenta.error)}`} />
      ) : (
        <Contenido cuenta={cuenta.data} />
      )}
    </div>
  );
}

function Contenido({ cuenta }: { cuenta: MiCuenta }) {
  const porCobrar = cuenta.pendientes.filter((p) => !p.esta_pagado).reduce((s, p) => s + p.silver, 0);
  return (
    <>
      <p className="mi-cuenta-datos">
        Jugador: <strong>{cuenta.nickname}</strong> · Cargo: <strong>{cuenta.nombre_cargo}</strong>
        {cuenta.email ? ` · ${cuenta.email}` : null}
        {cuenta.discord ? ` · Discord: ${cuenta.discord}` : null}
      </p>
      <section aria-labelledby="mi-cuenta-pendiente">
        <h2 id="mi-cuenta-pendiente">Lo que se le debe</h2>
        <p className="mi-cuenta-total">
          Pendiente de cobro: <strong>{formatSilver(porCobrar)}</strong>
        </p>
        {cuenta.pendientes.length === 0 ? (
          <p>No tiene plata pendiente en ningún periodo abierto o en distribución.</p>
        ) : (
          <ul className="mi-cuenta-periodos">
            {cuenta.pendientes.map((p) => (
              <Periodo key={p.id_periodo} p={p} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="mi-cuenta-totales">
        <h2 id="mi-cuenta-totales">Totales</h2>
        <dl className="mi-cuenta-totales">
          <Total titulo="Últimos 30 días" t={cuenta.dias30} />
          <Total titulo="Desde el inicio" t={cuenta.total} />
        </dl>
        <div className="mi-cuenta-enlaces">
          <Link to={paths.gananciasJugador(cuenta.nickname)}>Ver mi página pública</Link>
          <ExportarCsvButton archivo="historial.csv" params={{ nickname: cuenta.nickname }} />
        </div>
      </section>
      {cuenta.discord_habilitado && !cuenta.discord ? <VincularDiscord /> : null}
    </>
  );
}

function Periodo({ p }: { p: MiPendiente }) {
  return (
    <li className="mi-cuenta-periodo">
      <div className="mi-cuenta-periodo-cabecera">
        <span>
          Periodo {p.id_periodo} · {p.lugar} · {NOMBRE_ESTADO_PERIODO[p.id_estado_distribucion] ?? ''}
        </span>
        {p.esta_pagado ? <Tag severity="success" value="Pagado" /> : <Tag severity="warning" value="Sin pagar" />}
      </div>
      <p className="mi-cuenta-plata">{formatSilver(p.silver)}</p>
      <p>Paga: {p.distribuidor_nickname ?? 'sin asignar (el periodo sigue abierto)'}</p>
      <p>
        {p.casa !== null && p.cofre !== null
          ? `Su cofre: ${p.casa} · cofre ${p.cofre}`
          : 'Su cofre: se sabrá al cerrar el periodo (se eligen las casas)'}
      </p>
    </li>
  );
}

function Total({ titulo, t }: { titulo: string; t: TotalIntervalo }) {
  return (
    <div>
      <dt>{titulo}</dt>
      <dd>
        {formatSilver(t.total_silver_unitario)} · {t.cantidad_contenido} {t.cantidad_contenido === 1 ? 'contenido' : 'contenidos'}
      </dd>
    </div>
  );
}

function VincularDiscord() {
  const [yendo, setYendo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const vincular = () => {
    setYendo(true);
    setError(null);
    irADiscord(true).catch((e: unknown) => {
      setError(errorMessage(e));
      setYendo(false);
    });
  };
  return (
    <section aria-labelledby="mi-cuenta-discord">
      <h2 id="mi-cuenta-discord">Discord</h2>
      <p>Añada su cuenta de Discord para entrar también con «Entrar con Discord».</p>
      <Button type="button" label="Vincular Discord" icon="pi pi-discord" outlined loading={yendo} onClick={vincular} />
      {error ? <Message severity="error" text={error} role="alert" /> : null}
    </section>
  );
}
