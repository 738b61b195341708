import type { ReactNode } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { PageTransition } from "../behaviours/page-transition";
import { SiteFooter } from "./site-footer";
import { type HeaderSearch, SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/**
 * What a page asks of the frame around it, through its route's `handle` (`frame`), read from its
 * address: the header's box and a skip link to its results. Layouts stay free of any feature.
 */
export interface FrameHandle {
  frame(params: URLSearchParams): { search?: HeaderSearch; skipToResults?: boolean };
}

/** The frame the deepest page that asks for one wants, for the address shown. */
export function usePageFrame(): ReturnType<FrameHandle["frame"]> {
  const matches = useMatches();
  const location = useLocation();
  const handle = matches
    .map((match) => match.handle as Partial<FrameHandle> | undefined)
    .findLast((h) => typeof h?.frame === "function");
  return handle?.frame?.(new URLSearchParams(location.search)) ?? {};
}

/**
 * What every layout shares: skip link, header, the main landmark whose page changes with the
 * 'page' transition, footer. Layouts differ by the header's search box, the width, and what
 * comes before the page (the analytics tabs).
 */
export function PageFrame(props: {
  searchBox?: boolean;
  search?: HeaderSearch;
  /** The page lists results (#results): a second skip link goes straight to them. */
  skipToResults?: boolean;
  mainClassName?: string;
  beforePage?: ReactNode;
}) {
  return (
    <>
      <SkipLink toResults={props.skipToResults} />
      <SiteHeader searchBox={props.searchBox} search={props.search} />
      <main id="main" className={`page-main ${props.mainClassName ?? ""}`.trim()} tabIndex={-1}>
        {props.beforePage}
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
    </>
  );
}
