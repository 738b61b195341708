import { escapeHtml } from "@communique/core";
import type { MinistryContent } from "../content/ministry-content";

/** The chrome every fictional ministry page shares: header, menu, footer, optional sidebar. */

export interface PageFrame {
  ministry: MinistryContent;
  /** `<html lang>`; undefined leaves it out, so the language must be detected. */
  htmlLang: string | undefined;
  dir?: "rtl";
  /** `<title>`: the headline then the ministry's name, as ministries write it. */
  title: string;
  head?: string;
  main: string;
  sidebar?: string;
  /** A left column placed before the content in the markup (the text still follows it). */
  sidebarFirst?: boolean;
  /** Where the menu's links point; `/<language>` by default. */
  root?: string;
}

export function htmlPage(frame: PageFrame): string {
  const { ministry } = frame;
  const labels = ministry.labels;
  const prefix = frame.root ?? `/${ministry.language}`;
  const attributes = [
    frame.htmlLang ? ` lang="${frame.htmlLang}"` : "",
    frame.dir ? ` dir="${frame.dir}"` : "",
  ].join("");
  const aside = frame.sidebar ? `<aside class="sidebar">\n${frame.sidebar}\n</aside>` : "";
  return `<!DOCTYPE html>
<html${attributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(frame.title)} | ${escapeHtml(ministry.ministry)}</title>
${frame.head ?? ""}
</head>
<body>
<header class="site-header">
<a class="site-name" href="${prefix}/">${escapeHtml(ministry.ministry)}</a>
<nav class="main-menu"><ul>
<li><a href="${prefix}/">${escapeHtml(labels.home)}</a></li>
<li><a href="${prefix}/news">${escapeHtml(labels.statements)}</a></li>
<li><a href="${prefix}/documents">${escapeHtml(labels.documents)}</a></li>
<li><a href="${prefix}/contact">${escapeHtml(labels.contact)}</a></li>
</ul></nav>
</header>
<div class="layout">
${frame.sidebarFirst ? aside : ""}
<main class="content">
${frame.main}
</main>
${frame.sidebarFirst ? "" : aside}
</div>
<footer class="site-footer">
<p>© 2019–2024 ${escapeHtml(ministry.ministry)}. ${escapeHtml(labels.rights)}</p>
<p class="disclaimer">${escapeHtml(labels.fictional)}</p>
</footer>
</body>
</html>
`;
}

export function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
}
