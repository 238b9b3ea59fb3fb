-- «El botín lo tienen varios» (docs/liquidacion.md): the transfers that settle what the carriers of a
-- distribution held, stored with it, each marked done once. Owner: the guild (id_gremio).
CREATE TABLE "distribucion_transferencia" (
	"id_transferencia" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"id_distribucion" integer NOT NULL,
	"de_id_player" integer NOT NULL,
	"a_id_player" integer NOT NULL,
	"silver" bigint NOT NULL,
	"hecha_en" timestamp with time zone,
	"hecha_por" integer
);
--> statement-breakpoint
ALTER TABLE "distribucion_transferencia" ADD CONSTRAINT "distribucion_transferencia_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion_transferencia" ADD CONSTRAINT "distribucion_transferencia_id_distribucion_distribucion_id_distribucion_fk" FOREIGN KEY ("id_distribucion") REFERENCES "public"."distribucion"("id_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion_transferencia" ADD CONSTRAINT "distribucion_transferencia_de_id_player_jugador_id_player_fk" FOREIGN KEY ("de_id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion_transferencia" ADD CONSTRAINT "distribucion_transferencia_a_id_player_jugador_id_player_fk" FOREIGN KEY ("a_id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion_transferencia" ADD CONSTRAINT "distribucion_transferencia_hecha_por_cuenta_id_cuenta_fk" FOREIGN KEY ("hecha_por") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distribucion_transferencia_distribucion_idx" ON "distribucion_transferencia" USING btree ("id_distribucion","id_transferencia");