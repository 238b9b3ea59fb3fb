// The template of «Nueva distribución» (docs/calendario.md, «Plantillas de reparto»): the one chosen,
// what it filled (to tell later what was changed by hand) and the players' roles. Opened from an event
// or «Corregir», the distribution's template is preselected once the list arrives: its values were
// already filled by the server (the event's presence weights included), so nothing is filled again.
import { useEffect, useState } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { netoConRegear, type DistribucionParaCorregir } from '@reparto/contract';
import { usePlantillas } from '../../../../../lib/consultas/plantillas';
import { regearDescontado, type BorradorForm } from '../../../reglas';
import { desgloseInicial } from '../calculadora';
import { aplicarPlantilla, baseDe, rolesDe, type BaseDePlantilla, type PlantillaElegida } from './reglas-plantilla';

export function usePlantilla(
  visible: boolean,
  inicial: DistribucionParaCorregir | null,
  getValues: UseFormGetValues<BorradorForm>,
  setValue: UseFormSetValue<BorradorForm>,
) {
  const [roles] = useState(() => rolesDe(inicial));
  const [elegida, setElegida] = useState<PlantillaElegida | null>(null);
  const [base, setBase] = useState<BaseDePlantilla>({ pesos: {} });
  const plantillas = usePlantillas(visible && Boolean(inicial?.id_plantilla));
  const [preelegida, setPreelegida] = useState(false);
  // Raised by each template with «regear primero»: «Descontar regear» ticks the period's claims.
  const [regearPrimero, setRegearPrimero] = useState(0);
  useEffect(() => {
    if (preelegida || !inicial?.id_plantilla || !plantillas.data) return;
    setPreelegida(true);
    const p = plantillas.data.find((x) => x.id_plantilla === inicial.id_plantilla);
    if (!p) return;
    setElegida({ ...p, version: inicial.plantilla_version ?? p.version });
    setBase(baseDe(getValues('pesos')));
    if (p.reglas.regear_primero && getValues('desglose')) setRegearPrimero((n) => n + 1);
  }, [preelegida, inicial, plantillas.data, getValues]);

  const elegir = (p: PlantillaElegida | null) => {
    setElegida(p);
    if (!p) return;
    const v = getValues();
    const hecho = aplicarPlantilla(p, { ...v, desglose: v.desglose ?? null }, roles, desgloseInicial);
    setValue('pesos', hecho.pesos, { shouldDirty: true });
    setValue('extras', hecho.extras, { shouldDirty: true });
    setValue('desglose', hecho.desglose, { shouldDirty: true });
    // The silver is the breakdown's net, as when the breakdown is typed (calculadora.tsx).
    const { neto } = netoConRegear(hecho.desglose, regearDescontado(hecho.desglose));
    setValue('silver', neto > 0 ? neto : null);
    setBase(hecho.base);
    if (p.reglas.regear_primero) setRegearPrimero((n) => n + 1);
  };
  const enviar = elegida ? { idPlantilla: elegida.id_plantilla, version: elegida.version } : null;
  return { roles, elegida, base, elegir, enviar, regearPrimero };
}
