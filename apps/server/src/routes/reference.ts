import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { answerOperation, operationRoute } from "../operations/operation-route";

const countriesRoute = operationRoute("listCountries", {
  tags: ["Reference"],
  summary: "Member states, observers, organisations and former states",
  description:
    "UN (M49) display names in the requested language, sorted by that name; aliases in all six languages.",
  answered: "All issuers",
  responses: { 400: errorAnswer("Invalid parameters (an unknown lang)") },
});

const groupsRoute = operationRoute("listGroups", {
  tags: ["Reference"],
  summary: "The seven groups",
  answered: "The groups in display order",
  responses: { 400: errorAnswer("Invalid parameters (an unknown lang)") },
});

const blocsRoute = operationRoute("listBlocs", {
  tags: ["Reference"],
  summary: "The intergovernmental groupings (blocs) and their members over time",
  description:
    "Each bloc's names, the organisation's own list it follows (and as of when), and every period of membership, with the dates its source gives. A bloc filter (`bloc`) counts a statement when its issuer was a member on the statement's date.",
  answered: "The blocs",
  responses: { 400: errorAnswer("Invalid parameters (an unknown lang)") },
});

export function registerReference(app: OpenAPIHono<AppEnv>) {
  app.openapi(countriesRoute, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return answerOperation(c, "listCountries") as never;
  });
  app.openapi(groupsRoute, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return answerOperation(c, "listGroups") as never;
  });
  app.openapi(blocsRoute, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return answerOperation(c, "listBlocs") as never;
  });
}
