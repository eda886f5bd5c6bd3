CREATE TABLE "punch_reviews" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punch_reviews_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "punch_reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "certificate_sealed" text;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "certificate_subject" text;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "certificate_issuer" text;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "certificate_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "certificate_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "punch_reviews" ADD CONSTRAINT "punch_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_reviews" ADD CONSTRAINT "punch_reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_reviews" ADD CONSTRAINT "punch_reviews_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_reviews_employee_day_idx" ON "punch_reviews" USING btree ("company_id","employee_id","day");--> statement-breakpoint
CREATE POLICY "company_isolation" ON "punch_reviews" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
-- Decisions on flagged punches are part of the evidence trail, like the treatments (0013).
CREATE TRIGGER "punch_reviews_append_only" BEFORE UPDATE OR DELETE ON "punch_reviews"
	FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();--> statement-breakpoint
CREATE TRIGGER "punch_reviews_no_truncate" BEFORE TRUNCATE ON "punch_reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_evidence_change"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "punch_reviews" FROM "ponteiro_app";--> statement-breakpoint
ALTER TABLE "punch_reviews" ADD CONSTRAINT "punch_reviews_decision_check" CHECK ("decision" IN ('approve', 'disregard'));
