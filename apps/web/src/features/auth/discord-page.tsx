// /discord: where Discord's callback sends the browser (docs/integraciones.md, "Discord login"). The
// one-time code is taken out of the address at once and traded for the app's token; a first login
// confirms its player here; every failure says why and leads back to the login card.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card } from 'primereact/card';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { DiscordErrorClave } from '@reparto/contract';
import { errorMessage } from '../../lib/api-client';
import { useTextos } from '../../lib/i18n/textos';
import { useSession } from '../../lib/session';
import { paths } from '../../config/paths';
import { canjearCodigo, vincularJugador, type Pendiente } from './discord-api';
import { debeElegirGremio } from './api';
import { textosAuth } from './textos';
import './discord.css';

// An error is either the server's sentence (as received) or the reason of the callback's `?error=`,
// said in the active language when shown.
type Estado =
  | { tipo: 'entrando' }
  | { tipo: 'pendiente'; pendiente: Pendiente }
  | { tipo: 'solicitud'; mensaje: string }
  | { tipo: 'error'; mensaje: string }
  | { tipo: 'error'; clave: Clave }
  | { tipo: 'vinculado' };

type Clave = (typeof ERRORES)[DiscordErrorClave] | 'discord.error';

/** The catalogue's text of each reason of the callback (the contract's DISCORD_ERRORES). */
const ERRORES = {
  denegado: 'error.denegado',
  estado: 'error.estado',
  codigo: 'error.codigo',
  'no-miembro': 'error.noMiembro',
  caido: 'error.caido',
  ocupado: 'error.ocupado',
  'no-configurado': 'error.noConfigurado',
  limite: 'error.limite',
  invalido: 'error.invalido',
  error: 'error.error',
  navegador: 'error.navegador',
} as const satisfies Record<DiscordErrorClave, string>;

/** What the address says (pure: a render React throws away may run it again). */
function leerDireccion(): { codigo: string | null; estado: Estado } {
  const query = new URLSearchParams(window.location.search);
  const codigo = query.get('codigo');
  const error = query.get('error');
  if (codigo) return { codigo, estado: { tipo: 'entrando' } };
  if (query.has('vinculado')) return { codigo: null, estado: { tipo: 'vinculado' } };
  const clave: Clave = (error && Object.hasOwn(ERRORES, error) && ERRORES[error as DiscordErrorClave]) || 'discord.error';
  return { codigo: null, estado: { tipo: 'error', clave } };
}

export default function DiscordPage() {
  const navigate = useNavigate();
  const session = useSession();
  const t = useTextos(textosAuth);
  const [inicial] = useState(leerDireccion);
  const [estado, setEstado] = useState<Estado>(inicial.estado);
  const canjeado = useRef(false);

  // The code never stays in the address or in the history: it goes as soon as the page is shown.
  useEffect(() => {
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (!inicial.codigo || canjeado.current) return;
    canjeado.current = true;
    canjearCodigo(inicial.codigo)
      .then((pendiente) => {
        if (pendiente) setEstado({ tipo: 'pendiente', pendiente });
        else void navigate(debeElegirGremio() ? paths.gremios : paths.miCuenta, { replace: true });
      })
      .catch((e: unknown) => setEstado({ tipo: 'error', mensaje: errorMessage(e) }));
  }, [inicial.codigo, navigate]);

  return (
    <div className="discord-page">
      <Card title={<h1 className="login-title">{t('discord.entrar')}</h1>} className="discord-card">
        {estado.tipo === 'entrando' ? (
          <div role="status" aria-live="polite">
            <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-hidden="true" /> {t('discord.entrando')}
          </div>
        ) : null}
        {estado.tipo === 'pendiente' ? (
          <ConfirmarJugador pendiente={estado.pendiente} onSolicitud={(mensaje) => setEstado({ tipo: 'solicitud', mensaje })} />
        ) : null}
        {estado.tipo === 'solicitud' ? <Solicitud mensaje={estado.mensaje} /> : null}
        {estado.tipo === 'vinculado' ? (
          <>
            <Message severity="success" text={t('discord.vinculado')} />
            <div className="acciones">
              <Link to={paths.miCuenta}>{t('discord.irMiCuenta')}</Link>
            </div>
          </>
        ) : null}
        {estado.tipo === 'error' ? (
          <>
            <Message severity="error" text={'clave' in estado ? t(estado.clave) : estado.mensaje} role="alert" />
            <div className="acciones">
              {session.status === 'authenticated' ? (
                <Link to={paths.miCuenta}>{t('discord.irMiCuenta')}</Link>
              ) : (
                <Link to={paths.inicioSesion}>{t('discord.volver')}</Link>
              )}
            </div>
          </>
        ) : null}
      </Card>
    </div>
  );
}

