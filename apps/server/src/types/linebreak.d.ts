/** The `linebreak` package (UAX #14, the Unicode line breaking algorithm), which ships no types. */
declare module "linebreak" {
  interface Break {
    /** UTF-16 index in the text: a line may start here. */
    position: number;
    /** A mandatory break (after a line or paragraph separator). */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
