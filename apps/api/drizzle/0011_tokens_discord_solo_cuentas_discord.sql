-- Discord's tokens are kept only to read a Discord account's roles at renewal (docs/integraciones.md,
-- "Discord login"); an email account (it has a password) never has its roles read: its tokens go.
UPDATE "cuenta" SET "discord_tokens" = NULL WHERE "password_hash" IS NOT NULL AND "discord_tokens" IS NOT NULL;
