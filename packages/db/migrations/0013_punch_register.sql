CREATE TABLE "punch_treatments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid,
	"target_id" uuid,
	"punched_at" timestamp with time zone,
	"time_zone" text,
	"day" date,
	"reason" text NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punch_treatments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "punch_treatments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "register_records" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"subsidiary_id" uuid NOT NULL,
	"nsr" bigint NOT NULL,
	"type" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"employee_id" uuid,
	"cpf" text,
	"name" text,
	"operation" text,
	"punched_at" timestamp with time zone,
	"adjusted_at" timestamp with time zone,
	"collector" text,
	"offline" boolean,
	"hash" text,
	"event" text,
	"employer" jsonb,
	"responsible_cpf" text,
	"user_id" uuid,
	"source_key" text,
	"details" jsonb,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "register_records_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "register_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "register_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"responsible_cpf" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "register_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subsidiaries" ADD COLUMN "last_punch_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "punch_treatments" ADD CONSTRAINT "punch_treatments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_treatments" ADD CONSTRAINT "punch_treatments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_treatments" ADD CONSTRAINT "punch_treatments_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_treatments" ADD CONSTRAINT "punch_treatments_company_id_record_id_register_records_company_id_id_fk" FOREIGN KEY ("company_id","record_id") REFERENCES "public"."register_records"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_records" ADD CONSTRAINT "register_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_records" ADD CONSTRAINT "register_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_records" ADD CONSTRAINT "register_records_company_id_subsidiary_id_subsidiaries_company_id_id_fk" FOREIGN KEY ("company_id","subsidiary_id") REFERENCES "public"."subsidiaries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_settings" ADD CONSTRAINT "register_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_treatments_employee_idx" ON "punch_treatments" USING btree ("company_id","employee_id","punched_at");--> statement-breakpoint
CREATE INDEX "punch_treatments_record_idx" ON "punch_treatments" USING btree ("company_id","record_id");--> statement-breakpoint
CREATE INDEX "punch_treatments_target_idx" ON "punch_treatments" USING btree ("company_id","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_records_nsr_key" ON "register_records" USING btree ("company_id","subsidiary_id","nsr");--> statement-breakpoint
CREATE UNIQUE INDEX "register_records_source_key" ON "register_records" USING btree ("company_id","source_key") WHERE "register_records"."source_key" is not null;--> statement-breakpoint
CREATE INDEX "register_records_employee_punch_idx" ON "register_records" USING btree ("company_id","employee_id","punched_at") WHERE "register_records"."type" = '7';--> statement-breakpoint
CREATE INDEX "register_records_punch_idx" ON "register_records" USING btree ("company_id","punched_at") WHERE "register_records"."type" = '7';--> statement-breakpoint
CREATE POLICY "company_isolation" ON "punch_treatments" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "register_records" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "register_settings" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
-- The register (ARP) and the treatments beside it are evidence (Portaria 671 Anexo IX item 7): no
-- row is ever changed or removed, whoever asks. The trigger holds for every role, the owner too;
-- the app role also loses the privileges.
CREATE FUNCTION "refuse_evidence_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "register_records_append_only" BEFORE UPDATE OR DELETE ON "register_records"
	FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();--> statement-breakpoint
CREATE TRIGGER "register_records_no_truncate" BEFORE TRUNCATE ON "register_records"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_evidence_change"();--> statement-breakpoint
CREATE TRIGGER "punch_treatments_append_only" BEFORE UPDATE OR DELETE ON "punch_treatments"
	FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();--> statement-breakpoint
CREATE TRIGGER "punch_treatments_no_truncate" BEFORE TRUNCATE ON "punch_treatments"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_evidence_change"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "register_records", "punch_treatments" FROM "ponteiro_app";--> statement-breakpoint
ALTER TABLE "register_records" ADD CONSTRAINT "register_records_nsr_range" CHECK ("nsr" BETWEEN 1 AND 999999999);
