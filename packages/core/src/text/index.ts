export { normalizeArabic } from "./arabic";
export {
  type BodyBlock,
  bodyBlocks,
  bodyBlockText,
  type TextSpan,
  withoutHeadingMarker,
} from "./body-structure";
export { segmentChinese, toSimplified } from "./chinese";
export { detectLanguage } from "./detect-language";
export { hasFoldableLetters } from "./foldable-letters";
export { foldForMatch, normalizeForIndex } from "./normalize";
export { type MatchToken, tokenizeForMatching } from "./tokenize";
