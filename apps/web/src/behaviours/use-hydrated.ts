import { useEffect, useState } from "react";

/** False on the server and in the first render after it, true once scripts run: for controls that need them. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
