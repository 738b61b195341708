export * from "./check-terminology";
export * from "./term-concept";
