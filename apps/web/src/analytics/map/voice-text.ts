import { useI18n } from "../../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/en";
import type { VoiceStatus } from "./voice-marks";

export const STATUS_WORDS: Readonly<Record<VoiceStatus, MessageKey>> = {
  spoke: "voices.statusSpoke",
  silent: "voices.statusSilent",
  "not-covered": "voices.statusNotCovered",
};

/** A member's status in words, with its count when it spoke: the map's names, tooltips and table. */
export function useVoiceText(): (status: VoiceStatus, count: number) => string {
  const { t } = useI18n();
  return (status, count) => (status === "spoke" ? t("voices.mapSpoke", { count }) : t(STATUS_WORDS[status]));
}
