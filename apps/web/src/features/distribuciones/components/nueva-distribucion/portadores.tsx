// «El botín lo tienen varios» (docs/liquidacion.md): what each chosen player holds, and the fewest
// transfers that settle it against the shares shown, computed as it is typed with the contract's
// `saldosDeLiquidacion` and `liquidar` (the server computes the same list when the distribution is created).
// With a valued loot log in the breakdown, «Tomar del registro de botín» fills what each one holds from
// what they looted (`portadoresDelRegistro`).
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import {
  liquidar,
  portadoresDelRegistro,
  saldosDeLiquidacion,
  type Portador,
  type PortadorDelRegistro,
  type TransferenciaLiquidacion,
} from '@reparto/contract';
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
  registro = null,
}: {
  jugadores: readonly { id: number; nickname: string }[];
  partes: ReadonlyMap<number, number> | null;
  silver: number | null;
  tenencias: Tenencias;
  onChange: (tenencias: Tenencias) => void;
  /** The looters of the valuation used as the loot value (null: none). */
  registro?: readonly PortadorDelRegistro[] | null;
}) {
  const id = useId();
  // After «Tomar del registro de botín», until a carrier is typed: the looters who are not (yet) players
  // of the distribution are said, as the players are now.
  const [tomado, setTomado] = useState(false);
  const delRegistro = registro && silver !== null ? portadoresDelRegistro(registro, jugadores, silver) : null;
  const sinJugador = tomado ? (delRegistro?.sinJugador ?? []) : [];
  const tomarDelRegistro = () => {
    if (!delRegistro) return;
    setTomado(true);
    onChange(delRegistro.tenencias);
  };
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  const ids = jugadores.map((j) => j.id);
  const nick = new Map(jugadores.map((j) => [j.id, j.nickname]));
  const transferencias = transferenciasPara(ids, partes, silver, tenencias);
  const tienen = ids.reduce((a, i) => a + (tenencias?.[i] ?? 0), 0);
  return (
    <fieldset className="dist-calculadora" data-testid="portadores">
      <legend className="dist-calculadora-toggle">
        <Checkbox
          inputId={`${id}-on`}
          checked={tenencias !== null}
          onChange={(e) => {
            setTomado(false);
            onChange(e.checked ? {} : null);
          }}
        />
        <label htmlFor={`${id}-on`}>{t('port.activar')}</label>
      </legend>
      {tenencias !== null ? (
        <div className="dist-calculadora-campos">
          {registro ? (
            <div className="dist-del-registro">
              <Button
                type="button"
                label={t('port.delRegistro')}
                icon="pi pi-file-import"
                outlined
                size="small"
                disabled={silver === null}
                onClick={tomarDelRegistro}
                aria-describedby={`${id}-registro`}
              />
              <small id={`${id}-registro`} className="dist-muted">
                {t('port.delRegistroAyuda')}
              </small>
            </div>
          ) : null}
          {sinJugador.length > 0 ? (
            <p className="dist-muted" role="status" data-testid="portadores-sin-jugador">
              {t('port.sinJugador', {
                lista: sinJugador
                  .map((s) => t('port.conPlata', { nombre: s.nombre || t('port.otros'), silver: plata(s.valor) }))
                  .join(', '),
              })}
            </p>
          ) : null}
          {jugadores.map((j) => (
            <div key={j.id} className="dist-calculadora-campo">
              <label htmlFor={`${id}-${j.id}`}>{t('port.tiene', { nickname: j.nickname })}</label>
              <SilverInput
                id={`${id}-${j.id}`}
                value={tenencias[j.id] ? tenencias[j.id]! : null}
                onChange={(value) => {
                  setTomado(false);
                  onChange({ ...tenencias, [j.id]: value ?? 0 });
                }}
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
