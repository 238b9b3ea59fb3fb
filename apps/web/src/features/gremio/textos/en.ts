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
  'ayuda.modoPago': 'Kept for the ledger; today payments still happen when the period is finalized.',
  'idioma.es': 'Español',
  'idioma.pt-BR': 'Português (Brasil)',
  'idioma.en': 'English',
  'accion.guardar': 'Save',
  'accion.deshacer': 'Undo changes',
  'toast.guardados': 'Settings saved',
  'toast.guardadosDetalle': 'The guild settings apply from now on.',
  'toast.sinCambios': 'No changes',
  'toast.sinCambiosDetalle': 'No setting was changed.',
};

export default en;
