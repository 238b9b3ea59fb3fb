CREATE TABLE "apunte_libro" (
	"id_apunte" bigserial PRIMARY KEY NOT NULL,
	"id_transaccion" bigint NOT NULL,
	"id_cuenta_libro" integer NOT NULL,
	"silver" bigint NOT NULL,
	"saldo" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuenta_libro" (
	"id_cuenta_libro" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"tipo" text NOT NULL,
	"clave" text,
	"nombre" text,
	"id_player" integer,
	"saldo" bigint DEFAULT 0 NOT NULL,
	"fecha_alta" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limite_retiro" (
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"id_cargo" smallint NOT NULL,
	"silver_semana" bigint NOT NULL,
	CONSTRAINT "limite_retiro_id_gremio_id_cargo_pk" PRIMARY KEY("id_gremio","id_cargo")
);
--> statement-breakpoint
CREATE TABLE "retiro" (
	"id_retiro" serial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"id_player" integer NOT NULL,
	"silver" bigint NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"razon" text,
	"id_cuenta_solicitante" integer NOT NULL,
	"id_cuenta_revisor" integer,
	"fecha_revision" timestamp with time zone,
	"id_cuenta_pagador" integer,
	"fecha_pago" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transaccion_libro" (
	"id_transaccion" bigserial PRIMARY KEY NOT NULL,
	"id_gremio" smallint DEFAULT 1 NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"concepto" text NOT NULL,
	"id_periodo" integer,
	"id_reclamo" integer,
	"id_retiro" integer,
	"id_cuenta" integer,
	"revierte" bigint,
	"razon" text
);
--> statement-breakpoint
ALTER TABLE "periodo" ADD COLUMN "modo_pago" text DEFAULT 'al_finalizar' NOT NULL;--> statement-breakpoint
ALTER TABLE "apunte_libro" ADD CONSTRAINT "apunte_libro_id_transaccion_transaccion_libro_id_transaccion_fk" FOREIGN KEY ("id_transaccion") REFERENCES "public"."transaccion_libro"("id_transaccion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apunte_libro" ADD CONSTRAINT "apunte_libro_id_cuenta_libro_cuenta_libro_id_cuenta_libro_fk" FOREIGN KEY ("id_cuenta_libro") REFERENCES "public"."cuenta_libro"("id_cuenta_libro") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_libro" ADD CONSTRAINT "cuenta_libro_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_libro" ADD CONSTRAINT "cuenta_libro_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limite_retiro" ADD CONSTRAINT "limite_retiro_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limite_retiro" ADD CONSTRAINT "limite_retiro_id_cargo_cargo_id_cargo_fk" FOREIGN KEY ("id_cargo") REFERENCES "public"."cargo"("id_cargo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_id_player_jugador_id_player_fk" FOREIGN KEY ("id_player") REFERENCES "public"."jugador"("id_player") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_id_cuenta_solicitante_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_solicitante") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_id_cuenta_revisor_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_revisor") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_id_cuenta_pagador_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta_pagador") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaccion_libro" ADD CONSTRAINT "transaccion_libro_id_gremio_gremio_id_gremio_fk" FOREIGN KEY ("id_gremio") REFERENCES "public"."gremio"("id_gremio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaccion_libro" ADD CONSTRAINT "transaccion_libro_id_periodo_periodo_id_periodo_fk" FOREIGN KEY ("id_periodo") REFERENCES "public"."periodo"("id_periodo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaccion_libro" ADD CONSTRAINT "transaccion_libro_id_reclamo_reclamo_regear_id_reclamo_fk" FOREIGN KEY ("id_reclamo") REFERENCES "public"."reclamo_regear"("id_reclamo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaccion_libro" ADD CONSTRAINT "transaccion_libro_id_cuenta_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apunte_libro_cuenta_idx" ON "apunte_libro" USING btree ("id_cuenta_libro","id_apunte");--> statement-breakpoint
CREATE INDEX "apunte_libro_transaccion_idx" ON "apunte_libro" USING btree ("id_transaccion");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_libro_jugador_uq" ON "cuenta_libro" USING btree ("id_gremio","id_player");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_libro_clave_uq" ON "cuenta_libro" USING btree ("id_gremio","clave");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_libro_nombre_uq" ON "cuenta_libro" USING btree ("id_gremio",lower("nombre"));--> statement-breakpoint
CREATE INDEX "retiro_jugador_idx" ON "retiro" USING btree ("id_player","id_retiro");--> statement-breakpoint
CREATE INDEX "retiro_estado_idx" ON "retiro" USING btree ("estado","id_retiro");--> statement-breakpoint
CREATE INDEX "transaccion_libro_periodo_idx" ON "transaccion_libro" USING btree ("id_periodo");--> statement-breakpoint
CREATE INDEX "transaccion_libro_reclamo_idx" ON "transaccion_libro" USING btree ("id_reclamo");--> statement-breakpoint
CREATE INDEX "transaccion_libro_retiro_idx" ON "transaccion_libro" USING btree ("id_retiro");--> statement-breakpoint
CREATE INDEX "transaccion_libro_revierte_idx" ON "transaccion_libro" USING btree ("revierte");--> statement-breakpoint
CREATE INDEX "transaccion_libro_fecha_idx" ON "transaccion_libro" USING btree ("fecha");--> statement-breakpoint
-- The ledger (docs/libro.md, docs/decisions/017-libro.md). Owner of cuenta_libro, transaccion_libro,
-- apunte_libro, retiro and limite_retiro: the guild (id_gremio, 1 today).
ALTER TABLE "periodo" ADD CONSTRAINT "periodo_modo_pago_ck" CHECK ("modo_pago" in ('al_finalizar', 'acumular'));--> statement-breakpoint
ALTER TABLE "cuenta_libro" ADD CONSTRAINT "cuenta_libro_tipo_ck" CHECK (
  ("tipo" = 'jugador' and "id_player" is not null and "clave" is null and "nombre" is null)
  or ("tipo" = 'gremio' and "id_player" is null and ("clave" is not null or "nombre" is not null)));--> statement-breakpoint
