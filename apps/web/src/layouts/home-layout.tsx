import { type LoaderFunctionArgs, Outlet } from "react-router";
import { PageTransition } from "../behaviours/page-transition";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { SkipLink } from "../components/skip-link";
import { requireKnownLanguage } from "./require-language";

export function loader({ params }: LoaderFunctionArgs) {
  requireKnownLanguage(params);
  return null;
}

/** The home layout: no search box in the header, the page's own large one takes its place. */
export default function HomeLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader searchBox={false} />
      <main id="main" className="page-main page-main-home" tabIndex={-1}>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
    </>
  );
}
