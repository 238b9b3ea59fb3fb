// The chosen players of a new distribution, each with its weight ("Peso"), the silver it gets (live,
// by weight), its minutes in the attendance session imported (docs/asistencia.md) and a button to take it out.
import { Button } from 'primereact/button';
import { PESO_DEFECTO } from '@reparto/contract';
import { FieldError } from '../../../../components/form-messages';
import { PesoInput } from './peso-input';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';
import { useFormato } from '../../../../lib/i18n/formato';

/** The section's id: «Añadir de la lista» sends the focus there. */
export const ID_SELECCIONADOS = 'dist-seleccionados';

export function Seleccionados({
  jugadores,
  pesos,
  partes,
  porJugador,
  onPeso,
  onQuitar,
  desactivados = [],
  error,
  minutos = {},
}: {
  jugadores: { id: number; nickname: string }[];
  /** Weight per player id (absent: 1; null: the field's text is not a weight). */
  pesos: Record<string, number | null>;
  /** Each player's share (null while there is no silver). */
  partes: Map<number, number> | null;
  /** The equal share, while every weight is 1. */
  porJugador: number | null;
  onPeso: (id: number, peso: number | null) => void;
  onQuitar: (id: number) => void;
  /** «Corregir»: players of the original who are switched off now (named, not chosen). */
  desactivados?: string[];
  /** The form's message about the weights. */
  error?: string | undefined;
  /** Minutes per player id in the attendance session imported. */
  minutos?: Record<number, number>;
}) {
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  return (
    <section id={ID_SELECCIONADOS} tabIndex={-1} className="dist-seleccionados" aria-labelledby="dist-seleccionados-titulo">
      <h2 id="dist-seleccionados-titulo">
        {t('sel.titulo', { n: jugadores.length })}
        {porJugador !== null ? <span className="dist-muted"> · {t('sel.porJugador', { silver: plata(porJugador) })}</span> : null}
      </h2>
      {desactivados.length > 0 ? (
        <p className="dist-aviso-nombres" role="status">
          {t('sel.desactivados', { nombres: desactivados.join(', ') })}
        </p>
      ) : null}
      {jugadores.length === 0 ? (
        <p className="dist-muted">{t('sel.ninguno')}</p>
      ) : (
        <ul>
          {jugadores.map((j) => (
            <li key={j.id} data-testid={`seleccionado-${j.nickname}`}>
              {/* The chip's parts apart, on screen (the gap) and as text (the spaces): «aldrakar 2 min Peso». */}
              <span className="dist-seleccionado-nombre">{j.nickname}</span>{' '}
              {j.id in minutos ? (
                <span className="dist-muted" data-testid="minutos">
                  {t('asistencia.minutos', { min: minutos[j.id] ?? 0 })}
                </span>
              ) : null}{' '}
              <span className="dist-peso">
                <label htmlFor={`dist-peso-${j.id}`}>{t('sel.peso')}</label>
                <PesoInput
                  id={`dist-peso-${j.id}`}
                  nickname={j.nickname}
                  peso={pesos[j.id] === undefined ? PESO_DEFECTO : (pesos[j.id] ?? null)}
                  onChange={(peso) => onPeso(j.id, peso)}
                />
              </span>
              <span className="dist-parte" data-testid="parte">
                {partes ? plata(partes.get(j.id) ?? 0) : '—'}
              </span>
              <Button
                type="button"
                icon="pi pi-times"
                rounded
                text
                severity="danger"
                aria-label={t('sel.quitar', { nickname: j.nickname })}
                onClick={() => onQuitar(j.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <FieldError id="dist-pesos-error" message={error} alert />
    </section>
  );
}
