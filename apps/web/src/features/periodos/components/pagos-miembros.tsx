import { useState } from 'react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import type { MiembroPago } from '@reparto/contract';
import { enfocarRespuesta } from '../../../components/focus';
import { useSaveToasts } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { usePagarMiembro } from '../api/pagar-miembro';
import { textosPeriodosDialogos } from './textos';

/**
 * The combined lines of the members with characters (docs/calendario.md, «Personajes de un miembro»):
 * one line per member with its total and the character it trades from, its parts beneath (a native
 * disclosure: Enter or Space opens it), and one «Pagado» that pays every part in one write, asked
 * first with each unpaid part and their total. The write is one request per intent (lib/mutation.ts):
 * a double click on «Sí, pagar» sends it once, and the API pays each part once whatever arrives.
 */
export function PagosMiembros({
  idPeriodo,
  miembros,
  habilitado,
}: {
  idPeriodo: number;
  miembros: MiembroPago[] | undefined;
  habilitado: boolean;
}) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata } = useFormato();
  const pagar = usePagarMiembro();
  const saveToasts = useSaveToasts();
  const [confirmar, setConfirmar] = useState<MiembroPago | null>(null);
  if (!miembros || miembros.length === 0) return null;
  const pendientes = confirmar ? confirmar.partes.filter((p) => !p.esta_pagado) : [];
  const total = pendientes.reduce((suma, p) => suma + p.sum, 0);
  const onPagar = (m: MiembroPago) =>
    pagar.mutate(
      { idPeriodo, idPlayerPrincipal: m.id_player },
      saveToasts(() => [t('miembros.pagado'), t('miembros.pagadoDetalle', { nickname: m.nickname, silver: plata(m.sum) })]),
    );
  return (
    <section className="pagos-miembros" aria-label={t('miembros.titulo')}>
      <h3 className="pagos-miembros-titulo">{t('miembros.titulo')}</h3>
      <ul className="pagos-miembros-lista">
        {miembros.map((m) => (
          <li key={m.id_player} className="pagos-miembro" data-testid={`miembro-${m.nickname}`}>
            <details>
              <summary>
                <strong>{m.nickname}</strong> · {plata(m.sum)} · {t('miembros.comercia', { nickname: m.comercio.nickname })}{' '}
                <Tag
                  severity={m.esta_pagado ? 'success' : 'warning'}
                  value={m.esta_pagado ? t('pago.pagado') : t('pago.pendiente')}
                />
              </summary>
              <ul className="pagos-miembro-partes">
                {m.partes.map((p) => (
                  <li key={p.id_player}>
                    {p.nickname}: {plata(p.sum)} · {p.esta_pagado ? t('pago.pagado') : t('pago.pendiente')}
                  </li>
                ))}
              </ul>
            </details>
            {habilitado && !m.esta_pagado ? (
              <Button
                label={t('miembros.pagar')}
                icon="pi pi-check"
                size="small"
                aria-label={t('miembros.pagarAria', { nickname: m.nickname, silver: plata(m.sum) })}
                loading={pagar.isPending && pagar.variables?.idPlayerPrincipal === m.id_player}
                disabled={pagar.isPending}
                onClick={() => setConfirmar(m)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        visible={confirmar !== null}
        onHide={() => setConfirmar(null)}
        appendTo={document.body}
        header={confirmar ? t('miembros.confirmar', { nickname: confirmar.nickname }) : ''}
        message={
          confirmar ? (
            <div className="pagos-miembro-pregunta">
              <p>{t('miembros.pregunta', { nickname: confirmar.nickname, n: pendientes.length })}</p>
              <ul aria-label={t('miembros.partes')}>
                {pendientes.map((p) => (
                  <li key={p.id_player}>
                    {p.nickname}: {plata(p.sum)}
                  </li>
                ))}
              </ul>
              <p>
                <strong>{t('miembros.total', { silver: plata(total) })}</strong>
              </p>
            </div>
          ) : null
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('siPagar')}
        rejectLabel={t('no')}
        defaultFocus="accept"
        onShow={enfocarRespuesta('accept')}
        accept={() => confirmar && onPagar(confirmar)}
      />
    </section>
  );
}
