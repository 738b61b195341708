/**
 * schema.org structured data (JSON-LD) for search engines and link previews (issue 18): a
 * statement is a NewsArticle whose author and publisher are the issuing state or organisation;
 * the site is a WebSite whose SearchAction is the search page. Only what the statement's record
 * says: its date at the precision the source gave (ISO 8601 "2024" or "2024-09" are valid
 * dates), never a day invented for it.
 */
import type { Statement } from "@communique/core/contract";
import { getLanguage, type LanguageCode } from "@communique/core/vocabulary";

type StatementFacts = Pick<
  Statement,
  "id" | "title" | "titleLanguage" | "country" | "date" | "language" | "url" | "indexedAt"
>;

/** The issuer as schema.org sees it: a state's government, or an intergovernmental organisation. */
function issuer(country: Statement["country"]) {
  if (country.group === "igo") return { "@type": "Organization", name: country.name };
  return {
    "@type": "GovernmentOrganization",
    name: country.name,
    areaServed: { "@type": "Country", name: country.name, identifier: country.code },
  };
}

export function statementJsonLd(
  statement: StatementFacts,
  canonical: string,
  description: string,
  image: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    "@id": canonical,
    url: canonical,
    mainEntityOfPage: canonical,
    headline: statement.title,
    description,
    image,
    inLanguage: getLanguage(statement.language).iso,
    datePublished: statement.date,
    dateModified: statement.indexedAt,
    author: issuer(statement.country),
    publisher: issuer(statement.country),
    about: { "@type": "Country", name: statement.country.name, identifier: statement.country.code },
    ...(statement.url ? { isBasedOn: statement.url, sameAs: statement.url } : {}),
  };
}

/** The site, with its search: a search engine may offer a search box that opens our results. */
export function websiteJsonLd(options: {
  product: string;
  origin: string;
  lang: LanguageCode;
  description: string;
}): Record<string, unknown> {
  const home = new URL(`/${options.lang}`, options.origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${new URL("/", options.origin).href}#website`,
    name: options.product,
    url: home,
    description: options.description,
    inLanguage: getLanguage(options.lang).iso,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${new URL(`/${options.lang}/search`, options.origin).href}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}
