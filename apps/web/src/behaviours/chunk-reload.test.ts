import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReload } from "./chunk-reload";

const NOW = 1_900_000_000_000;

describe("mayReload", () => {
  it("allows a reload when none has been recorded", () => {
    expect(mayReload(undefined, NOW)).toBe(true);
  });

  it("forbids a second reload 59,999 ms after the first", () => {
    expect(mayReload(NOW - 59_999, NOW)).toBe(false);
  });

  it("forbids a second reload at the same instant", () => {
    expect(mayReload(NOW, NOW)).toBe(false);
  });

  it("allows a reload once 60,000 ms have passed", () => {
    expect(mayReload(NOW - 60_000, NOW)).toBe(true);
    expect(mayReload(NOW - 3_600_000, NOW)).toBe(true);
  });

  it("allows a reload when the recorded time is not a number", () => {
    expect(mayReload(Number.NaN, NOW)).toBe(true);
    expect(mayReload(Number("not-a-timestamp"), NOW)).toBe(true);
  });
});

describe("isChunkLoadError", () => {
  it("recognises Chromium's failed dynamic import", () => {
    expect(
      isChunkLoadError(
        new TypeError(
          "Failed to fetch dynamically imported module: https://gazette.example.test/assets/search-Ab12Cd34.js",
        ),
      ),
    ).toBe(true);
  });

  it("recognises Firefox's failed dynamic import", () => {
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError(
          "error loading dynamically imported module: https://gazette.example.test/assets/report-Zz99.js",
        ),
      ),
    ).toBe(true);
  });

  it("recognises Safari's failed dynamic import", () => {
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  });

  it("recognises Vite's failed CSS preload", () => {
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/app-1a2b3c.css"))).toBe(true);
  });

  it("recognises the message given as a plain string", () => {
    expect(isChunkLoadError("Failed to fetch dynamically imported module: /assets/x.js")).toBe(true);
  });

  it("does not take unrelated errors for chunk failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new TypeError("NetworkError when attempting to fetch resource."))).toBe(false);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError("Something else went wrong")).toBe(false);
  });

  it("does not take values without a message for chunk failures", () => {
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(404)).toBe(false);
    expect(isChunkLoadError({ message: "Failed to fetch dynamically imported module" })).toBe(false);
  });
});
