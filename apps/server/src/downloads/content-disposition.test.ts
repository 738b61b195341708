import { describe, expect, it } from "vitest";
import { asciiSlug, attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("names an ASCII id's file after it, twice", () => {
    expect(attachmentDisposition("UNGDC-FRA-79-2024", "docx")).toBe(
      `attachment; filename="UNGDC-FRA-79-2024.docx"; filename*=UTF-8''UNGDC-FRA-79-2024.docx`,
    );
  });

  it("percent-encodes the UTF-8 name as RFC 5987 wants, quotes and brackets included", () => {
    expect(attachmentDisposition("Déclaration été 2024 (ministère)'", "txt")).toBe(
      `attachment; filename="Declaration-ete-2024-ministere.txt"; filename*=UTF-8''D%C3%A9claration%20%C3%A9t%C3%A9%202024%20%28minist%C3%A8re%29%27.txt`,
    );
  });

  it("keeps path separators, quotes and control characters out of both names", () => {
    const header = attachmentDisposition('../a/b\\c"d\r\ne', "html");
    expect(header).toBe(`attachment; filename="a-b-c-d-e.html"; filename*=UTF-8''-a-b-c-d--e.html`);
  });

  it("says statement when the id has no ASCII letters", () => {
    expect(asciiSlug("بيان-1")).toBe("statement-1");
    expect(asciiSlug("声明")).toBe("statement");
    expect(asciiSlug("...")).toBe("statement");
    expect(attachmentDisposition("بيان", "txt")).toBe(
      `attachment; filename="statement.txt"; filename*=UTF-8''%D8%A8%D9%8A%D8%A7%D9%86.txt`,
    );
  });

  it("writes a lone surrogate (a name cut inside a character) as U+FFFD instead of throwing", () => {
    expect(attachmentDisposition("report \ud800", "pdf", "report")).toBe(
      `attachment; filename="report-report.pdf"; filename*=UTF-8''report%20%EF%BF%BD.pdf`,
    );
  });
});
