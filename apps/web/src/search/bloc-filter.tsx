import { useI18n } from "../i18n/i18n-context";
import type { BlocOption } from "../server/api-client.server";

/** Choices show the address's state: the form's onChange navigates, and the page follows. */
const followsAddress = () => {};

/**
 * The intergovernmental groupings as a filter (issue 37): a dimension apart from the groups, so
 * its own fieldset, folded while none is chosen (35 of them would push the countries down). A
 * statement counts under a bloc when its issuer was a member on the statement's date.
 */
export function BlocFilter({ blocs, chosen }: { blocs: readonly BlocOption[]; chosen: readonly string[] }) {
  const { t } = useI18n();
  if (blocs.length === 0) return null;
  // The chosen ones first: the filters scroll on their own, and a chosen bloc low in a list of 35
  // was out of sight when the page opened.
  const ordered = [
    ...blocs.filter((b) => chosen.includes(b.id)),
    ...blocs.filter((b) => !chosen.includes(b.id)),
  ];
  return (
    <fieldset className="bloc-filter">
      <legend>{t("filters.blocs")}</legend>
      <details open={chosen.length > 0 || undefined}>
        <summary>{t("filters.chooseBlocs")}</summary>
        <p className="bloc-rule">{t("filters.blocRule")}</p>
        {ordered.map((bloc) => (
          <label className="option" key={bloc.id}>
            <input
              type="checkbox"
              name="bloc"
              value={bloc.id}
              checked={chosen.includes(bloc.id)}
              onChange={followsAddress}
            />
            <span className="option-label">
              {bloc.name}
              {bloc.shortName !== bloc.name && <span className="bloc-short">{bloc.shortName}</span>}
            </span>
          </label>
        ))}
      </details>
    </fieldset>
  );
}

/** Beside a refused bloc: the ones there are, by their names in the page's language. */
export function KnownBlocs({ blocs }: { blocs: readonly BlocOption[] }) {
  const { t, format } = useI18n();
  return (
    <span className="known-blocs">
      {" "}
      {t("filters.knownBlocs", { blocs: format.list(blocs.map((b) => b.name)) })}
    </span>
  );
}
