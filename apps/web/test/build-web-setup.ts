import { buildWeb } from "../../../scripts/build-web";

/** Vitest global setup: the server tests and browser tests serve the built web app. */
export default function setup() {
  buildWeb();
}
