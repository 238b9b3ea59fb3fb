// When the period changes state under an open «Nueva distribución» (another officer closed it): the
// dialog stays, says so, and keeps what was typed, to be copied or moved to another open period
// (docs/domain.md, "Distributions").
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useToast } from '../../../../components/toast';
import { dropdownPt } from '../../../../components/dropdown-pt';
import { usePeriodosAbiertos } from '../../api/get-periodos-abiertos';
import { nombreEstado } from '../../estado';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';

/** The open period a distribution is moved to (what its page's link needs). */
export interface PeriodoDestino {
  id: number;
  nickname: string;
  estado: number;
}

export function PeriodoCambiado({
  idPeriodo,
  estado,
  destino,
  onDestino,
  resumen,
}: {
  idPeriodo: number;
  /** The state the period has now. */
  estado: number | undefined;
  /** The open period chosen to move the distribution to (null: none yet). */
  destino: number | null;
  onDestino: (periodo: PeriodoDestino | null) => void;
  /** What was typed, as text to copy. */
  resumen: () => string;
}) {
  const toast = useToast();
  const t = useTextos(textosDistribuciones);
  const abiertos = usePeriodosAbiertos(true);
  const otros = (abiertos.data ?? []).filter((p) => p.id_periodo !== idPeriodo);
  const copiar = () =>
    void navigator.clipboard.writeText(resumen()).then(
      () => toast.show('info', t('cambiado.copiados'), t('cambiado.copiadosDetalle'), 3000),
      (error: unknown) => toast.showError({ lead: t('cambiado.errorCopiar'), error, life: 3000 }),
    );
  return (
    <div className="dist-periodo-cambiado" data-testid="periodo-cambiado">
      <Message severity="warn" role="alert" text={t('cambiado.aviso', { id: idPeriodo, estado: nombreEstado(String(estado)) })} />
      <div className="dist-row">
        <Button type="button" label={t('cambiado.copiar')} icon="pi pi-copy" size="small" outlined onClick={copiar} />
        {otros.length > 0 ? (
          <label htmlFor="dist-mover" className="sr-only">
            {t('cambiado.mover')}
          </label>
        ) : null}
        {otros.length > 0 ? (
          <Dropdown
            inputId="dist-mover"
            pt={dropdownPt(t('cambiado.mover'))}
            value={destino}
            options={otros.map((p) => ({
              label: t('cambiado.opcion', { id: p.id_periodo, lugar: p.lugar }),
              value: p.id_periodo,
            }))}
            onChange={(e) => {
              const p = otros.find((o) => o.id_periodo === e.value);
              onDestino(p ? { id: p.id_periodo, nickname: p.nickname, estado: p.id_estado_distribucion } : null);
            }}
            placeholder={t('cambiado.mover')}
            className="dist-grow"
          />
        ) : (
          <small className="dist-muted">{abiertos.isLoading ? t('cambiado.buscando') : t('cambiado.ninguno')}</small>
        )}
      </div>
      {destino !== null ? <p className="dist-muted">{t('cambiado.destino', { id: destino })}</p> : null}
    </div>
  );
}
