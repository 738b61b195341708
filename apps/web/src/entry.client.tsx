import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadAfterChunkFailure } from "./behaviours/chunk-reload";
import { documentLanguage, loadMessages } from "./i18n/load-messages.client";

// The page's messages come as a file of their own (preloaded with the page), not in its data:
// hydration waits for them. A file that cannot be had is the mark of a new deployment (old files
// are gone): the page reloads once, as for the app's other code (chunk-reload.ts). Within a
// minute of that it stays as the server wrote it, its links and forms working without JavaScript.
loadMessages(documentLanguage()).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => {
    if (!reloadAfterChunkFailure()) console.error("The page's messages could not be loaded.", error);
  },
);
