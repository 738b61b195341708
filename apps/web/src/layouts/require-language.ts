import { isLanguageCode } from "@communique/core/vocabulary";
import { data, type Params } from "react-router";

/** An unknown language prefix (/xx/about) is a page that does not exist. */
export function requireKnownLanguage(params: Params) {
  if (params.lang !== undefined && !isLanguageCode(params.lang)) throw data(null, { status: 404 });
}

/** The loader of every layout: the prefix must be one of the six. */
export function layoutLoader({ params }: { params: Params }) {
  requireKnownLanguage(params);
  return null;
}
