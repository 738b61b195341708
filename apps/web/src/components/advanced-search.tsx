import type { FormEvent } from "react";
import { useId } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";

const FIELDS: ReadonlyArray<[name: "all" | "exact" | "any" | "none", label: MessageKey, hint: MessageKey]> = [
  ["all", "advanced.all", "advanced.allHint"],
  ["exact", "advanced.exact", "advanced.exactHint"],
  ["any", "advanced.any", "advanced.anyHint"],
  ["none", "advanced.none", "advanced.noneHint"],
];

/** Each field's name, as chips and notices name it. */
export const ADVANCED_LABELS = Object.fromEntries(FIELDS.map(([name, label]) => [name, label])) as Record<
  (typeof FIELDS)[number][0],
  MessageKey
>;

/**
 * SPEC.md §3's advanced search: four word fields, filled from the address. On the results page
 * and the analytics pages (`keepOthers`) it stays open and editable after a search, and carries
 * the page's other parameters (the box's text, filters, sort, translation, compared terms) so
 * that editing a field keeps them. It sends to `path`: the results page unless told otherwise.
 */
export function AdvancedSearch({
  keepOthers = false,
  path = "/search",
}: {
  keepOthers?: boolean;
  path?: "/search" | "/analytics" | "/analytics-tool";
}) {
  const { t, href } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  // Empty fields stay out of the address (without scripts, the plain GET sends them: harmless).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value.trim()) next.append(name, value);
    navigate(`${href(path)}?${next}`);
  };
  const open = FIELDS.some(([name]) => params.get(name));
  const others = keepOthers
    ? [...params.entries()].filter(([name]) => name !== "page" && !FIELDS.some(([field]) => field === name))
    : [];
  return (
    <details className="advanced-search" open={open || undefined}>
      <summary>{t("advanced.title")}</summary>
      <Form method="get" action={href(path)} className="advanced-form" onSubmit={onSubmit}>
        {others.map(([name, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat with the same value (omit=…); the index keeps keys apart.
          <input key={`${name}=${value}#${index}`} type="hidden" name={name} value={value} />
        ))}
        {FIELDS.map(([name, label, hint]) => (
          <div className="field" key={name}>
            <label htmlFor={`${id}-${name}`}>{t(label)}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="text"
              // Keyed by the address's value: a search with other words refills the field.
              key={params.get(name) ?? ""}
              defaultValue={params.get(name) ?? ""}
              maxLength={1000}
              aria-describedby={`${id}-${name}-hint`}
            />
            <p className="hint" id={`${id}-${name}-hint`}>
              {t(hint)}
            </p>
          </div>
        ))}
        <button type="submit">{t("searchBox.submit")}</button>
      </Form>
    </details>
  );
}
