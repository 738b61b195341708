import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages/index.server";
import { richMessage } from "./rich-message";
import { createTranslator } from "./translate";

const extension = <bdi dir="ltr">.txt</bdi>;

describe("richMessage", () => {
  it("puts the element where the message places it, in each language", () => {
    const html = (lang: "en" | "ar" | "zh") =>
      renderToStaticMarkup(
        richMessage(createTranslator(lang, MESSAGES[lang], "P"), "actions.downloadTxt", { extension }),
      );
    expect(html("en")).toBe('Text (<bdi dir="ltr">.txt</bdi>)');
    expect(html("ar")).toBe('نص (<bdi dir="ltr">.txt</bdi>)');
    expect(html("zh")).toBe('文本（<bdi dir="ltr">.txt</bdi>）');
  });

  it("formats the other values as usual, and any number of elements", () => {
    const t = createTranslator("en", MESSAGES.en, "P");
    const html = renderToStaticMarkup(
      richMessage(
        t,
        "search.resultMeta",
        { country: <b>Kenya</b>, language: <i>English</i> },
        { date: "2021" },
      ),
    );
    expect(html).toBe("<b>Kenya</b> · 2021 · <i>English</i>");
  });
});
