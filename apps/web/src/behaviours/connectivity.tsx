import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useI18n } from "../i18n/i18n-context";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Follows the browser's connectivity; says when it is lost and, briefly, when it is back. */
export function ConnectivityIndicator() {
  const { t } = useI18n();
  const online = useOnline();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), 4000);
    return () => clearTimeout(timer);
  }, [online]);

  const message = !online ? t("connectivity.offline") : backOnline ? t("connectivity.online") : "";
  return (
    <div className="connectivity" role="status" data-state={online ? "online" : "offline"}>
      {message && <p className="connectivity-message">{message}</p>}
    </div>
  );
}
