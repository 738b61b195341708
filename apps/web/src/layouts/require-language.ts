import { isLanguageCode } from "@communique/core/vocabulary";
import { type AppLoadContext, data, type Params } from "react-router";
import { refuseOtherMethods } from "../server/load-context.server";

/** An unknown language prefix (/xx/about) is a page that does not exist. */
export function requireKnownLanguage(params: Params) {
  if (params.lang !== undefined && !isLanguageCode(params.lang)) throw data(null, { status: 404 });
}

/** The loader of every layout: the prefix must be one of the six, and the page is only read. */
export function layoutLoader({ params, context }: { params: Params; context?: AppLoadContext }) {
  refuseOtherMethods(context);
  requireKnownLanguage(params);
  return null;
}
