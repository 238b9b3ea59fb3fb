// A distribution's settle-up in its expanded row (docs/liquidacion.md): «ravenna paga 1.200.000 a darkvex»,
// each with «Hecha» for its payer, its payee, the content manager who created it and the officers (the
// server checks again); once done, who marked it. The list is the server's, read again after each write.
import { CARGO, type Distribucion, type Transferencia } from '@reparto/contract';
import { BotonFila } from '../../../components/boton-fila';
import { useToast } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosDistribuciones } from '../textos';
import { useTransferenciaHecha } from '../api/transferencia-hecha';

export function TransferenciasDistribucion({ d }: { d: Distribucion }) {
  const t = useTextos(textosDistribuciones);
  const { plata } = useFormato();
  const session = useSession();
  const toast = useToast();
  const hecha = useTransferenciaHecha();
  if (!d.transferencias || d.transferencias.length === 0) return null;
  const oficial = session.roles.some((r) => r.id_cargo === CARGO.LIDER || r.id_cargo === CARGO.OFICIAL);
  const puede = (x: Transferencia) =>
    d.estado &&
    session.nickname !== null &&
    (oficial || [x.de_nickname, x.a_nickname, d.nickname_encargado].includes(session.nickname));
  const marcar = (x: Transferencia) =>
    hecha.mutate(x.id_transferencia, {
      onSuccess: (res) => toast.show('success', t('port.hecha'), res.message, 1000),
      onError: (error) => toast.showError({ error, life: 3000 }),
    });
  return (
    <div className="dist-expansion-transferencias" data-testid={`transferencias-${d.id_distribucion}`}>
      <div className="dist-expansion-titulo">{t('port.transferencias')}</div>
      <ul className="dist-transferencias">
        {d.transferencias.map((x) => {
          const texto = t('port.paga', { de: x.de_nickname, a: x.a_nickname, silver: plata(x.silver) });
          return (
            <li key={x.id_transferencia}>
              {x.hecha_en ? <s>{texto}</s> : texto}{' '}
              {x.hecha_en ? (
                <span className="dist-muted">({t('port.hechaPor', { nickname: x.hecha_por ?? '—' })})</span>
              ) : puede(x) ? (
                <BotonFila
                  label={t('port.hecha')}
                  nombre={t('port.marcarHecha', { de: x.de_nickname, a: x.a_nickname, silver: plata(x.silver) })}
                  icon="pi pi-check"
                  outlined
                  loading={hecha.isPending && hecha.variables === x.id_transferencia}
                  onClick={() => marcar(x)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
