import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentLanguage, loadMessages } from "./i18n/load-messages.client";

// The page's messages come as a file of their own (preloaded with the page), not in its data:
// hydration waits for them. Without them the page stays as the server wrote it, links and forms
// working as without JavaScript.
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
  (error: unknown) =>
    console.error("The page's messages could not be loaded; it stays without scripts.", error),
);
