export { characterErrorRate } from "./character-error-rate";
export { type FoundOcrTools, findOcrTools, type OcrTools } from "./find-tesseract";
export { TESSERACT_LANGUAGES } from "./ocr-languages";
export {
  createOcrReader,
  type OcrReader,
  type OcrRequest,
  type OcrResult,
  type OcrSettings,
  OcrSettingsSchema,
} from "./ocr-reader";
