import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { PageTransition } from "../behaviours/page-transition";
import { SiteFooter } from "./site-footer";
import { type HeaderSearch, SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

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
