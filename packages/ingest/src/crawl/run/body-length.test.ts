import { describe, expect, it } from "vitest";
import { bodyLength } from "./body-length";

describe("bodyLength", () => {
  it("counts a Chinese character as three Latin ones, and trims", () => {
    expect(bodyLength("  A fictional note.  ")).toBe(17);
    // FICTIONAL: 34 Chinese characters and a full stop weigh 103, past the default minimum of 80
    // (35 as plain characters); 10 and a full stop weigh 31: a stub still.
    expect(bodyLength("虚构的外交部宣布将于下月举办一次关于灯塔维护的地区研讨会欢迎各方参加。")).toBe(
      3 * 34 + 1,
    );
    expect(bodyLength("虚构的外交部发布通知。")).toBe(3 * 10 + 1);
    expect(bodyLength("")).toBe(0);
  });
});
