ALTER TABLE "distribucion" ADD COLUMN "impuesto" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "distribucion" ADD COLUMN "resto" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "distribucion" ADD COLUMN "desglose" jsonb;--> statement-breakpoint
ALTER TABLE "distribucion_jugador" ADD COLUMN "peso_decimas" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
-- Distributions stored before: every weight was 1, so the guild kept silver − share × players.
UPDATE "distribucion" d SET "resto" = d."silver" - d."silver_unitario" * (SELECT count(*) FROM "distribucion_jugador" j WHERE j."id_distribucion" = d."id_distribucion");
