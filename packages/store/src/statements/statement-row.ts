import { type DatePrecision, generalDebateTitle, type LanguageCode } from "@communique/core";
import { countryRef } from "../reference/country-ref";
import { formatStatementDate } from "./statement-date";

/**
 * The General Debate session of a corpus speech whose title the corpus composed from metadata
 * (meta.titleGenerated): such a title is written again in the answer's language. Null otherwise.
 */
const GENERATED_TITLE_SESSION = `CASE WHEN st.source = 'ungdc' AND st.meta->>'titleGenerated' = 'true'
  THEN st.meta->>'session' END AS title_session`;

/** Its versions in other languages (decision 033), in the six languages' order. */
const VERSIONS = `(SELECT json_agg(json_build_object('id', o.id, 'language', o.language, 'title', o.title)
                   ORDER BY array_position(ARRAY['ar', 'zh', 'en', 'fr', 'ru', 'es'], o.language), o.sid)
    FROM statement_versions v JOIN statement_versions w ON w.version_key = v.version_key AND w.sid <> v.sid
    JOIN statements o ON o.sid = w.sid WHERE v.sid = st.sid) AS versions`;

/**
 * What every reader of statements selects (the table as `st`) and shows: a search result, a
 * listed statement for exports and feeds, a whole statement. Each adds its own columns.
 */
export const STATEMENT_COLUMNS = `st.id, st.title, st.body, st.country_code,
  to_char(st.date_start, 'YYYY-MM-DD') AS date_start, st.date_precision, st.language, st.url,
  st.signatories, ${GENERATED_TITLE_SESSION}, ${VERSIONS}`;

export interface StatementRow {
  id: string;
  title: string;
  body: string;
  country_code: string;
  date_start: string;
  date_precision: DatePrecision;
  language: LanguageCode;
  url: string | null;
  signatories: string[] | null;
  title_session: string | null;
  versions: { id: string; language: LanguageCode; title: string }[] | null;
}

/** The fields every answer about a statement shares, names in `lang`, its date as precise as its source. */
export function statementFields(row: StatementRow, lang: LanguageCode) {
  const title = localizedTitle(row, lang);
  return {
    id: row.id,
    title: title ?? row.title,
    titleLanguage: title ? lang : row.language,
    country: countryRef(row.country_code, lang),
    date: formatStatementDate(row.date_start, row.date_precision),
    datePrecision: row.date_precision,
    language: row.language,
    url: row.url,
    ...(row.signatories && row.signatories.length > 1
      ? { signatories: row.signatories.map((code) => countryRef(code, lang)) }
      : {}),
    ...(row.versions?.length ? { versions: row.versions } : {}),
  };
}

/** A title built from metadata, in `lang`; undefined for a title the issuer wrote. */
function localizedTitle(row: StatementRow, lang: LanguageCode): string | undefined {
  const session = Number(row.title_session);
  if (!row.title_session || !Number.isInteger(session) || session < 1) return undefined;
  return generalDebateTitle(
    { countryCode: row.country_code, session, year: Number(row.date_start.slice(0, 4)) },
    lang,
  );
}
