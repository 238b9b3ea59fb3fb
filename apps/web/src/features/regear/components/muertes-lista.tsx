// The player's recent deaths (GET /api/regear/muertes), newest first: each one line (date, battle,
// item power, total) with «Reclamar», its items (as the rules see them) opened on demand. A death
// already claimed says so; one that cannot be claimed (another guild, outside every period in course) is
// greyed out with its reason and no «Reclamar».
import { useState } from 'react';
import type { Muerte, Periodo } from '@reparto/contract';
import { BotonFila } from '../../../components/boton-fila';
import { RowExpander } from '../../../components/row-expander';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { textosRegear } from '../textos';
import { ItemsRegear, totalItems } from './items-regear';

type T = typeof textosRegear.t;

/** `HH:MM` UTC, the game's server time (the date format gives the day). */
export const horaUtc = (iso: string) => iso.slice(11, 16);

/** Whether a death falls within a period in course: from its start to its end, or to now while open. */
const dentroDe = (fecha: string, p: Pick<Periodo, 'fecha_inicial' | 'fecha_final'>) => {
  const f = Date.parse(fecha);
  return f >= Date.parse(p.fecha_inicial) && f <= (p.fecha_final === null ? Date.now() : Date.parse(p.fecha_final));
};

/**
 * Why a death cannot be claimed (the server refuses the same: docs/regear.md, "Claim rules"), or
 * undefined. `periodos` undefined: not known yet, nothing said.
 */
export function motivoNoReclamable(t: T, m: Muerte, periodos: readonly Periodo[] | undefined): string | undefined {
  if (m.otroGremio !== undefined) return t('muerte.otroGremio', { gremio: m.otroGremio || t('muerte.ningunGremio') });
  if (periodos !== undefined && !periodos.some((p) => dentroDe(m.fecha, p))) return t('muerte.fueraDePeriodo');
  return undefined;
}

/** Newest first (the server answers so; a list handed in any order is shown so too). */
const porFecha = (muertes: readonly Muerte[]) =>
  [...muertes].sort((a, b) => Date.parse(b.fecha) - Date.parse(a.fecha) || b.eventId - a.eventId);

export function MuertesLista({
  muertes,
  periodos,
  puedeReclamar,
  enviando,
  onReclamar,
}: {
  muertes: Muerte[];
  /** The periods in course (undefined while they load). */
  periodos: readonly Periodo[] | undefined;
  /** A period is chosen: the deaths may be claimed. */
  puedeReclamar: boolean;
  /** The event being sent, if any. */
  enviando: number | null;
  onReclamar: (eventId: number) => void;
}) {
  const t = useTextos(textosRegear);
  const { fecha, plata } = useFormato();
  const [abiertas, setAbiertas] = useState<ReadonlySet<number>>(new Set());
  if (muertes.length === 0) return <p>{t('muertes.vacio')}</p>;
  const alternar = (id: number) =>
    setAbiertas((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <>
      {puedeReclamar ? null : (
        <p className="regear-aviso" role="note">
          {t('reclamar.sinPeriodo')}
        </p>
      )}
      <ul className="regear-muertes">
        {porFecha(muertes).map((m) => {
          const cuando = { fecha: fecha(m.fecha), hora: horaUtc(m.fecha), evento: String(m.eventId) };
          const titulo = t('muerte.titulo', cuando);
          const batalla = m.battleId === null ? t('muerte.sinBatalla') : t('muerte.batalla', { id: String(m.battleId) });
          const motivo = m.reclamada ? undefined : motivoNoReclamable(t, m, periodos);
          const abierta = abiertas.has(m.eventId);
          return (
            <li
              key={m.eventId}
              className={motivo === undefined ? 'regear-muerte' : 'regear-muerte regear-muerte-gris'}
              data-testid={`muerte-${m.eventId}`}
            >
              <article aria-label={titulo}>
                <header className="regear-muerte-cabecera">
                  <RowExpander
                    open={abierta}
                    label={(open) => t(open ? 'muerte.ocultarObjetos' : 'muerte.verObjetos', cuando)}
                    onToggle={() => alternar(m.eventId)}
                  />
                  <div className="regear-muerte-linea">
                    <strong>{t('muerte.cuando', cuando)}</strong>
                    <span className="regear-muerte-datos">
                      {t('muerte.datos', {
                        evento: cuando.evento,
                        batalla,
                        ip: String(Math.round(m.ip)),
                        total: plata(totalItems(m.items)),
                      })}
                    </span>
                    {motivo === undefined ? null : <span className="regear-muerte-motivo">{motivo}</span>}
                  </div>
                  {m.reclamada ? (
                    <BotonFila
                      label={t('muerte.reclamada')}
                      nombre={t('muerte.yaReclamada', cuando)}
                      icon="pi pi-check"
                      severity="secondary"
                      disabled
                    />
                  ) : motivo !== undefined ? (
                    <BotonFila
                      label={t('muerte.noReclamable')}
                      nombre={t('muerte.noReclamableDe', { ...cuando, motivo })}
                      icon="pi pi-ban"
                      severity="secondary"
                      disabled
                    />
                  ) : (
                    <BotonFila
                      label={t('reclamar')}
                      // Disabled until a period is chosen: its name says why (the note above says it too).
                      nombre={
                        puedeReclamar
                          ? t('muerte.reclamar', cuando)
                          : `${t('muerte.reclamar', cuando)}. ${t('reclamar.sinPeriodo')}`
                      }
                      icon="pi pi-send"
                      disabled={!puedeReclamar || (enviando !== null && enviando !== m.eventId)}
                      loading={enviando === m.eventId}
                      onClick={() => onReclamar(m.eventId)}
                    />
                  )}
                </header>
                {abierta ? <ItemsRegear items={m.items} label={t('muerte.objetos', cuando)} /> : null}
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
