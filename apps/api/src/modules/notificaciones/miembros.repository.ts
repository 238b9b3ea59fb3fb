// SQL of the members kept in step with Discord (miembros.ts): whether a member's role calls still wait
// in the outbox, so that the login's Discord → app read does not undo a cargo the app changed a moment
// ago (docs/integraciones.md, "Roles y apodos": no ping-pong).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** True while a role call for this Discord user is queued or being sent. */
export async function rolesPendientes(db: DbOrTx, discordUserId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from outbox
    where estado in ('pendiente', 'enviando') and clase = 'discord' and tipo in ('rol_poner', 'rol_quitar')
      and payload->>'ruta' like ${`%/members/${discordUserId}/roles/%`}
    limit 1`);
  return rows.length > 0;
}
