// «Mi cuenta» (docs/domain.md, "Mi cuenta"): a signed-in member's own screen — the account's cargos and
// where they came from, what they are owed (shares and approved regear) in each period being paid, who
// pays it and from which house and chest, their balance, withdrawals and ledger entries (docs/libro.md),
// their regear claims' states (a rejection with its reason),
// their 30-day and all-time totals, links to their public page and their CSV; an email account may add
// its Discord identity here, and turn its Discord direct messages on or off.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import {
  ESTADO_PERIODO,
  type CargoCuenta,
  type MiCuenta,
  type MiPendiente,
  type MiReclamo,
  type TotalIntervalo,
} from '@reparto/contract';
import { EstadoReclamo } from '../../components/estado-reclamo';
import { ExportarCsvButton } from '../../components/exportar-csv';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { irADiscord } from '../../lib/discord-login';
import { useTextos } from '../../lib/i18n/textos';
import { useFormato } from '../../lib/i18n/formato';
import { nombreCargo } from '../../lib/i18n/nombres';
import { idiomaActual } from '../../lib/i18n/idioma';
import { useMiCuenta } from './api/get-mi-cuenta';
import { Miembro } from './components/miembro';
import { textosMiCuenta } from './textos';
import { Saldo } from './components/saldo';
import { MensajesDirectos } from './components/mensajes-directos';
import { AvisosPush } from './components/avisos-push';
import { MisGremios } from './components/mis-gremios';
import './mi-cuenta.css';

/** Each period state's name in the catalogue (reference table estado_distribucion). */
const ESTADO = {
  [ESTADO_PERIODO.FINALIZADO]: 'periodo.finalizado',
  [ESTADO_PERIODO.EN_DISTRIBUCION]: 'periodo.enDistribucion',
  [ESTADO_PERIODO.ABIERTO]: 'periodo.abierto',
} as const;

export default function MiCuentaPage() {
  const cuenta = useMiCuenta();
  const t = useTextos(textosMiCuenta);
  return (
    <div className="mi-cuenta-page">
      <h1 className="page-title">{t('pagina.titulo')}</h1>
      {cuenta.isPending ? (
        <Skeleton height="12rem" />
      ) : cuenta.isError ? (
        <Message severity="error" text={t('error.carga', { error: errorMessage(cuenta.error) })} />
      ) : (
        <>
          {cuenta.data.leidoSinConexion ? <SinConexion leido={cuenta.data.leidoSinConexion} /> : null}
          <Contenido cuenta={cuenta.data} />
        </>
      )}
    </div>
  );
}

/** «Sin conexión: datos leídos a las 14:05»: the page shows the copy the service worker kept (docs/pwa.md). */
function SinConexion({ leido }: { leido: string }) {
  const t = useTextos(textosMiCuenta);
  const hora = new Date(leido).toLocaleTimeString(idiomaActual(), { hour: '2-digit', minute: '2-digit', hour12: false });
  return <Message className="mi-cuenta-sin-conexion" severity="warn" text={t('sinConexion.leido', { hora })} />;
}

function Contenido({ cuenta }: { cuenta: MiCuenta }) {
  const t = useTextos(textosMiCuenta);
  const { plata } = useFormato();
  const partes = cuenta.por_cobrar - cuenta.regear_pendiente.silver;
  return (
    <>
      <p className="mi-cuenta-datos">
        {t('datos.jugador')} <strong>{cuenta.nickname}</strong>
        {cuenta.email ? ` · ${cuenta.email}` : null}
        {cuenta.discord ? ` · ${t('datos.discord', { discord: cuenta.discord })}` : null}
      </p>
      <Cargos cargos={cuenta.cargos_cuenta} />
      <section aria-labelledby="mi-cuenta-pendiente">
        <h2 id="mi-cuenta-pendiente">{t('pendiente.titulo')}</h2>
        <p className="mi-cuenta-total">
          {t('pendiente.total')} <strong>{plata(cuenta.por_cobrar)}</strong>
        </p>
        <p className="mi-cuenta-desglose">
          {t('pendiente.partes', { silver: plata(partes) })} ·{' '}
          {t('pendiente.regear', { silver: plata(cuenta.regear_pendiente.silver), n: cuenta.regear_pendiente.reclamos })}
        </p>
        {cuenta.pendientes.length === 0 ? (
          <p>{t('pendiente.vacio')}</p>
        ) : (
          <ul className="mi-cuenta-periodos">
            {cuenta.pendientes.map((p) => (
              <Periodo key={p.id_periodo} p={p} />
            ))}
          </ul>
        )}
      </section>
      <Saldo nickname={cuenta.nickname} saldo={cuenta.saldo} pendientes={cuenta.retiros_pendientes} />
      <Miembro miembro={cuenta.miembro} />
      <Reclamos cuenta={cuenta} />
      <section aria-labelledby="mi-cuenta-totales">
        <h2 id="mi-cuenta-totales">{t('totales.titulo')}</h2>
        <dl className="mi-cuenta-totales">
          <Total titulo={t('totales.dias30')} total={cuenta.dias30} />
          <Total titulo={t('totales.siempre')} total={cuenta.total} />
        </dl>
        <div className="mi-cuenta-enlaces">
          <Link to={paths.gananciasJugador(cuenta.nickname)}>{t('enlace.publica')}</Link>
          <ExportarCsvButton archivo="historial.csv" params={{ nickname: cuenta.nickname }} />
        </div>
      </section>
      <MisGremios />
      <MensajesDirectos cuenta={cuenta} />
      <AvisosPush />
      {cuenta.discord_habilitado && !cuenta.discord ? <VincularDiscord /> : null}
    </>
  );
}

