import { isLanguageCode } from "@communique/core/languages";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { z } from "zod";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";
import { preferredLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { webContext } from "../server/load-context.server";

const SearchAnswerSchema = z.object({
  total: z.number(),
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      country: z.object({ code: z.string(), name: z.string() }),
      date: z.string(),
      datePrecision: z.enum(["day", "month", "year"]),
      language: z.string(),
      url: z.string().nullable(),
      snippet: z.string(),
    }),
  ),
});
const ApiErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

const ERROR_MESSAGES: Record<string, MessageKey> = {
  query_too_long: "search.errorQueryTooLong",
  too_many_terms: "search.errorTooManyTerms",
  stop_words_only: "search.errorStopWordsOnly",
};

type SearchState =
  | { kind: "prompt" }
  | { kind: "results"; query: string; answer: z.infer<typeof SearchAnswerSchema> }
  | { kind: "error"; query: string; messageKey: MessageKey };

export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<SearchState> {
  const { api } = webContext(context);
  const lang = isLanguageCode(params.lang) ? params.lang : preferredLanguage(request);
  const url = new URL(request.url);
  const query = url.searchParams.get("q")?.trim() ?? "";
  if (!query) return { kind: "prompt" };
  const apiParams = new URLSearchParams({ q: query, lang, size: "20" });
  const response = await api(`/api/search?${apiParams}`);
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: "results", query, answer: SearchAnswerSchema.parse(body) };
  const error = ApiErrorSchema.safeParse(body);
  const code = error.success ? error.data.error.code : "";
  const messageKey =
    ERROR_MESSAGES[code] ?? (response.status === 400 ? "search.errorInvalid" : "search.unavailable");
  return { kind: "error", query, messageKey };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, (t) =>
    args.data && args.data.kind !== "prompt"
      ? t("search.titleWithQuery", { query: args.data.query })
      : t("search.title"),
  );

/** A statement's own text direction, whatever the interface's. */
function textDirection(language: string): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

export default function Search() {
  const state = useLoaderData<typeof loader>();
  const { t, lang, format } = useI18n();
  const languageNames = new Intl.DisplayNames(lang, { type: "language" });
  if (state.kind === "prompt")
    return (
      <div className="search-page">
        <h1>{t("search.title")}</h1>
        <p className="lead">{t("search.prompt")}</p>
      </div>
    );
  if (state.kind === "error")
    return (
      <div className="search-page">
        <h1>{t("search.heading")}</h1>
        <p className="notice notice-error" role="alert">
          {t(state.messageKey)}
        </p>
      </div>
    );
  const { answer } = state;
  return (
    <div className="search-page">
      <h1>{t("search.heading")}</h1>
      <p className="result-count" role="status">
        {t("search.total", { count: answer.total })}
      </p>
      {answer.results.length === 0 ? (
        <div className="empty-state">
          <h2>{t("search.noResults.title")}</h2>
          <p>{t("search.noResults.text")}</p>
        </div>
      ) : (
        <ol className="results">
          {answer.results.map((result) => (
            <li key={result.id} className="result">
              <h2 className="result-title" lang={result.language} dir={textDirection(result.language)}>
                {result.title}
              </h2>
              <p className="meta-line">
                {t("search.resultMeta", {
                  country: result.country.name,
                  date: format.date(result.date, result.datePrecision),
                  language: languageNames.of(result.language) ?? result.language,
                })}
              </p>
              {/* The API escapes the snippet and adds only <mark>. */}
              <p
                className="snippet"
                lang={result.language}
                dir={textDirection(result.language)}
                dangerouslySetInnerHTML={{ __html: result.snippet }}
              />
              {result.url && (
                <p>
                  <a href={result.url} rel="noopener noreferrer external">
                    {t("search.originalLink")}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
