-- Outgoing Discord REST through the outbox (issue 40; docs/integraciones.md). Owner of every change
-- here: the guild. `outbox.clase`: 'webhook' (a webhook message, as before) or 'discord' (a call to
-- Discord's REST API, the payload a LlamadaDiscord). `gremio.canal_oficiales`: the officers' channel the
-- cards go to (null: no cards). `cuenta.avisos_md`: the member wants direct messages; `cuenta.md_rechazado`:
-- when Discord first refused one (closed DMs), shown in «Mi cuenta». `tarjeta_discord`: the message id of
-- each officers' card posted (one per claim or withdrawal), owned by the guild.
ALTER TABLE "outbox" ADD COLUMN "clase" text DEFAULT 'webhook' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_clase_ck" CHECK ("clase" in ('webhook', 'discord'));--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "canal_oficiales" text;--> statement-breakpoint
ALTER TABLE "cuenta" ADD COLUMN "avisos_md" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cuenta" ADD COLUMN "md_rechazado" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "tarjeta_discord" (
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"entidad" text NOT NULL,
	"id_entidad" integer NOT NULL,
	"canal" text NOT NULL,
	"id_mensaje" text NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarjeta_discord_pk" PRIMARY KEY ("entidad", "id_entidad"),
	CONSTRAINT "tarjeta_discord_entidad_ck" CHECK ("entidad" in ('regear', 'retiro'))
);
--> statement-breakpoint
ALTER TABLE "tarjeta_discord" ADD CONSTRAINT "tarjeta_discord_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;
