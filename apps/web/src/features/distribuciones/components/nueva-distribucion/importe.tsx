// The silver of a new distribution and what it leaves: the optional breakdown (Calculadora, whose net
// fills the silver), the silver field (typed, or the breakdown's net, read-only), and each player's share
// and the guild's remainder under it (RestoDelGremio).
import { Controller, type Control, type UseFormClearErrors, type UseFormSetValue } from 'react-hook-form';
import { netoDelDesglose } from '@reparto/contract';
import type { BorradorForm, DistribucionValida } from '../../reglas';
import { Calculadora } from './calculadora';
import { CampoSilver } from './campo-silver';
import { RestoDelGremio } from './resto-del-gremio';

export function Importe({
  control,
  setValue,
  clearErrors,
  idPeriodo,
  idSesion,
  impuestoDefecto,
  silver,
  desglose,
  jugadores,
  porJugador,
  resto,
  error,
  regearPrimero,
}: {
  /** Raised by each choice of a template with «regear primero» (descontar-regear.tsx). */
  regearPrimero: number;
  control: Control<BorradorForm, unknown, DistribucionValida>;
  setValue: UseFormSetValue<BorradorForm>;
  clearErrors: UseFormClearErrors<BorradorForm>;
  idPeriodo: number;
  /** The attendance session imported, if any (a pasted loot log is valued with it). */
  idSesion: number | null;
  /** The guild's tax, the breakdown's default. */
  impuestoDefecto: number;
  silver: number | null;
  desglose: BorradorForm['desglose'];
  /** How many players are selected. */
  jugadores: number;
  porJugador: number | null;
  resto: number | null;
  error: string | undefined;
}) {
  return (
    <>
      <Controller
        name="desglose"
        control={control}
        render={({ field }) => (
          <Calculadora
            idPeriodo={idPeriodo}
            idSesion={idSesion}
            desglose={field.value}
            impuestoDefecto={impuestoDefecto}
            regearPrimero={regearPrimero}
            onChange={(d, neto) => {
              field.onChange(d);
              if (d) setValue('silver', neto);
              clearErrors('silver');
            }}
          />
        )}
      />
      <CampoSilver
        control={control}
        silver={silver}
        readOnly={desglose !== null}
        error={error}
        onCambio={() => clearErrors('silver')}
      />
      <RestoDelGremio
        silver={silver}
        jugadores={jugadores}
        porJugador={porJugador}
        resto={resto}
        impuesto={desglose ? netoDelDesglose(desglose).impuesto : 0}
      />
    </>
  );
}
