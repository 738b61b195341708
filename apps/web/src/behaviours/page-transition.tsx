import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * The 'page' transition in out-in mode: the old page fades out while the next one loads, then
 * the new one fades in. Pure CSS classes; prefers-reduced-motion turns both off (app.css).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state === "loading" && navigation.location?.pathname !== location.pathname;
  return (
    <div key={location.pathname} className={leaving ? "page page-leave-active" : "page page-enter-active"}>
      {children}
    </div>
  );
}
