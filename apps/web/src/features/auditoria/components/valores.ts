// The words of an audit value (the contract's valorCampo and idEntidadTexto) in the active language:
// Spanish exactly as the contract writes it (PALABRAS_ES, which the CSV keeps), pt-BR and en from this
// feature's catalogue (docs/idiomas.md).
import { useMemo } from 'react';
import type { EstadoReclamo, PalabrasValor, SlotEquipo } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosAuditoria } from '../textos';

const ESTADO_PERIODO = { 1: 'v.ep.1', 2: 'v.ep.2', 3: 'v.ep.3' } as const;
const ESTADO_RECLAMO = {
  pendiente: 'v.er.pendiente',
  aprobado: 'v.er.aprobado',
  rechazado: 'v.er.rechazado',
  pagado: 'v.er.pagado',
} as const satisfies Record<EstadoReclamo, string>;
const SLOT = {
  MainHand: 'v.s.MainHand',
  OffHand: 'v.s.OffHand',
  Head: 'v.s.Head',
  Armor: 'v.s.Armor',
  Shoes: 'v.s.Shoes',
  Cape: 'v.s.Cape',
  Bag: 'v.s.Bag',
  Mount: 'v.s.Mount',
  Potion: 'v.s.Potion',
  Food: 'v.s.Food',
} as const satisfies Record<SlotEquipo, string>;

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
      estadoReclamo: (estado) => t(ESTADO_RECLAMO[estado]),
      slot: (s) => t(SLOT[s]),
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
