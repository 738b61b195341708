import { PageFrame } from "../components/page-frame";

export { layoutLoader as loader } from "./require-language";

export default function DefaultLayout() {
  return <PageFrame />;
}
