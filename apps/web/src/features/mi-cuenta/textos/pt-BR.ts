import type { Traduccion } from '@reparto/contract';
import type es from './es';

const ptBR: Traduccion<typeof es> = {
  'pagina.titulo': 'Minha conta',
  'error.carga': 'Não foi possível carregar sua conta: {error}',
  'datos.jugador': 'Jogador:',
  'datos.cargo': 'Cargo:',
  'datos.discord': 'Discord: {discord}',
  'pendiente.titulo': 'O que você tem a receber',
  'pendiente.total': 'Pendente de recebimento:',
  'pendiente.vacio': 'Você não tem prata pendente em nenhum período aberto ou em distribuição.',
  'totales.titulo': 'Totais',
  'totales.dias30': 'Últimos 30 dias',
  'totales.siempre': 'Desde o início',
  'totales.contenidos': '{n, plural, one {# conteúdo} other {# conteúdos}}',
  'enlace.publica': 'Ver minha página pública',
  'periodo.titulo': 'Período {id}',
  'periodo.finalizado': 'Finalizado',
  'periodo.enDistribucion': 'Em distribuição',
  'periodo.abierto': 'Aberto',
  'periodo.pagado': 'Pago',
  'periodo.sinPagar': 'Não pago',
  'periodo.paga': 'Quem paga: {nickname}',
  'periodo.pagaSinAsignar': 'Quem paga: não atribuído (o período continua aberto)',
  'periodo.cofre': 'Seu baú: {casa} · baú {cofre}',
  'periodo.sinCofre': 'Seu baú: será conhecido ao fechar o período (as casas são escolhidas)',
  'discord.titulo': 'Discord',
  'discord.texto': 'Adicione sua conta do Discord para entrar também com «Entrar com Discord».',
  'discord.vincular': 'Vincular Discord',
};
export default ptBR;
