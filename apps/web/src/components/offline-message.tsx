import { useI18n } from "../i18n/i18n-context";

/**
 * What a visitor sees for a page the service worker has not kept, or a navigation that failed
 * for want of a network. "Try again" is an empty link: it reloads the address the visitor asked
 * for (shown in the address bar), whichever page this message stands in for.
 */
export function OfflineMessage() {
  const { t } = useI18n();
  return (
    <>
      <h1>{t("offline.title")}</h1>
      <p>{t("offline.text")}</p>
      <p>
        {/* biome-ignore lint/a11y/useValidAnchor: the empty URL is the document's own (HTML's URL parsing), query included */}
        <a className="button" href="">
          {t("offline.retry")}
        </a>
      </p>
    </>
  );
}
