// The members kept in step with Discord and the Albion guild, in Brazilian Portuguese.
export const miembros = {
  'discord.cargosResumen': 'Cargos de {nickname}: {antes} → {despues}',
  'discord.cargosTitulo': 'Cargos alterados: {nickname}',
  'discord.cargosAntes': '**Antes:** {cargos}',
  'discord.cargosAhora': '**Agora:** {cargos}',
  'discord.cambiadoPor': '**Alterado por:** {por}',
  'discord.sinCargos': 'nenhum',
  'discord.bajaResumen':
    '{nickname} desligado ({modo, select, suave {suave} other {completo}}): {dias, plural, one {1 dia} other {{dias} dias}} fora da guilda',
  'discord.bajaTitulo': 'Desligamento {modo, select, suave {suave} other {completo}}: {nickname}',
  'discord.bajaDias': '**Fora da guilda do Albion Online:** {dias, plural, one {1 dia} other {{dias} dias}}',
  'discord.bajaSuave': '**Cargos de oficial removidos:** {cargos}',
  'discord.bajaCompleta': 'Jogador desativado; os cargos da guilda no Discord são removidos.',
  'baja.razonRoles': '{dias, plural, one {1 dia} other {{dias} dias}} fora da guilda do Albion Online',
  'roles.razon': 'Cargos alterados no app por {por}',
} as const;
