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
  // The first page arrives with the document: nothing to transition from.
  const entering = location.key !== "default";
  const className = leaving ? "page page-leave-active" : entering ? "page page-enter-active" : "page";
  return (
    <div key={location.pathname} className={className}>
      {children}
    </div>
  );
}
