// The API's sentences about the host's operator and its quotas (docs/deploy.md, «Operador»).
export const operador = {
  'operador.slugOcupado': 'Ya hay un gremio con la dirección «{slug}»: elija otra',
  'operador.gremioNoExiste': 'No existe el gremio indicado',
  'operador.liderEnOtroGremio':
    'Ya hay una cuenta con ese correo o id de Discord: el líder de un gremio nuevo necesita una cuenta nueva (indique otro)',
  'cuota.miembros': 'El gremio llegó a su cuota de {cuota} miembros activos: desactive a alguien o pida más cupo al alojamiento',
} as const;
