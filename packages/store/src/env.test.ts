import { describe, expect, it } from "vitest";
import { readStoreEnv } from "./env";

describe("readStoreEnv", () => {
  it("reads the read replicas as a comma-separated list, none when unset or empty", () => {
    expect(readStoreEnv({}).replicaUrls).toEqual([]);
    expect(readStoreEnv({ DATABASE_REPLICA_URLS: "" }).replicaUrls).toEqual([]);
    expect(
      readStoreEnv({ DATABASE_REPLICA_URLS: "postgres://a:5432/db, postgresql://b:5433/db," }).replicaUrls,
    ).toEqual(["postgres://a:5432/db", "postgresql://b:5433/db"]);
  });

  it("names a replica address that is not a PostgreSQL URL", () => {
    expect(() => readStoreEnv({ DATABASE_REPLICA_URLS: "postgres://a/db,mysql://b/db" })).toThrow(
      /DATABASE_REPLICA_URLS.*"mysql:\/\/b\/db" must start with postgres:\/\//s,
    );
  });
});
