-- Content planned ahead (docs/calendario.md): the calendar's events and their sign-ups, the split templates
-- and their versions, and the characters of one member. Owner: the guild — evento, evento_inscripcion,
-- plantilla and plantilla_version carry id_gremio; the guild's settings gain the calendar's channel, its
-- reminder and the iCal feed's token (gremio); a distribution keeps its template's version, its event and its
-- fixed extras; a regear claim keeps the template that priced it; a player may name its main character.
CREATE TABLE "evento" (
	"id_evento" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"id_plantilla" integer,
	"titulo" text NOT NULL,
	"id_lugar_distribucion" smallint NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"cierre_inscripcion" timestamp with time zone NOT NULL,
	"huecos" jsonb NOT NULL,
	"nota" text,
	"privado" boolean DEFAULT false NOT NULL,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"id_cuenta_creador" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"secuencia" integer DEFAULT 0 NOT NULL,
	"canal" text,
	"id_mensaje" text,
	"recordatorio" timestamp with time zone,
	"id_sesion" integer
);
--> statement-breakpoint
CREATE TABLE "evento_inscripcion" (
	"id_evento" integer NOT NULL,
	"id_player" integer NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"rol" text NOT NULL,
	"estado" text NOT NULL,
	"id_cuenta" integer,
	"origen" text DEFAULT 'web' NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evento_inscripcion_pk" PRIMARY KEY("id_evento","id_player")
);
--> statement-breakpoint
CREATE TABLE "plantilla" (
	"id_plantilla" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"nombre" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plantilla_version" (
	"id_plantilla" integer NOT NULL,
	"version" integer NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"reglas" jsonb NOT NULL,
	"id_cuenta" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plantilla_version_pk" PRIMARY KEY("id_plantilla","version")
);
--> statement-breakpoint
ALTER TABLE "distribucion" ADD COLUMN "id_plantilla" integer;--> statement-breakpoint
ALTER TABLE "distribucion" ADD COLUMN "plantilla_version" integer;--> statement-breakpoint
ALTER TABLE "distribucion" ADD COLUMN "id_evento" integer;--> statement-breakpoint
ALTER TABLE "distribucion" ADD COLUMN "extras" jsonb;--> statement-breakpoint
ALTER TABLE "distribucion_jugador" ADD COLUMN "extra" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "canal_calendario" text;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "recordatorio_min" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "gremio" ADD COLUMN "token_calendario" text;--> statement-breakpoint
ALTER TABLE "jugador" ADD COLUMN "id_player_principal" integer;--> statement-breakpoint
ALTER TABLE "jugador" ADD COLUMN "id_player_comercio" integer;--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD COLUMN "id_plantilla" integer;--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD COLUMN "plantilla_version" integer;--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_id_plantilla_plantilla_id_plantilla_fk" FOREIGN KEY ("id_plantilla") REFERENCES "public"."plantilla"("id_plantilla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_id_lugar_distribucion_lugar_distribucion_id_lugar_distribucion_fk" FOREIGN KEY ("id_lugar_distribucion") REFERENCES "public"."lugar_distribucion"("id_lugar_distribucion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_id_cuenta_creador_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_creador") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_id_sesion_sesion_asistencia_id_sesion_fk" FOREIGN KEY ("id_sesion") REFERENCES "public"."sesion_asistencia"("id_sesion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_inscripcion" ADD CONSTRAINT "evento_inscripcion_id_evento_evento_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."evento"("id_evento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_inscripcion" ADD CONSTRAINT "evento_inscripcion_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_inscripcion" ADD CONSTRAINT "evento_inscripcion_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_inscripcion" ADD CONSTRAINT "evento_inscripcion_id_cuenta_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla" ADD CONSTRAINT "plantilla_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_version" ADD CONSTRAINT "plantilla_version_id_plantilla_plantilla_id_plantilla_fk" FOREIGN KEY ("id_plantilla") REFERENCES "public"."plantilla"("id_plantilla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_version" ADD CONSTRAINT "plantilla_version_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_version" ADD CONSTRAINT "plantilla_version_id_cuenta_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evento_inicio_idx" ON "evento" USING btree ("id_gremio","inicio");--> statement-breakpoint
CREATE INDEX "evento_recordatorio_idx" ON "evento" USING btree ("inicio") WHERE "evento"."recordatorio" is null and "evento"."estado" = 'abierto';--> statement-breakpoint
CREATE INDEX "evento_inscripcion_jugador_idx" ON "evento_inscripcion" USING btree ("id_player","id_evento");--> statement-breakpoint
CREATE UNIQUE INDEX "plantilla_nombre_uq" ON "plantilla" USING btree ("id_gremio",lower("nombre"));--> statement-breakpoint
ALTER TABLE "distribucion" ADD CONSTRAINT "distribucion_id_plantilla_plantilla_id_plantilla_fk" FOREIGN KEY ("id_plantilla") REFERENCES "public"."plantilla"("id_plantilla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion" ADD CONSTRAINT "distribucion_id_evento_evento_id_evento_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."evento"("id_evento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jugador" ADD CONSTRAINT "jugador_id_player_principal_jugador_id_player_fk" FOREIGN KEY ("id_player_principal") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jugador" ADD CONSTRAINT "jugador_id_player_comercio_jugador_id_player_fk" FOREIGN KEY ("id_player_comercio") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamo_regear" ADD CONSTRAINT "reclamo_regear_id_plantilla_plantilla_id_plantilla_fk" FOREIGN KEY ("id_plantilla") REFERENCES "public"."plantilla"("id_plantilla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jugador_principal_idx" ON "jugador" USING btree ("id_player_principal") WHERE "jugador"."id_player_principal" is not null;--> statement-breakpoint
CREATE INDEX "reclamo_regear_plantilla_idx" ON "reclamo_regear" USING btree ("id_plantilla","estado") WHERE "reclamo_regear"."id_plantilla" is not null;