// The valuation of a pasted loot log (docs/botin.md): each item with its quantity, unit price, city and
// the price's age; the items the market has no price for, marked, with a field to type one (sent when
// valuing again); the lines that could not be read, by their line number in the file; the total and
// the value after «% vendido». Cards on a phone.
import type { ItemBotin, ValoracionBotin } from '@reparto/contract';
import { Tabla, type Columna } from '../../../../../components/tabla';
import { SilverInput } from '../../../../../components/silver-input';
import { useFormato, type Formato } from '../../../../../lib/i18n/formato';
import { useTextos } from '../../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../../textos';
import { edadPrecio } from './edad-precio';

type T = typeof textosDistribuciones.t;

/** Prices typed for the items without one, by item id (null: the field's text is not silver). */
export type PreciosEscritos = Readonly<Record<string, number | null>>;

const nombreDe = (i: ItemBotin) => i.nombre ?? i.item;
/** The id of an item's price field (item ids have letters, digits, _ and @). */
export const idPrecio = (item: string) => `botin-precio-${item.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function columnas(
  t: T,
  { plata, entero }: Formato,
  precios: PreciosEscritos,
  onPrecio: (item: string, precio: number | null) => void,
  ahora: number,
): Columna<ItemBotin>[] {
  const precioDe = (i: ItemBotin) => (i.item in precios ? precios[i.item]! : i.precio_unidad);
  return [
    {
      header: t('botin.col.item'),
      body: (i) => (
        <span className="botin-item" title={i.item}>
          {nombreDe(i)}
          {i.sin_precio ? <span className="botin-sin-precio"> {t('botin.sinPrecio')}</span> : null}
        </span>
      ),
    },
    { header: t('botin.col.cantidad'), body: (i) => entero(i.cantidad), className: 'num' },
    {
      header: t('botin.col.precio'),
      className: 'num',
      body: (i) =>
        i.sin_precio ? (
          <span className="botin-precio-campo">
            <label htmlFor={idPrecio(i.item)} className="sr-only">
              {t('botin.precioDe', { item: nombreDe(i) })}
            </label>
            <SilverInput
              id={idPrecio(i.item)}
              value={precioDe(i)}
              onChange={(value) => onPrecio(i.item, value)}
              placeholder={t('botin.sinPrecio')}
              hint=""
            />
          </span>
        ) : (
          plata(i.precio_unidad)
        ),
    },
    { header: t('botin.col.ciudad'), body: (i) => i.ciudad ?? '—' },
    { header: t('botin.col.edad'), body: (i) => edadPrecio(t, i.fecha_precio, ahora) },
    {
      header: t('botin.col.total'),
      className: 'num',
      body: (i) => (i.precio_unidad === null ? '—' : plata(i.cantidad * i.precio_unidad)),
    },
  ];
}

export function ResultadoBotin({
  resultado,
  precios,
  onPrecio,
  ahora = Date.now(),
}: {
  resultado: ValoracionBotin;
  precios: PreciosEscritos;
  onPrecio: (item: string, precio: number | null) => void;
  /** «Now» for the prices' age. */
  ahora?: number;
}) {
  const t = useTextos(textosDistribuciones);
  const formato = useFormato();
  const { plata, entero } = formato;
  const sinPrecio = resultado.items.filter((i) => i.sin_precio && i.precio_unidad === null).length;
  const invalidas = resultado.lineas_invalidas;
  // The API lists the first LINEAS_INVALIDAS_MAX and counts them all.
  const masInvalidas = resultado.lineas_invalidas_total - invalidas.length;
  return (
    <div className="botin-resultado">
      <Tabla
        label={t('botin.tabla')}
        columns={columnas(t, formato, precios, onPrecio, ahora)}
        rows={resultado.items}
        rowKey={(i) => i.item}
        rowClassName={(i) => (i.sin_precio ? 'botin-fila-sin-precio' : undefined)}
        empty={t('botin.vacio')}
        minWidth="40rem"
        apilada
        altoMaximo="22rem"
      />
      <p className="dist-muted">
        {t('botin.lineas', { lineas: entero(resultado.lineas), filtradas: entero(resultado.filtradas) })}
      </p>
      {invalidas.length > 0 ? (
        <section className="botin-invalidas" aria-labelledby="botin-invalidas-titulo">
          <h3 id="botin-invalidas-titulo">{t('botin.invalidas', { n: resultado.lineas_invalidas_total })}</h3>
          <ul>
            {invalidas.map((l) => (
              <li key={l.linea}>{t('botin.linea', { linea: l.linea, motivo: l.motivo })}</li>
            ))}
          </ul>
          {masInvalidas > 0 ? (
            <p className="dist-muted">{t('botin.invalidasMas', { n: masInvalidas, listadas: invalidas.length })}</p>
          ) : null}
        </section>
      ) : null}
      <div className="botin-totales" data-testid="botin-totales">
        <p>{t('botin.total', { total: plata(resultado.valor_total) })}</p>
        <p>
          <strong>{t('botin.valor', { pct: resultado.pct_vendido, valor: plata(resultado.valor) })}</strong>
        </p>
        {sinPrecio > 0 ? <p className="botin-sin-precio">{t('botin.pieSinPrecio', { n: sinPrecio })}</p> : null}
      </div>
    </div>
  );
}
