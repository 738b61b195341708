import { createContext, useContext } from "react";

/** The CSP nonce of this response, given by entry.server; empty in the browser. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
