// Chest-permission configuration that 'Copiar' puts on the clipboard (docs/domain.md, "Screens and texts"):
// the player is granted co-owner; owner, guild and everyone are set to "owner / no access" — the
// owner keeps owner rights, guild and everyone get no access — so only the player can open the chest.
// Written in the active language (the names of the game's access levels in that language), at the
// moment it is copied.
import { formato } from '../../lib/i18n/formato';
import { textosPeriodos } from './textos';

export function chestConfig(row: { nickname: string; sum: number }, idPeriodo: number): string {
  const t: typeof textosPeriodos.t = (clave, valores) => textosPeriodos.t(clave, valores);
  const coPropietario = t('cofre.copropietario');
  const propietario = t('cofre.propietario');
  const sinAcceso = t('cofre.sinAcceso');
  return [
    t('cofre.titulo', { nickname: row.nickname, id: idPeriodo, silver: formato().plata(row.sum) }),
    t('cofre.jugador', { nickname: row.nickname, acceso: coPropietario }),
    t('cofre.dueno', { acceso: propietario }),
    t('cofre.gremio', { acceso: sinAcceso }),
    t('cofre.todos', { acceso: sinAcceso }),
  ].join('\n');
}
