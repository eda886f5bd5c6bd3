-- Row-level security on every table with a company_id: the second wall behind the repositories'
-- company filter. A company-scoped transaction switches to the role "ponteiro_app" and names its
-- company in the transaction-local setting app.company_id (packages/db/src/tenancy); the policies
-- below then hide and refuse every other company's row, and every row when no company is set.
-- The connecting user (owner or superuser) bypasses RLS: sign-in, back-office, seed, migrations.
--
-- Roles belong to the whole cluster: several databases (tests create many at once) may run this
-- together, so "already exists" from a concurrent CREATE is not an error. The migrating user needs
-- to be a superuser or have CREATEROLE, unless a superuser ran the two statements of the hint.
DO $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ponteiro_app') THEN
		CREATE ROLE "ponteiro_app" NOLOGIN;
	END IF;
EXCEPTION
	WHEN duplicate_object OR unique_violation THEN NULL;
	WHEN insufficient_privilege THEN
		RAISE EXCEPTION 'cannot create the role ponteiro_app (row-level security)'
			USING HINT = format('As a superuser: CREATE ROLE ponteiro_app NOLOGIN; GRANT ponteiro_app TO %I;', current_user);
END $$;--> statement-breakpoint
-- SET ROLE needs membership; a superuser has it already, an owner that is not one gets it here.
DO $$
BEGIN
	IF NOT pg_has_role(current_user, 'ponteiro_app', 'MEMBER') THEN
		EXECUTE format('GRANT "ponteiro_app" TO %I', current_user);
	END IF;
EXCEPTION WHEN insufficient_privilege THEN
	RAISE EXCEPTION 'cannot make % a member of ponteiro_app (row-level security)', current_user
		USING HINT = format('As a superuser: GRANT ponteiro_app TO %I;', current_user);
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA "public" TO "ponteiro_app";--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "public" TO "ponteiro_app";--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA "public" TO "ponteiro_app";--> statement-breakpoint
-- Tables and sequences of later migrations (run by the same user) get the same grants.
ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "ponteiro_app";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT USAGE, SELECT ON SEQUENCES TO "ponteiro_app";--> statement-breakpoint
-- Secrets and the back-office's and password reset's own state are never one company's work: a
-- scoped transaction that touches them fails loudly (permission denied). Refresh tokens stay:
-- ending a removed member's sessions in the company is company work (and RLS keeps it to them).
REVOKE ALL ON "password_reset_tokens", "app_secrets", "admin_token_revocations", "auth_throttle", "platform_admins" FROM "ponteiro_app";--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "departments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "positions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subsidiaries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "company_isolation" ON "audit_log" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "refresh_tokens" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "company_members" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "departments" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "employees" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "locations" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "positions" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "subsidiaries" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "company_roles" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "invitations" AS PERMISSIVE FOR ALL TO "ponteiro_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);
