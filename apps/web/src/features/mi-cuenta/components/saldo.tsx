// «Mi saldo» on «Mi cuenta» (docs/libro.md): what the guild owes the member across periods, what they
// may still ask for, «Solicitar retiro», their withdrawals (a pending one can be cancelled) and the
// entries of their account with the balance each one left. The server decides every amount: a request
// over what is available is refused there with the amount that is.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { SILVER_MAX, type MovimientoLibro } from '@reparto/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { SilverInput } from '../../../components/silver-input';
import { Tabla, type Columna } from '../../../components/tabla';
import { useSaveToasts } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { useNombreConcepto } from '../../../lib/conceptos-libro';
import { useCancelarRetiro, useMovimientos, useRetiros, useSolicitarRetiro, type Retiro } from '../api/libro';
import { miCuentaKeys } from '../api/keys';
import { textosMiCuenta } from '../textos';

const SEVERIDAD: Record<Retiro['estado'], 'warning' | 'info' | 'danger' | 'success' | 'secondary'> = {
  pendiente: 'warning',
  aprobado: 'info',
  rechazado: 'danger',
  pagado: 'success',
  cancelado: 'secondary',
};

/** Each state's name in the catalogue (every key written out: the catalogue's test finds its uses). */
const ESTADO_RETIRO = {
  pendiente: 'retiro.estado.pendiente',
  aprobado: 'retiro.estado.aprobado',
  rechazado: 'retiro.estado.rechazado',
  pagado: 'retiro.estado.pagado',
  cancelado: 'retiro.estado.cancelado',
} as const;

/** The balance comes with «Mi cuenta»'s own answer (GET /api/cuentas/mia: `saldo`, `retiros_pendientes`). */
export function Saldo({ nickname, saldo, pendientes }: { nickname: string; saldo: number; pendientes: number }) {
  const t = useTextos(textosMiCuenta);
  const { plata } = useFormato();
  const [pidiendo, setPidiendo] = useState(false);
  const disponible = saldo - pendientes;
  return (
    <section aria-labelledby="mi-cuenta-saldo">
      <h2 id="mi-cuenta-saldo">{t('saldo.titulo')}</h2>
      <p className="mi-cuenta-total">
        {t('saldo.total')} <strong data-testid="mi-saldo">{plata(saldo)}</strong>
      </p>
      <p className="mi-cuenta-desglose">{t('saldo.pendientes', { silver: plata(pendientes) })}</p>
      <Button
        type="button"
        label={t('retiro.solicitar')}
        icon="pi pi-wallet"
        disabled={disponible <= 0}
        onClick={() => setPidiendo(true)}
      />
      {pidiendo ? <SolicitarRetiro disponible={disponible} onHide={() => setPidiendo(false)} /> : null}
      <Retiros nickname={nickname} />
      <Movimientos nickname={nickname} />
    </section>
  );
}

/** Refreshes the ledger's queries of the page after a write of it. */
function useRefrescar() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: miCuentaKeys.all });
}

function SolicitarRetiro({ disponible, onHide }: { disponible: number; onHide: () => void }) {
  const t = useTextos(textosMiCuenta);
  const { plata } = useFormato();
  const [silver, setSilver] = useState<number | null>(null);
  const solicitar = useSolicitarRetiro();
  const saveToasts = useSaveToasts();
  const refrescar = useRefrescar();
  const valido = silver !== null && silver > 0 && silver <= SILVER_MAX;
  const enviar = () => {
    if (!valido) return;
    solicitar.mutate(
      silver,
      saveToasts(
        () => [t('retiro.solicitado'), t('retiro.solicitadoDetalle', { silver: plata(silver) })],
        () => {
          refrescar();
          onHide();
        },
      ),
    );
  };
  return (
    <ActionDialog
      header={t('retiro.solicitar')}
      onHide={onHide}
      width="28rem"
      action={{
        label: t('retiro.enviar'),
        icon: 'pi pi-check',
        disabled: !valido,
        loading: solicitar.isPending,
        onClick: enviar,
      }}
    >
      <div className="form-grid">
        <p className="dialog-context">{t('retiro.disponible', { silver: plata(Math.max(0, disponible)) })}</p>
        <label htmlFor="retiro-silver">{t('retiro.cantidad')}</label>
        <SilverInput id="retiro-silver" value={silver} onChange={setSilver} autoFocus />
        <small className="field-hint">{t('retiro.ayuda')}</small>
      </div>
    </ActionDialog>
  );
}