/** The account's cargos (what it may do) and where each came from: its Discord roles or a leader. */
function Cargos({ cargos }: { cargos: CargoCuenta[] }) {
  const t = useTextos(textosMiCuenta);
  return (
    <p className="mi-cuenta-cargos">
      {t('datos.cargos')}{' '}
      {cargos.map((c, i) => (
        <span key={c.id_cargo}>
          {i > 0 ? ', ' : null}
          <strong>{nombreCargo(c.nombre_cargo)}</strong>{' '}
          <span className="mi-cuenta-origen">({c.origen === 'discord' ? t('cargo.porDiscord') : t('cargo.asignado')})</span>
        </span>
      ))}
    </p>
  );
}

/** «Sus reclamos de regear»: the latest claims, their state and amount; a rejection says why, and owes nothing. */
function Reclamos({ cuenta }: { cuenta: MiCuenta }) {
  const t = useTextos(textosMiCuenta);
  return (
    <section aria-labelledby="mi-cuenta-regear">
      <h2 id="mi-cuenta-regear">{t('regear.titulo')}</h2>
      {cuenta.reclamos.length === 0 ? (
        <p>{t('regear.vacio')}</p>
      ) : (
        <ul className="mi-cuenta-reclamos">
          {cuenta.reclamos.map((r) => (
            <Reclamo key={r.id_reclamo} r={r} />
          ))}
        </ul>
      )}
      {cuenta.reclamos_total > cuenta.reclamos.length ? (
        <Link to={paths.gananciasJugador(cuenta.nickname)}>{t('regear.todos', { n: cuenta.reclamos_total })}</Link>
      ) : null}
    </section>
  );
}

function Reclamo({ r }: { r: MiReclamo }) {
  const t = useTextos(textosMiCuenta);
  const { plata, fecha } = useFormato();
  return (
    <li className="mi-cuenta-reclamo">
      <div className="mi-cuenta-periodo-cabecera">
        <span>
          {t('regear.reclamo', { id: r.id_reclamo })} · {t('periodo.titulo', { id: r.id_periodo })} · {fecha(r.fecha_muerte)}
        </span>
        <EstadoReclamo estado={r.estado} />
      </div>
      {r.estado === 'rechazado' ? (
        <p>
          {t('regear.noSePaga')} {t('regear.razon', { razon: r.razon ?? '—' })}
        </p>
      ) : (
        <p className="mi-cuenta-plata">{plata(r.silver)}</p>
      )}
    </li>
  );
}

function Periodo({ p }: { p: MiPendiente }) {
  const t = useTextos(textosMiCuenta);
  const { plata } = useFormato();
  const estado = (ESTADO as Partial<Record<number, (typeof ESTADO)[keyof typeof ESTADO]>>)[p.id_estado_distribucion];
  return (
    <li className="mi-cuenta-periodo">
      <div className="mi-cuenta-periodo-cabecera">
        <span>
          {t('periodo.titulo', { id: p.id_periodo })} · {p.lugar} · {estado ? t(estado) : ''}
        </span>
        {p.esta_pagado ? (
          <Tag severity="success" value={t('periodo.pagado')} />
        ) : (
          <Tag severity="warning" value={t('periodo.sinPagar')} />
        )}
      </div>
      <p className="mi-cuenta-plata">{plata(p.silver)}</p>
      <p>
        {p.distribuidor_nickname !== null
          ? t('periodo.paga', { nickname: p.distribuidor_nickname })
          : t('periodo.pagaSinAsignar')}
      </p>
      <p>{p.casa !== null && p.cofre !== null ? t('periodo.cofre', { casa: p.casa, cofre: p.cofre }) : t('periodo.sinCofre')}</p>
    </li>
  );
}

function Total({ titulo, total }: { titulo: string; total: TotalIntervalo }) {
  const t = useTextos(textosMiCuenta);
  const { plata } = useFormato();
  return (
    <div>
      <dt>{titulo}</dt>
      <dd>
        {plata(total.total_silver_unitario)} · {t('totales.contenidos', { n: total.cantidad_contenido })}
      </dd>
    </div>
  );
}

function VincularDiscord() {
  const t = useTextos(textosMiCuenta);
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
      <h2 id="mi-cuenta-discord">{t('discord.titulo')}</h2>
      <p>{t('discord.texto')}</p>
      <Button type="button" label={t('discord.vincular')} icon="pi pi-discord" outlined loading={yendo} onClick={vincular} />
      {error ? <Message severity="error" text={error} role="alert" /> : null}
    </section>
  );
}
