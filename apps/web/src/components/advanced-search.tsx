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
 * SPEC.md §3's advanced search: four word fields and the choice to add a translation of the
 * query or keep its language (kept in the address; translating is another capability).
 */
export function AdvancedSearch() {
  const { t, href } = useI18n();
  const [params] = useSearchParams();
  const id = useId();
  const translate = params.get("translate") === "add" ? "add" : "keep";
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
        <fieldset className="field">
          <legend>{t("advanced.translation")}</legend>
          <label className="option">
            <input type="radio" name="translate" value="keep" defaultChecked={translate === "keep"} />
            {t("advanced.keepLanguage")}
          </label>
          <label className="option">
            <input type="radio" name="translate" value="add" defaultChecked={translate === "add"} />
            {t("advanced.addTranslation")}
          </label>
        </fieldset>
        <button type="submit">{t("searchBox.submit")}</button>
      </Form>
    </details>
  );
}
