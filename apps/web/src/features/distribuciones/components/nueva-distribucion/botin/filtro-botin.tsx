// What the filter of a loot valuation left out, filter by filter (docs/botin.md, "Filtro"): the lines
// outside the time window — the imported session's own, named with its hours — with «Quitar el filtro
// de hora», those of another guild, and those of someone who was not in the session.
import { Button } from 'primereact/button';
import type { ValoracionBotin, VentanaBotin } from '@reparto/contract';
import { useIdioma, useTextos } from '../../../../../lib/i18n/textos';
import type { Idioma } from '@reparto/contract';
import { textosDistribuciones } from '../../../textos';
import { horaEn, momentoEn } from '../asistencia/hora';

/** «15:01–15:03» (the date too when the window spans days); an open side is «…». */
function rango(idioma: Idioma, { desde, hasta }: VentanaBotin): { desde: string; hasta: string } {
  const mismoDia = desde !== null && hasta !== null && new Date(desde).toDateString() === new Date(hasta).toDateString();
  const fmt = (iso: string | null) => (iso === null ? '…' : mismoDia ? horaEn(idioma, iso) : momentoEn(idioma, iso));
  return { desde: fmt(desde), hasta: fmt(hasta) };
}

export function FiltroBotin({ resultado, onQuitarHora }: { resultado: ValoracionBotin; onQuitarHora: () => void }) {
  const t = useTextos(textosDistribuciones);
  const idioma = useIdioma();
  const { filtradas_por: fuera, ventana } = resultado;
  if (resultado.filtradas === 0) return null;
  return (
    <ul className="botin-fuera" aria-label={t('botin.fueraTitulo')}>
      {fuera.ventana > 0 && ventana ? (
        <li>
          {t(ventana.de_sesion ? 'botin.fueraSesion' : 'botin.fueraVentana', { n: fuera.ventana, ...rango(idioma, ventana) })}{' '}
          <Button type="button" label={t('botin.quitarHora')} icon="pi pi-clock" size="small" link onClick={onQuitarHora} />
        </li>
      ) : null}
      {fuera.sesion > 0 ? <li>{t('botin.fueraMiembros', { n: fuera.sesion })}</li> : null}
      {fuera.gremio > 0 ? <li>{t('botin.fueraGremio', { n: fuera.gremio })}</li> : null}
    </ul>
  );
}
