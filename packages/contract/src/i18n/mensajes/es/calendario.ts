// The API's sentences about the calendario (docs/calendario.md).
export const calendario = {
  // The iCal feed (modules/calendario/ical*.ts).
  'calendario.tokenInvalido': 'El enlace del calendario no es válido o fue renovado: copie el nuevo en «Calendario»',
  'calendario.icsPlantilla': 'Plantilla',
  'calendario.icsApuntados': 'Apuntados: {n} de {huecos}',
} as const;
