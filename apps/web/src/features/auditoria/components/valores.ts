// The words of an audit value (the contract's valorCampo and idEntidadTexto) in the active language:
// Spanish exactly as the contract writes it (PALABRAS_ES, which the CSV keeps), pt-BR and en from this
// feature's catalogue (docs/idiomas.md); a claim's state and a slot are named as every screen names them
// (lib/i18n/nombres.ts).
import { useMemo } from 'react';
import type { PalabrasValor } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { nombreEstadoReclamo, nombreSlot } from '../../../lib/i18n/nombres';
import { textosAuditoria } from '../textos';

const ESTADO_PERIODO = { 1: 'v.ep.1', 2: 'v.ep.2', 3: 'v.ep.3' } as const;

export function usePalabrasValor(): PalabrasValor {
  const t = useTextos(textosAuditoria);
  const { fecha, plata, idioma } = useFormato();
  return useMemo(
    () => ({
      si: t('v.si'),
      no: t('v.no'),
      sinCargos: t('v.sinCargos'),
      ninguno: t('v.ninguno'),
      plata,
      fechaHora: (iso) => t('v.fechaHora', { fecha: fecha(iso), hora: new Date(iso).toISOString().slice(11, 19) }),
      estadoPeriodo: (id) => (id in ESTADO_PERIODO ? t(ESTADO_PERIODO[id as keyof typeof ESTADO_PERIODO]) : undefined),
      estadoReclamo: nombreEstadoReclamo,
      slot: nombreSlot,
      desglose: (d) => t('v.desglose', d),
      canal: (nombre) => t('v.canal', { nombre }),
      lista: (n) => t('v.lista', { n }),
      periodo: (periodo, jugador) => t('v.periodo', { periodo, jugador }),
    }),
    // `idioma`: the words change with the language even where `t` is the same function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, fecha, plata, idioma],
  );
}
