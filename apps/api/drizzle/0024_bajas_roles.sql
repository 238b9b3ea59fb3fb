-- Issue 40: roles and nicknames kept in step, leavers switched off (docs/integraciones.md, "Roles y apodos",
-- «Bajas»). Owner: the guild — the guild's settings gain five columns (gremio), and fuera_gremio (each
-- player the membership re-check found out of the Albion guild, since when, and when the purge switched
-- them off) carries id_gremio like retiro.
CREATE TABLE "fuera_gremio" (
	"id_player" integer PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"visto" timestamp with time zone NOT NULL,
	"baja" timestamp with time zone,
	"modo" text
);
--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "sincronizar_roles" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "etiqueta_apodo" text;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "canal_registro" text;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "baja_dias" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "baja_modo" text DEFAULT 'no' NOT NULL;--> statement-breakpoint
ALTER TABLE "fuera_gremio" ADD CONSTRAINT "fuera_gremio_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuera_gremio" ADD CONSTRAINT "fuera_gremio_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;