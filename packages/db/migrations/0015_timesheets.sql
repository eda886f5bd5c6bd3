CREATE SEQUENCE "public"."timesheet_dirty_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "employee_leaves" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"document_key" text,
	"document_type" text,
	"document_name" text,
	"document_size" integer,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	CONSTRAINT "employee_leaves_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_leaves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timesheet_days" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"result" jsonb,
	"schedule_id" uuid,
	"stale" boolean DEFAULT true NOT NULL,
	"dirty_seq" bigint DEFAULT nextval('timesheet_dirty_seq') NOT NULL,
	"computed_at" timestamp with time zone,
	CONSTRAINT "timesheet_days_company_id_employee_id_day_pk" PRIMARY KEY("company_id","employee_id","day")
);
--> statement-breakpoint
ALTER TABLE "timesheet_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timesheet_periods" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"reopened_at" timestamp with time zone,
	"reopened_by" uuid,
	"reopen_reason" text,
	"acceptance" text,
	"acceptance_note" text,
	"accepted_at" timestamp with time zone,
	"accepted_ip" text,
	CONSTRAINT "timesheet_periods_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "timesheet_periods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_leaves" ADD CONSTRAINT "employee_leaves_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_leaves" ADD CONSTRAINT "employee_leaves_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_leaves" ADD CONSTRAINT "employee_leaves_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_leaves" ADD CONSTRAINT "employee_leaves_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_leaves" ADD CONSTRAINT "employee_leaves_company_id_leave_type_id_leave_types_company_id_id_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."leave_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_periods" ADD CONSTRAINT "timesheet_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_periods" ADD CONSTRAINT "timesheet_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_periods" ADD CONSTRAINT "timesheet_periods_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_periods" ADD CONSTRAINT "timesheet_periods_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_leaves_employee_idx" ON "employee_leaves" USING btree ("company_id","employee_id","from_date");--> statement-breakpoint
