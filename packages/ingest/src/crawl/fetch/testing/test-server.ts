import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test helper: a real HTTP server on 127.0.0.1 that records what it was asked. Paths without a
 * route answer 404 (so robots.txt is "no file" unless a test serves one).
 */

export type Route = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface TestServer {
  port: number;
  /** http://127.0.0.1:port */
  origin: string;
  requests: RecordedRequest[];
  pathsRequested(): string[];
  close(): Promise<void>;
}

export async function startTestServer(routes: Record<string, Route>): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push({ path, headers: req.headers, at: performance.now() });
    const route = routes[path] ?? routes[path.split("?")[0] ?? path];
    if (!route) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    void Promise.resolve(route(req, res)).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    pathsRequested: () => requests.map((r) => r.path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function html(body: string | Uint8Array, contentType = "text/html; charset=utf-8"): Route {
  return (_req, res) => {
    res.writeHead(200, { "content-type": contentType }).end(body);
  };
}

export function redirect(location: string, status = 302): Route {
  return (_req, res) => {
    res.writeHead(status, { location }).end();
  };
}
