import { Component, type ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { useOnline } from "../behaviours/connectivity";
import { useI18n, useOptionalI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";
import { OfflineMessage } from "./offline-message";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** A thrown route error's status and message; SPEC.md §8: status 500 unless the error says otherwise. */
export function describeError(error: unknown): { status: number; messageKey?: MessageKey; message?: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, messageKey: "error.notFound" };
    if (error.status === 405) return { status: 405, messageKey: "error.methodNotAllowed" };
    // The service starting, or too busy to answer (answerOf): the visitor's own language.
    if (error.status === 503) return { status: 503, messageKey: "error.unavailable" };
    const message =
      typeof error.data === "object" && error.data && "message" in error.data
        ? error.data.message
        : error.data;
    return { status: error.status, message: typeof message === "string" && message ? message : undefined };
  }
  return { status: 500, messageKey: "error.server" };
}

export function ErrorPage({ error }: { error: unknown }) {
  const { t, href } = useI18n();
  // A navigation that failed offline (its data or code could not be fetched) is not a server error.
  const offline = !useOnline() && !isRouteErrorResponse(error);
  const { status, messageKey, message } = describeError(error);
  const text = messageKey ? t(messageKey) : message;
  // SPEC.md §8: the page is titled with the error message, or 'Error' when there is none.
  const title = offline ? t("offline.title") : (text ?? t("error.title"));
  return (
    <>
      <title>{title}</title>
      <SkipLink />
      <SiteHeader searchBox={false} />
      {offline ? (
        <main id="main" className="page-main error-page" tabIndex={-1}>
          <OfflineMessage />
        </main>
      ) : (
        <main id="main" className="page-main error-page" tabIndex={-1}>
          <p className="error-status">{t("error.status", { status })}</p>
          <h1>{title}</h1>
          {status >= 500 && !messageKey && text && <p>{t("error.server")}</p>}
          {status === 404 ? (
            <p>
              <a href="/" className="button">
                {t("error.backHome")}
              </a>
            </p>
          ) : (
            <p>
              <a href={href("/")}>{t("nav.home")}</a>
            </p>
          )}
        </main>
      )}
      <SiteFooter />
    </>
  );
}

/**
 * The last line of defence: if rendering the error page itself fails, say so plainly (in
 * English if even the messages are unavailable) with a way home.
 */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPageFailed />;
  }
}

const FALLBACK = {
  failed: "An error occurred while showing the error page",
  home: "Go back to home",
};

function ErrorPageFailed() {
  const i18n = useOptionalI18n();
  let texts = FALLBACK;
  try {
    if (i18n) texts = { failed: i18n.t("error.errorPageFailed"), home: i18n.t("error.goBackHome") };
  } catch {}
  return (
    <main id="main" className="page-main error-page">
      <title>{texts.failed}</title>
      <h1>{texts.failed}</h1>
      <p>
        <a href="/" className="button">
          {texts.home}
        </a>
      </p>
    </main>
  );
}
