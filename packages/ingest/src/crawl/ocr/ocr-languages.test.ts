import { describe, expect, it } from "vitest";
import {
  languageOfTesseract,
  parseLanguageList,
  parseOsdScript,
  tesseractLanguageFor,
} from "./ocr-languages";

const ALL = new Set(["ara", "chi_sim", "eng", "fra", "osd", "rus", "spa"]);

describe("OCR languages", () => {
  it("reads the installed language data from tesseract --list-langs", () => {
    const output =
      'List of available languages in "/usr/share/tesseract-ocr/5/tessdata/" (3):\neng\nosd\nchi_sim\n';
    expect(parseLanguageList(output)).toEqual(new Set(["eng", "osd", "chi_sim"]));
  });

  it("reads the script from tesseract's orientation and script detection", () => {
    expect(parseOsdScript("Page number: 0\nRotate: 0\nScript: Arabic\nScript confidence: 3.47\n")).toBe(
      "Arabic",
    );
    expect(parseOsdScript("Too few characters. Skipping this page\n")).toBeUndefined();
  });

  it("maps the source's language to tesseract's, and refuses one whose data is missing", () => {
    expect(tesseractLanguageFor(ALL, "ar")).toBe("ara");
    expect(tesseractLanguageFor(ALL, "zh")).toBe("chi_sim");
    expect(tesseractLanguageFor(new Set(["eng"]), "ru")).toBeUndefined();
    expect(languageOfTesseract("rus")).toBe("ru");
    expect(languageOfTesseract("eng+fra")).toBeUndefined();
  });

  it("without a language, takes the script's languages, Latin ones when the script is unknown", () => {
    expect(tesseractLanguageFor(ALL, undefined, "Cyrillic")).toBe("rus");
    expect(tesseractLanguageFor(ALL, undefined, "Latin")).toBe("eng+fra+spa");
    expect(tesseractLanguageFor(ALL, undefined, "Devanagari")).toBe("eng+fra+spa");
    expect(tesseractLanguageFor(new Set(["eng", "spa"]), undefined)).toBe("eng+spa");
    expect(tesseractLanguageFor(new Set(["ara"]), undefined, "Latin")).toBeUndefined();
  });
});
