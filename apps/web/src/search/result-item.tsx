import { useLocation } from "react-router";
import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";
import { JointLine, StatementActions, VersionsLine } from "../statements";
import type { SearchAnswer } from "./search-api.server";

/** A statement's own text direction, whatever the interface's. */
export function textDirection(language: string): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

export function ResultItem({ result }: { result: SearchAnswer["results"][number] }) {
  const { t, href, format } = useI18n();
  const languageName = format.language(result.language);
  // The link carries the search (its address's parameters): the statement's page marks the
  // query's words and leads back to this result.
  const { search } = useLocation();
  return (
    <li className="result" id={`result-${result.id}`}>
      <h2 className="result-title" lang={result.titleLanguage} dir={textDirection(result.titleLanguage)}>
        <AppLink to={`${href(`/statements/${encodeURIComponent(result.id)}`)}${search}`}>
          {result.title}
        </AppLink>
      </h2>
      <p className="meta-line">
        {t("search.resultMeta", {
          country: result.country.name,
          date: format.date(result.date, result.datePrecision),
          language: languageName,
        })}
      </p>
      <JointLine signatories={result.signatories} />
      <VersionsLine versions={result.versions} />
      {result.matched && (
        <p className="matched-variant">
          {t("results.matched", { text: "" })}
          <span lang={result.matched.language} dir={textDirection(result.matched.language)}>
            {result.matched.text}
          </span>
        </p>
      )}
      <p
        className="snippet"
        lang={result.language}
        dir={textDirection(result.language)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API escapes the snippet and adds only <mark>.
        dangerouslySetInnerHTML={{ __html: result.snippet }}
      />
      <div className="result-footer">
        {result.url && (
          <a className="original-link" href={result.url} rel="noopener noreferrer external">
            {t("search.originalLink")}
          </a>
        )}
        <StatementActions statement={result} search={search} />
      </div>
    </li>
  );
}
