import type { LoaderFunctionArgs } from "react-router";
import { parseOgImageName } from "../og-image-kinds";
import { webContext } from "../server/load-context.server";
import { ogImage } from "../server/og-image.server";

/** GET /og/<kind>-<lang>.png: a page kind's link-preview image (og:image). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const asked = parseOgImageName(params.image ?? "");
  if (!asked) {
    return new Response("No such image: the names are <kind>-<language>.png, e.g. statement-ar.png.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const image = ogImage(asked.kind, asked.lang, webContext(context).settings.product);
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(image.length),
      // The same for every visitor; a new release may redraw it.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
