import { Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { CampoClave } from '../../components/campo-clave';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { APP_NAME } from '@reparto/contract';
import { FieldError } from '../../components/form-messages';
import { sessionStore, useSession } from '../../lib/session';
import { login } from './api';
import { onDemand } from '../../lib/lazy-on-demand';
import { usePintado } from '../../lib/tras-pintar';
import { useTextos } from '../../lib/i18n/textos';
import { textosAuth } from './textos';

// Plain state, not react-hook-form: this page loads with an anonymous visit's first download
// (docs/development.md, "Web conventions").

/** What the two fields share: their value and its change, and their missing-text (`<id>-error`) once «Ingresar» was tried. */
const campo = (id: string, value: string, set: (v: string) => void, falta: string | undefined) => ({
  value,
  onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
  invalid: Boolean(falta),
  'aria-describedby': falta ? `${id}-error` : undefined,
});

// «Entrar con Discord» comes after the first paint (it asks the server whether to show itself then
// anyway): its code and styles are not among the files the page waits for (docs/performance.md).
const BotonDiscord = onDemand(() => import('./discord-button').then((m) => m.DiscordButton));

function DiscordTrasPintar() {
  const pintado = usePintado();
  if (!pintado) return null;
  return (
    <Suspense fallback={null}>
      <BotonDiscord.Component />
    </Suspense>
  );
}

export default function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const t = useTextos(textosAuth);
  const [email, setEmail] = useState('');
  const [pwd, setPwd] = useState('');
  // Empty fields are explained beside them once «Ingresar» was tried, and nothing is sent.
  const [intentado, setIntentado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const enCurso = useRef(false);
  const faltaEmail = intentado && email.trim() === '' ? t('login.faltaEmail') : undefined;
  const faltaClave = intentado && pwd === '' ? t('login.faltaClave') : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setIntentado(true);
    // A new attempt: the last refusal (or a session that ended) is no longer the answer, even when
    // nothing is sent because a field is empty.
    if (session.errorMessage) sessionStore.notAuthenticated();
    // One request per intent: a double click or Enter while it runs sends nothing more.
    if (email.trim() === '' || pwd === '' || enCurso.current) return;
    enCurso.current = true;
    setEnviando(true);
    void login(email, pwd).finally(() => {
      enCurso.current = false;
      setEnviando(false);
    });
  };

  return (
    <div className="login-page">
      <Card title={<h1 className="login-title">{APP_NAME}</h1>} subTitle={t('login.subtitulo')} className="login-card">
        <form onSubmit={submit} className="form-grid" noValidate>
          <label htmlFor="email">{t('login.email')}</label>
          <InputText id="email" type="email" autoComplete="username" {...campo('email', email, setEmail, faltaEmail)} />
          <FieldError id="email-error" message={faltaEmail} />
          <label htmlFor="pwd">{t('login.clave')}</label>
          <CampoClave inputId="pwd" autoComplete="current-password" {...campo('pwd', pwd, setPwd, faltaClave)} />
          <FieldError id="pwd-error" message={faltaClave} />
          {session.errorMessage ? <Message severity="error" text={session.errorMessage} role="alert" /> : null}
          <Button type="submit" label={t('login.ingresar')} icon="pi pi-sign-in" loading={enviando} />
          <Button
            type="button"
            label={t('login.verDistribuciones')}
            severity="secondary"
            outlined
            onClick={() => navigate('/')}
          />
        </form>
        <DiscordTrasPintar />
      </Card>
    </div>
  );
}
