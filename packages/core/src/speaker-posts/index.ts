export * from "./speaker-post";
export * from "./speaker-posts";
