import type { MemberVoice } from "@communique/core/contract";
import { AppLink } from "../../components/app-link";
import { useI18n } from "../../i18n/i18n-context";
import { richMessage } from "../../i18n/rich-message";
import { STATUS_WORDS } from "../map/voice-text";
import { datePrecisionOf, type MembershipNote, membershipNotes } from "./membership-note";

type Dated = NonNullable<MemberVoice["first"]>;

/**
 * Every member of the lens: its status in words, its matching statements, the first and last of
 * them (or, for the others, in their place, the last before the period), and what we hold of it,
 * which is what tells "silent" from "not covered". `memberHref` leads to the search for the
 * member alone.
 */
export function VoicesTable(props: {
  members: readonly MemberVoice[];
  caption: string;
  /** The period has a start: the last statement before it can be told. */
  hasStart: boolean;
  /** The period asked, to say who joined or left within it. */
  period: { from: string | null; to: string | null };
  memberHref: (code: string) => string;
}) {
  const { t, format, href } = useI18n();
  const day = (date: string) => format.date(date, datePrecisionOf(date));
  const noteText = (note: MembershipNote) =>
    note.kind === "from"
      ? t("voices.memberFrom", { date: day(note.from) })
      : note.kind === "until"
        ? t("voices.memberUntil", { date: day(note.until) })
        : t("voices.memberBetween", { from: day(note.from), until: day(note.until) });
  const statement = (dated: Dated) => (
    <AppLink to={href(`/statements/${encodeURIComponent(dated.id)}`)}>
      {format.date(dated.date, dated.datePrecision)}
    </AppLink>
  );
  const before = (dated: Dated | null) =>
    !props.hasStart ? (
      <NotApplicable />
    ) : dated ? (
      richMessage(t, "voices.lastBefore", { date: statement(dated) })
    ) : (
      <span className="voices-none">{t("voices.noneBefore")}</span>
    );
  const coverage = (member: MemberVoice) =>
    member.coverage === "statements"
      ? t(member.status === "spoke" ? "voices.coverageAll" : "voices.coverageOther", {
          count: member.statementsInPeriod,
        })
      : member.coverage === "source"
        ? t("voices.coverageSource")
        : t("voices.coverageNone");
  return (
    <div className="table-scroll voices-table-scroll">
      <table className="voices-table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("voices.tableMember")}</th>
            <th scope="col">{t("voices.tableStatus")}</th>
            <th scope="col">{t("voices.tableStatements")}</th>
            <th scope="col">{t("voices.tableFirst")}</th>
            <th scope="col">{t("voices.tableLast")}</th>
            <th scope="col">{t("voices.tableCoverage")}</th>
          </tr>
        </thead>
        <tbody>
          {props.members.map((member) => (
            <tr key={member.code} data-code={member.code} data-status={member.status}>
              <th scope="row">
                <AppLink to={props.memberHref(member.code)}>{member.name}</AppLink>
                {membershipNotes(member.memberships, props.period.from, props.period.to).map((note) => (
                  <span className="voices-membership" key={noteText(note)}>
                    {noteText(note)}
                  </span>
                ))}
              </th>
              <td>
                <span className={`voices-status voices-status-${member.status}`}>
                  {t(STATUS_WORDS[member.status])}
                </span>
              </td>
              <td className="voices-number">{format.number(member.statements)}</td>
              {member.first && member.last ? (
                <>
                  <td className="voices-date">{statement(member.first)}</td>
                  <td className="voices-date">{statement(member.last)}</td>
                </>
              ) : (
                // A member that did not speak has no first or last: its last before the period
                // takes their place, and says so.
                <td colSpan={2} className="voices-before">
                  {before(member.lastBefore)}
                </td>
              )}
              <td className="voices-coverage">{coverage(member)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell that does not apply to the row (nothing "before" a period without a start). */
function NotApplicable() {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t("voices.notApplicable")}</span>
    </>
  );
}
