-- «Entrar con Discord» (docs/integraciones.md, "Discord login"): an account may be a Discord one (no email, no
-- password; discord_user_id unique, the link to its player). discord_estado keeps each login's state and
-- PKCE verifier for 10 minutes, single-use; discord_ingreso the one-time codes the browser exchanges for
-- the app's token (only their SHA-256). Discord's tokens are stored encrypted (AES-256-GCM).
CREATE TABLE "discord_estado" (
	"estado" text PRIMARY KEY NOT NULL,
	"verificador" text NOT NULL,
	"id_cuenta" integer,
	"expira" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_ingreso" (
	"codigo_hash" text PRIMARY KEY NOT NULL,
	"discord_user_id" text NOT NULL,
	"discord_nombre" text NOT NULL,
	"apodo" text NOT NULL,
	"roles" jsonb NOT NULL,
	"tokens" text NOT NULL,
	"expira" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cuenta" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cuenta" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cuenta" ADD COLUMN "discord_user_id" text;--> statement-breakpoint
ALTER TABLE "cuenta" ADD COLUMN "discord_nombre" text;--> statement-breakpoint
ALTER TABLE "cuenta" ADD COLUMN "discord_tokens" text;--> statement-breakpoint
ALTER TABLE "discord_estado" ADD CONSTRAINT "discord_estado_id_cuenta_cuenta_id_cuenta_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuenta"("id_cuenta") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_discord_uq" ON "cuenta" USING btree ("discord_user_id");