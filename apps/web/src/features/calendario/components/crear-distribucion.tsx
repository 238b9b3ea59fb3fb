// «Crear distribución» (docs/calendario.md): once an event has ended, a content manager reads what its
// distribution starts with (GET /api/calendario/paraDistribuir) and goes to the open period of the
// event's place, where «Nueva distribución» opens with it (the distributions page reads `?evento=`).
// No open period on that place: it says so. An event already split names its distribution instead.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ESTADO_PERIODO, type Evento } from '@reparto/contract';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useParaDistribuir } from '../../../lib/consultas/para-distribuir';
import { useTextos } from '../../../lib/i18n/textos';
import { textosCalendario } from '../textos';

export function CrearDistribucion({ evento }: { evento: Evento }) {
  const t = useTextos(textosCalendario);
  const navigate = useNavigate();
  const paraDistribuir = useParaDistribuir();
  const [aviso, setAviso] = useState<{ severidad: 'warn' | 'error'; texto: string } | null>(null);

  if (evento.id_distribucion !== null) {
    return <p className="cal-distribuida">{t('crear.hecha', { id: evento.id_distribucion })}</p>;
  }
  const crear = () => {
    setAviso(null);
    paraDistribuir.mutate(evento.id_evento, {
      onSuccess: (d) => {
        if (d.id_periodo === null) setAviso({ severidad: 'warn', texto: t('crear.sinPeriodo', { lugar: evento.lugar }) });
        // The page corrects the period's state in its URL from the server's (ABIERTO is what it must be).
        else void navigate(`${paths.distribuciones(d.id_periodo, null, ESTADO_PERIODO.ABIERTO)}?evento=${evento.id_evento}`);
      },
      onError: (e) => setAviso({ severidad: 'error', texto: errorMessage(e) }),
    });
  };
  return (
    <div className="cal-crear">
      <Button
        type="button"
        size="small"
        label={t('crear.boton')}
        icon="pi pi-wallet"
        loading={paraDistribuir.isPending}
        onClick={crear}
        aria-label={t('crear.botonDe', { titulo: evento.titulo })}
      />
      {aviso ? <Message severity={aviso.severidad} text={aviso.texto} role="alert" /> : null}
    </div>
  );
}
