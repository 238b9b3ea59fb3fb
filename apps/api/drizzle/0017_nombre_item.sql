CREATE TABLE "nombre_item" (
	"item" text PRIMARY KEY NOT NULL,
	"es" text,
	"en" text,
	"pt_br" text,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
