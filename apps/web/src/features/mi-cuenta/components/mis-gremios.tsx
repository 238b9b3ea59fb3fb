// «Sus gremios» of «Mi cuenta» (docs/alianzas.md, «Muchos gremios»): an account of several guilds sees
// each with its cargos there, linked to that guild's pages. With one guild nothing is shown.
import { rutaEnGremio } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useMisGremios } from '../../../lib/mis-gremios';
import { paths } from '../../../config/paths';
import { textosMiCuenta } from '../textos';

export function MisGremios() {
  const t = useTextos(textosMiCuenta);
  const { data } = useMisGremios();
  if (!Array.isArray(data) || data.length < 2) return null;
  return (
    <section aria-labelledby="mi-cuenta-gremios">
      <h2 id="mi-cuenta-gremios">{t('gremios.titulo')}</h2>
      <ul className="mi-cuenta-gremios">
        {data.map((g) => (
          <li key={g.slug}>
            <a href={rutaEnGremio(g, paths.miCuenta)} aria-current={g.actual ? 'page' : undefined}>
              {g.nombre}
            </a>
            {': '}
            {g.cargos.length > 0 ? g.cargos.map((c) => c.nombre_cargo).join(', ') : t('gremios.sinCargo')}
            {g.actual ? ` (${t('gremios.este')})` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
