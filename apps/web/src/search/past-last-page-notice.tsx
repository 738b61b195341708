import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";

/** In place of an empty list on a page past the last one: says so, and links to the last page. */
export function PastLastPageNotice({
  page,
  last,
  lastHref,
}: {
  page: number;
  last: number;
  lastHref: string;
}) {
  const { t } = useI18n();
  return (
    <p className="notice past-last-page" role="status">
      {t("search.pastLastPage", { page, last })} <AppLink to={lastHref}>{t("search.goToLastPage")}</AppLink>
    </p>
  );
}
