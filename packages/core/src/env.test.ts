import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  EnvError,
  FLAG_MESSAGE,
  filePath,
  flag,
  httpUrl,
  inheritedEnv,
  intRange,
  port,
  readEnv,
  url,
} from "./env";

const Schema = z.object({
  PORT: port().default(3000),
  DATA_DIR: filePath().default("./data"),
  VERBOSE: flag(false),
  WORKERS: intRange(1, 64).default(4),
  DELAY_MS: intRange(0, 60_000, "a number of milliseconds").default(1000),
  CONTACT_URL: httpUrl().optional(),
  API_ORIGIN: url().default("http://127.0.0.1:3001"),
});

describe("readEnv", () => {
  it("gives the defaults for an empty environment", () => {
    expect(readEnv(Schema, {})).toEqual({
      PORT: 3000,
      DATA_DIR: "./data",
      VERBOSE: false,
      WORKERS: 4,
      DELAY_MS: 1000,
      CONTACT_URL: undefined,
      API_ORIGIN: "http://127.0.0.1:3001",
    });
  });

  it("parses what is set, and ignores the variables the schema does not name", () => {
    expect(
      readEnv(Schema, {
        PORT: "8080",
        DATA_DIR: "/srv/communique",
        VERBOSE: "1",
        WORKERS: "8",
        DELAY_MS: "0",
        CONTACT_URL: "https://news.example/crawler",
        API_ORIGIN: "http://localhost:4000",
        HOME: "/root",
      }),
    ).toEqual({
      PORT: 8080,
      DATA_DIR: "/srv/communique",
      VERBOSE: true,
      WORKERS: 8,
      DELAY_MS: 0,
      CONTACT_URL: "https://news.example/crawler",
      API_ORIGIN: "http://localhost:4000",
    });
  });

  it("treats an empty variable as an unset one", () => {
    expect(readEnv(Schema, { PORT: "", VERBOSE: "", CONTACT_URL: "" })).toEqual(readEnv(Schema, {}));
  });

  it("names every bad variable in one error, saying what is accepted", () => {
    let error: unknown;
    try {
      readEnv(Schema, { PORT: "http", DATA_DIR: "a\0b", VERBOSE: "maybe", WORKERS: "0", DELAY_MS: "1.5" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).message).toBe(
      "Invalid environment: " +
        "PORT: must be a port number from 0 to 65535; " +
        "DATA_DIR: must be a path (no NUL character); " +
        `VERBOSE: ${FLAG_MESSAGE}; ` +
        "WORKERS: must be a whole number from 1 to 64; " +
        "DELAY_MS: must be a number of milliseconds from 0 to 60000",
    );
    expect((error as EnvError).problems.map((p) => p.variable)).toEqual([
      "PORT",
      "DATA_DIR",
      "VERBOSE",
      "WORKERS",
      "DELAY_MS",
    ]);
  });

  it("refuses out-of-range ports and non-http(s) addresses", () => {
    expect(() => readEnv(Schema, { PORT: "65536" })).toThrow("PORT: must be a port number from 0 to 65535");
    expect(() => readEnv(Schema, { PORT: "-1" })).toThrow(/^Invalid environment: PORT: /);
    expect(() => readEnv(Schema, { PORT: "-1.5" })).toThrow(
      /^Invalid environment: PORT: must be a port number from 0 to 65535$/,
    );
    expect(() => readEnv(Schema, { CONTACT_URL: "mailto:x@y.example" })).toThrow(
      "CONTACT_URL: must be an http(s) address",
    );
    expect(() => readEnv(Schema, { API_ORIGIN: "localhost" })).toThrow("API_ORIGIN: must be an absolute URL");
  });
});

describe("flag: the one boolean convention", () => {
  const read = (value: string | undefined, fallback = false) =>
    readEnv(z.object({ FLAG: flag(fallback) }), value === undefined ? {} : { FLAG: value }).FLAG;

  it("is 1 or 0", () => {
    expect(read("1")).toBe(true);
    expect(read("0", true)).toBe(false);
  });

  it("also accepts true/false and yes/no, in any case", () => {
    expect(["true", "TRUE", "True", "yes", "YES"].map((v) => read(v))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["false", "FALSE", "False", "no", "No"].map((v) => read(v, true))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("falls back to its default when unset or empty", () => {
    expect([read(undefined, true), read("", true), read(undefined, false), read("", false)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("refuses anything else, saying which values are accepted", () => {
    for (const value of ["2", "on", "off", "y", "n", " 1", "enabled"]) {
      expect(() => read(value)).toThrow(`FLAG: must be 1 or 0 (true/false and yes/no are accepted too)`);
    }
  });
});

describe("inheritedEnv", () => {
  it("is this process's environment with the overrides on top, undefined removing one", () => {
    const env = inheritedEnv({ COMMUNIQUE_TEST_A: "a", PATH: undefined });
    expect(env.COMMUNIQUE_TEST_A).toBe("a");
    expect("PATH" in env).toBe(false);
    expect(env.HOME).toBe(inheritedEnv().HOME);
    expect(inheritedEnv()).not.toBe(inheritedEnv());
  });
});
