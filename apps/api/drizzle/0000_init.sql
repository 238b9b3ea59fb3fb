CREATE TABLE "auditoria" (
	"id_auditoria" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"id_cuenta" integer,
	"accion" text NOT NULL,
	"entidad" text NOT NULL,
	"id_entidad" text,
	"antes" jsonb,
	"despues" jsonb
);
--> statement-breakpoint
CREATE TABLE "cargo" (
	"id_cargo" smallint PRIMARY KEY NOT NULL,
	"nombre_cargo" text NOT NULL,
	CONSTRAINT "cargo_nombre_cargo_unique" UNIQUE("nombre_cargo")
);
--> statement-breakpoint
CREATE TABLE "casa" (
	"id_casa" serial PRIMARY KEY NOT NULL,
	"id_lugar_distribucion" smallint NOT NULL,
	"nombre_casa" text NOT NULL,
	"cantidad_cofres" integer NOT NULL,
	"activa" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuenta" (
	"id_cuenta" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"id_player" integer NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuenta_cargo" (
	"id_cuenta" integer NOT NULL,
	"id_cargo" smallint NOT NULL,
	CONSTRAINT "cuenta_cargo_id_cuenta_id_cargo_pk" PRIMARY KEY("id_cuenta","id_cargo")
);
--> statement-breakpoint
CREATE TABLE "distribucion" (
	"id_distribucion" serial PRIMARY KEY NOT NULL,
	"id_periodo" integer NOT NULL,
	"codigo" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo" text NOT NULL,
	"silver" bigint NOT NULL,
	"silver_unitario" bigint NOT NULL,
	"id_cuenta_encargado" integer NOT NULL,
	"id_player_encargado" integer NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"razon_eliminacion" text,
	"fecha_eliminacion" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "distribucion_jugador" (
	"id_distribucion" integer NOT NULL,
	"id_player" integer NOT NULL,
	"id_periodo" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"silver_unitario" bigint NOT NULL,
	CONSTRAINT "distribucion_jugador_id_distribucion_id_player_pk" PRIMARY KEY("id_distribucion","id_player")
);
--> statement-breakpoint
CREATE TABLE "estado_distribucion" (
	"id_estado_distribucion" smallint PRIMARY KEY NOT NULL,
	"nombre_estado_distribucion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jugador" (
	"id_player" serial PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"id_cargo" smallint NOT NULL,
	"id_rol" smallint NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"fecha_registro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lugar_distribucion" (
	"id_lugar_distribucion" smallint PRIMARY KEY NOT NULL,
	"lugar" text NOT NULL,
	CONSTRAINT "lugar_distribucion_lugar_unique" UNIQUE("lugar")
);
--> statement-breakpoint
CREATE TABLE "pago" (
	"id_periodo" integer NOT NULL,
	"id_player" integer NOT NULL,
	"silver" bigint NOT NULL,
	"fecha_pago" timestamp with time zone DEFAULT now() NOT NULL,
	"id_cuenta_distribuidor" integer NOT NULL,
	CONSTRAINT "pago_id_periodo_id_player_pk" PRIMARY KEY("id_periodo","id_player")
);
--> statement-breakpoint
CREATE TABLE "periodo" (
	"id_periodo" serial PRIMARY KEY NOT NULL,
	"id_lugar_distribucion" smallint NOT NULL,
	"id_estado_distribucion" smallint DEFAULT 3 NOT NULL,
	"gremio_federacion" smallint DEFAULT 1 NOT NULL,
	"fecha_inicial" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_final" timestamp with time zone,
	"silver_albion" bigint DEFAULT 0 NOT NULL,
	"id_player_distribuidor" integer,
	"id_cuenta_creador" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periodo_casa" (
	"id_periodo" integer NOT NULL,
	"id_casa" integer NOT NULL,
	CONSTRAINT "periodo_casa_id_periodo_id_casa_pk" PRIMARY KEY("id_periodo","id_casa")
);
--> statement-breakpoint
CREATE TABLE "rol" (
	"id_rol" smallint PRIMARY KEY NOT NULL,
	"nombre_rol" text NOT NULL,
	CONSTRAINT "rol_nombre_rol_unique" UNIQUE("nombre_rol")
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_id_cuenta_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casa" ADD CONSTRAINT "casa_id_lugar_distribucion_lugar_distribucion_id_lugar_distribucion_fk" FOREIGN KEY ("id_lugar_distribucion") REFERENCES "public"."lugar_distribucion"("id_lugar_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta" ADD CONSTRAINT "cuenta_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_cargo" ADD CONSTRAINT "cuenta_cargo_id_cuenta_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_cargo" ADD CONSTRAINT "cuenta_cargo_id_cargo_cargo_id_cargo_fk" FOREIGN KEY ("id_cargo") REFERENCES "public"."cargo"("id_cargo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion" ADD CONSTRAINT "distribucion_id_periodo_periodo_id_periodo_fk" FOREIGN KEY ("id_periodo") REFERENCES "public"."periodo"("id_periodo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion" ADD CONSTRAINT "distribucion_id_cuenta_encargado_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_encargado") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion" ADD CONSTRAINT "distribucion_id_player_encargado_jugador_id_player_fk" FOREIGN KEY ("id_player_encargado") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion_jugador" ADD CONSTRAINT "distribucion_jugador_id_distribucion_distribucion_id_distribucion_fk" FOREIGN KEY ("id_distribucion") REFERENCES "public"."distribucion"("id_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion_jugador" ADD CONSTRAINT "distribucion_jugador_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion_jugador" ADD CONSTRAINT "distribucion_jugador_id_periodo_periodo_id_periodo_fk" FOREIGN KEY ("id_periodo") REFERENCES "public"."periodo"("id_periodo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jugador" ADD CONSTRAINT "jugador_id_cargo_cargo_id_cargo_fk" FOREIGN KEY ("id_cargo") REFERENCES "public"."cargo"("id_cargo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jugador" ADD CONSTRAINT "jugador_id_rol_rol_id_rol_fk" FOREIGN KEY ("id_rol") REFERENCES "public"."rol"("id_rol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_id_periodo_periodo_id_periodo_fk" FOREIGN KEY ("id_periodo") REFERENCES "public"."periodo"("id_periodo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_id_cuenta_distribuidor_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_distribuidor") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo" ADD CONSTRAINT "periodo_id_lugar_distribucion_lugar_distribucion_id_lugar_distribucion_fk" FOREIGN KEY ("id_lugar_distribucion") REFERENCES "public"."lugar_distribucion"("id_lugar_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo" ADD CONSTRAINT "periodo_id_estado_distribucion_estado_distribucion_id_estado_distribucion_fk" FOREIGN KEY ("id_estado_distribucion") REFERENCES "public"."estado_distribucion"("id_estado_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo" ADD CONSTRAINT "periodo_id_player_distribuidor_jugador_id_player_fk" FOREIGN KEY ("id_player_distribuidor") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo" ADD CONSTRAINT "periodo_id_cuenta_creador_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_creador") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo_casa" ADD CONSTRAINT "periodo_casa_id_periodo_periodo_id_periodo_fk" FOREIGN KEY ("id_periodo") REFERENCES "public"."periodo"("id_periodo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo_casa" ADD CONSTRAINT "periodo_casa_id_casa_casa_id_casa_fk" FOREIGN KEY ("id_casa") REFERENCES "public"."casa"("id_casa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_fecha_idx" ON "auditoria" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","id_entidad");--> statement-breakpoint
CREATE UNIQUE INDEX "casa_lugar_nombre_uq" ON "casa" USING btree ("id_lugar_distribucion","nombre_casa");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_email_uq" ON "cuenta" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_player_uq" ON "cuenta" USING btree ("id_player");--> statement-breakpoint
CREATE UNIQUE INDEX "distribucion_periodo_codigo_uq" ON "distribucion" USING btree ("id_periodo","codigo");--> statement-breakpoint
CREATE INDEX "distribucion_periodo_fecha_idx" ON "distribucion" USING btree ("id_periodo","fecha");--> statement-breakpoint
CREATE INDEX "distribucion_encargado_fecha_idx" ON "distribucion" USING btree ("id_player_encargado","fecha");--> statement-breakpoint
CREATE INDEX "distribucion_fecha_idx" ON "distribucion" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "distribucion_jugador_periodo_idx" ON "distribucion_jugador" USING btree ("id_periodo","id_player");--> statement-breakpoint
CREATE INDEX "distribucion_jugador_player_fecha_idx" ON "distribucion_jugador" USING btree ("id_player","fecha");--> statement-breakpoint
CREATE INDEX "distribucion_jugador_fecha_idx" ON "distribucion_jugador" USING btree ("fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "jugador_nickname_uq" ON "jugador" USING btree ("nickname");--> statement-breakpoint
CREATE UNIQUE INDEX "periodo_lugar_abierto_uq" ON "periodo" USING btree ("id_lugar_distribucion") WHERE "periodo"."id_estado_distribucion" = 3;--> statement-breakpoint
CREATE INDEX "periodo_distribuidor_idx" ON "periodo" USING btree ("id_player_distribuidor");