import type { MiembroCuenta } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosMiCuenta } from '../textos';

/**
 * The member's combined line (docs/calendario.md, «Personajes de un miembro»): what the member is owed and
 * holds over the main and each character, the character it trades from, and each player beneath.
 */
export function Miembro({ miembro }: { miembro: MiembroCuenta | undefined }) {
  const t = useTextos(textosMiCuenta);
  const { plata } = useFormato();
  if (!miembro) return null;
  return (
    <section aria-labelledby="mi-cuenta-miembro">
      <h2 id="mi-cuenta-miembro">{t('miembro.titulo')}</h2>
      <p className="mi-cuenta-total" data-testid="mi-cuenta-miembro">
        {t('miembro.total', { cobrar: plata(miembro.por_cobrar), saldo: plata(miembro.saldo) })} ·{' '}
        {t('miembro.comercia', { nickname: miembro.comercio.nickname })}
      </p>
      <ul className="mi-cuenta-periodos">
        {miembro.partes.map((p) => (
          <li key={p.id_player}>
            <strong>{p.nickname}</strong>: {t('miembro.parte', { cobrar: plata(p.por_cobrar), saldo: plata(p.saldo) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
