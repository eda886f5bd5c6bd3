CREATE TABLE "company_holidays" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"state" text,
	"city" text,
	"subsidiary_id" uuid,
	"recurring" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_holidays_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_holidays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "holiday_adoptions" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"holiday" text NOT NULL,
	CONSTRAINT "holiday_adoptions_company_id_year_holiday_pk" PRIMARY KEY("company_id","year","holiday")
);
--> statement-breakpoint
ALTER TABLE "holiday_adoptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hours_bank_openings" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"as_of" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hours_bank_openings_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "hours_bank_openings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hours_bank_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"start_month" integer DEFAULT 1 NOT NULL,
	"expiry_months" integer,
	"daily_cap_minutes" integer,
	"period_cap_minutes" integer,
	"multipliers" jsonb NOT NULL,
	"at_expiry" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hours_bank_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_types" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"justified" boolean NOT NULL,
	"paid" boolean NOT NULL,
	"affects_dsr" boolean DEFAULT false NOT NULL,
	"requires_document" boolean DEFAULT false NOT NULL,
	"max_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_holidays" ADD CONSTRAINT "company_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_holidays" ADD CONSTRAINT "company_holidays_company_id_subsidiary_id_subsidiaries_company_id_id_fk" FOREIGN KEY ("company_id","subsidiary_id") REFERENCES "public"."subsidiaries"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_adoptions" ADD CONSTRAINT "holiday_adoptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_bank_openings" ADD CONSTRAINT "hours_bank_openings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_bank_openings" ADD CONSTRAINT "hours_bank_openings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_bank_openings" ADD CONSTRAINT "hours_bank_openings_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_bank_settings" ADD CONSTRAINT "hours_bank_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_holidays_company_date_idx" ON "company_holidays" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "hours_bank_openings_employee_date_key" ON "hours_bank_openings" USING btree ("company_id","employee_id","as_of");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_company_name_key" ON "leave_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_company_code_key" ON "leave_types" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE POLICY "company_isolation" ON "company_holidays" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "holiday_adoptions" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "hours_bank_openings" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "hours_bank_settings" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "leave_types" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
-- The usual Brazilian leave types for every company that exists now; companies created later get
-- them at registration (packages/shared/src/contract/leave-defaults.ts holds the same list).
INSERT INTO "leave_types" ("company_id", "id", "name", "code", "justified", "paid", "affects_dsr", "requires_document", "max_days")
SELECT c."id", gen_random_uuid(), d."name", d."code", d."justified", d."paid", d."affects_dsr", d."requires_document", d."max_days"
FROM "companies" c
CROSS JOIN (VALUES
  ('Atestado médico', 'ATESTADO', true, true, false, true, NULL::integer),
  ('Falecimento (CLT art. 473, I)', 'FALECIMENTO', true, true, false, true, 2),
  ('Casamento (CLT art. 473, II)', 'CASAMENTO', true, true, false, true, 3),
  ('Doação de sangue (CLT art. 473, IV)', 'DOACAO_SANGUE', true, true, false, true, 1),
  ('Licença-maternidade', 'LIC_MATERNIDADE', true, true, false, true, 120),
  ('Licença-paternidade', 'LIC_PATERNIDADE', true, true, false, true, 5),
  ('Férias', 'FERIAS', true, true, false, false, 30),
  ('Folga', 'FOLGA', true, true, false, false, NULL::integer),
  ('Falta injustificada', 'FALTA', false, false, true, false, NULL::integer)
) AS d("name", "code", "justified", "paid", "affects_dsr", "requires_document", "max_days")
ON CONFLICT DO NOTHING;
