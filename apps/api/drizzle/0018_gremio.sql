-- The guild as a row (docs/decisions/015-guild-as-a-row.md). Owner: the guild (this table is the guild;
-- today one row, id 1, seeded from the environment on the first start). reglas_regear's owner: the guild.
CREATE TABLE "gremio" (
	"id_gremio" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"nombre" text DEFAULT 'Gremio' NOT NULL,
	"discord_guild_id" text,
	"albion_guild_id" text,
	"impuesto_centesimas" integer DEFAULT 0 NOT NULL,
	"idioma" text DEFAULT 'es' NOT NULL,
	"avisar_pagos" boolean DEFAULT false NOT NULL,
	"modo_pago" text DEFAULT 'al_finalizar' NOT NULL,
	"sembrado" timestamp with time zone,
	"fecha_cambio" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gremio_impuesto_ck" CHECK ("impuesto_centesimas" between 0 and 10000),
	CONSTRAINT "gremio_idioma_ck" CHECK ("idioma" in ('es', 'pt-BR', 'en')),
	CONSTRAINT "gremio_modo_pago_ck" CHECK ("modo_pago" in ('al_finalizar', 'acumular'))
);
--> statement-breakpoint
INSERT INTO "gremio" ("id_gremio") VALUES (1);--> statement-breakpoint
ALTER TABLE "reglas_regear" ADD COLUMN "id_gremio" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reglas_regear" ADD CONSTRAINT "reglas_regear_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;