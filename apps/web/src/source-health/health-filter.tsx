import { HEALTH_FLAGS } from "@communique/core/contract";
import { Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import type { SourceHealthFilter, SourcesHealthAnswer } from "./sources-health-api.server";

/** The filters as links: they work without scripts, and the one in use is marked. */
export function HealthFilter({
  totals,
  filter,
}: {
  totals: SourcesHealthAnswer["totals"];
  filter: SourceHealthFilter | null;
}) {
  const { t, format, href } = useI18n();
  const page = href("/coverage/sources");
  const choices: { value: SourceHealthFilter | null; label: string; count: number }[] = [
    { value: null, label: t("sourceHealth.filterAll"), count: totals.sources },
    { value: "flagged", label: t("sourceHealth.filterFlagged"), count: totals.flagged },
    ...HEALTH_FLAGS.map((flag) => ({
      value: flag,
      label: t(`sourceHealth.flag.${flag}`),
      count: totals.byFlag[flag] ?? 0,
    })),
  ];
  return (
    <nav aria-label={t("sourceHealth.filter")} className="segmented health-filter">
      <span className="segmented-label">{t("sourceHealth.filter")}</span>
      {choices.map((choice) => (
        <Link
          key={choice.value ?? "all"}
          to={choice.value ? `${page}?flag=${choice.value}` : page}
          aria-current={choice.value === filter ? "true" : undefined}
          data-flag={choice.value ?? "all"}
        >
          {t("sourceHealth.filterCount", { label: choice.label, number: format.number(choice.count) })}
        </Link>
      ))}
    </nav>
  );
}
