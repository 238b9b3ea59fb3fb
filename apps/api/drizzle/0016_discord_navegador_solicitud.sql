-- Logins under way when this runs were not bound to a browser: they are dropped (the member starts again).
DELETE FROM "discord_estado";--> statement-breakpoint
DELETE FROM "discord_ingreso";--> statement-breakpoint
CREATE TABLE "discord_solicitud" (
	"id_solicitud" serial PRIMARY KEY NOT NULL,
	"discord_user_id" text NOT NULL,
	"discord_nombre" text NOT NULL,
	"nombres" jsonb NOT NULL,
	"id_player" integer NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discord_solicitud_discord_user_id_unique" UNIQUE("discord_user_id")
);
--> statement-breakpoint
ALTER TABLE "discord_estado" ADD COLUMN "navegador" text NOT NULL;--> statement-breakpoint
ALTER TABLE "discord_ingreso" ADD COLUMN "nombres" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discord_ingreso" ADD COLUMN "navegador" text NOT NULL;--> statement-breakpoint
ALTER TABLE "discord_solicitud" ADD CONSTRAINT "discord_solicitud_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE cascade ON UPDATE no action;