-- How many listing pages one run of a source follows through its "next" links: the depth of its
-- pagination, chosen per source because a site with ten statements a page and one with a hundred
-- need different depths to reach the same week back. Null: the crawler's default (5).
ALTER TABLE sources ADD COLUMN listing_pages integer CHECK (listing_pages BETWEEN 1 AND 100);