/** The pick waits for the leader's approval (docs/integraciones.md, "Primer acceso"): no session. */
function Solicitud({ mensaje }: { mensaje: string }) {
  const t = useTextos(textosAuth);
  const ref = useRef<HTMLDivElement>(null);
  // The focus moves to the sentence that replaced the form, so that it is read at once.
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <div ref={ref} tabIndex={-1} role="status" className="discord-solicitud">
        <Message severity="info" text={mensaje} />
      </div>
      <div className="acciones">
        <Link to={paths.inicioSesion}>{t('discord.volver')}</Link>
      </div>
    </>
  );
}

function ConfirmarJugador({ pendiente, onSolicitud }: { pendiente: Pendiente; onSolicitud: (mensaje: string) => void }) {
  const navigate = useNavigate();
  const t = useTextos(textosAuth);
  const [nickname, setNickname] = useState((pendiente.propuesta ?? pendiente.apodo).toLowerCase());
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enCurso = useRef(false);
  const campo = useRef<HTMLInputElement>(null);
  // The form replaces the «Entrando…» line: the focus starts on its field (the texts above describe it),
  // never on <body>, so Enter confirms the proposal and a Tab reaches «Confirmar jugador».
  useEffect(() => campo.current?.focus(), []);

  const confirmar = (e: FormEvent) => {
    e.preventDefault();
    if (nickname.trim() === '' || enCurso.current) return;
    enCurso.current = true;
    setEnviando(true);
    setError(null);
    vincularJugador(pendiente.codigo, nickname.trim().toLowerCase())
      .then((solicitud) => (solicitud === null ? navigate(paths.miCuenta, { replace: true }) : onSolicitud(solicitud)))
      .catch((err: unknown) => setError(errorMessage(err)))
      .finally(() => {
        enCurso.current = false;
        setEnviando(false);
      });
  };

  return (
    <form onSubmit={confirmar} className="form-grid" noValidate>
      <p id="discord-hola">{t('discord.hola', { discord: pendiente.discord })}</p>
      <p id="discord-propuesta">
        {pendiente.propuesta
          ? t('discord.propuesta', { propuesta: pendiente.propuesta })
          : t('discord.sinPropuesta', { apodo: pendiente.apodo })}
      </p>
      {pendiente.solicitud ? <p id="discord-espera">{t('discord.solicitudEspera', { nickname: pendiente.solicitud })}</p> : null}
      <p id="discord-regla">{t('discord.regla')}</p>
      <label htmlFor="discord-nickname">{t('discord.nickname')}</label>
      <InputText
        id="discord-nickname"
        ref={campo}
        value={nickname}
        autoComplete="off"
        onChange={(e) => setNickname(e.target.value)}
        aria-describedby={[
          'discord-hola',
          'discord-propuesta',
          ...(pendiente.solicitud ? ['discord-espera'] : []),
          'discord-regla',
          ...(error ? ['discord-nickname-error'] : []),
        ].join(' ')}
      />
      {error ? <Message id="discord-nickname-error" severity="error" text={error} role="alert" /> : null}
      <Button
        type="submit"
        label={t('discord.confirmar')}
        icon="pi pi-check"
        loading={enviando}
        disabled={nickname.trim() === ''}
      />
      <Link to={paths.inicioSesion}>{t('discord.cancelar')}</Link>
    </form>
  );
}
