import type { Traduccion } from '@reparto/contract';
import type es from './es';

const en: Traduccion<typeof es> = {
  'pagina.titulo': 'Guild settings',
  'pagina.soloLider': 'Only the leader changes the guild settings; you can read them.',
  'error.carga': 'The guild settings could not be loaded: {error}',
  'campo.nombre': "Guild's name",
  'campo.discordGuildId': 'Discord server (id)',
  'ayuda.discordGuildId':
    "The server's numeric id (17 to 20 digits). Empty: no Discord. The connection to Discord takes it when the server restarts.",
  'campo.albionGuildId': 'Guild in Albion Online (id)',
  'ayuda.albionGuildId': "The guild's id in Albion Online. Empty: membership is not checked. Applies when the server restarts.",
  'campo.canalOficiales': "Officers' channel (id)",
  'ayuda.canalOficiales':
    'The id of the Discord channel where the bot posts each regear claim and each withdrawal with «Approve» and «Reject». Empty: no cards. The bot needs to view the channel, send messages and embed links in it.',
  'campo.impuestoPct': 'Default tax (%)',
  'ayuda.impuestoPct': 'What the guild keeps of each split: from 0 to 100, with at most two decimals.',
  'campo.idioma': "Guild's language",
  'ayuda.idioma': "The language of the Discord channel's messages.",
  'campo.avisarPagos': 'Announce every payment on the Discord channel',
  'campo.modoPago': 'Payment mode',
  'modo.al_finalizar': 'When the period is finalized',
  'modo.acumular': 'Accrue (each member withdraws when they like)',
  'ayuda.modoPago':
    "The mode of new periods: at the end, the distributor pays each share in game; accruing, the close credits the shares to each member's balance, and members ask for withdrawals.",
  'idioma.es': 'Español',
  'idioma.pt-BR': 'Português (Brasil)',
  'idioma.en': 'English',
  'seccion.miembros': 'Discord and members',
  'campo.sincronizarRoles': 'Write the cargos changed in the app to Discord (roles)',
  'ayuda.sincronizarRoles':
    'Each cargo changed in «Cuentas» adds or removes its roles in Discord (DISCORD_ROLES_*: the first of the list is added, all are removed). The bot needs «Manage Roles» and its role above those.',
  'campo.etiquetaApodo': 'Nickname tag',
  'ayuda.etiquetaApodo':
    'With the roles in step, the server nickname becomes «[TAG] Nickname» (32 characters at most). Empty: the nickname is left alone. The bot needs «Manage Nicknames».',
  'campo.canalRegistro': 'Log channel (id)',
  'ayuda.canalRegistro': 'The id of the Discord channel where switch-offs and cargo changes are logged. Empty: not logged.',
  'campo.bajaDias': 'Days out of the guild before switching off',
  'ayuda.bajaDias':
    'From 1 to 365. The scheduled membership re-check switches off whoever has been out of the Albion Online guild this long.',
  'campo.bajaModo': 'Switching off those who leave the guild',
  'bajaModo.no': 'Never switch off',
  'bajaModo.suave': 'Soft: keeps the account, loses the officer cargos',
  'bajaModo.completa': 'Full: the player is switched off and loses the guild roles',
  'ayuda.bajaModo':
    'The leader’s account is never switched off by itself. Every switch-off is in the audit log and the log channel.',
  'bajas.titulo': 'Expected switch-offs (dry run)',
  'bajas.explicacion':
    'Who the membership re-check would switch off now with the saved settings, from the last re-check. This list changes nothing.',
  'bajas.col.jugador': 'Player',
  'bajas.col.desde': 'Out since',
  'bajas.col.dias': 'Days out',
  'bajas.col.ahora': 'At the next re-check',
  'bajas.resultado.baja': '{modo, select, suave {Soft switch-off} other {Full switch-off}}',
  'bajas.resultado.lider': 'Nothing: the leader',
  'bajas.resultado.no': 'Nothing: mode «Never switch off»',
  'bajas.resultado.espera': 'Nothing yet: {n, plural, one {1 day to go} other {{n} days to go}}',
  'bajas.vacia': 'Nobody out of the Albion Online guild at the last re-check.',
  'bajas.error': 'The switch-off dry run could not be loaded: {error}',
  'accion.guardar': 'Save',
  'accion.deshacer': 'Undo changes',
  'toast.guardados': 'Settings saved',
  'toast.guardadosDetalle': 'The guild settings apply from now on.',
  'toast.sinCambios': 'No changes',
  'toast.sinCambiosDetalle': 'No setting was changed.',
  'seccion.calendario': 'Calendar',
  'campo.canalCalendario': 'Calendar channel (id)',
  'ayuda.canalCalendario':
    'The id of the Discord channel where each calendar event is posted with its sign-up buttons. Empty: not posted.',
  'campo.recordatorioMin': 'Reminder before the start (minutes)',
  'ayuda.recordatorioMin':
    'Minutes before an event starts when the calendar channel gets a reminder mentioning those signed up (0 to 1440; 0: none).',
};

export default en;
