// Texts of seed-spec §5 and §8 used by more than one component of this screen.
export const ERROR_DETALLE = 'Error encontrado, porfavor vuelva a intentarlo';
export const MENSAJE_FALTAN_COFRES = 'Selecciona una o más casas para completar la distribución';
export const MENSAJE_COFRES_OK = 'Tienes la cantidad de cofres necesaria para empezar a distribuir';
export const SIN_ASIGNAR = 'Sin asignar';
export const ESTADO_DESCONOCIDO = 'Estado desconocido';
export const DISTRIBUCION_FINALIZADA = 'Distribución finalizada';
