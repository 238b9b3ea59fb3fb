// The API's sentences about the members kept in step with Discord and the Albion guild
// (docs/integraciones.md, "Roles y apodos", «Bajas»): the log channel's messages, the purge's reasons.
export const miembros = {
  'discord.cargosResumen': 'Cargos de {nickname}: {antes} → {despues}',
  'discord.cargosTitulo': 'Cargos cambiados: {nickname}',
  'discord.cargosAntes': '**Antes:** {cargos}',
  'discord.cargosAhora': '**Ahora:** {cargos}',
  'discord.cambiadoPor': '**Cambiado por:** {por}',
  'discord.sinCargos': 'ninguno',
  'discord.bajaResumen':
    '{nickname} dado de baja ({modo, select, suave {suave} other {completa}}): {dias, plural, one {1 día} other {{dias} días}} fuera del gremio',
  'discord.bajaTitulo': 'Baja {modo, select, suave {suave} other {completa}}: {nickname}',
  'discord.bajaDias': '**Fuera del gremio de Albion Online:** {dias, plural, one {1 día} other {{dias} días}}',
  'discord.bajaSuave': '**Cargos de oficial quitados:** {cargos}',
  'discord.bajaCompleta': 'Jugador desactivado; se le quitan los roles del gremio en Discord.',
  'baja.razonRoles': '{dias, plural, one {1 día} other {{dias} días}} fuera del gremio de Albion Online',
  'roles.razon': 'Cargos cambiados en la app por {por}',
} as const;
