ALTER TABLE "leave_types" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
-- The usual list (migration 0012, DEFAULT_LEAVE_TYPES) names annual leave FERIAS.
UPDATE "leave_types" SET "category" = 'vacation' WHERE upper("code") = 'FERIAS';