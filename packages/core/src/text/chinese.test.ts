import { describe, expect, it } from "vitest";
import { segmentChinese, toSimplified } from "./chinese";

describe("toSimplified", () => {
  it("converts Traditional to Simplified", () => {
    expect(toSimplified("聯合國安理會")).toBe("联合国安理会");
    expect(toSimplified("外交部發言人表示")).toBe("外交部发言人表示");
    expect(toSimplified("衞生")).toBe("卫生");
  });

  it("leaves Simplified Chinese and other text unchanged", () => {
    const text = "联合国安理会呼吁立即停火，什么时候 Security Council 2024";
    expect(toSimplified(text)).toBe(text);
    expect(toSimplified("Conseil de sécurité")).toBe("Conseil de sécurité");
  });
});

describe("segmentChinese", () => {
  it("separates multi-character words with single spaces", () => {
    expect(segmentChinese("联合国安理会呼吁立即停火")).toBe("联合 国 安理会 呼吁 立即 停火");
    const words = segmentChinese("外交部发言人表示").split(" ");
    expect(words.join("")).toBe("外交部发言人表示");
    expect(words.some((w) => w.length > 1)).toBe(true);
  });

  it("leaves non-Han text untouched and separates Han runs from adjacent letters and digits", () => {
    expect(segmentChinese("Security Council, 12 March.")).toBe("Security Council, 12 March.");
    expect(segmentChinese("呼吁，立即停火。")).toBe("呼吁，立即 停火。");
    expect(segmentChinese("2024年")).toBe("2024 年");
    expect(segmentChinese("《停火》")).toBe("《停火》");
  });
});
