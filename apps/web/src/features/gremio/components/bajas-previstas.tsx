// «Bajas previstas» (the leader's, on «Ajustes del gremio»; docs/integraciones.md, «Bajas»): the server's
// dry run of the leavers' purge — every active player the membership re-check found out of the Albion
// guild, since when, the days out, and what the next run does to them under the saved settings.
import { Message } from 'primereact/message';
import type { BajaPrevista, BajasResponse } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';
import { errorMessage } from '../../../lib/api-client';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { textosGremio } from '../textos';
import { useBajasPrevistas } from '../api/bajas';

export function BajasPrevistas() {
  const t = useTextos(textosGremio);
  const { fecha } = useFormato();
  const bajas = useBajasPrevistas();
  const resultado = (j: BajaPrevista, d: Omit<BajasResponse, 'ok'>) => {
    if (j.baja) return t('bajas.resultado.baja', { modo: d.modo });
    if (j.excluido === 'lider') return t('bajas.resultado.lider');
    if (d.modo === 'no') return t('bajas.resultado.no');
    return t('bajas.resultado.espera', { n: d.bajaDias - j.dias });
  };
  return (
    <section className="ajustes-bajas" aria-labelledby="ajustes-bajas-titulo">
      <h2 id="ajustes-bajas-titulo">{t('bajas.titulo')}</h2>
      <p>{t('bajas.explicacion')}</p>
      {bajas.isError ? (
        <Message severity="error" text={t('bajas.error', { error: errorMessage(bajas.error) })} />
      ) : (
        <Tabla
          label={t('bajas.titulo')}
          apilada
          loading={bajas.isPending}
          rows={bajas.data?.jugadores ?? []}
          rowKey={(j) => j.id_player}
          empty={t('bajas.vacia')}
          columns={
            [
              { header: t('bajas.col.jugador'), body: (j) => j.nickname },
              { header: t('bajas.col.desde'), body: (j) => fecha(j.desde) },
              { header: t('bajas.col.dias'), body: (j) => j.dias },
              { header: t('bajas.col.ahora'), body: (j) => (bajas.data ? resultado(j, bajas.data) : null) },
            ] satisfies Columna<BajaPrevista>[]
          }
        />
      )}
    </section>
  );
}
