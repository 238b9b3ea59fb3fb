// Reference data with fixed ids (docs/domain.md, "Entities"). Seeded idempotently on every start.

export const CARGOS = [
  { idCargo: 1, nombreCargo: 'LIDER' },
  { idCargo: 2, nombreCargo: 'OFICIAL' },
  { idCargo: 3, nombreCargo: 'MIEMBRO' },
  { idCargo: 4, nombreCargo: 'RECLUTA' },
  { idCargo: 5, nombreCargo: 'DISTRIBUIDOR' },
  { idCargo: 6, nombreCargo: 'RECLUTADOR' },
  { idCargo: 7, nombreCargo: 'ENCARGADO DE CONTENIDO' },
  { idCargo: 8, nombreCargo: 'TESORERO' },
];

export const ROLES = [
  { idRol: 1, nombreRol: 'Tanque' },
  { idRol: 2, nombreRol: 'Sanador' },
  { idRol: 3, nombreRol: 'DPS' },
  { idRol: 4, nombreRol: 'Soporte' },
  { idRol: 5, nombreRol: 'Sin rol' },
];

export const ESTADOS = [
  { idEstadoDistribucion: 1, nombreEstadoDistribucion: 'Finalizado' },
  { idEstadoDistribucion: 2, nombreEstadoDistribucion: 'En distribución' },
  { idEstadoDistribucion: 3, nombreEstadoDistribucion: 'Abierto' },
];

export const LUGARES = [
  { idLugarDistribucion: 1, lugar: 'Martlock' },
  { idLugarDistribucion: 2, lugar: 'Bridgewatch' },
  { idLugarDistribucion: 3, lugar: 'Lymhurst' },
  { idLugarDistribucion: 4, lugar: 'Fort Sterling' },
  { idLugarDistribucion: 5, lugar: 'Thetford' },
  { idLugarDistribucion: 6, lugar: 'Caerleon' },
  { idLugarDistribucion: 7, lugar: 'Brecilien' },
  { idLugarDistribucion: 8, lugar: 'Hideout' },
];

/** Houses per place with their chests; ids are fixed so that they are stable across installs. */
export const CASAS = LUGARES.flatMap((l, i) => {
  const base = i * 3;
  const houses =
    l.lugar === 'Hideout'
      ? [
          ['Bóveda del hideout', 24],
          ['Almacén del hideout', 12],
          ['Taller del hideout', 6],
        ]
      : [
          [`Casa del gremio (${l.lugar})`, 16],
          [`Casa del mercado (${l.lugar})`, 10],
          [`Casa de la colina (${l.lugar})`, 6],
        ];
  return houses.map(([nombre, cofres], j) => ({
    idCasa: base + j + 1,
    idLugarDistribucion: l.idLugarDistribucion,
    nombreCasa: nombre as string,
    cantidadCofres: cofres as number,
  }));
});
