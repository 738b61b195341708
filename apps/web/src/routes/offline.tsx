import type { MetaFunction } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("offline.title"));

/** Cached by the service worker and shown for pages it has not kept. */
export default function Offline() {
  const { t, href } = useI18n();
  return (
    <article className="prose">
      <h1>{t("offline.title")}</h1>
      <p>{t("offline.text")}</p>
      <p>
        <a className="button" href={href("/")}>
          {t("offline.retry")}
        </a>
      </p>
    </article>
  );
}
