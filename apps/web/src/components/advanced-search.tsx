import { useId } from "react";
import { Form, useSearchParams } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";

const FIELDS: ReadonlyArray<[name: "all" | "exact" | "any" | "none", label: MessageKey, hint: MessageKey]> = [
  ["all", "advanced.all", "advanced.allHint"],
  ["exact", "advanced.exact", "advanced.exactHint"],
  ["any", "advanced.any", "advanced.anyHint"],
  ["none", "advanced.none", "advanced.noneHint"],
];

/**
 * SPEC.md §3's advanced search: four word fields. Its choice to add a translation of the query
 * comes with cross-language search, when it does something.
 */
export function AdvancedSearch() {
  const { t, href } = useI18n();
  const [params] = useSearchParams();
  const id = useId();
  const open = FIELDS.some(([name]) => params.get(name));
  return (
    <details className="advanced-search" open={open || undefined}>
      <summary>{t("advanced.title")}</summary>
      <Form method="get" action={href("/search")} className="advanced-form">
        {FIELDS.map(([name, label, hint]) => (
          <div className="field" key={name}>
            <label htmlFor={`${id}-${name}`}>{t(label)}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="text"
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
