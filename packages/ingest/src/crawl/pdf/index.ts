export * from "./pdf-text";
