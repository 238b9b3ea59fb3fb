import type { Traduccion } from '@reparto/contract';
import type es from './es';

const ptBR: Traduccion<typeof es> = {
  'pagina.titulo': 'Configurações da guilda',
  'pagina.soloLider': 'Só o líder altera as configurações da guilda; você pode consultá-las.',
  'error.carga': 'Não foi possível carregar as configurações da guilda: {error}',
  'campo.nombre': 'Nome da guilda',
  'campo.discordGuildId': 'Servidor do Discord (id)',
  'ayuda.discordGuildId':
    'O id numérico do servidor (17 a 20 dígitos). Vazio: sem Discord. A conexão com o Discord o usa ao reiniciar o servidor.',
  'campo.albionGuildId': 'Guilda no Albion Online (id)',
  'ayuda.albionGuildId':
    'O id da guilda no Albion Online. Vazio: a filiação não é verificada. Aplica-se ao reiniciar o servidor.',
  'campo.canalOficiales': 'Canal dos oficiais (id)',
  'ayuda.canalOficiales':
    'O id do canal do Discord onde o bot publica cada pedido de regear e cada saque com «Aprovar» e «Rejeitar». Vazio: sem cartões. O bot precisa ver o canal, enviar mensagens e inserir links nele.',
  'campo.impuestoPct': 'Imposto padrão (%)',
  'ayuda.impuestoPct': 'O que a guilda fica de cada divisão: de 0 a 100, com no máximo duas casas decimais.',
  'campo.idioma': 'Idioma da guilda',
  'ayuda.idioma': 'O idioma das mensagens do canal do Discord.',
  'campo.avisarPagos': 'Avisar cada pagamento no canal do Discord',
  'campo.modoPago': 'Modo de pagamento',
  'modo.al_finalizar': 'Ao finalizar o período',
  'modo.acumular': 'Acumular (cada membro saca quando quiser)',
  'ayuda.modoPago':
    'O modo dos períodos novos: ao finalizar, o distribuidor paga cada parte no jogo; acumulando, o fechamento credita as partes no saldo de cada membro, que pede seus saques.',
  'idioma.es': 'Español',
  'idioma.pt-BR': 'Português (Brasil)',
  'idioma.en': 'English',
  'seccion.miembros': 'Discord e membros',
  'campo.sincronizarRoles': 'Escrever no Discord os cargos alterados no app (cargos do servidor)',
  'ayuda.sincronizarRoles':
    'Cada cargo alterado em «Contas» põe ou tira seus cargos no Discord (DISCORD_ROLES_*: põe-se o primeiro da lista e tiram-se todos). O bot precisa de «Gerenciar cargos» e seu cargo acima desses.',
  'campo.etiquetaApodo': 'Etiqueta do apelido',
  'ayuda.etiquetaApodo':
    'Com os cargos sincronizados, o apelido no servidor passa a ser «[ETIQUETA] Nickname» (no máximo 32 caracteres). Vazio: o apelido não é alterado. O bot precisa de «Gerenciar apelidos».',
  'campo.canalRegistro': 'Canal de registro (id)',
  'ayuda.canalRegistro':
    'O id do canal do Discord onde os desligamentos e as mudanças de cargo são anotados. Vazio: não são anotados.',
  'campo.bajaDias': 'Dias fora da guilda antes do desligamento',
  'ayuda.bajaDias':
    'De 1 a 365. A revisão programada de membros desliga quem estiver há esses dias fora da guilda do Albion Online.',
  'campo.bajaModo': 'Desligamento de quem sai da guilda',
  'bajaModo.no': 'Não desligar',
  'bajaModo.suave': 'Suave: mantém a conta e perde os cargos de oficial',
  'bajaModo.completa': 'Completo: o jogador é desativado e perde os cargos da guilda',
  'ayuda.bajaModo': 'A conta do líder nunca é desligada sozinha. Cada desligamento fica na auditoria e no canal de registro.',
  'bajas.titulo': 'Desligamentos previstos (simulação)',
  'bajas.explicacion':
    'Quem a revisão de membros desligaria agora com as configurações salvas, segundo a última revisão. Esta lista não muda nada.',
  'bajas.col.jugador': 'Jogador',
  'bajas.col.desde': 'Fora desde',
  'bajas.col.dias': 'Dias fora',
  'bajas.col.ahora': 'Na próxima revisão',
  'bajas.resultado.baja': '{modo, select, suave {Desligamento suave} other {Desligamento completo}}',
  'bajas.resultado.lider': 'Nada: é o líder',
  'bajas.resultado.no': 'Nada: modo «Não desligar»',
  'bajas.resultado.espera': 'Nada ainda: {n, plural, one {falta 1 dia} other {faltam {n} dias}}',
  'bajas.vacia': 'Ninguém fora da guilda do Albion Online na última revisão.',
  'bajas.error': 'Não foi possível carregar a simulação de desligamentos: {error}',
  'accion.guardar': 'Salvar',
  'accion.deshacer': 'Desfazer alterações',
  'toast.guardados': 'Configurações salvas',
  'toast.guardadosDetalle': 'As configurações da guilda valem a partir de agora.',
  'toast.sinCambios': 'Sem alterações',
  'toast.sinCambiosDetalle': 'Nenhuma configuração foi alterada.',
  'seccion.calendario': 'Calendário',
  'campo.canalCalendario': 'Canal do calendário (id)',
  'ayuda.canalCalendario':
    'O id do canal do Discord onde cada evento do calendário é publicado com seus botões de inscrição. Vazio: não são publicados.',
  'campo.recordatorioMin': 'Lembrete antes do início (minutos)',
  'ayuda.recordatorioMin':
    'Minutos antes do início de um evento em que o canal do calendário recebe um aviso que menciona os inscritos (0 a 1440; 0: nenhum).',
};

export default ptBR;
