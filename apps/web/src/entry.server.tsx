import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./components/nonce";
import { errorPageFailedHtml } from "./error-page-failed.server";
import { MESSAGES } from "./i18n/messages/index.server";
import { provideMessages } from "./i18n/messages-store";

// The server renders every language: all six sets of messages, from the start.
for (const [lang, messages] of Object.entries(MESSAGES))
  provideMessages(lang as keyof typeof MESSAGES, messages);

const STREAM_TIMEOUT_MS = 5000;

/**
 * Server rendering with the response's CSP nonce on every inline script React Router writes.
 * Crawlers and clients without JS get the whole document at once; browsers get it streamed.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce || undefined;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          console.error(error);
          // The shell is the error page when rendering an error: it failed too.
          if (routerContext.staticHandlerContext.errors) {
            resolve(
              new Response(errorPageFailedHtml(request.url), {
                status: 500,
                headers: { "Content-Type": "text/html; charset=utf-8" },
              }),
            );
          } else reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
}
