// Texts used by more than one component of this screen (docs/domain.md, "Screens and texts").
export const MENSAJE_FALTAN_COFRES = 'Selecciona una o más casas para completar la distribución';
export const MENSAJE_COFRES_OK = 'Tienes la cantidad de cofres necesaria para empezar a distribuir';
export const SIN_ASIGNAR = 'Sin asignar';
export const ESTADO_DESCONOCIDO = 'Estado desconocido';
export const DISTRIBUCION_FINALIZADA = 'Distribución finalizada';
