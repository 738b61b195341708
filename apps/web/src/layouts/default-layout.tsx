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

export default function DefaultLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="page-main" tabIndex={-1}>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
    </>
  );
}
