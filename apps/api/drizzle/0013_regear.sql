CREATE TABLE "pago_regear" (
	"id_reclamo" integer PRIMARY KEY NOT NULL,
	"id_periodo" integer NOT NULL,
	"silver" bigint NOT NULL,
	"fecha_pago" timestamp with time zone DEFAULT now() NOT NULL,
	"id_cuenta_distribuidor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reclamo_regear" (
	"id_reclamo" serial PRIMARY KEY NOT NULL,
	"id_periodo" integer NOT NULL,
	"id_distribucion" integer,
	"id_player" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"battle_id" bigint,
	"fecha_muerte" timestamp with time zone NOT NULL,
	"ip" integer DEFAULT 0 NOT NULL,
	"equipo" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"silver" bigint NOT NULL,
	"silver_reglas" bigint NOT NULL,
	"razon" text,
	"id_cuenta_reclamo" integer NOT NULL,
	"fecha_reclamo" timestamp with time zone DEFAULT now() NOT NULL,
	"id_cuenta_revisor" integer,
	"fecha_revision" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reglas_regear" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"reglas" jsonb NOT NULL,
	"fecha_cambio" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jugador" ADD COLUMN "albion_id" text;--> statement-breakpoint
ALTER TABLE "pago_regear" ADD CONSTRAINT "pago_regear_id_reclamo_reclamo_regear_id_reclamo_fk" FOREIGN KEY ("id_reclamo") REFERENCES "public"."reclamo_regear"("id_reclamo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago_regear" ADD CONSTRAINT "pago_regear_id_periodo_periodo_id_periodo_fk" FOREIGN KEY ("id_periodo") REFERENCES "public"."periodo"("id_periodo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago_regear" ADD CONSTRAINT "pago_regear_id_cuenta_distribuidor_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_distribuidor") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD CONSTRAINT "reclamo_regear_id_periodo_periodo_id_periodo_fk" FOREIGN KEY ("id_periodo") REFERENCES "public"."periodo"("id_periodo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD CONSTRAINT "reclamo_regear_id_distribucion_distribucion_id_distribucion_fk" FOREIGN KEY ("id_distribucion") REFERENCES "public"."distribucion"("id_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD CONSTRAINT "reclamo_regear_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD CONSTRAINT "reclamo_regear_id_cuenta_reclamo_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_reclamo") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD CONSTRAINT "reclamo_regear_id_cuenta_revisor_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_revisor") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pago_regear_periodo_idx" ON "pago_regear" USING btree ("id_periodo");--> statement-breakpoint
CREATE UNIQUE INDEX "reclamo_regear_evento_uq" ON "reclamo_regear" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "reclamo_regear_periodo_idx" ON "reclamo_regear" USING btree ("id_periodo","estado","id_reclamo");--> statement-breakpoint
CREATE INDEX "reclamo_regear_jugador_idx" ON "reclamo_regear" USING btree ("id_player","id_reclamo");--> statement-breakpoint
CREATE INDEX "reclamo_regear_estado_idx" ON "reclamo_regear" USING btree ("estado","id_reclamo");--> statement-breakpoint
CREATE INDEX "reclamo_regear_distribucion_idx" ON "reclamo_regear" USING btree ("id_distribucion");--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD CONSTRAINT "reclamo_regear_estado_ck" CHECK ("estado" in ('pendiente', 'aprobado', 'rechazado', 'pagado'));--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD CONSTRAINT "reclamo_regear_silver_ck" CHECK ("silver" >= 0 and "silver" <= "silver_reglas");
