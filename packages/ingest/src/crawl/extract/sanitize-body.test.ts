import { describe, expect, it } from "vitest";
import { blockText } from "./block-text";
import { withHtmlDocument } from "./html-document";
import { sanitizeBodyHtml } from "./sanitize-body";

describe("sanitizeBodyHtml", () => {
  it("keeps text-level and structural tags, drops the rest with script and style contents", () => {
    const html = `<p class="x" style="color:red" onclick="go()">A <strong>bold</strong> <img src="a.png" onerror="x()"> word</p>
      <script>alert(1)</script><style>p{}</style><iframe src="https://e.example">frame</iframe>
      <form><input value="v"><button>Send</button></form><table><tr><td colspan="2" onmouseover="y()">cell</td></tr></table>`;
    expect(sanitizeBodyHtml(html, "https://mfa.example/")).toBe(
      '<p>A <strong>bold</strong>  word</p>\n      \n      <table><tr><td colspan="2">cell</td></tr></table>',
    );
  });

  it("makes links absolute and refuses javascript:, data: and protocol-relative URLs", () => {
    const html = `<a href="../b.html">b</a><a href="JavaScript:alert(1)">j</a><a href="data:text/html,x">d</a><a href="//evil.example/">p</a>`;
    expect(sanitizeBodyHtml(html, "https://mfa.example/a/c/")).toBe(
      '<a href="https://mfa.example/a/b.html">b</a><a>j</a><a>d</a><a href="https://evil.example/">p</a>',
    );
  });
});

describe("blockText", () => {
  it("separates blocks by a blank line, keeps single <br> as a line break and two as a paragraph, a list as its items' lines", () => {
    const text = withHtmlDocument(
      "<div>One\n  two<p>Three<br>four<br><br>five</p><ul><li>six<li>seven</ul><script>no</script></div>",
      "https://mfa.example/",
      (document) => blockText(document.body),
    );
    expect(text).toBe("One two\n\nThree\nfour\n\nfive\n\n- six\n- seven");
  });
});