ALTER TABLE "cuenta_libro" ADD CONSTRAINT "cuenta_libro_clave_ck" CHECK ("clave" in ('botin', 'tesoreria', 'fondo_regear', 'pagado_juego'));--> statement-breakpoint
ALTER TABLE "apunte_libro" ADD CONSTRAINT "apunte_libro_silver_ck" CHECK ("silver" <> 0);--> statement-breakpoint
ALTER TABLE "transaccion_libro" ADD CONSTRAINT "transaccion_libro_revierte_fk" FOREIGN KEY ("revierte") REFERENCES "transaccion_libro"("id_transaccion");--> statement-breakpoint
ALTER TABLE "transaccion_libro" ADD CONSTRAINT "transaccion_libro_id_retiro_fk" FOREIGN KEY ("id_retiro") REFERENCES "retiro"("id_retiro");--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_estado_ck" CHECK ("estado" in ('pendiente', 'aprobado', 'rechazado', 'pagado', 'cancelado'));--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_silver_ck" CHECK ("silver" > 0);--> statement-breakpoint
ALTER TABLE "limite_retiro" ADD CONSTRAINT "limite_retiro_silver_ck" CHECK ("silver_semana" > 0);--> statement-breakpoint
-- Entries and transactions are never updated or deleted: a mistake is a reversing transaction.
CREATE FUNCTION "libro_solo_anadir"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El libro no se modifica ni se borra: se revierte con otra transacción (docs/libro.md)';
END
$$;--> statement-breakpoint
CREATE TRIGGER "apunte_libro_solo_anadir" BEFORE UPDATE OR DELETE ON "apunte_libro"
  FOR EACH ROW EXECUTE FUNCTION "libro_solo_anadir"();--> statement-breakpoint
CREATE TRIGGER "transaccion_libro_solo_anadir" BEFORE UPDATE OR DELETE ON "transaccion_libro"
  FOR EACH ROW EXECUTE FUNCTION "libro_solo_anadir"();--> statement-breakpoint
-- The guild's fixed accounts (their names are the catalogue's, in the reader's language).
INSERT INTO "cuenta_libro" ("tipo", "clave") VALUES
  ('gremio', 'botin'), ('gremio', 'tesoreria'), ('gremio', 'fondo_regear'), ('gremio', 'pagado_juego');--> statement-breakpoint
