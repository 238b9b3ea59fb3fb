-- «Venta del botín», the loot buyout (docs/venta-botin.md): a period's loot offered to its participants
-- until a deadline (venta_botin) and their bids (puja_botin); closed, the winner and the distribution their
-- payment became. Owner: the guild — both tables carry id_gremio. Independent of 0026 (helper D's).
CREATE TABLE "puja_botin" (
	"id_puja" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"id_venta" integer NOT NULL,
	"id_player" integer NOT NULL,
	"pct" smallint,
	"silver" bigint NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venta_botin" (
	"id_venta" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"id_periodo" integer NOT NULL,
	"valor_mercado" bigint NOT NULL,
	"cierre" timestamp with time zone NOT NULL,
	"motivo" text NOT NULL,
	"participantes" integer[] NOT NULL,
	"estado" text DEFAULT 'abierta' NOT NULL,
	"id_distribucion" integer,
	"id_player_comprador" integer,
	"silver_ganador" bigint,
	"pago" bigint,
	"creada_por" integer NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL,
	"cerrada" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "puja_botin" ADD CONSTRAINT "puja_botin_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_botin" ADD CONSTRAINT "puja_botin_id_venta_venta_botin_id_venta_fk" FOREIGN KEY ("id_venta") REFERENCES "public"."venta_botin"("id_venta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_botin" ADD CONSTRAINT "puja_botin_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_botin" ADD CONSTRAINT "venta_botin_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_botin" ADD CONSTRAINT "venta_botin_id_periodo_periodo_id_periodo_fk" FOREIGN KEY ("id_periodo") REFERENCES "public"."periodo"("id_periodo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_botin" ADD CONSTRAINT "venta_botin_id_distribucion_distribucion_id_distribucion_fk" FOREIGN KEY ("id_distribucion") REFERENCES "public"."distribucion"("id_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_botin" ADD CONSTRAINT "venta_botin_id_player_comprador_jugador_id_player_fk" FOREIGN KEY ("id_player_comprador") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_botin" ADD CONSTRAINT "venta_botin_creada_por_cuenta_id_cuenta_fk" FOREIGN KEY ("creada_por") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puja_botin_venta_idx" ON "puja_botin" USING btree ("id_venta","id_player","id_puja");--> statement-breakpoint
CREATE INDEX "venta_botin_periodo_idx" ON "venta_botin" USING btree ("id_periodo","id_venta");--> statement-breakpoint
CREATE INDEX "venta_botin_abierta_idx" ON "venta_botin" USING btree ("cierre") WHERE "venta_botin"."estado" = 'abierta';