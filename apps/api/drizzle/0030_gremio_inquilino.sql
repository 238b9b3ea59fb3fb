-- The guild as a tenant (docs/alianzas.md, «Muchos gremios»): an address (`slug`, the default guild's is
-- `principal`), the operator's suspension and the host's quotas; new guilds take their id from a
-- sequence that starts after the default guild (id 1, today's URLs).
CREATE SEQUENCE IF NOT EXISTS "gremio_id_gremio_seq" AS smallint START WITH 2 OWNED BY "gremio"."id_gremio";--> statement-breakpoint
ALTER TABLE "gremio" ALTER COLUMN "id_gremio" SET DEFAULT nextval('gremio_id_gremio_seq');--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "gremio" SET "slug" = CASE WHEN "id_gremio" = 1 THEN 'principal' ELSE 'gremio-' || "id_gremio" END;--> statement-breakpoint
ALTER TABLE "gremio" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "suspendido" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "cuota_miembros" integer;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "cuota_auditoria_meses" smallint;--> statement-breakpoint
ALTER TABLE "gremio" ADD CONSTRAINT "gremio_slug_uq" UNIQUE("slug");
