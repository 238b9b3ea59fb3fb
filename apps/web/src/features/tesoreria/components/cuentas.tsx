// The ledger's accounts with their balances (docs/libro.md): the guild's first, then the players',
// paged by the server, and what the guild owes its members. Choosing one shows its entries.
import { Message } from 'primereact/message';
import { LIBRO_PAGE_SIZE, type CuentaLibro } from '@reparto/contract';
import { Tabla, type Columna } from '../../../components/tabla';
import { usePagina } from '../../../components/use-pagina';
import { errorMessage } from '../../../lib/api-client';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { useCuentasLibro } from '../api/libro';
import { textosTesoreria } from '../textos';
import { CLAVE_TIPO } from './nombres';

export function Cuentas({ elegida, onElegir }: { elegida: number | null; onElegir: (cuenta: CuentaLibro) => void }) {
  const t = useTextos(textosTesoreria);
  const { plata } = useFormato();
  const pagina = usePagina(LIBRO_PAGE_SIZE);
  const cuentas = useCuentasLibro(pagina.page);
  const filas = cuentas.data?.message ?? [];
  const columnas: Columna<CuentaLibro>[] = [
    {
      header: t('cuentas.cuenta'),
      body: (c) => (
        <button
          type="button"
          className="tesoreria-cuenta"
          aria-label={t('cuentas.verDe', { nombre: c.nombre })}
          aria-pressed={elegida === c.id_cuenta_libro}
          onClick={() => onElegir(c)}
        >
          {c.nombre}
        </button>
      ),
    },
    { header: t('cuentas.tipo'), body: (c) => t(CLAVE_TIPO[c.tipo]) },
    {
      header: t('cuentas.saldo'),
      className: 'tesoreria-cifra',
      body: (c) => <span className={c.saldo < 0 ? 'tesoreria-negativo' : undefined}>{plata(c.saldo)}</span>,
    },
  ];
  return (
    <section aria-labelledby="tesoreria-cuentas" className="tesoreria-seccion">
      <h2 id="tesoreria-cuentas">{t('cuentas.titulo')}</h2>
      <p className="tesoreria-total">
        {t('cuentas.totalMiembros')}{' '}
        <strong data-testid="total-miembros">{cuentas.data ? plata(cuentas.data.total_jugadores) : '…'}</strong>
      </p>
      {cuentas.isError ? <Message severity="error" text={t('cuentas.error', { error: errorMessage(cuentas.error) })} /> : null}
      <Tabla
        label={t('cuentas.titulo')}
        columns={columnas}
        rows={filas}
        rowKey={(c) => c.id_cuenta_libro}
        rowClassName={(c) => (c.id_cuenta_libro === elegida ? 'tesoreria-elegida' : undefined)}
        loading={cuentas.isFetching}
        empty={t('cuentas.vacio')}
        pagina={pagina.pager(cuentas.data?.count ?? 0, t('cuentas.paginas'), { mostrar: 'varias' })}
      />
    </section>
  );
}
