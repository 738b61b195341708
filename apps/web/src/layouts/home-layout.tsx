import { PageFrame } from "../components/page-frame";

export { layoutLoader as loader } from "./require-language";

/** The home layout: no search box in the header, the page's own large one takes its place. */
export default function HomeLayout() {
  return <PageFrame searchBox={false} mainClassName="page-main-home" />;
}
