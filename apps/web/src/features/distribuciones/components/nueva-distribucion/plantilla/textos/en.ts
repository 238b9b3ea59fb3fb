import type { Traduccion } from '@reparto/contract';
import type es from './es';

const en: Traduccion<typeof es> = {
  'plantilla.label': 'Template',
  'plantilla.ninguna': 'No template',
  'plantilla.cargando': 'Loading templates…',
  'plantilla.error': 'The templates could not be read: type the values by hand.',
  'plantilla.opcion': '{nombre} (v{version})',
  'plantilla.aplicada':
    'Values of the template {nombre} (v{version}) filled in: tax, weights per role, fixed extras and standby. All of them can be changed.',
  'extras.titulo': 'Fixed extras',
  'extras.ayuda': 'Paid before the split by weight, each to a player of the list.',
  'extras.ninguno': 'No fixed extras.',
  'extras.concepto': 'Label of extra {n}',
  'extras.plata': 'Silver of extra {n}',
  'extras.para': 'Who gets extra {n}',
  'extras.elegir': 'Choose a player',
  'extras.quitar': 'Remove the extra {concepto}',
  'extras.agregar': 'Add extra',
  'extras.sinJugador': 'Choose who gets this extra: an extra without a player cannot be created',
  'extras.sinConcepto': 'Type the label of the extra',
  'extras.sinPlata': 'Type the silver of the extra: a whole number greater than 0',
  'extras.superan': 'The fixed extras ({extras}) leave no silver to split: the silver is {silver}',
  'conf.de': 'From the template {nombre} (v{version}): {valores}',
  'conf.aMano': 'Changed by hand: {valores}',
  'conf.impuesto': 'tax {pct} %',
  'conf.impuestoCambiado': 'tax {pct} % (the template says {plantilla} %)',
  'conf.rol': '{rol} ×{peso}',
  'conf.reserva': 'standby ×{peso}',
  'conf.extraPara': '{concepto} +{silver} to {nickname}',
  'conf.extraQuitado': 'without the extra {concepto}',
  'conf.regearPrimero': 'regear first',
  'conf.peso': '{nickname} weight {peso}',
};
export default en;
