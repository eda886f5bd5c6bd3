-- The permission tree moved System under Settings (`system.role_permission` became
-- `settings.system.role_permission`). Custom roles stored the old keys, which the new tree does not
-- know and would silently drop: rewrite them in place, keep every other key and the stored order,
-- add the new `settings` parent when it is missing and remove any duplicate the rewrite creates.
-- Built-in roles store nothing; audit rows keep the keys as they were written.
UPDATE "company_roles" AS r
SET "permissions" = moved."permissions", "updated_at" = now()
FROM (
	SELECT k."company_id", k."id", jsonb_agg(k."key" ORDER BY k."ord") AS "permissions"
	FROM (
		SELECT DISTINCT ON (x."company_id", x."id", x."key") x."company_id", x."id", x."key", x."ord"
		FROM (
			SELECT c."company_id", c."id", 0::bigint AS "ord", 'settings' AS "key"
			FROM "company_roles" AS c
			WHERE jsonb_typeof(c."permissions") = 'array'
			UNION ALL
			SELECT c."company_id", c."id", e."ord",
				CASE WHEN e."key" = 'system' OR e."key" LIKE 'system.%' THEN 'settings.' || e."key" ELSE e."key" END
			FROM "company_roles" AS c,
				jsonb_array_elements_text(c."permissions") WITH ORDINALITY AS e("key", "ord")
			WHERE jsonb_typeof(c."permissions") = 'array'
		) AS x
		ORDER BY x."company_id", x."id", x."key", x."ord"
	) AS k
	GROUP BY k."company_id", k."id"
) AS moved
WHERE r."company_id" = moved."company_id"
	AND r."id" = moved."id"
	AND jsonb_typeof(r."permissions") = 'array'
	AND EXISTS (
		SELECT 1 FROM jsonb_array_elements_text(r."permissions") AS old("key")
		WHERE old."key" = 'system' OR old."key" LIKE 'system.%'
	);
