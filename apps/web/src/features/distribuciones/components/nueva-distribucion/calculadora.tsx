// The optional breakdown of a new distribution: loot value, silver bags, repair and the guild's tax,
// and the regear it deducts («Descontar regear», combined mode: docs/regear.md). While it is on, the
// silver field shows its net (packages/contract reparto.ts, netoConRegear) and cannot be typed. The
// loot value may come from a pasted loot log («Pegar registro de botín», docs/botin.md): the valuation
// it came from is kept (`valoracion_botin`) until another value is typed.
import { useId, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { netoConRegear, type Desglose, type PortadorDelRegistro } from '@reparto/contract';
import { FieldError } from '../../../../components/form-messages';
import { SilverInput } from '../../../../components/silver-input';
import { regearDescontado, regearSuperaNeto } from '../../reglas';
import { DescontarRegear, type RegearDescontado } from './descontar-regear';
import { PegarBotin } from './botin/pegar-botin';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';
import { useFormato } from '../../../../lib/i18n/formato';

/** The breakdown as the form keeps it: the wire's fields, the regear claims it deducts and the valuation it used. */
export type DesgloseForm = Desglose & {
  descontados?: RegearDescontado[] | undefined;
  /** The loot valuation whose value is valor_botin («Usar como valor del botín»). */
  valoracion_botin?: number | undefined;
  /** That valuation's looters, valued: «Tomar del registro de botín» (docs/liquidacion.md). Never sent. */
  portadores_botin?: PortadorDelRegistro[] | undefined;
};

export const desgloseInicial = (impuestoPct: number): DesgloseForm => ({
  valor_botin: 0,
  bolsas: 0,
  reparacion: 0,
  impuesto_pct: impuestoPct,
});

type CampoPlata = 'valor_botin' | 'bolsas' | 'reparacion';

const CAMPOS = [
  { campo: 'valor_botin', clave: 'calc.valorBotin' },
  { campo: 'bolsas', clave: 'calc.bolsas' },
  { campo: 'reparacion', clave: 'calc.reparacion' },
] as const satisfies readonly { campo: CampoPlata; clave: string }[];

export function Calculadora({
  idPeriodo,
  desglose,
  impuestoDefecto,
  onChange,
  idSesion,
  regearPrimero = 0,
}: {
  /** Each choice of a template with «regear primero» raises it: «Descontar regear» ticks every claim. */
  regearPrimero?: number;
  /** The period whose approved regear may be deducted. */
  idPeriodo: number;
  /** The imported attendance session: a pasted loot log counts its participants' loot (else the guild's). */
  idSesion?: number | null | undefined;
  desglose: DesgloseForm | null;
  /** The guild's default tax (IMPUESTO_GREMIO_PCT), the starting value of the percentage. */
  impuestoDefecto: number;
  /** The new breakdown (null: off) and its net, which becomes the silver. */
  onChange: (desglose: DesgloseForm | null, neto: number | null) => void;
}) {
  const id = useId();
  const t = useTextos(textosDistribuciones);
  const { idioma, plata } = useFormato();
  // Fields whose text says no number: empty (it counts as 0) or refused (true: then there is no net and
  // the silver stays empty). Their field is given null, not the 0 the breakdown counts: a field given
  // 0 while "10." is being typed would show "0" and lose what was typed.
  const [sinNumero, setSinNumero] = useState<ReadonlyMap<CampoPlata, boolean>>(new Map());
  const rechazado = (m: ReadonlyMap<CampoPlata, boolean>) => [...m.values()].some(Boolean);
  const cambiar = (d: DesgloseForm, sinNeto = rechazado(sinNumero)) => {
    const { neto } = netoConRegear(d, regearDescontado(d));
    onChange(d, neto > 0 && !sinNeto ? neto : null);
  };
  const cambiarCampo = (campo: CampoPlata, value: number | null, refused: string | undefined) => {
    const next = new Map(sinNumero);
    if (value === null) next.set(campo, Boolean(refused));
    else next.delete(campo);
    setSinNumero(next);
    const d: DesgloseForm = { ...desglose!, [campo]: value ?? 0 };
    // A loot value typed is no longer the valuation's: the link to it goes.
    if (campo === 'valor_botin') {
      delete d.valoracion_botin;
      delete d.portadores_botin;
    }
    cambiar(d, rechazado(next));
  };
  /** «Usar como valor del botín»: the valuation's value, its id to link and its looters. */
  const usarValoracion = (valor: number, idValoracion: number, portadores: PortadorDelRegistro[]) => {
    const next = new Map(sinNumero);
    next.delete('valor_botin');
    setSinNumero(next);
    cambiar({ ...desglose!, valor_botin: valor, valoracion_botin: idValoracion, portadores_botin: portadores }, rechazado(next));
  };
  const impuestoFuera = desglose !== null && desglose.impuesto_pct > 100;
  // A percentage over 100 leaves no net (the silver stays empty) until it is mended.
  const cambiarImpuesto = (pct: number) => cambiar({ ...desglose!, impuesto_pct: pct }, rechazado(sinNumero) || pct > 100);
  const regear = regearDescontado(desglose);
  const calculo = desglose ? netoConRegear({ ...desglose, impuesto_pct: Math.min(desglose.impuesto_pct, 100) }, regear) : null;
  const exceso = impuestoFuera ? undefined : regearSuperaNeto(desglose);
  return (
    <fieldset className="dist-calculadora">
      <legend className="dist-calculadora-toggle">
        <Checkbox
          inputId={`${id}-on`}
          checked={desglose !== null}
          onChange={(e) => {
            setSinNumero(new Map());
            if (e.checked) cambiar(desgloseInicial(impuestoDefecto), false);
            else onChange(null, null);
          }}
        />
        <label htmlFor={`${id}-on`}>{t('calc.activar')}</label>
      </legend>
      {desglose ? (
        <div className="dist-calculadora-campos">
          {CAMPOS.map(({ campo, clave }) => (
            <div key={campo} className="dist-calculadora-campo">
              <label htmlFor={`${id}-${campo}`}>{t(clave)}</label>
              {/* An amount of 0 is an empty field (it counts as 0): no «0» for the caret to land before,
                  which turned a typed 5 into 50. */}
              <SilverInput
                id={`${id}-${campo}`}
                value={sinNumero.has(campo) || desglose[campo] === 0 ? null : desglose[campo]}
                onChange={(value, refused) => cambiarCampo(campo, value, refused)}
                placeholder="0"
                hint=""
              />
              {campo === 'valor_botin' ? <PegarBotin idSesion={idSesion} onUsar={usarValoracion} /> : null}
            </div>
          ))}
          <div className="dist-calculadora-campo">
            <label htmlFor={`${id}-impuesto`}>{t('calc.impuesto')}</label>
            <InputNumber
              inputId={`${id}-impuesto`}
              value={desglose.impuesto_pct}
              onChange={(e) => cambiarImpuesto(e.value ?? 0)}
              onValueChange={(e) => cambiarImpuesto(e.value ?? 0)}
              // Typing replaces the percentage shown, never appends to it (a 5 typed before «0» is not 50).
              onFocus={(e) => e.currentTarget.select()}
              locale={idioma === 'es' ? 'es-ES' : idioma}
              minFractionDigits={0}
              maxFractionDigits={2}
              min={0}
              // Over 100 is said, never clamped to 100 behind the user's back.
              invalid={impuestoFuera}
              aria-invalid={impuestoFuera}
              aria-describedby={`${id}-impuesto-error`}
            />
            <FieldError id={`${id}-impuesto-error`} message={impuestoFuera ? t('calc.impuestoFuera') : undefined} alert />
          </div>
          <p className="dist-muted" aria-live="polite" data-testid="neto-desglose">
            {t('calc.neto')} <strong>{plata(Math.max(calculo!.neto, 0))}</strong> ·{' '}
            {t('calc.impuestoDe', { total: plata(Math.max(calculo!.impuesto, 0)) })}
            {regear > 0 ? ` · ${t('calc.regear', { total: plata(regear) })}` : null}
          </p>
          <FieldError id={`${id}-regear-error`} message={exceso} alert />
          <DescontarRegear
            idPeriodo={idPeriodo}
            descontados={desglose.descontados ?? []}
            onChange={(descontados) => cambiar({ ...desglose, descontados })}
            marcarTodos={regearPrimero}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
