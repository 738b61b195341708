import { useId } from "react";
import { Form, useSearchParams } from "react-router";
import { useI18n } from "../i18n/i18n-context";

/** One box for a theme or a country; a plain GET form, so it works before hydration too. */
export function SearchBox({
  action = "/search",
  size = "compact",
}: {
  action?: string;
  size?: "compact" | "large";
}) {
  const { t, href } = useI18n();
  const [params] = useSearchParams();
  const id = useId();
  return (
    <Form method="get" action={href(action)} role="search" className={`search-box search-box-${size}`}>
      <label htmlFor={id} className="visually-hidden">
        {t("searchBox.label")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={params.get("q") ?? ""}
        placeholder={t("searchBox.placeholder")}
        maxLength={1000}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit">{t("searchBox.submit")}</button>
    </Form>
  );
}
