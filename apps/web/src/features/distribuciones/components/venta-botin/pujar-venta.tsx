// A participant's bid on an open sale (docs/venta-botin.md, «Las reglas»): a percentage (1–100) of the
// market value or an amount, and, as it is typed, what the bid would cost them: the contract's
// `pagoDeVenta` (the bid split among the participants with the guild's tax, minus their own share).
// The server decides (deadline, own previous bid, the balance in an `acumular` period) and its
// refusal is shown as its sentence. One request per intent: a double click sends one bid.
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { PCT_PUJA_MAX, PCT_PUJA_MIN, pagoDeVenta, silverDePuja, type VentaBotin } from '@reparto/contract';
import { SilverInput } from '../../../../components/silver-input';
import { useToast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-client';
import { useFormato } from '../../../../lib/i18n/formato';
import { useTextos } from '../../../../lib/i18n/textos';
import { usePujarVenta } from '../../api/ventas-botin';
import { textosVentaBotin } from './textos';

/** Every participant weighs 1 in a sale's split (tenths, as the distributions' weights). */
const PESO_UNO = 10;

export function PujarVenta({
  venta: v,
  indice,
  idPeriodo,
  impuestoPct,
}: {
  venta: VentaBotin;
  indice: number;
  idPeriodo: number;
  impuestoPct: number | null;
}) {
  const t = useTextos(textosVentaBotin);
  const { plata } = useFormato();
  const toast = useToast();
  const pujar = usePujarVenta(idPeriodo);
  const id = useId();
  const [modo, setModo] = useState<'pct' | 'silver'>('pct');
  const [pct, setPct] = useState('');
  const [silver, setSilver] = useState<number | null>(null);
  const [rechazo, setRechazo] = useState<string | undefined>();

  const pctNumero = /^\d{1,3}$/.test(pct) ? Number(pct) : null;
  const pctValido = pctNumero !== null && pctNumero >= PCT_PUJA_MIN && pctNumero <= PCT_PUJA_MAX;
  const puja = modo === 'pct' ? (pctValido ? { pct: pctNumero } : null) : silver !== null && silver > 0 ? { silver } : null;
  const plataPuja = puja ? silverDePuja(puja, v.valor_mercado) : null;
  const calculo =
    plataPuja !== null && plataPuja > 0 && impuestoPct !== null
      ? pagoDeVenta(
          plataPuja,
          v.participantes.map(() => PESO_UNO),
          indice,
          impuestoPct,
        )
      : null;

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!puja || pujar.isPending) return;
    setRechazo(undefined);
    pujar.mutate(
      { idVenta: v.id_venta, ...puja },
      {
        onSuccess: (res) => {
          toast.show('success', t('venta.pujadaToast'), res.message);
          setPct('');
          setSilver(null);
        },
        onError: (error) => setRechazo(errorMessage(error)),
      },
    );
  };

  return (
    <form className="venta-pujar" onSubmit={enviar} noValidate aria-labelledby={`${id}-leyenda`}>
      <fieldset>
        <legend id={`${id}-leyenda`}>{t('venta.suPuja')}</legend>
        <div className="venta-modos">
          <label>
            <input type="radio" name={`${id}-modo`} checked={modo === 'pct'} onChange={() => setModo('pct')} />{' '}
            {t('venta.modoPct')}
          </label>
          <label>
            <input type="radio" name={`${id}-modo`} checked={modo === 'silver'} onChange={() => setModo('silver')} />{' '}
            {t('venta.modoSilver')}
          </label>
        </div>
        <div className="venta-fila">
          {modo === 'pct' ? (
            <span className="venta-campo">
              <label htmlFor={`${id}-pct`}>{t('venta.pct')}</label>
              <InputText
                id={`${id}-pct`}
                inputMode="numeric"
                value={pct}
                onChange={(e) => setPct(e.target.value.trim())}
                invalid={pct !== '' && !pctValido}
                aria-describedby={`${id}-pago`}
              />
            </span>
          ) : (
            <span className="venta-campo">
              <label htmlFor={`${id}-silver`}>{t('venta.cantidad')}</label>
              <SilverInput id={`${id}-silver`} value={silver} onChange={(x) => setSilver(x)} />
            </span>
          )}
          <Button type="submit" label={t('venta.pujar')} icon="pi pi-check" loading={pujar.isPending} disabled={!puja} />
        </div>
        <p id={`${id}-pago`} className="venta-pago" aria-live="polite">
          {pct !== '' && modo === 'pct' && !pctValido
            ? t('venta.pctInvalido')
            : calculo
              ? t('venta.pagoSeria', {
                  puja: plata(calculo.bruto),
                  parte: plata(calculo.parteComprador),
                  pago: plata(calculo.pago),
                })
              : t('venta.pagoAyuda')}
        </p>
      </fieldset>
      {rechazo ? <Message severity="error" text={rechazo} role="alert" /> : null}
    </form>
  );
}
