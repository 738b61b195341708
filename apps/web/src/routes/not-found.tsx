import { data, type LoaderFunctionArgs } from "react-router";
import { refuseOtherMethods } from "../server/load-context.server";

/** Any path no route takes (404), unless it was asked with a method no page takes (405). */
export function loader({ context }: LoaderFunctionArgs) {
  refuseOtherMethods(context);
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
