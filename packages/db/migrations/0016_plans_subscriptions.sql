CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"monthly_price_cents" integer NOT NULL,
	"yearly_price_cents" integer NOT NULL,
	"seats" integer,
	"enable_access" boolean NOT NULL,
	"enable_visitor" boolean NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"seats" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_platform_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."platform_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_key" ON "plans" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "plans_trial_key" ON "plans" USING btree ("is_trial") WHERE "plans"."is_trial";--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE POLICY "company_isolation" ON "subscriptions" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
-- The plan every company starts on, and a trial subscription for the companies that exist.
INSERT INTO "plans" ("id", "name", "description", "monthly_price_cents", "yearly_price_cents", "seats", "enable_access", "enable_visitor", "trial_days", "is_public", "is_trial")
VALUES ('01936f00-0000-7000-8000-000000000001', 'Teste', 'Todos os módulos por 30 dias, sem limite de colaboradores.', 0, 0, NULL, true, true, 30, false, true);--> statement-breakpoint
INSERT INTO "subscriptions" ("id", "company_id", "plan_id", "status", "starts_on", "ends_on")
SELECT gen_random_uuid(), c."id", '01936f00-0000-7000-8000-000000000001', 'trial', c."created_at"::date, (c."created_at"::date + 30)
FROM "companies" c;
--> statement-breakpoint
-- Every new company starts on the trial plan, whichever path creates it (sign-up, seed, import).
CREATE FUNCTION "subscribe_new_company"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
DECLARE
	trial record;
BEGIN
	SELECT "id", "trial_days" INTO trial FROM "plans" WHERE "is_trial" LIMIT 1;
	IF trial.id IS NOT NULL THEN
		INSERT INTO "subscriptions" ("id", "company_id", "plan_id", "status", "starts_on", "ends_on")
		VALUES (gen_random_uuid(), NEW."id", trial.id, 'trial', current_date,
			CASE WHEN trial.trial_days > 0 THEN current_date + trial.trial_days END);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "companies_subscription" AFTER INSERT ON "companies"
	FOR EACH ROW EXECUTE FUNCTION "subscribe_new_company"();
