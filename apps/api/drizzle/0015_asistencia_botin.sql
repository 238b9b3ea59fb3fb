CREATE TABLE "intervalo_asistencia" (
	"id_intervalo" bigserial PRIMARY KEY NOT NULL,
	"id_sesion" integer NOT NULL,
	"id_discord" text NOT NULL,
	"nombre" text NOT NULL,
	"id_player" integer,
	"entrada" timestamp with time zone NOT NULL,
	"salida" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sesion_asistencia" (
	"id_sesion" serial PRIMARY KEY NOT NULL,
	"id_canal" text NOT NULL,
	"canal" text NOT NULL,
	"id_cuenta_inicio" integer,
	"iniciada_por" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin_previsto" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone,
	"id_distribucion" integer
);
--> statement-breakpoint
CREATE TABLE "valoracion_botin" (
	"id_valoracion" serial PRIMARY KEY NOT NULL,
	"id_cuenta" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"texto" text NOT NULL,
	"filtro" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"lineas_invalidas" jsonb NOT NULL,
	"pct_vendido" smallint NOT NULL,
	"valor" bigint NOT NULL,
	"id_distribucion" integer
);
--> statement-breakpoint
ALTER TABLE "intervalo_asistencia" ADD CONSTRAINT "intervalo_asistencia_id_sesion_sesion_asistencia_id_sesion_fk" FOREIGN KEY ("id_sesion") REFERENCES "public"."sesion_asistencia"("id_sesion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervalo_asistencia" ADD CONSTRAINT "intervalo_asistencia_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesion_asistencia" ADD CONSTRAINT "sesion_asistencia_id_cuenta_inicio_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_inicio") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesion_asistencia" ADD CONSTRAINT "sesion_asistencia_id_distribucion_distribucion_id_distribucion_fk" FOREIGN KEY ("id_distribucion") REFERENCES "public"."distribucion"("id_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valoracion_botin" ADD CONSTRAINT "valoracion_botin_id_cuenta_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valoracion_botin" ADD CONSTRAINT "valoracion_botin_id_distribucion_distribucion_id_distribucion_fk" FOREIGN KEY ("id_distribucion") REFERENCES "public"."distribucion"("id_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intervalo_asistencia_sesion_idx" ON "intervalo_asistencia" USING btree ("id_sesion","id_discord");--> statement-breakpoint
CREATE INDEX "intervalo_asistencia_jugador_idx" ON "intervalo_asistencia" USING btree ("id_player","id_sesion");--> statement-breakpoint
CREATE UNIQUE INDEX "intervalo_asistencia_abierto_uq" ON "intervalo_asistencia" USING btree ("id_sesion","id_discord") WHERE "intervalo_asistencia"."salida" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sesion_asistencia_canal_abierta_uq" ON "sesion_asistencia" USING btree ("id_canal") WHERE "sesion_asistencia"."fin" is null;--> statement-breakpoint
CREATE INDEX "sesion_asistencia_inicio_idx" ON "sesion_asistencia" USING btree ("inicio","id_sesion");--> statement-breakpoint
CREATE INDEX "sesion_asistencia_distribucion_idx" ON "sesion_asistencia" USING btree ("id_distribucion");--> statement-breakpoint
CREATE INDEX "valoracion_botin_distribucion_idx" ON "valoracion_botin" USING btree ("id_distribucion");--> statement-breakpoint
CREATE INDEX "valoracion_botin_fecha_idx" ON "valoracion_botin" USING btree ("fecha");