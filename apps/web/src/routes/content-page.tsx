import { escapeHtml } from "@communique/core/escape-html";
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { loadPage } from "../content/content.server";
import { isContentPage } from "../content/content-pages";
import { MESSAGES } from "../i18n/messages/index.server";
import { pageLanguage } from "../i18n/resolve-language";
import { createTranslator } from "../i18n/translate";
import { pageMeta } from "../page-meta";
import { webContext } from "../server/load-context.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const { settings } = webContext(context);
  const lang = pageLanguage(params, request);
  const slug = new URL(request.url).pathname.split("/").at(-1) ?? "";
  if (!isContentPage(slug)) throw data(null, { status: 404 });
  const t = createTranslator(lang, MESSAGES[lang], settings.product);
  const email = settings.contactEmail;
  const contact = email
    ? `<p class="contact-address">${escapeHtml(t("content.contactEmail", { email: "\u0000" })).replace(
        "\u0000",
        `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`,
      )}</p>`
    : `<p class="contact-address">${escapeHtml(t("content.contactNone"))}</p>`;
  const page = loadPage(lang, slug, {
    product: settings.product,
    blocks: { contact, mapDisclaimer: `<p class="map-disclaimer">${escapeHtml(t("map.disclaimer"))}</p>` },
  });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, () => args.data?.meta.title ?? "", {
    kind: "page",
    description: args.data?.meta.description,
  });

export default function ContentPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <article className="prose">
      <h1>{page.meta.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered on the server with raw HTML escaped. */}
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
