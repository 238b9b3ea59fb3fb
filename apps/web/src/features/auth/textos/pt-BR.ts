import type { Traduccion } from '@reparto/contract';
import type es from './es';

const ptBR: Traduccion<typeof es> = {
  'login.subtitulo': 'Entre para gerenciar a divisão de prata da guilda',
  'login.email': 'Email',
  'login.clave': 'Senha',
  'login.faltaEmail': 'Digite seu email',
  'login.faltaClave': 'Digite sua senha',
  'login.ingresar': 'Entrar',
  'login.verDistribuciones': 'Ver distribuições',
  'gremios.titulo': 'Escolher guilda',
  'gremios.explicacion': 'Sua conta pertence a várias guildas. Qual deseja abrir?',
  'gremios.sinCargo': 'Membro, sem cargo',
  'gremios.error': 'Não foi possível carregar suas guildas: {error}',
  'discord.o': 'ou',
  'discord.entrar': 'Entrar com Discord',
  'discord.entrando': 'Entrando com Discord…',
  'discord.vinculado': 'Sua conta já pode entrar com Discord',
  'discord.irMiCuenta': 'Ir para Minha conta',
  'discord.volver': 'Voltar para o login',
  'discord.hola': 'Olá, {discord}. É seu primeiro acesso com Discord: confirme seu jogador de Albion Online.',
  'discord.propuesta': 'Seu nome no servidor coincide com o jogador «{propuesta}». Confirme ou digite o nickname correto.',
  'discord.sinPropuesta':
    'Não há nenhum jogador livre com seu nome no servidor («{apodo}»). Digite seu nickname: se não estiver registrado, será registrado após conferi-lo no Albion Online.',
  'discord.nickname': 'Nickname no Albion Online',
  'discord.confirmar': 'Confirmar jogador',
  'discord.cancelar': 'Cancelar e voltar para o login',
  'discord.regla':
    'Um jogador que já existe é vinculado na hora só se o nickname dele for um dos seus nomes no Discord e ele nunca teve conta; caso contrário, o líder da guilda precisa aprovar.',
  'discord.solicitudEspera':
    'Sua solicitação para o jogador «{nickname}» ainda aguarda a aprovação do líder. Você pode esperar ou escolher outro jogador: um nickname novo é registrado na hora.',
  'discord.error': 'Não foi possível entrar com Discord; tente novamente',
  'error.denegado': 'Você cancelou o acesso no Discord; a sessão não foi iniciada',
  'error.estado': 'A tentativa de acesso com Discord não é válida ou expirou; tente novamente',
  'error.codigo': 'O Discord não aceitou o código de acesso (expirado ou já usado); tente novamente',
  'error.noMiembro': 'Sua conta do Discord não é membro do servidor da guilda; nenhuma conta foi criada',
  'error.caido': 'O Discord não está respondendo no momento; tente mais tarde ou entre com seu email',
  'error.ocupado': 'Essa conta do Discord já está vinculada a outra conta do aplicativo',
  'error.noConfigurado': 'O acesso com Discord não está configurado neste servidor',
  'error.limite': 'Muitas tentativas de acesso com Discord; espere um minuto e tente novamente',
  'error.invalido': 'O retorno do Discord chegou com dados inválidos; tente novamente',
  'error.error': 'Não foi possível concluir o acesso com Discord por um erro do servidor; tente novamente em alguns instantes',
  'error.navegador':
    'O acesso com Discord foi iniciado em outro navegador ou os cookies estão bloqueados; entre com Discord novamente a partir deste navegador',
};
export default ptBR;
