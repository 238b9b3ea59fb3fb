-- Web Push (docs/pwa.md, «Avisos en el dispositivo»): the devices an account turned notifications on in
-- (suscripcion_push) and the pushes' own outbox (outbox_push, docs/decisions/021-push-outbox-propio.md).
-- Owner: the guild — both tables carry id_gremio.
CREATE TABLE "outbox_push" (
	"id_push" bigserial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text NOT NULL,
	"id_suscripcion" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"error" text,
	"enviado" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suscripcion_push" (
	"id_suscripcion" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"id_cuenta" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"etiqueta" text DEFAULT '' NOT NULL,
	"tipos" text[] NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suscripcion_push_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "outbox_push" ADD CONSTRAINT "outbox_push_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripcion_push" ADD CONSTRAINT "suscripcion_push_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripcion_push" ADD CONSTRAINT "suscripcion_push_id_cuenta_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_push_pendiente_idx" ON "outbox_push" USING btree ("proximo_intento") WHERE "outbox_push"."estado" in ('pendiente', 'enviando');--> statement-breakpoint
CREATE INDEX "suscripcion_push_cuenta_idx" ON "suscripcion_push" USING btree ("id_cuenta");