import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { AdvancedSearch } from "./advanced-search";
import { type FinderCountry, loadFinderCountries, suggestCountries } from "./finder-countries";

/**
 * One box for a theme or a country: a plain GET form (it works before hydration too); while
 * typing, countries whose name matches are suggested in the interface language (a combobox:
 * arrows to move, Enter to choose, Escape to close).
 */
export function SearchBox({
  action = "/search",
  size = "compact",
  advanced = false,
  keep = [],
  purpose = "search",
}: {
  action?: string;
  size?: "compact" | "large";
  advanced?: boolean;
  /** Parameters the form sends along, unchanged (the analytics pages' filters and terms). */
  keep?: readonly (readonly [string, string])[];
  /** "analytics": the box is the analytics pages' keyword, and says so. */
  purpose?: "search" | "analytics";
}) {
  const { t, href, lang } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(params.get("q") ?? "");
  const [suggestions, setSuggestions] = useState<FinderCountry[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const served = useRef(text);

  useEffect(() => {
    setText(params.get("q") ?? "");
  }, [params]);

  // The box works before hydration (a plain form), so a reader may type before React owns it.
  // Hydration leaves the typed text in the DOM but not in the state, and the next render would
  // erase it: adopt it once, after the effect above (the same flush, so this one wins).
  useEffect(() => {
    const typedBeforeHydration = input.current?.value;
    if (typedBeforeHydration !== undefined && typedBeforeHydration !== served.current) {
      typed.current = true;
      setText(typedBeforeHydration);
    }
  }, []);

  useEffect(() => {
    // On the analytics pages a country is a filter, and the charts need a keyword: no suggestions.
    if (!typed.current || purpose === "analytics") return;
    let cancelled = false;
    loadFinderCountries(lang)
      .then((countries) => {
        if (cancelled) return;
        const found = suggestCountries(countries, text, lang);
        setSuggestions(found);
        setActive(-1);
        setOpen(found.length > 0);
      })
      // Offline (or the API unreachable): no suggestions, and no unhandled error; the next
      // keystroke tries again.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [text, lang, purpose]);

  const choose = (suggestion: FinderCountry) => {
    setOpen(false);
    navigate(`${href(action)}?country=${encodeURIComponent(suggestion.code)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const count = suggestions.length;
      setActive((current) =>
        event.key === "ArrowDown" ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      );
    } else if (event.key === "Enter" && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeId = active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined;
  return (
    <div className={`search-box-wrap search-box-wrap-${size}`}>
      <Form method="get" action={href(action)} role="search" className={`search-box search-box-${size}`}>
        {keep.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={id} className="visually-hidden">
          {t(purpose === "analytics" ? "searchBox.analyticsLabel" : "searchBox.label")}
        </label>
        <div className="combobox">
          <input
            ref={input}
            id={id}
            type="search"
            name="q"
            value={text}
            onChange={(event) => {
              typed.current = true;
              setText(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            placeholder={t(
              purpose === "analytics" ? "searchBox.analyticsPlaceholder" : "searchBox.placeholder",
            )}
            // A query keeps its own direction (English typed in the Arabic interface reads left to
            // right); an empty box keeps the page's, so the placeholder sits where it is read from.
            dir={text ? "auto" : undefined}
            maxLength={1000}
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open ? activeId : undefined}
          />
          <div
            id={listId}
            role="listbox"
            className="suggestions"
            hidden={!open}
            aria-label={t("searchBox.suggestions")}
          >
            {suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached with the arrows from the input (aria-activedescendant), not with Tab.
              <div
                key={suggestion.code}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
              >
                {t("searchBox.countrySuggestion", { country: suggestion.name })}
              </div>
            ))}
          </div>
        </div>
        <button type="submit">{t("searchBox.submit")}</button>
      </Form>
      {advanced && <AdvancedSearch />}
    </div>
  );
}
