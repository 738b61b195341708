import { type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { errorBody } from "./errors";

/**
 * What node's HTTP parser refuses before any route sees the request, answered as the API answers
 * every error (a JSON error body) instead of node's bare status line: an address or headers over
 * node's 16 KB limit (431), a request that took too long to arrive (408), bytes that are not HTTP
 * (400). Found by the fuzzer's conformance check (issue 35): an address of four 5,000-character
 * values was a 431 with no body and no media type.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [
            431,
            "The request's address or headers are too large (over 16 KB): shorten the query or its parameters.",
          ]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "The request took too long to arrive."]
          : [400, "The request is not valid HTTP."];
    const body = JSON.stringify(errorBody("invalid_parameter", message));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
