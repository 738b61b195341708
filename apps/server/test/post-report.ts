/** A report download request as the web app sends it (JSON), headers overridable. */
export function postReport(base: string, query: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/report/download?${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
