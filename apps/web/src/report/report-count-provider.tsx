import type { ReactNode } from "react";
import { ReportCountContext } from "../components/report-count";
import { useReport } from "./report-store";

/**
 * Gives the header the report's size, updated whenever the report changes, in this tab or another
 * (0 on the server, which does not know the report: the link then reads plainly "Report").
 */
export function ReportCountProvider({ children }: { children: ReactNode }) {
  const count = useReport().length;
  return <ReportCountContext.Provider value={count}>{children}</ReportCountContext.Provider>;
}
