ALTER TABLE "cuenta" ADD COLUMN "idioma" text;--> statement-breakpoint
ALTER TABLE "cuenta" ADD CONSTRAINT "cuenta_idioma_ck" CHECK ("idioma" in ('es', 'pt-BR', 'en'));
