import { type LoaderFunctionArgs, redirect } from "react-router";
import { preferredLanguage } from "../i18n/resolve-language";
import { refuseOtherMethods } from "../server/load-context.server";

/** SPEC.md §9: only the root redirects (302) to the remembered, else the browser's, else English. */
export function loader({ request, context }: LoaderFunctionArgs) {
  refuseOtherMethods(context);
  const url = new URL(request.url);
  return redirect(`/${preferredLanguage(request)}${url.search}`, {
    status: 302,
    headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" },
  });
}
