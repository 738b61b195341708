import { useLocation } from "react-router";
import { PageFrame } from "../components/page-frame";
import { keptByNewQuery } from "../search";

export { layoutLoader as loader } from "./require-language";

/**
 * On the results page the header's box starts a new query within the search on screen: its
 * filters, sort and languages stay (keptByNewQuery), shown as chips the reader can remove.
 */
export default function DefaultLayout() {
  const location = useLocation();
  const onSearch = location.pathname.endsWith("/search");
  return (
    <PageFrame
      search={onSearch ? { keep: keptByNewQuery(new URLSearchParams(location.search)) } : undefined}
      skipToResults={onSearch}
    />
  );
}
