CREATE TABLE "notifications" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ta_request_events" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"step" integer NOT NULL,
	"actor_user_id" uuid,
	"on_behalf_of" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "ta_request_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "ta_request_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ta_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"day" date NOT NULL,
	"punched_at" timestamp with time zone,
	"wall_time" text,
	"minutes" integer,
	"leave_type_id" uuid,
	"from_date" date,
	"to_date" date,
	"reason" text NOT NULL,
	"attachment_key" text,
	"attachment_type" text,
	"attachment_name" text,
	"attachment_size" integer,
	"flow_id" uuid,
	"flow_name" text NOT NULL,
	"steps" jsonb NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"approver_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"step_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_user_id" uuid,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"result_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ta_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "ta_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workflow_delegations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"delegate_user_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_delegations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "workflow_delegations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workflow_flows" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"request_type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"conditions" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_flows_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "workflow_flows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_leaves" ADD COLUMN "minutes" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_request_events" ADD CONSTRAINT "ta_request_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_request_events" ADD CONSTRAINT "ta_request_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_request_events" ADD CONSTRAINT "ta_request_events_on_behalf_of_users_id_fk" FOREIGN KEY ("on_behalf_of") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_request_events" ADD CONSTRAINT "ta_request_events_company_id_request_id_ta_requests_company_id_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."ta_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_requests" ADD CONSTRAINT "ta_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_requests" ADD CONSTRAINT "ta_requests_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_requests" ADD CONSTRAINT "ta_requests_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_requests" ADD CONSTRAINT "ta_requests_company_id_leave_type_id_leave_types_company_id_id_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."leave_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_delegations" ADD CONSTRAINT "workflow_delegations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_delegations" ADD CONSTRAINT "workflow_delegations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_delegations" ADD CONSTRAINT "workflow_delegations_delegate_user_id_users_id_fk" FOREIGN KEY ("delegate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_delegations" ADD CONSTRAINT "workflow_delegations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_flows" ADD CONSTRAINT "workflow_flows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("company_id","user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "ta_request_events_request_idx" ON "ta_request_events" USING btree ("company_id","request_id","at");--> statement-breakpoint
CREATE INDEX "ta_requests_employee_idx" ON "ta_requests" USING btree ("company_id","employee_id","day");--> statement-breakpoint
CREATE INDEX "ta_requests_pending_idx" ON "ta_requests" USING btree ("company_id","step_started_at") WHERE "ta_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "workflow_delegations_delegate_idx" ON "workflow_delegations" USING btree ("company_id","delegate_user_id","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_flows_default_idx" ON "workflow_flows" USING btree ("company_id","request_type") WHERE "workflow_flows"."is_default";--> statement-breakpoint
CREATE POLICY "company_isolation" ON "notifications" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "ta_request_events" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "ta_requests" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "workflow_delegations" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "workflow_flows" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
-- Every company has one default flow per request type: the employee's department manager decides,
-- and after 3 days without a decision the company's administrators (ADR 0024). Existing companies
-- get them here; a new one by the trigger, whichever path creates it (sign-up, seed, tests).
CREATE FUNCTION "add_default_flows"(company uuid) RETURNS void LANGUAGE sql SECURITY DEFINER
SET search_path = public AS $$
	INSERT INTO "workflow_flows" ("company_id", "id", "name", "request_type", "is_default", "priority", "conditions", "steps")
	SELECT company, gen_random_uuid(), 'Fluxo padrão', t."type", true, 1000,
		'{"subsidiary_ids":[],"department_ids":[],"min_minutes":null}'::jsonb,
		'[{"approver":"department_manager","role":null,"user_ids":[],"escalate_after_days":3}]'::jsonb
	FROM (VALUES ('manual_punch'), ('overtime'), ('leave')) AS t("type");
$$;--> statement-breakpoint
SELECT "add_default_flows"("id") FROM "companies";--> statement-breakpoint
CREATE FUNCTION "default_flows_of_new_company"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
	PERFORM "add_default_flows"(NEW."id");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "companies_default_flows" AFTER INSERT ON "companies"
	FOR EACH ROW EXECUTE FUNCTION "default_flows_of_new_company"();
