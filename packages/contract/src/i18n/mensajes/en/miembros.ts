// The members kept in step with Discord and the Albion guild, in English.
export const miembros = {
  'discord.cargosResumen': 'Cargos of {nickname}: {antes} → {despues}',
  'discord.cargosTitulo': 'Cargos changed: {nickname}',
  'discord.cargosAntes': '**Before:** {cargos}',
  'discord.cargosAhora': '**Now:** {cargos}',
  'discord.cambiadoPor': '**Changed by:** {por}',
  'discord.sinCargos': 'none',
  'discord.bajaResumen':
    '{nickname} switched off ({modo, select, suave {soft} other {full}}): {dias, plural, one {1 day} other {{dias} days}} out of the guild',
  'discord.bajaTitulo': '{modo, select, suave {Soft} other {Full}} switch-off: {nickname}',
  'discord.bajaDias': '**Out of the Albion Online guild:** {dias, plural, one {1 day} other {{dias} days}}',
  'discord.bajaSuave': '**Officer cargos removed:** {cargos}',
  'discord.bajaCompleta': 'Player switched off; the guild roles in Discord are removed.',
  'baja.razonRoles': '{dias, plural, one {1 day} other {{dias} days}} out of the Albion Online guild',
  'roles.razon': 'Cargos changed in the app by {por}',
} as const;
