import { PageFrame, usePageFrame } from "../components/page-frame";

export { layoutLoader as loader } from "./require-language";

/** The default layout: the header's box and skip links as the page asks (its route's handle). */
export default function DefaultLayout() {
  const frame = usePageFrame();
  return <PageFrame search={frame.search} skipToResults={frame.skipToResults} />;
}
