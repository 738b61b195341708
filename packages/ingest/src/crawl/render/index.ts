export { findChromium } from "./find-chromium";
export {
  type BlockedRequest,
  createPageRenderer,
  type PageRenderer,
  type RendererStats,
  type RenderResult,
} from "./page-renderer";
export { type RenderSettings, type RenderSettingsInput, RenderSettingsSchema } from "./render-settings";
export { renderingFetcher } from "./rendering-fetcher";
