// Chest-permission configuration that 'Copiar' puts on the clipboard (docs/domain.md, "Screens and texts"):
// the player is granted co-owner; owner, guild and everyone are set to "owner / no access" — the
// owner keeps owner rights, guild and everyone get no access — so only the player can open the chest.
import { formatSilver } from '@reparto/contract';

export const ACCESO = {
  COPROPIETARIO: 'Copropietario',
  PROPIETARIO: 'Propietario',
  SIN_ACCESO: 'Sin acceso',
} as const;

export function chestConfig(row: { nickname: string; sum: number }, idPeriodo: number): string {
  return [
    `Configuración del cofre de ${row.nickname} (periodo ${idPeriodo}, ${formatSilver(row.sum)})`,
    `Jugador ${row.nickname}: ${ACCESO.COPROPIETARIO}`,
    `Propietario: ${ACCESO.PROPIETARIO}`,
    `Gremio: ${ACCESO.SIN_ACCESO}`,
    `Todos: ${ACCESO.SIN_ACCESO}`,
  ].join('\n');
}
