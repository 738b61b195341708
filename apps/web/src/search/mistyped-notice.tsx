import { useI18n } from "../i18n/i18n-context";
import type { MistypedParam } from "./mistyped-params";

/** Says which parameters of the address were ignored as likely typos, and what they may have meant. */
export function MistypedNotice({ params }: { params: readonly MistypedParam[] | undefined }) {
  const { t } = useI18n();
  if (!params?.length) return null;
  return (
    <p className="notice mistyped-params" role="status">
      {params.map((p) => t("search.mistypedParam", { name: p.name, meant: p.meant })).join(" ")}
    </p>
  );
}
