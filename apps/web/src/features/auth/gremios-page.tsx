// «Elegir gremio» (docs/alianzas.md, «Muchos gremios»): after signing in, an account of several guilds
// picks the one to open. Each guild's pages are its own addresses (`/g/{slug}/…`; the default guild's
// plain ones), so each choice is a link that loads that guild's app.
import { useEffect } from 'react';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { rutaEnGremio } from '@reparto/contract';
import { errorMessage } from '../../lib/api-client';
import { useTextos } from '../../lib/i18n/textos';
import { useMisGremios } from '../../lib/mis-gremios';
import { paths } from '../../config/paths';
import { gremioElegido } from './api';
import { textosAuth } from './textos';
import './gremios.css';

export default function GremiosPage() {
  const t = useTextos(textosAuth);
  const { data, isPending, error } = useMisGremios();
  // Shown once after the sign-in: coming back to the login later goes to the first screen.
  useEffect(() => gremioElegido(), []);
  return (
    <div className="gremios-page">
      <Card title={t('gremios.titulo')} className="gremios-card">
        <p>{t('gremios.explicacion')}</p>
        {isPending && <Skeleton height="3rem" />}
        {error && <Message severity="error" text={t('gremios.error', { error: errorMessage(error) })} />}
        <ul className="gremios-lista">
          {data?.map((g) => (
            <li key={g.slug}>
              <a href={rutaEnGremio(g, paths.distribucion)} aria-current={g.actual ? 'page' : undefined}>
                <strong>{g.nombre}</strong>
                <span>{g.cargos.length > 0 ? g.cargos.map((c) => c.nombre_cargo).join(', ') : t('gremios.sinCargo')}</span>
              </a>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
