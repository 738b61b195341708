import type { QueryNotice, QueryNoticeCode } from "./query-model";

const MESSAGES: Record<QueryNoticeCode, string> = {
  unbalanced_quote: "A quotation mark was not closed, so the phrase was taken to run to the end of the text.",
  dangling_operator:
    "OR must stand between two search terms; an OR without a term on both sides was ignored.",
  lone_minus:
    "A minus sign excludes the word or phrase directly after it; a minus sign with nothing to exclude was ignored.",
  control_characters_removed: "Invisible control characters were removed from the search text.",
  empty_phrase: "Empty quotation marks were ignored.",
  translation_unavailable:
    "The translation service did not answer: words the terminology does not know were searched as typed only.",
};

export type ReportNotice = (code: QueryNoticeCode) => void;

/** Collects notices once per code: repeating the same explanation would only add noise. */
export class NoticeList {
  readonly notices: QueryNotice[] = [];

  readonly report: ReportNotice = (code) => {
    if (!this.notices.some((n) => n.code === code)) this.notices.push({ code, message: MESSAGES[code] });
  };
}