CREATE INDEX "timesheet_days_stale_idx" ON "timesheet_days" USING btree ("company_id","day") WHERE "timesheet_days"."stale";--> statement-breakpoint
CREATE INDEX "timesheet_periods_employee_idx" ON "timesheet_periods" USING btree ("company_id","employee_id","from_date") WHERE "timesheet_periods"."reopened_at" is null;--> statement-breakpoint
CREATE POLICY "company_isolation" ON "employee_leaves" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "timesheet_days" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "timesheet_periods" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
-- Every input of the engine marks the employee-days it changes as stale (ADR 0020), in the same
-- transaction as the change, so no writer (the web punch, a device, an import) can forget it.
-- Punches, treatments and leave create the days they touch (bounded ranges); changes that reach
-- far (assignments, versions, holidays) mark only the days already stored.
CREATE FUNCTION "timesheet_mark"(p_company uuid, p_employee uuid, p_from date, p_to date, p_create boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p_employee IS NULL OR p_from IS NULL THEN RETURN; END IF;
	IF p_create THEN
		INSERT INTO "timesheet_days" ("company_id", "employee_id", "day")
		SELECT p_company, p_employee, g::date FROM generate_series(p_from, coalesce(p_to, p_from), interval '1 day') g
		ON CONFLICT ("company_id", "employee_id", "day")
			DO UPDATE SET "stale" = true, "dirty_seq" = nextval('timesheet_dirty_seq');
	ELSE
		UPDATE "timesheet_days" SET "stale" = true, "dirty_seq" = nextval('timesheet_dirty_seq')
		WHERE "company_id" = p_company AND "employee_id" = p_employee AND "day" >= p_from
			AND (p_to IS NULL OR "day" <= p_to);
	END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "timesheet_mark_punches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "timesheet_days" ("company_id", "employee_id", "day")
	SELECT DISTINCT n.company_id, n.employee_id, g::date
	FROM new_rows n
	CROSS JOIN LATERAL generate_series(
		(n.punched_at AT TIME ZONE n.time_zone)::date - 1,
		(n.punched_at AT TIME ZONE n.time_zone)::date + 1,
		interval '1 day') g
	WHERE n.type = '7' AND n.employee_id IS NOT NULL AND n.punched_at IS NOT NULL
	ON CONFLICT ("company_id", "employee_id", "day")
		DO UPDATE SET "stale" = true, "dirty_seq" = nextval('timesheet_dirty_seq');
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "register_records_timesheet" AFTER INSERT ON "register_records"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_mark_punches"();--> statement-breakpoint
CREATE FUNCTION "timesheet_mark_treatment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	first_day date;
	last_day date;
BEGIN
	IF NEW.kind = 'include' THEN
		first_day := least(NEW.day, (NEW.punched_at AT TIME ZONE NEW.time_zone)::date);
		last_day := greatest(NEW.day, (NEW.punched_at AT TIME ZONE NEW.time_zone)::date);
	ELSIF NEW.kind = 'disregard' THEN
		SELECT (r.punched_at AT TIME ZONE r.time_zone)::date INTO first_day
		FROM "register_records" r WHERE r.company_id = NEW.company_id AND r.id = NEW.record_id;
		last_day := first_day;
	ELSE
		SELECT least(t.day, (t.punched_at AT TIME ZONE t.time_zone)::date, (r.punched_at AT TIME ZONE r.time_zone)::date),
			greatest(t.day, (t.punched_at AT TIME ZONE t.time_zone)::date, (r.punched_at AT TIME ZONE r.time_zone)::date)
		INTO first_day, last_day
		FROM "punch_treatments" t
		LEFT JOIN "register_records" r ON r.company_id = t.company_id AND r.id = t.record_id
		WHERE t.company_id = NEW.company_id AND t.id = NEW.target_id;
	END IF;
	PERFORM "timesheet_mark"(NEW.company_id, NEW.employee_id, first_day - 1, last_day + 1, true);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "punch_treatments_timesheet" AFTER INSERT ON "punch_treatments"
	FOR EACH ROW EXECUTE FUNCTION "timesheet_mark_treatment"();--> statement-breakpoint
CREATE FUNCTION "timesheet_mark_leave"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "timesheet_mark"(NEW.company_id, NEW.employee_id, NEW.from_date, NEW.to_date, true);
	IF TG_OP = 'UPDATE' AND (OLD.from_date <> NEW.from_date OR OLD.to_date <> NEW.to_date) THEN
		PERFORM "timesheet_mark"(OLD.company_id, OLD.employee_id, OLD.from_date, OLD.to_date, true);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "employee_leaves_timesheet" AFTER INSERT OR UPDATE ON "employee_leaves"
	FOR EACH ROW EXECUTE FUNCTION "timesheet_mark_leave"();--> statement-breakpoint
CREATE FUNCTION "timesheet_mark_assignment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "timesheet_mark"(OLD.company_id, OLD.employee_id, OLD.effective_from - 1, NULL, false);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "timesheet_mark"(NEW.company_id, NEW.employee_id, NEW.effective_from - 1, NULL, false);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "employee_schedules_timesheet" AFTER INSERT OR UPDATE OR DELETE ON "employee_schedules"
	FOR EACH ROW EXECUTE FUNCTION "timesheet_mark_assignment"();--> statement-breakpoint
CREATE FUNCTION "timesheet_mark_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v record;
BEGIN
	v := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	UPDATE "timesheet_days" d SET "stale" = true, "dirty_seq" = nextval('timesheet_dirty_seq')
	WHERE d.company_id = v.company_id AND d.day >= v.effective_from - 1
		AND d.employee_id IN (SELECT es.employee_id FROM "employee_schedules" es
			WHERE es.company_id = v.company_id AND es.schedule_id = v.schedule_id);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "schedule_versions_timesheet" AFTER INSERT OR UPDATE OR DELETE ON "schedule_versions"
	FOR EACH ROW EXECUTE FUNCTION "timesheet_mark_version"();--> statement-breakpoint
CREATE FUNCTION "timesheet_mark_holiday"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	h record;
BEGIN
	h := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	FOR i IN 1..(CASE WHEN TG_OP = 'UPDATE' THEN 2 ELSE 1 END) LOOP
		IF i = 2 THEN h := OLD; END IF;
		UPDATE "timesheet_days" d SET "stale" = true, "dirty_seq" = nextval('timesheet_dirty_seq')
		WHERE d.company_id = h.company_id AND (
			(NOT h.recurring AND d.day BETWEEN h.date - 1 AND h.date + 1)
			OR (h.recurring AND to_char(d.day, 'MM-DD') IN (
				to_char(h.date - 1, 'MM-DD'), to_char(h.date, 'MM-DD'), to_char(h.date + 1, 'MM-DD'))));
	END LOOP;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "company_holidays_timesheet" AFTER INSERT OR UPDATE OR DELETE ON "company_holidays"
	FOR EACH ROW EXECUTE FUNCTION "timesheet_mark_holiday"();--> statement-breakpoint
CREATE FUNCTION "timesheet_mark_adoption"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	a record;
BEGIN
	a := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	UPDATE "timesheet_days" d SET "stale" = true, "dirty_seq" = nextval('timesheet_dirty_seq')
	WHERE d.company_id = a.company_id AND extract(year FROM d.day) = a.year;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "holiday_adoptions_timesheet" AFTER INSERT OR DELETE ON "holiday_adoptions"
	FOR EACH ROW EXECUTE FUNCTION "timesheet_mark_adoption"();--> statement-breakpoint
CREATE FUNCTION "timesheet_mark_workplace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "timesheet_mark"(NEW.company_id, NEW.id, '-infinity'::date, NULL, false);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "employees_timesheet" AFTER UPDATE OF "subsidiary_id" ON "employees"
	FOR EACH ROW WHEN (OLD.subsidiary_id IS DISTINCT FROM NEW.subsidiary_id)
	EXECUTE FUNCTION "timesheet_mark_workplace"();
