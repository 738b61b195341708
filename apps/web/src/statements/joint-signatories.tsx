import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";

interface Signatory {
  code: string;
  name: string;
}

/**
 * A joint statement's line under its title (decision 032): "Joint statement · 3 signatories",
 * then their names. Nothing for a statement that is not joint.
 */
export function JointLine({ signatories }: { signatories: readonly Signatory[] | undefined }) {
  const { t, format } = useI18n();
  if (!signatories || signatories.length < 2) return null;
  return (
    <p className="joint-line">
      <strong>{t("joint.label", { count: signatories.length })}</strong>{" "}
      <bdi>{format.list(signatories.map((s) => s.name))}</bdi>
    </p>
  );
}

interface JointStatement {
  signatories?: readonly Signatory[] | undefined;
  unreadSignatories?: readonly string[] | undefined;
  publications?: readonly { country: Signatory; url: string; fetchedAt: string | null }[] | undefined;
}

/**
 * On a joint statement's page: each signatory, leading to its statements; the names we could not
 * read as States, as written; and every ministry's publication of the text we crawled.
 */
export function JointDetails({ statement }: { statement: JointStatement }) {
  const { t, href, format } = useI18n();
  const signatories = statement.signatories;
  if (!signatories || signatories.length < 2) return null;
  return (
    <section className="joint-details" aria-labelledby="joint-title">
      <h2 id="joint-title">{t("joint.signatories")}</h2>
      <ul className="signatory-list">
        {signatories.map((s) => (
          <li key={s.code}>
            <AppLink to={`${href("/search")}?country=${encodeURIComponent(s.code)}`}>{s.name}</AppLink>
          </li>
        ))}
      </ul>
      {statement.unreadSignatories && statement.unreadSignatories.length > 0 && (
        <p className="joint-unread">
          {t("joint.unread", { names: format.list(statement.unreadSignatories) })}
        </p>
      )}
      {statement.publications && statement.publications.length > 0 && (
        <>
          <h2>{t("joint.publications")}</h2>
          <ul className="publication-list">
            {statement.publications.map((p) => (
              <li key={p.url}>
                <a href={p.url} rel="noopener noreferrer external">
                  {p.fetchedAt
                    ? t("joint.publication", {
                        country: p.country.name,
                        date: format.date(p.fetchedAt.slice(0, 10), "day"),
                      })
                    : p.country.name}
                </a>
                <span className="print-only"> {p.url}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
