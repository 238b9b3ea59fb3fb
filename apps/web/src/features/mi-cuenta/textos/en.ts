import type { Traduccion } from '@reparto/contract';
import type es from './es';

const en: Traduccion<typeof es> = {
  'pagina.titulo': 'My account',
  'error.carga': 'Your account could not be loaded: {error}',
  'datos.jugador': 'Player:',
  'datos.cargo': 'Rank:',
  'datos.discord': 'Discord: {discord}',
  'pendiente.titulo': 'What you are owed',
  'pendiente.total': 'Pending payment:',
  'pendiente.vacio': 'You have no silver pending in any open period or period in distribution.',
  'totales.titulo': 'Totals',
  'totales.dias30': 'Last 30 days',
  'totales.siempre': 'All time',
  'totales.contenidos': '{n, plural, one {# content} other {# contents}}',
  'enlace.publica': 'View my public page',
  'periodo.titulo': 'Period {id}',
  'periodo.finalizado': 'Finished',
  'periodo.enDistribucion': 'In distribution',
  'periodo.abierto': 'Open',
  'periodo.pagado': 'Paid',
  'periodo.sinPagar': 'Unpaid',
  'periodo.paga': 'Paid by: {nickname}',
  'periodo.pagaSinAsignar': 'Paid by: not assigned (the period is still open)',
  'periodo.cofre': 'Your chest: {casa} · chest {cofre}',
  'periodo.sinCofre': 'Your chest: known when the period closes (the houses are chosen then)',
  'discord.titulo': 'Discord',
  'discord.texto': 'Add your Discord account to also sign in with «Sign in with Discord».',
  'discord.vincular': 'Link Discord',
};
export default en;
