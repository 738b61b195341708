import type { Config } from "@react-router/dev/config";

export default {
  // The repository keeps every package's code under src/.
  appDirectory: "src",
  buildDirectory: "build",
  ssr: true,
  // Decided explicitly (and so silenced): no middleware yet; the rest keep v7 behaviour.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
