-- Data version for the API's read cache (apps/api/src/lib/read-cache.ts, docs/performance.md).
-- Every transaction that changes a table the cached answers read from takes the next value of
-- version_datos_seq once, at commit (deferred constraint triggers), holding the shared advisory lock
-- 7306001 until it ends. A reader that recomputes takes the same lock exclusively before reading the
-- version, so the rows it reads include every change that version counts. Writers never wait for each
-- other (shared lock, sequence): concurrent writes stay concurrent.
CREATE SEQUENCE "version_datos_seq";
--> statement-breakpoint
SELECT setval('version_datos_seq', 1, true);
--> statement-breakpoint
CREATE FUNCTION "marcar_version_datos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('reparto.version_marcada', true), '') <> '1' THEN
    PERFORM set_config('reparto.version_marcada', '1', true);
    PERFORM pg_advisory_xact_lock_shared(7306001);
    PERFORM nextval('version_datos_seq');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "periodo" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "distribucion" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "distribucion_jugador" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "pago" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "jugador" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "cuenta" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "cargo" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "rol" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "lugar_distribucion" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_datos" AFTER INSERT OR UPDATE OR DELETE ON "estado_distribucion" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE TRIGGER "version_datos_truncate" AFTER TRUNCATE ON "periodo" FOR EACH STATEMENT EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE TRIGGER "version_datos_truncate" AFTER TRUNCATE ON "distribucion" FOR EACH STATEMENT EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE TRIGGER "version_datos_truncate" AFTER TRUNCATE ON "distribucion_jugador" FOR EACH STATEMENT EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE TRIGGER "version_datos_truncate" AFTER TRUNCATE ON "pago" FOR EACH STATEMENT EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE TRIGGER "version_datos_truncate" AFTER TRUNCATE ON "jugador" FOR EACH STATEMENT EXECUTE FUNCTION "marcar_version_datos"();
--> statement-breakpoint
CREATE TRIGGER "version_datos_truncate" AFTER TRUNCATE ON "cuenta" FOR EACH STATEMENT EXECUTE FUNCTION "marcar_version_datos"();
