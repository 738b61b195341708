import type { ReactNode } from "react";
import { Link, useInRouterContext } from "react-router";

interface CalendarLinkProps {
  href: string;
  className?: string;
  "aria-current"?: "page";
  /** Month navigation keeps the page where it is; SPEC.md §2 resets it on other navigations. */
  preventScrollReset?: boolean;
  children: ReactNode;
}

/**
 * A plain link, so the calendar works without JavaScript; inside the app's router, a router link,
 * so that with JavaScript a month changes without reloading the page.
 */
export function CalendarLink({ href, preventScrollReset, ...rest }: CalendarLinkProps) {
  if (!useInRouterContext()) return <a href={href} {...rest} />;
  return <Link to={href} preventScrollReset={preventScrollReset} {...rest} />;
}
