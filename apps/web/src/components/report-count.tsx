import { createContext, useContext } from "react";

/**
 * How many statements the reader's report holds, for the header's Report link; null where it is
 * not known (rendering on the server, the error page). Shared code cannot read the report feature,
 * so the app layer (root.tsx) provides the count from it.
 */
export const ReportCountContext = createContext<number | null>(null);

export const useReportCount = () => useContext(ReportCountContext);
