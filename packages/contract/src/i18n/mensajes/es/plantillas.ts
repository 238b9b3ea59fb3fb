// The API's sentences about the plantillas (docs/calendario.md).
export const plantillas = {
  'plantilla.noExiste': 'La plantilla {id} no existe',
  'plantilla.versionNoExiste': 'La plantilla {id} no tiene la versión {version}',
  'plantilla.nombreRepetido': 'Ya existe una plantilla llamada «{nombre}»',
  'plantilla.creada': 'Plantilla «{nombre}» creada',
  'plantilla.guardada': 'Plantilla «{nombre}» guardada (versión {version})',
  'plantilla.repreciados':
    'Plantilla «{nombre}» guardada (versión {version}); {n, plural, one {1 reclamo de regear pendiente cambió de precio} other {{n} reclamos de regear pendientes cambiaron de precio}}',
  'plantilla.sinCambios': 'La plantilla «{nombre}» no cambió',
  'distribucion.extrasSuperanNeto':
    'Los extras fijos ({extras}) no dejan plata para repartir: quedan {neto} después del impuesto y el regear',
  'distribucion.eventoNoExiste': 'El evento {id} no existe',
} as const;
