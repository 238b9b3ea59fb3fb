// «El botín lo tienen varios» (docs/liquidacion.md): what each chosen player holds, and the fewest
// transfers that settle it against the shares shown, computed as it is typed with the contract's
// `saldosDeLiquidacion` and `liquidar` (the server computes the same list when the distribution is created).
import { useId } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { liquidar, saldosDeLiquidacion, type Portador, type TransferenciaLiquidacion } from '@reparto/contract';
import { FieldError } from '../../../../components/form-messages';
import { SilverInput } from '../../../../components/silver-input';
import { useTextos } from '../../../../lib/i18n/textos';
import { useFormato } from '../../../../lib/i18n/formato';
import { textosDistribuciones } from '../../textos';

/** What each player holds, by id (null: the switch is off). */
export type Tenencias = Record<number, number> | null;

/** The carriers to send: the players holding something, in the players' order. */
export const portadoresDe = (ids: readonly number[], tenencias: Tenencias): Portador[] | null =>
  tenencias === null
    ? null
    : ids.filter((id) => (tenencias[id] ?? 0) > 0).map((id) => ({ id_player: id, silver: tenencias[id]! }));

/** The transfers for these shares, or null while what is held does not add up to the silver. */
export function transferenciasPara(
  ids: readonly number[],
  partes: ReadonlyMap<number, number> | null,
  silver: number | null,
  tenencias: Tenencias,
): TransferenciaLiquidacion[] | null {
  const portadores = portadoresDe(ids, tenencias);
  if (!portadores || !partes || silver === null || portadores.reduce((a, p) => a + p.silver, 0) !== silver) return null;
  return liquidar(
    saldosDeLiquidacion(
      ids.map((id) => ({ id_player: id, silver: partes.get(id) ?? 0 })),
      portadores,
    ),
  );
}

/** The list «ravenna paga 1.200.000 a darkvex», one line a transfer. */
export function ListaTransferencias({
  transferencias,
  nickname,
}: {
  transferencias: readonly TransferenciaLiquidacion[];
  nickname: (id: number) => string;
}) {
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  if (transferencias.length === 0) return <p className="dist-muted">{t('port.ninguna')}</p>;
  return (
    <ul className="dist-transferencias" data-testid="transferencias">
      {transferencias.map((x) => (
        <li key={`${x.de}-${x.a}-${x.silver}`}>
          {t('port.paga', { de: nickname(x.de), a: nickname(x.a), silver: plata(x.silver) })}
        </li>
      ))}
    </ul>
  );
}

/** The confirmation's copy of the list (nothing when the switch is off). */
export function TransferenciasConfirmacion({
  transferencias,
  jugadores,
}: {
  transferencias: readonly TransferenciaLiquidacion[] | null;
  jugadores: readonly { id: number; nickname: string }[];
}) {
  const t = useTextos(textosDistribuciones);
  if (!transferencias) return null;
  return (
    <div data-testid="confirmacion-transferencias">
      <strong>{t('port.transferencias')}</strong>
      <ListaTransferencias
        transferencias={transferencias}
        nickname={(id) => jugadores.find((j) => j.id === id)?.nickname ?? `#${id}`}
      />
    </div>
  );
}

export function Portadores({
  jugadores,
  partes,
  silver,
  tenencias,
  onChange,
}: {
  jugadores: readonly { id: number; nickname: string }[];
  partes: ReadonlyMap<number, number> | null;
  silver: number | null;
  tenencias: Tenencias;
  onChange: (tenencias: Tenencias) => void;
}) {
  const id = useId();
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  const ids = jugadores.map((j) => j.id);
  const nick = new Map(jugadores.map((j) => [j.id, j.nickname]));
  const transferencias = transferenciasPara(ids, partes, silver, tenencias);
  const tienen = ids.reduce((a, i) => a + (tenencias?.[i] ?? 0), 0);
  return (
    <fieldset className="dist-calculadora" data-testid="portadores">
      <legend className="dist-calculadora-toggle">
        <Checkbox inputId={`${id}-on`} checked={tenencias !== null} onChange={(e) => onChange(e.checked ? {} : null)} />
        <label htmlFor={`${id}-on`}>{t('port.activar')}</label>
      </legend>
      {tenencias !== null ? (
        <div className="dist-calculadora-campos">
          {jugadores.map((j) => (
            <div key={j.id} className="dist-calculadora-campo">
              <label htmlFor={`${id}-${j.id}`}>{t('port.tiene', { nickname: j.nickname })}</label>
              <SilverInput
                id={`${id}-${j.id}`}
                value={tenencias[j.id] ? tenencias[j.id]! : null}
                onChange={(value) => onChange({ ...tenencias, [j.id]: value ?? 0 })}
                placeholder="0"
                hint=""
              />
            </div>
          ))}
          {silver !== null && tienen !== silver ? (
            <FieldError id={`${id}-suma`} message={t('port.suma', { tienen: plata(tienen), silver: plata(silver) })} />
          ) : null}
          {transferencias ? (
            <div className="dist-liquidacion" aria-live="polite">
              <strong>{t('port.transferencias')}</strong>
              <ListaTransferencias transferencias={transferencias} nickname={(x) => nick.get(x) ?? `#${x}`} />
            </div>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
