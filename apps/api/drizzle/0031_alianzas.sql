-- Alliances (docs/alianzas.md): an alliance (the founding guild's row), each guild's place in it (that guild's row),
-- an alliance split (the host guild's), each guild's part (that guild's) and each participant's share (their guild's).
-- Every table carries its owner's id_gremio (docs/decisions/022).
CREATE TABLE "alianza" (
	"id_alianza" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"nombre" text NOT NULL,
	"creada_por" integer NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alianza_gremio" (
	"id_alianza" integer NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"estado" text NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alianza_gremio_id_alianza_id_gremio_pk" PRIMARY KEY("id_alianza","id_gremio")
);
--> statement-breakpoint
CREATE TABLE "reparto_alianza" (
	"id_reparto_alianza" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"id_alianza" integer NOT NULL,
	"motivo" text NOT NULL,
	"silver" bigint NOT NULL,
	"creado_por" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reparto_alianza_gremio" (
	"id_reparto_alianza" integer NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"impuesto_centesimas" integer NOT NULL,
	"parte" bigint NOT NULL,
	"impuesto" bigint NOT NULL,
	"resto" bigint NOT NULL,
	"id_transaccion" bigint,
	CONSTRAINT "reparto_alianza_gremio_id_reparto_alianza_id_gremio_pk" PRIMARY KEY("id_reparto_alianza","id_gremio")
);
--> statement-breakpoint
CREATE TABLE "reparto_alianza_jugador" (
	"id_reparto_alianza" integer NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"id_player" integer NOT NULL,
	"decimas" smallint NOT NULL,
	"silver" bigint NOT NULL,
	"pagado" timestamp with time zone,
	"pagado_por" integer,
	CONSTRAINT "reparto_alianza_jugador_id_reparto_alianza_id_player_pk" PRIMARY KEY("id_reparto_alianza","id_player")
);
--> statement-breakpoint
ALTER TABLE "alianza" ADD CONSTRAINT "alianza_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alianza" ADD CONSTRAINT "alianza_creada_por_cuenta_id_cuenta_fk" FOREIGN KEY ("creada_por") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alianza_gremio" ADD CONSTRAINT "alianza_gremio_id_alianza_alianza_id_alianza_fk" FOREIGN KEY ("id_alianza") REFERENCES "public"."alianza"("id_alianza") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alianza_gremio" ADD CONSTRAINT "alianza_gremio_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza" ADD CONSTRAINT "reparto_alianza_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza" ADD CONSTRAINT "reparto_alianza_id_alianza_alianza_id_alianza_fk" FOREIGN KEY ("id_alianza") REFERENCES "public"."alianza"("id_alianza") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza" ADD CONSTRAINT "reparto_alianza_creado_por_cuenta_id_cuenta_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza_gremio" ADD CONSTRAINT "reparto_alianza_gremio_id_reparto_alianza_reparto_alianza_id_reparto_alianza_fk" FOREIGN KEY ("id_reparto_alianza") REFERENCES "public"."reparto_alianza"("id_reparto_alianza") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza_gremio" ADD CONSTRAINT "reparto_alianza_gremio_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza_gremio" ADD CONSTRAINT "reparto_alianza_gremio_id_transaccion_transaccion_libro_id_transaccion_fk" FOREIGN KEY ("id_transaccion") REFERENCES "public"."transaccion_libro"("id_transaccion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza_jugador" ADD CONSTRAINT "reparto_alianza_jugador_id_reparto_alianza_reparto_alianza_id_reparto_alianza_fk" FOREIGN KEY ("id_reparto_alianza") REFERENCES "public"."reparto_alianza"("id_reparto_alianza") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza_jugador" ADD CONSTRAINT "reparto_alianza_jugador_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza_jugador" ADD CONSTRAINT "reparto_alianza_jugador_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reparto_alianza_jugador" ADD CONSTRAINT "reparto_alianza_jugador_pagado_por_cuenta_id_cuenta_fk" FOREIGN KEY ("pagado_por") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alianza_gremio_gremio_idx" ON "alianza_gremio" USING btree ("id_gremio");--> statement-breakpoint
CREATE INDEX "reparto_alianza_alianza_idx" ON "reparto_alianza" USING btree ("id_alianza","id_reparto_alianza");--> statement-breakpoint
CREATE INDEX "reparto_alianza_jugador_player_idx" ON "reparto_alianza_jugador" USING btree ("id_player");--> statement-breakpoint
ALTER TABLE "alianza_gremio" ADD CONSTRAINT "alianza_gremio_estado_ck" CHECK ("estado" in ('invitado', 'miembro', 'rechazado', 'fuera'));--> statement-breakpoint
ALTER TABLE "reparto_alianza_jugador" ADD CONSTRAINT "reparto_alianza_jugador_silver_ck" CHECK ("silver" >= 0 and "decimas" > 0);
