// The optional breakdown of a new distribution: loot value, silver bags, repair and the guild's tax.
// While it is on, the silver field shows its net (packages/contract reparto.ts) and cannot be typed.
import { useId, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { formatSilver, netoDelDesglose, type Desglose } from '@reparto/contract';
import { SilverInput } from '../../../../components/silver-input';

export const desgloseInicial = (impuestoPct: number): Desglose => ({
  valor_botin: 0,
  bolsas: 0,
  reparacion: 0,
  impuesto_pct: impuestoPct,
});

const CAMPOS: { campo: keyof Desglose; label: string }[] = [
  { campo: 'valor_botin', label: 'Valor del botín' },
  { campo: 'bolsas', label: 'Bolsas de plata' },
  { campo: 'reparacion', label: 'Reparación' },
];

export function Calculadora({
  desglose,
  impuestoDefecto,
  onChange,
}: {
  desglose: Desglose | null;
  /** The guild's default tax (IMPUESTO_GREMIO_PCT), the starting value of the percentage. */
  impuestoDefecto: number;
  /** The new breakdown (null: off) and its net, which becomes the silver. */
  onChange: (desglose: Desglose | null, neto: number | null) => void;
}) {
  const id = useId();
  // Fields whose text is not silver: while one is, there is no net (the silver stays empty).
  const [rechazados, setRechazados] = useState<ReadonlySet<string>>(new Set());
  const cambiar = (d: Desglose, sinNeto = rechazados.size > 0) => {
    const { neto } = netoDelDesglose(d);
    onChange(d, neto > 0 && !sinNeto ? neto : null);
  };
  const cambiarCampo = (campo: keyof Desglose, value: number | null, refused: string | undefined) => {
    const next = new Set(rechazados);
    if (refused) next.add(campo);
    else next.delete(campo);
    setRechazados(next);
    cambiar({ ...desglose!, [campo]: value ?? 0 }, next.size > 0);
  };
  const calculo = desglose ? netoDelDesglose(desglose) : null;
  return (
    <fieldset className="dist-calculadora">
      <legend className="dist-calculadora-toggle">
        <Checkbox
          inputId={`${id}-on`}
          checked={desglose !== null}
          onChange={(e) => {
            setRechazados(new Set());
            if (e.checked) cambiar(desgloseInicial(impuestoDefecto), false);
            else onChange(null, null);
          }}
        />
        <label htmlFor={`${id}-on`}>Calcular la plata con un desglose</label>
      </legend>
      {desglose ? (
        <div className="dist-calculadora-campos">
          {CAMPOS.map(({ campo, label }) => (
            <div key={campo} className="dist-calculadora-campo">
              <label htmlFor={`${id}-${campo}`}>{label}</label>
              <SilverInput
                id={`${id}-${campo}`}
                value={desglose[campo]}
                onChange={(value, refused) => cambiarCampo(campo, value, refused)}
                hint=""
              />
            </div>
          ))}
          <div className="dist-calculadora-campo">
            <label htmlFor={`${id}-impuesto`}>Impuesto del gremio (%)</label>
            <InputNumber
              inputId={`${id}-impuesto`}
              value={desglose.impuesto_pct}
              onChange={(e) => cambiar({ ...desglose, impuesto_pct: e.value ?? 0 })}
              onValueChange={(e) => cambiar({ ...desglose, impuesto_pct: e.value ?? 0 })}
              locale="es-ES"
              minFractionDigits={0}
              maxFractionDigits={2}
              min={0}
              max={100}
            />
          </div>
          <p className="dist-muted" aria-live="polite" data-testid="neto-desglose">
            Neto a repartir: <strong>{formatSilver(Math.max(calculo!.neto, 0))}</strong> · impuesto{' '}
            {formatSilver(Math.max(calculo!.impuesto, 0))}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