-- The history as ledger transactions, from the spec's tables (docs/decisions/017-libro.md, «The proof»):
-- one close per closed period (Botín −(silver + tax) · each player +share · Tesorería +the rest: tax + remainder),
-- one credit per claim approved or paid in a closed period (Fondo de regear −x · player +x), one
-- transaction per payment and per regear payment (player −x · Pagado en el juego +x). Ids follow the
-- dates. Only on an empty ledger: the bench's seed calls it after its bulk load.
CREATE FUNCTION "libro_desde_proyecciones"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM transaccion_libro) THEN
    RAISE EXCEPTION 'El libro ya tiene transacciones';
  END IF;
  INSERT INTO cuenta_libro (tipo, id_player)
    SELECT 'jugador', j.id_player FROM jugador j
     WHERE NOT EXISTS (SELECT 1 FROM cuenta_libro c WHERE c.id_gremio = 1 AND c.id_player = j.id_player)
     ORDER BY j.id_player;
  CREATE TEMP TABLE libro_tx ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY fecha, prioridad, id_periodo, id_reclamo, id_player)::bigint AS id, t.*
      FROM (
        SELECT coalesce(p.fecha_final, p.fecha_inicial) AS fecha, 0 AS prioridad, 'cierre' AS concepto, p.id_periodo,
               NULL::int AS id_reclamo, NULL::int AS id_player, NULL::bigint AS silver, NULL::int AS id_cuenta
          FROM periodo p
         WHERE p.id_estado_distribucion IN (1, 2)
           AND EXISTS (SELECT 1 FROM distribucion d WHERE d.id_periodo = p.id_periodo AND d.estado AND d.silver + d.impuesto > 0)
        UNION ALL
        SELECT greatest(coalesce(p.fecha_final, p.fecha_inicial), coalesce(r.fecha_revision, r.fecha_reclamo)), 1, 'regear',
               r.id_periodo, r.id_reclamo, r.id_player, r.silver, r.id_cuenta_revisor
          FROM reclamo_regear r JOIN periodo p ON p.id_periodo = r.id_periodo
         WHERE r.estado IN ('aprobado', 'pagado') AND r.silver > 0 AND p.id_estado_distribucion IN (1, 2)
        UNION ALL
        SELECT pg.fecha_pago, 2, 'pago', pg.id_periodo, NULL, pg.id_player, pg.silver, pg.id_cuenta_distribuidor
          FROM pago pg WHERE pg.silver > 0
        UNION ALL
        SELECT pr.fecha_pago, 2, 'pago_regear', pr.id_periodo, pr.id_reclamo, r.id_player, pr.silver, pr.id_cuenta_distribuidor
          FROM pago_regear pr JOIN reclamo_regear r ON r.id_reclamo = pr.id_reclamo WHERE pr.silver > 0
      ) t;
  INSERT INTO transaccion_libro (id_transaccion, fecha, concepto, id_periodo, id_reclamo, id_cuenta)
    SELECT id, fecha, concepto, id_periodo, id_reclamo, id_cuenta FROM libro_tx ORDER BY id;
  CREATE TEMP TABLE libro_ap ON COMMIT DROP AS
    WITH cuentas AS (SELECT id_cuenta_libro, id_player, clave FROM cuenta_libro WHERE id_gremio = 1),
    cierre AS (SELECT id, id_periodo FROM libro_tx WHERE concepto = 'cierre'),
    guild AS (
      SELECT c.id, sum(d.silver + d.impuesto) AS bruto
        FROM cierre c JOIN distribucion d ON d.id_periodo = c.id_periodo AND d.estado GROUP BY c.id),
    partes AS (
      SELECT c.id, dj.id_player, sum(dj.silver_unitario) AS parte
        FROM cierre c JOIN distribucion_jugador dj ON dj.id_periodo = c.id_periodo AND dj.estado
       GROUP BY c.id, dj.id_player HAVING sum(dj.silver_unitario) > 0)
    SELECT g.id, 0 AS orden, (SELECT id_cuenta_libro FROM cuentas WHERE clave = 'botin') AS cuenta, -g.bruto AS silver FROM guild g
    UNION ALL
    SELECT p.id, 1, cu.id_cuenta_libro, p.parte FROM partes p JOIN cuentas cu ON cu.id_player = p.id_player
    UNION ALL
    SELECT g.id, 2, (SELECT id_cuenta_libro FROM cuentas WHERE clave = 'tesoreria'),
           g.bruto - coalesce((SELECT sum(p.parte) FROM partes p WHERE p.id = g.id), 0) FROM guild g
     WHERE g.bruto <> coalesce((SELECT sum(p.parte) FROM partes p WHERE p.id = g.id), 0)
    UNION ALL
    SELECT t.id, 0, (SELECT id_cuenta_libro FROM cuentas WHERE clave = 'fondo_regear'), -t.silver FROM libro_tx t WHERE t.concepto = 'regear'
    UNION ALL
    SELECT t.id, 1, cu.id_cuenta_libro, t.silver FROM libro_tx t JOIN cuentas cu ON cu.id_player = t.id_player WHERE t.concepto = 'regear'
    UNION ALL
    SELECT t.id, 0, cu.id_cuenta_libro, -t.silver FROM libro_tx t JOIN cuentas cu ON cu.id_player = t.id_player
     WHERE t.concepto IN ('pago', 'pago_regear')
    UNION ALL
    SELECT t.id, 1, (SELECT id_cuenta_libro FROM cuentas WHERE clave = 'pagado_juego'), t.silver FROM libro_tx t
     WHERE t.concepto IN ('pago', 'pago_regear');
  INSERT INTO apunte_libro (id_apunte, id_transaccion, id_cuenta_libro, silver, saldo)
    SELECT row_number() OVER w, id, cuenta, silver,
           sum(silver) OVER (PARTITION BY cuenta ORDER BY id, orden, cuenta ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
      FROM libro_ap
    WINDOW w AS (ORDER BY id, orden, cuenta);
  UPDATE cuenta_libro c SET saldo = s.total
    FROM (SELECT id_cuenta_libro, sum(silver) AS total FROM apunte_libro GROUP BY id_cuenta_libro) s
   WHERE s.id_cuenta_libro = c.id_cuenta_libro;
  PERFORM setval(pg_get_serial_sequence('transaccion_libro', 'id_transaccion'), coalesce((SELECT max(id_transaccion) FROM transaccion_libro), 0) + 1, false);
  PERFORM setval(pg_get_serial_sequence('apunte_libro', 'id_apunte'), coalesce((SELECT max(id_apunte) FROM apunte_libro), 0) + 1, false);
END
$$;--> statement-breakpoint
SELECT "libro_desde_proyecciones"();
