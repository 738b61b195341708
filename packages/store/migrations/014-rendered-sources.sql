-- Sources whose listings and articles exist only after their scripts run (issue 19): render says
-- the crawler reads them through headless Chromium; static_hosts are the other hosts their pages
-- may load scripts and data from (a CDN, an API host). Every other host is refused in the browser.
ALTER TABLE sources
  ADD COLUMN render boolean NOT NULL DEFAULT false,
  ADD COLUMN static_hosts text[] NOT NULL DEFAULT '{}';
