-- The guild's key on every guild-owned table (docs/decisions/022-guild-key-on-every-table.md): the twenty
-- older tables that lacked it get `id_gremio` as the tables made since 0018 have it (not null, default 1 —
-- the one guild of today, so every existing row and every write of today's code belongs to it — and a
-- foreign key to gremio). In no primary key and no index. The global tables and why: the decision record.
-- ambito_version: owner the guild (its live scopes' versions).
ALTER TABLE "ambito_version" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- apunte_libro: owner the guild (its ledger entries).
ALTER TABLE "apunte_libro" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- auditoria: owner the guild (its audit).
ALTER TABLE "auditoria" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- casa: owner the guild (its houses and chests at each place).
ALTER TABLE "casa" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- cuenta_cargo: owner the guild (the cargos an account holds in it).
ALTER TABLE "cuenta_cargo" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- discord_solicitud: owner the guild (a first Discord login asking to be one of its players).
ALTER TABLE "discord_solicitud" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- distribucion: owner the guild (its distributions).
ALTER TABLE "distribucion" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- distribucion_jugador: owner the guild (the shares of its distributions).
ALTER TABLE "distribucion_jugador" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- idempotencia: owner the guild (the answers of its writes).
ALTER TABLE "idempotencia" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- intervalo_asistencia: owner the guild (the stays of its attendance sessions).
ALTER TABLE "intervalo_asistencia" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- jugador: owner the guild (its roster).
ALTER TABLE "jugador" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- limite_tasa: owner the guild (its rate-limit counters).
ALTER TABLE "limite_tasa" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- outbox: owner the guild (its Discord messages).
ALTER TABLE "outbox" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- pago: owner the guild (its payments).
ALTER TABLE "pago" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- pago_regear: owner the guild (the regears it paid).
ALTER TABLE "pago_regear" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- periodo: owner the guild (its periods).
ALTER TABLE "periodo" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- periodo_casa: owner the guild (the houses its periods chose).
ALTER TABLE "periodo_casa" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- reclamo_regear: owner the guild (its members' regear claims).
ALTER TABLE "reclamo_regear" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- sesion_asistencia: owner the guild (the attendance it recorded).
ALTER TABLE "sesion_asistencia" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- valoracion_botin: owner the guild (its loot valuations).
ALTER TABLE "valoracion_botin" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ambito_version" ADD CONSTRAINT "ambito_version_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apunte_libro" ADD CONSTRAINT "apunte_libro_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casa" ADD CONSTRAINT "casa_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_cargo" ADD CONSTRAINT "cuenta_cargo_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_solicitud" ADD CONSTRAINT "discord_solicitud_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion" ADD CONSTRAINT "distribucion_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion_jugador" ADD CONSTRAINT "distribucion_jugador_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervalo_asistencia" ADD CONSTRAINT "intervalo_asistencia_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jugador" ADD CONSTRAINT "jugador_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limite_tasa" ADD CONSTRAINT "limite_tasa_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago_regear" ADD CONSTRAINT "pago_regear_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo" ADD CONSTRAINT "periodo_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo_casa" ADD CONSTRAINT "periodo_casa_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD CONSTRAINT "reclamo_regear_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesion_asistencia" ADD CONSTRAINT "sesion_asistencia_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valoracion_botin" ADD CONSTRAINT "valoracion_botin_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;