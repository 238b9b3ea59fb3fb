// The API's sentences in Português (Brasil): HTTP, sessions, limits, validation (the Spanish source: ../es/general.ts).
import type { Traduccion } from '../../idioma.js';
import type { general as fuente } from '../es/general.js';

export const general: Traduccion<typeof fuente> = {
  'http.rutaNoEncontrada': 'Rota não encontrada',
  'http.cuerpoDemasiadoGrande': 'O corpo da requisição é grande demais (máximo 1 MB)',
  'http.jsonInvalido': 'O corpo da requisição não é um JSON válido',
  'http.tipoNoAdmitido': 'Tipo de conteúdo não aceito: envie application/json',
  'http.demasiadosIntentos': 'Tentativas demais, espere um minuto e tente de novo',
  'http.peticionCortada': 'A requisição foi cortada antes de chegar inteira',
  'http.baseDeDatosCaida': 'O banco de dados não está disponível, tente de novo em alguns instantes',
  'http.valorRechazado': 'Dados inválidos: um valor está fora do intervalo ou contém caracteres não permitidos',
  'http.peticionInvalida': 'Requisição inválida',
  'http.errorInterno': 'Erro interno do servidor',
  'http.servicioNoDisponible': 'Serviço indisponível, tente de novo em alguns instantes',
  'http.reiniciando': 'O servidor está reiniciando; tente de novo em alguns segundos',
  'http.peticionLenta': 'A requisição demorou demais para chegar; tente de novo',
  'http.cabecerasGrandes': 'Os cabeçalhos da requisição são grandes demais',
  'http.demasiadasPantallas':
    'Há telas ao vivo demais abertas neste servidor; a página continuará funcionando, mas sem se atualizar sozinha',
  'gremio.noExiste': 'Não há nenhuma guilda com o endereço «{slug}»',
  'gremio.suspendido': 'Esta guilda está suspensa; fale com quem hospeda o servidor',
  'salud.baseDeDatos': 'O banco de dados não está disponível',
  'salud.migraciones': 'Faltam migrações a aplicar no banco de dados',
  'validacion.datos':
    'Dados inválidos{contexto, select, body { (corpo)} querystring { (consulta)} params { (rota)} headers { (cabeçalhos)} ninguno {} other { ({contexto})}}: {detalle}',
  'validacion.valorInvalido': 'valor inválido',
  'limite.escritura': 'Operações demais seguidas, espere um minuto e tente de novo',
  'limite.login': 'Tentativas de login demais, espere um minuto',
  'limite.discord': 'Tentativas de acesso com o Discord demais, espere um minuto',
  'idempotencia.claveInvalida': 'O cabeçalho Idempotency-Key deve ter de 8 a 100 letras, dígitos, hífens ou sublinhados',
  'idempotencia.otraPeticion': 'Esta operação já foi enviada antes com outros dados; tente de novo',
  'idempotencia.enCurso': 'A mesma operação ainda está sendo processada; espere um momento e tente de novo',
  'sesion.invalida': 'Sessão inválida ou expirada, entre de novo',
  'sesion.sinPermiso': 'Você não tem permissão para realizar esta ação',
  'sesion.credenciales': 'Email ou senha incorretos',
  'sesion.cuentaInactiva': 'Sua conta ou seu jogador estão desativados; fale com o líder da guilda',
  'sesion.yaNoMiembro': 'Você não é mais membro do servidor de Discord da guilda; sua sessão foi encerrada',
  'sesion.discordRevocado': 'O Discord não autoriza mais o acesso do aplicativo; entre de novo com o Discord',
  'sesion.discordNoConfigurado': 'O acesso com o Discord não está configurado neste servidor',
  'sesion.discordCodigo': 'O código de acesso do Discord não é válido ou expirou; entre de novo com o Discord',
  'sesion.discordFaltaCodigo': 'Falta o código de acesso do Discord',
  'sesion.discordErrorServidor':
    'Não foi possível concluir o acesso com o Discord por um erro do servidor; tente de novo em alguns instantes',
  'sesion.jugadorDesactivado': 'O jogador {nickname} está desativado; fale com o líder da guilda',
  'sesion.jugadorTomado': 'O jogador {nickname} já está vinculado a outra conta; se ele é seu, peça ao líder que o desvincule',
  'sesion.discordDesvinculado': 'Discord desvinculado',
  'sesion.discordNavegador':
    'O acesso com Discord foi iniciado em outro navegador ou os cookies estão bloqueados; entre com Discord novamente a partir deste navegador',
  'sesion.discordSolicitud':
    'Sua solicitação para o jogador {nickname} aguarda a aprovação do líder da guilda: seus nomes no Discord não coincidem com esse jogador, ou o jogador já teve outra conta. Quando ele aprovar, entre com Discord novamente',
  'sesion.solicitudNoExiste': 'A solicitação indicada não existe (já foi aprovada ou rejeitada)',
  'sesion.solicitudAprobada': 'Solicitação aprovada: {nickname} já pode entrar com Discord',
  'sesion.solicitudRechazada': 'Solicitação rejeitada',
  'sesion.discordOcupado': 'Essa conta do Discord já está vinculada a outra conta do aplicativo',
  'sesion.cambiarDiscord':
    'Uma conta criada com Discord só troca de Discord com o líder: peça ao líder que remova o Discord atual e entre novamente com o novo',
  'campo.fechaRango': 'A data deve estar entre 1970-01-01 e 9999-12-31',
  'idioma.guardado': 'Idioma salvo',
  'avisosMd.activados': 'Você receberá mensagens diretas do Discord',
  'avisosMd.desactivados': 'Você não receberá mais mensagens diretas do Discord',
};
