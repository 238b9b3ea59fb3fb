import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { errorMessage } from '../../lib/api-client';
import { trasPintar } from '../../lib/tras-pintar';
import { discordHabilitado, irADiscord } from './discord-api';
import { useTextos } from '../../lib/i18n/textos';
import { textosAuth } from './textos';
import './discord.css';

/** «Entrar con Discord», shown only when the server has it configured. */
export function DiscordButton() {
  const t = useTextos(textosAuth);
  const [habilitado, setHabilitado] = useState(false);
  const [yendo, setYendo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let vivo = true;
    const noPreguntar = trasPintar(() => void discordHabilitado().then((h) => vivo && setHabilitado(h)));
    return () => {
      vivo = false;
      noPreguntar();
    };
  }, []);
  if (!habilitado) return null;
  const entrar = () => {
    if (yendo) return;
    setYendo(true);
    setError(null);
    irADiscord().catch((e: unknown) => {
      setError(errorMessage(e));
      setYendo(false);
    });
  };
  return (
    <div className="login-discord">
      <span className="login-discord-o" aria-hidden="true">
        {t('discord.o')}
      </span>
      <Button
        type="button"
        label={t('discord.entrar')}
        icon="pi pi-discord"
        className="boton-discord"
        loading={yendo}
        onClick={entrar}
      />
      {error ? <Message severity="error" text={error} role="alert" /> : null}
    </div>
  );
}
