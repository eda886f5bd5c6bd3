-- Old counters meant "failures since ever" with a lock: with leaky buckets they would be wrong.
DELETE FROM "auth_throttle";--> statement-breakpoint
CREATE TABLE "admin_token_revocations" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_throttle" ALTER COLUMN "failures" SET DATA TYPE double precision;--> statement-breakpoint
CREATE INDEX "admin_token_revocations_expires_idx" ON "admin_token_revocations" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "auth_throttle" DROP COLUMN "locked_until";