import type { ComponentProps } from "react";
import { NavLink } from "react-router";
import { usePrefetchPolicy } from "../behaviours/prefetch-policy";

/** An internal link that prefetches its page once the browser is idle (SPEC.md §7, §9). */
export function AppLink(props: ComponentProps<typeof NavLink>) {
  const prefetch = usePrefetchPolicy();
  return <NavLink prefetch={prefetch} {...props} />;
}
