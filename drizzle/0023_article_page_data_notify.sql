-- Every page that shows articles (the blog, the home page's latest posts, article pages, feeds) is in
-- the render cache: a committed change to an article, whoever made it, renders them again (ADR 051).
CREATE OR REPLACE FUNCTION "notify_page_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('page_data_changed', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "article_versions_page_data" ON "article_versions";--> statement-breakpoint
CREATE TRIGGER "article_versions_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_versions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_page_data_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "article_slug_redirects_page_data" ON "article_slug_redirects";--> statement-breakpoint
CREATE TRIGGER "article_slug_redirects_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_slug_redirects" FOR EACH STATEMENT EXECUTE FUNCTION "notify_page_data_changed"();