function Retiros({ nickname }: { nickname: string }) {
  const t = useTextos(textosMiCuenta);
  const { plata, fecha } = useFormato();
  const retiros = useRetiros(nickname);
  const cancelar = useCancelarRetiro();
  const saveToasts = useSaveToasts();
  const refrescar = useRefrescar();
  const lista = retiros.data?.message ?? [];
  return (
    <>
      <h3>{t('retiro.titulo')}</h3>
      {retiros.isError ? (
        <Message severity="error" text={t('retiro.error', { error: errorMessage(retiros.error) })} />
      ) : lista.length === 0 ? (
        <p>{retiros.isPending ? '…' : t('retiro.vacio')}</p>
      ) : (
        <ul className="mi-cuenta-retiros">
          {lista.map((r) => (
            <li key={r.id_retiro} className="mi-cuenta-periodo">
              <div className="mi-cuenta-periodo-cabecera">
                <span>
                  {t('retiro.numero', { id: r.id_retiro })} · {fecha(r.fecha)}
                </span>
                <Tag severity={SEVERIDAD[r.estado]} value={t(ESTADO_RETIRO[r.estado])} />
              </div>
              <p className="mi-cuenta-plata">{plata(r.silver)}</p>
              {r.razon ? <p>{t('regear.razon', { razon: r.razon })}</p> : null}
              {r.estado === 'pendiente' ? (
                <Button
                  type="button"
                  label={t('retiro.cancelar')}
                  severity="secondary"
                  outlined
                  size="small"
                  aria-label={t('retiro.cancelarNumero', { id: r.id_retiro })}
                  loading={cancelar.isPending && cancelar.variables === r.id_retiro}
                  onClick={() =>
                    cancelar.mutate(
                      r.id_retiro,
                      saveToasts(() => [t('retiro.cancelado'), t('retiro.numero', { id: r.id_retiro })], refrescar),
                    )
                  }
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Movimientos({ nickname }: { nickname: string }) {
  const t = useTextos(textosMiCuenta);
  const nombreConcepto = useNombreConcepto();
  const { plata, fecha } = useFormato();
  const [page, setPage] = useState(1);
  const movimientos = useMovimientos(nickname, page);
  const filas: MovimientoLibro[] = movimientos.data?.message ?? [];
  const count = movimientos.data?.count ?? 0;
  const paginas = Math.max(1, Math.ceil(count / 25));
  const columnas: Columna<MovimientoLibro>[] = [
    { header: t('movimientos.fecha'), body: (m) => fecha(m.fecha) },
    {
      header: t('movimientos.concepto'),
      body: (m) =>
        [nombreConcepto(m.concepto), m.id_periodo !== null ? t('periodo.titulo', { id: m.id_periodo }) : null, m.razon]
          .filter(Boolean)
          .join(' · '),
    },
    {
      header: t('movimientos.plata'),
      className: 'mi-cuenta-cifra',
      body: (m) => <span className={m.silver < 0 ? 'mi-cuenta-debe' : undefined}>{plata(m.silver)}</span>,
    },
    { header: t('movimientos.saldo'), className: 'mi-cuenta-cifra', body: (m) => plata(m.saldo) },
  ];
  return (
    <>
      <h3>{t('movimientos.titulo')}</h3>
      {/* On a phone each entry is a card (silver and balance in sight, nothing scrolls sideways). */}
      <Tabla
        label={t('movimientos.titulo')}
        columns={columnas}
        rows={filas}
        rowKey={(m) => `${m.id_transaccion}-${m.saldo}`}
        loading={movimientos.isPending}
        empty={t('movimientos.vacio')}
        apilada
        className="mi-cuenta-movimientos"
      />
      {paginas > 1 ? (
        <div className="mi-cuenta-enlaces">
          <Button type="button" label={t('movimientos.anterior')} text disabled={page <= 1} onClick={() => setPage(page - 1)} />
          <span>{t('movimientos.pagina', { page, paginas })}</span>
          <Button
            type="button"
            label={t('movimientos.siguiente')}
            text
            disabled={page >= paginas}
            onClick={() => setPage(page + 1)}
          />
        </div>
      ) : null}
    </>
  );
}
