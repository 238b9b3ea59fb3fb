CREATE TABLE "outbox" (
	"id_outbox" bigserial PRIMARY KEY NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text NOT NULL,
	"resumen" text NOT NULL,
	"payload" jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"error" text,
	"enviado" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_pendiente_idx" ON "outbox" USING btree ("id_outbox") WHERE "outbox"."estado" in ('pendiente', 'enviando');