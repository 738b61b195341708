import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/en";

/** Why a figure could not be computed, in the visitor's language (the API's words kept as detail). */
export function OutcomeNotice(props: { messageKey: MessageKey; detail?: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <p className="notice notice-error" role="alert" title={props.detail}>
      {t(props.messageKey)}
      {props.children}
    </p>
  );
}
