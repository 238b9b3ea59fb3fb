// The API's sentences about the host's operator and its quotas (docs/deploy.md, «Operador»).
import type { Traduccion } from '../../idioma.js';
import type { operador as fuente } from '../es/operador.js';

export const operador: Traduccion<typeof fuente> = {
  'operador.slugOcupado': 'Já existe uma guilda com o endereço «{slug}»: escolha outro',
  'operador.gremioNoExiste': 'A guilda indicada não existe',
  'operador.liderEnOtroGremio':
    'Já existe uma conta com esse e-mail ou id do Discord: o líder de uma guilda nova precisa de uma conta nova (informe outro)',
  'cuota.miembros': 'A guilda chegou à sua cota de {cuota} membros ativos: desative alguém ou peça mais vagas à hospedagem',
};
