// One event of the calendar (docs/calendario.md): its kind (template), place, start and end in the
// reader's time zone, the sign-up deadline, the note, the slots per role taken of those there are, the
// reader's own sign-up and the list by state. Officers edit and cancel it, decide on each sign-up and,
// once it has ended, create its distribution.
import { Button } from 'primereact/button';
import { gestionaDistribuciones, type Evento } from '@reparto/contract';
import { useFormato } from '../../../lib/i18n/formato';
import { nombreRolEvento } from '../../../lib/i18n/nombres';
import { useTextos } from '../../../lib/i18n/textos';
import { diaYHora, intervalo } from '../../../lib/momento';
import { haTerminado, inscripcionesCerradas, ocupacion, rolesDelEvento } from '../reglas';
import { textosCalendario } from '../textos';
import { Apuntarse } from './apuntarse';
import { CrearDistribucion } from './crear-distribucion';
import { Inscripciones } from './inscripciones';

export interface EventoCardProps {
  evento: Evento;
  ahora: number;
  nickname: string | null;
  cargos: number[];
  /** Plans events (planificaEventos): edits, cancels, decides on sign-ups. */
  oficial: boolean;
  onEditar: (e: Evento) => void;
  onCancelar: (e: Evento) => void;
}

export function EventoCard({ evento, ahora, nickname, cargos, oficial, onEditar, onCancelar }: EventoCardProps) {
  const t = useTextos(textosCalendario);
  const { idioma } = useFormato();
  const tituloId = `cal-evento-${evento.id_evento}`;
  const cancelado = evento.estado === 'cancelado';
  const terminado = haTerminado(evento, ahora);
  const cerradas = inscripcionesCerradas(evento, ahora);
  const roles = rolesDelEvento(evento).filter((r) => (evento.huecos[r] ?? 0) > 0);

  return (
    <article
      className={cancelado ? 'cal-evento cal-evento-cancelado' : 'cal-evento'}
      aria-labelledby={tituloId}
      data-testid={`evento-${evento.id_evento}`}
    >
      <header className="cal-evento-cabecera">
        <h3 id={tituloId}>{evento.titulo}</h3>
        {cancelado ? <span className="cal-marca cal-marca-cancelado">{t('evento.cancelado')}</span> : null}
        {evento.privado ? <span className="cal-marca">{t('evento.privado')}</span> : null}
        {oficial && !cancelado ? (
          <div className="cal-evento-acciones">
            {!terminado ? (
              <>
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-pencil"
                  label={t('evento.editar')}
                  aria-label={t('evento.editarDe', { titulo: evento.titulo })}
                  onClick={() => onEditar(evento)}
                />
                <Button
                  type="button"
                  size="small"
                  text
                  severity="danger"
                  icon="pi pi-ban"
                  label={t('evento.cancelar')}
                  aria-label={t('evento.cancelarDe', { titulo: evento.titulo })}
                  onClick={() => onCancelar(evento)}
                />
              </>
            ) : gestionaDistribuciones(cargos) ? (
              <CrearDistribucion evento={evento} />
            ) : (
              <p className="cal-nota-oficial">{t('crear.soloEncargado')}</p>
            )}
          </div>
        ) : null}
      </header>
      <dl className="cal-datos">
        <div>
          <dt>{t('evento.tipo')}</dt>
          <dd>{evento.plantilla ?? t('evento.sinPlantilla')}</dd>
        </div>
        <div>
          <dt>{t('evento.lugar')}</dt>
          <dd>{evento.lugar}</dd>
        </div>
        <div>
          <dt>{t('evento.cuando')}</dt>
          <dd>{intervalo(idioma, evento.inicio, evento.fin)}</dd>
        </div>
        <div>
          <dt>{t('evento.cierre')}</dt>
          <dd>
            {diaYHora(idioma, evento.cierre_inscripcion)}
            {cerradas ? ` · ${t('evento.cerradas')}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('evento.creador')}</dt>
          <dd>{evento.creador}</dd>
        </div>
        {evento.nota ? (
          <div className="cal-datos-nota">
            <dt>{t('evento.nota')}</dt>
            <dd>{evento.nota}</dd>
          </div>
        ) : null}
      </dl>
      {roles.length > 0 ? (
        <ul className="cal-huecos-lista" aria-label={t('evento.huecos')}>
          {roles.map((r) => {
            const { ocupados, total } = ocupacion(evento, r);
            return (
              <li key={r} className={ocupados >= total ? 'cal-hueco cal-hueco-lleno' : 'cal-hueco'}>
                {t('evento.hueco', { rol: nombreRolEvento(r), ocupados, total })}
              </li>
            );
          })}
        </ul>
      ) : null}
      {!terminado ? <Apuntarse evento={evento} nickname={nickname} ahora={ahora} /> : null}
      <Inscripciones evento={evento} oficial={oficial} />
    </article>
  );
}
