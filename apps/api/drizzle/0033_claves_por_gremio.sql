-- The keys that must name the guild once a second guild writes (docs/decisions/022, «What is left»): a
-- nickname, a house's name at a place and the one open period of a place are unique within a guild, not
-- across the deployment (the operator's new guilds, a guild's restore into another deployment).
DROP INDEX "casa_lugar_nombre_uq";--> statement-breakpoint
DROP INDEX "jugador_nickname_uq";--> statement-breakpoint
DROP INDEX "periodo_lugar_abierto_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "casa_lugar_nombre_uq" ON "casa" USING btree ("id_lugar_distribucion","nombre_casa","id_gremio");--> statement-breakpoint
CREATE UNIQUE INDEX "jugador_nickname_uq" ON "jugador" USING btree ("nickname","id_gremio");--> statement-breakpoint
CREATE UNIQUE INDEX "periodo_lugar_abierto_uq" ON "periodo" USING btree ("id_lugar_distribucion","id_gremio") WHERE "periodo"."id_estado_distribucion" = 3;