DROP INDEX "employees_company_name_idx";--> statement-breakpoint
DROP INDEX "employees_company_status_name_idx";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (translate(lower("name"), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_company_sort_name_idx" ON "employees" USING btree ("company_id","sort_name","name","id");--> statement-breakpoint
CREATE INDEX "employees_company_status_sort_name_idx" ON "employees" USING btree ("company_id","status","sort_name","name","id");--> statement-breakpoint
CREATE INDEX "employees_company_admission_idx" ON "employees" USING btree ("company_id","admission_date");