export { normalizeArabic } from "./arabic";
export { segmentChinese, toSimplified } from "./chinese";
export { detectLanguage } from "./detect-language";
export { hasFoldableLetters } from "./foldable-letters";
export { foldForMatch, normalizeForIndex } from "./normalize";
export { type MatchToken, tokenizeForMatching } from "./tokenize";
