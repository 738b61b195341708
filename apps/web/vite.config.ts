import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Development only (`npm run dev`): the API runs in its own process and Vite forwards to it.
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3001";

export default defineConfig({
  plugins: [reactRouter()],
  server: { proxy: { "/api": apiOrigin, "/healthz": apiOrigin } },
  build: { assetsInlineLimit: 0 },
});
