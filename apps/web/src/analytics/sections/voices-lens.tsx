import { useId } from "react";
import { Form, useNavigate } from "react-router";
import { useI18n } from "../../i18n/i18n-context";
import type { Reference } from "../../server/api-client.server";
import { type AnalyticsState, lensOf, NO_LENS, writeAnalyticsState } from "../analytics-state";

/**
 * The choice of bloc or group whose members "Who has spoken" lists: a GET form of one select that
 * keeps the page's other parameters. Without JavaScript an Apply button sends it; with it, a
 * change applies at once, as the filters do.
 */
export function VoicesLens({ state, reference }: { state: AnalyticsState; reference: Reference }) {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  const selectId = useId();
  const lens = lensOf(state);
  const { amongOff: _off, ...unlensed } = state;
  const kept = [...writeAnalyticsState({ ...unlensed, among: undefined })];
  return (
    <Form
      method="get"
      action={href("/analytics")}
      className="voices-lens"
      onChange={(event) => {
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value) params.append(name, value);
        }
        navigate(`${href("/analytics")}?${params}`, { preventScrollReset: true });
      }}
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={selectId}>{t("voices.lensLabel")}</label>
      {/* Keyed by the lens: after a change the page's new lens shows, whichever way it came. */}
      <select id={selectId} name="among" defaultValue={lens?.id ?? NO_LENS} key={lens?.id ?? NO_LENS}>
        <option value={NO_LENS}>{t("voices.lensNone")}</option>
        {reference.blocs.length > 0 && (
          <optgroup label={t("voices.lensBlocs")}>
            {reference.blocs.map((bloc) => (
              <option key={bloc.id} value={bloc.id}>
                {bloc.name === bloc.shortName ? bloc.name : `${bloc.name} (${bloc.shortName})`}
              </option>
            ))}
          </optgroup>
        )}
        <optgroup label={t("voices.lensGroups")}>
          {reference.groups.map((group) => (
            <option key={group.slug} value={group.slug}>
              {group.name}
            </option>
          ))}
        </optgroup>
      </select>
      <noscript>
        <button type="submit">{t("voices.lensApply")}</button>
      </noscript>
    </Form>
  );
}

/** An `among` that is neither a bloc nor a group: which it was, and the known ones by name. */
export function UnknownLens({ value, reference }: { value: string; reference: Reference }) {
  const { t, format } = useI18n();
  return (
    <div className="notice notice-error voices-unknown" role="alert">
      <p>{t("voices.unknownLens", { value })}</p>
      {reference.blocs.length > 0 && (
        <p>{t("voices.knownBlocs", { names: format.list(reference.blocs.map((bloc) => bloc.name)) })}</p>
      )}
      <p>{t("voices.knownGroups", { names: format.list(reference.groups.map((group) => group.name)) })}</p>
    </div>
  );
}
