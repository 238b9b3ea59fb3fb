-- The guild-leading indexes of the reads of many guilds (docs/performance.md, «Many guilds»; the plans
-- with and without them: bench/results/rls.md, `npm run bench:rls`): one guild's page of periods and
-- their count, its 30-day TOPs, its players list and its regear claims, each read among 200 guilds
-- without walking the others' rows (under row-level security every read of these tables is one guild's).
CREATE INDEX "distribucion_gremio_viva_fecha_idx" ON "distribucion" USING btree ("id_gremio","fecha","id_player_encargado","silver") WHERE "distribucion"."estado";--> statement-breakpoint
CREATE INDEX "distribucion_jugador_gremio_viva_fecha_idx" ON "distribucion_jugador" USING btree ("id_gremio","fecha","id_player","silver_unitario") WHERE "distribucion_jugador"."estado";--> statement-breakpoint
CREATE INDEX "jugador_gremio_idx" ON "jugador" USING btree ("id_gremio","id_player");--> statement-breakpoint
CREATE INDEX "periodo_gremio_idx" ON "periodo" USING btree ("id_gremio","id_periodo");--> statement-breakpoint
CREATE INDEX "reclamo_regear_gremio_estado_idx" ON "reclamo_regear" USING btree ("id_gremio","estado","id_reclamo");