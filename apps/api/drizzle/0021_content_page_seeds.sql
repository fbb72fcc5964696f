-- Which first versions of the content pages were ever seeded, so a page an admin deleted is not
-- seeded again at the next start (modules/pages/pages.repository.ts seedOnce).
CREATE TABLE "content_page_seeds" (
	"slug" "citext" PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
