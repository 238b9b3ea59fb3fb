-- Change scopes instead of one data version (apps/api/src/lib/cambios.ts, docs/performance.md):
-- every writing transaction adds 1 to the version of each scope it changes (ambito_version, in the row
-- of its connection's slot; a scope's version is the sum of its slots) and
-- notifies the change on the channel reparto_cambios (delivered only on commit); cambio_seq numbers
-- the events. limite_tasa holds the login and write rate-limit counters shared by every instance.
-- The global version of migration 0002 (sequence, triggers, advisory lock) goes.
CREATE SEQUENCE "public"."cambio_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ambito_version" (
	"ambito" text NOT NULL,
	"slot" smallint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "ambito_version_ambito_slot_pk" PRIMARY KEY("ambito","slot")
);
--> statement-breakpoint
CREATE TABLE "limite_tasa" (
	"clave" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	"hasta" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "cargo";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "cuenta";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "distribucion";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "distribucion_jugador";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "estado_distribucion";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "jugador";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "lugar_distribucion";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "pago";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "periodo";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos" ON "rol";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos_truncate" ON "cuenta";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos_truncate" ON "distribucion";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos_truncate" ON "distribucion_jugador";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos_truncate" ON "jugador";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos_truncate" ON "pago";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "version_datos_truncate" ON "periodo";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "marcar_version_datos"();
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "version_datos_seq";
