import { getLanguage, isLanguageCode } from "@communique/core/vocabulary";
import type { ReactNode } from "react";
import {
  type ClientLoaderFunctionArgs,
  data,
  type HeadersFunction,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { BehaviourLayer } from "./behaviours/behaviour-layer";
import { ErrorPage, ErrorPageGuard } from "./components/error-page";
import { useNonce } from "./components/nonce";
import { I18nProvider } from "./i18n/i18n-context";
import { readLanguageCookie, serializeLanguageCookie } from "./i18n/language-cookie";
import { loadMessages } from "./i18n/load-messages.client";
import { messagesFile } from "./i18n/message-files.server";
import { messagesOf } from "./i18n/messages-store";
import { languageOfPath, preferredLanguage } from "./i18n/resolve-language";
import { ReportCountProvider } from "./report";
import { siteOrigin, webContext } from "./server/load-context.server";
import stylesHref from "./styles/app.css?url";

export const links = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { settings } = webContext(context);
  const prefixed = isLanguageCode(params.lang) ? params.lang : undefined;
  // A page that matched no route (a 404) is still in its path's language, whatever is remembered.
  const lang = prefixed ?? languageOfPath(new URL(request.url).pathname) ?? preferredLanguage(request);
  const headers = new Headers({ Vary: "Cookie, Accept-Language" });
  // Opening a page in a language (the switcher, or a shared link) remembers it, also without JS;
  // background fetches (prefetch, service worker) are not a visitor's choice.
  const destination = request.headers.get("Sec-Fetch-Dest");
  const opened = destination === null || destination === "document";
  if (prefixed && opened && readLanguageCookie(request.headers.get("Cookie")) !== prefixed) {
    headers.append("Set-Cookie", serializeLanguageCookie(prefixed, settings.https === true));
  }
  return data(
    {
      lang,
      // The messages are not in the data: a file of their own, kept by the browser (messages-store.ts).
      messagesFile: messagesFile(lang),
      product: settings.product,
      pageviews: settings.pageviews ?? null,
      origin: siteOrigin(context, request),
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/**
 * In the browser, after the first page (hydrated with the messages entry.client loaded): a
 * change of language in the same document loads that language's messages before it renders.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const root = await serverLoader<typeof loader>();
  await loadMessages(root.lang);
  return root;
}

// The root data follows the language alone: fetch it again only when the language changes.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const out = new Headers(errorHeaders ?? loaderHeaders);
  if (!out.has("Cache-Control")) out.set("Cache-Control", "private, no-cache");
  return out;
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const lang = root?.lang ?? "en";
  const language = getLanguage(lang);
  const page = (
    <html lang={language.iso} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <Meta />
        <Links nonce={nonce} />
        {root?.messagesFile && <link rel="modulepreload" href={root.messagesFile} nonce={nonce} />}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
  if (!root) return page;
  return (
    <I18nProvider lang={root.lang} messages={messagesOf(root.lang)} product={root.product}>
      {page}
    </I18nProvider>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <BehaviourLayer pageviews={root?.pageviews ?? null}>
      <ReportCountProvider>
        <Outlet />
      </ReportCountProvider>
    </BehaviourLayer>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
    </ErrorPageGuard>
  );
}
