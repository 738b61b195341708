import { describe, expect, it } from "vitest";
import { TAGGED_PAGE, withPageEtag } from "./page-etag";

const page = (nonce: string, text = "Fictional statement of Brindlemoor") =>
  new Response(`<script nonce="${nonce}"></script><p>${text}</p>`, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-cache",
      Vary: "Cookie",
    },
  });

describe("withPageEtag", () => {
  it("tags the page by its content without the nonce, and answers 304 to a visitor who has it", async () => {
    const first = await withPageEtag(page("n0nceA"), "n0nceA", undefined);
    const tag = first.headers.get("ETag");
    expect(first.status).toBe(200);
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(await first.text()).toContain('nonce="n0nceA"');

    const again = await withPageEtag(page("n0nceB"), "n0nceB", tag!);
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(tag);
    expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(again.headers.get("Vary")).toBe("Cookie");
    expect(await again.text()).toBe("");
    // Strong or weak, in a list, or *.
    expect((await withPageEtag(page("x1"), "x1", `"other", ${tag!.slice(2)}`)).status).toBe(304);
    expect((await withPageEtag(page("x2"), "x2", "*")).status).toBe(304);
  });

  it("sends the page whole when it changed, and keeps its cookie on a 304", async () => {
    const first = await withPageEtag(page("n1"), "n1", undefined);
    const changed = await withPageEtag(page("n2", "Edited"), "n2", first.headers.get("ETag")!);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    const cookie = page("n3");
    cookie.headers.set("Set-Cookie", "lang=ar; Path=/");
    const withCookie = await withPageEtag(cookie, "n3", first.headers.get("ETag")!);
    expect(withCookie.status).toBe(304);
    expect(withCookie.headers.getSetCookie()).toEqual(["lang=ar; Path=/"]);
  });

  it("leaves errors untagged", async () => {
    const missing = await withPageEtag(new Response("gone", { status: 404 }), "n", "*");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("ETag")).toBeNull();
  });

  it("tags statement pages only", () => {
    expect(TAGGED_PAGE.test("/ar/statements/fx-1")).toBe(true);
    expect(TAGGED_PAGE.test("/statements/fx-1/")).toBe(true);
    expect(TAGGED_PAGE.test("/en/search")).toBe(false);
    expect(TAGGED_PAGE.test("/en/statements/fx-1/extra")).toBe(false);
  });
});
