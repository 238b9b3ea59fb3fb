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
  'ayuda.modoPago': 'Fica guardado para o livro-caixa; hoje os pagamentos continuam ao finalizar o período.',
  'idioma.es': 'Español',
  'idioma.pt-BR': 'Português (Brasil)',
  'idioma.en': 'English',
  'accion.guardar': 'Salvar',
  'accion.deshacer': 'Desfazer alterações',
  'toast.guardados': 'Configurações salvas',
  'toast.guardadosDetalle': 'As configurações da guilda valem a partir de agora.',
  'toast.sinCambios': 'Sem alterações',
  'toast.sinCambiosDetalle': 'Nenhuma configuração foi alterada.',
};

export default ptBR;
