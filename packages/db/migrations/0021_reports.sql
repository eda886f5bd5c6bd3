CREATE TABLE "payroll_event_codes" (
	"company_id" uuid NOT NULL,
	"event" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_event_codes_company_id_event_pk" PRIMARY KEY("company_id","event")
);
--> statement-breakpoint
ALTER TABLE "payroll_event_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payroll_layouts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"layout" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_layouts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "payroll_layouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_jobs" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"requested_by" uuid,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL,
	CONSTRAINT "report_jobs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "report_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "developer_document" text;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "developer_name" text;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "developer_email" text;--> statement-breakpoint
ALTER TABLE "payroll_event_codes" ADD CONSTRAINT "payroll_event_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_layouts" ADD CONSTRAINT "payroll_layouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_layouts_name_idx" ON "payroll_layouts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "report_jobs_requested_idx" ON "report_jobs" USING btree ("company_id","requested_by","created_at");--> statement-breakpoint
CREATE INDEX "report_jobs_expires_idx" ON "report_jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE POLICY "company_isolation" ON "payroll_event_codes" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "payroll_layouts" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "report_jobs" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);