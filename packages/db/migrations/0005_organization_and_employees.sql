CREATE TABLE "locations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_meters" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
DROP INDEX "positions_company_name_key";--> statement-breakpoint
DROP INDEX "subsidiaries_company_name_key";--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "manager_employee_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "device_pin" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "badge" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "photo_type" text;--> statement-breakpoint
ALTER TABLE "subsidiaries" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "subsidiaries" ADD COLUMN "cno_caepf_type" text;--> statement-breakpoint
ALTER TABLE "subsidiaries" ADD COLUMN "rep_inpi_number" text;--> statement-breakpoint
ALTER TABLE "subsidiaries" ADD COLUMN "last_nsr" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_company_name_key" ON "locations" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_manager_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","manager_employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_sibling_name_key" ON "departments" USING btree ("company_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_registration_key" ON "employees" USING btree ("company_id","registration");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_device_pin_key" ON "employees" USING btree ("company_id","device_pin");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_badge_key" ON "employees" USING btree ("company_id","badge");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_user_key" ON "employees" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "employees_company_status_name_idx" ON "employees" USING btree ("company_id","status","name");--> statement-breakpoint
CREATE INDEX "employees_company_subsidiary_idx" ON "employees" USING btree ("company_id","subsidiary_id");--> statement-breakpoint
CREATE INDEX "employees_company_department_idx" ON "employees" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_company_position_idx" ON "employees" USING btree ("company_id","position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_company_name_key" ON "positions" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "subsidiaries_company_name_key" ON "subsidiaries" USING btree ("company_id",lower("name"));