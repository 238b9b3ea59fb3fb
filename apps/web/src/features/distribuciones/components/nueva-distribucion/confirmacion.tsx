// What the confirmation popup of a new distribution lists: the silver (and its breakdown, with the
// regear it deducts), the shares (one for all, or each player's by weight) and what the guild keeps
// (tax and remainder). After an attendance session was imported (docs/asistencia.md), each share is
// listed with the player's minutes in it.
import { netoDelDesglose, type Desglose } from '@reparto/contract';
import { formato, useFormato } from '../../../../lib/i18n/formato';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';
import { regearDescontado } from '../../reglas';
import type { DesgloseForm } from './calculadora';
import { elGremioSeQueda } from './gremio-se-queda';

/** «Regear descontado: $… (#3, #5)»: the deducted claims (null when there are none). */
export function lineaRegear(desglose: DesgloseForm | null): string | null {
  const descontados = desglose?.descontados ?? [];
  if (descontados.length === 0) return null;
  const ids = descontados.map((r) => `#${r.id_reclamo}`).join(', ');
  return textosDistribuciones.t('conf.regear', { total: formato().plata(regearDescontado(desglose)), ids });
}

/** «Valor del botín $… + Bolsas de plata $… − Reparación $…, Impuesto del gremio …%». */
function lineaDesglose(d: Desglose): string {
  const { plata } = formato();
  return textosDistribuciones.t('conf.desglose', {
    botin: plata(d.valor_botin),
    bolsas: plata(d.bolsas),
    reparacion: plata(d.reparacion),
    pct: d.impuesto_pct,
  });
}

export function Confirmacion({
  silver,
  desglose,
  jugadores,
  partes,
  resto,
  porJugador,
  minutos = null,
}: {
  silver: number | null;
  desglose: DesgloseForm | null;
  jugadores: { id: number; nickname: string }[];
  partes: Map<number, number> | null;
  resto: number;
  /** The equal share when every weight is 1 (then the nicknames are listed once); null with weights. */
  porJugador: number | null;
  /** Minutes per player id in the attendance session imported (null: none was). */
  minutos?: Record<number, number> | null;
}) {
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  const impuesto = desglose ? netoDelDesglose(desglose).impuesto : 0;
  const regear = lineaRegear(desglose);
  return (
    <div className="dist-confirm" data-testid="confirmar-distribucion">
      <p>{t('conf.pregunta')}</p>
      {desglose ? <p className="dist-confirm-desglose">{lineaDesglose(desglose)}</p> : null}
      {regear ? (
        <p className="dist-confirm-regear" data-testid="confirmar-regear">
          <strong>{regear}</strong>
        </p>
      ) : null}
      <p>
        {t('conf.silver')} <strong>{plata(silver)}</strong>
      </p>
      <p>
        {t('conf.jugadores')} <strong>{jugadores.length}</strong>
      </p>
      {porJugador !== null && minutos === null ? (
        <>
          <p>
            {t('conf.porJugador')} <strong>{plata(porJugador)}</strong>
          </p>
          <p className="dist-confirm-nicknames">{jugadores.map((j) => j.nickname).join(', ')}</p>
        </>
      ) : (
        <ul className="dist-confirm-partes">
          {jugadores.map((j) => (
            <li key={j.id}>
              {minutos?.[j.id] === undefined
                ? `${j.nickname}: ${plata(partes?.get(j.id) ?? 0)}`
                : t('asistencia.parte', { nickname: j.nickname, parte: plata(partes?.get(j.id) ?? 0), min: minutos[j.id] ?? 0 })}
            </li>
          ))}
        </ul>
      )}
      <p>
        <strong>{elGremioSeQueda(impuesto, resto)}</strong>
      </p>
    </div>
  );
}

/** What was typed, as plain text to copy (a period that closed under the dialog). */
export function resumenTexto(d: {
  idPeriodo: number;
  motivo: string;
  silver: number | null;
  desglose: DesgloseForm | null;
  jugadores: { id: number; nickname: string }[];
  pesos: Record<string, number | null>;
}): string {
  const t = textosDistribuciones.t;
  const { idioma, plata } = formato();
  const lineas = [
    t('resumen.titulo', { id: d.idPeriodo }),
    t('resumen.motivo', { motivo: d.motivo }),
    t('resumen.silver', { silver: plata(d.silver) }),
  ];
  if (d.desglose) {
    lineas.push(t('resumen.desglose', { desglose: lineaDesglose(d.desglose) }));
    const regear = lineaRegear(d.desglose);
    if (regear) lineas.push(regear);
  }
  lineas.push(t('resumen.jugadores', { n: d.jugadores.length }));
  // A weight as the language writes a decimal: `1,5` in es and pt-BR, `1.5` in en.
  const comoSeEscribe = (peso: number | null) => (idioma === 'en' ? String(peso ?? '?') : String(peso ?? '?').replace('.', ','));
  for (const j of d.jugadores) {
    const peso = d.pesos[j.id];
    lineas.push(
      peso === undefined || peso === 1 ? j.nickname : t('resumen.peso', { nickname: j.nickname, peso: comoSeEscribe(peso) }),
    );
  }
  return lineas.join('\n');
}
