CREATE TABLE "idempotencia" (
	"clave" text NOT NULL,
	"id_cuenta" integer NOT NULL,
	"ruta" text NOT NULL,
	"huella" text NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" smallint,
	"respuesta" text,
	CONSTRAINT "idempotencia_clave_id_cuenta_ruta_pk" PRIMARY KEY("clave","id_cuenta","ruta")
);
--> statement-breakpoint
CREATE INDEX "idempotencia_creado_idx" ON "idempotencia" USING btree ("creado");