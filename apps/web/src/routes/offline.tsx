import type { MetaFunction } from "react-router";
import { OfflineMessage } from "../components/offline-message";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("offline.title"), { kind: "offline" });

/** Cached by the service worker and shown, without its scripts, for pages it has not kept. */
export default function Offline() {
  return (
    <article className="prose">
      <OfflineMessage />
    </article>
  );
}
