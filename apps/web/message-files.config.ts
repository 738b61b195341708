import type { Plugin } from "vite";

/** Where the client build lists each language's messages file, beside its output (not served). */
export const MESSAGE_FILES_LIST = "message-files.json";

const MESSAGES_MODULE = /[\\/]src[\\/]i18n[\\/]messages[\\/]([a-z]{2,3})\.ts$/;

/**
 * Lists the chunk that holds each language's messages (load-messages.client.ts splits them one
 * per language), so that the server can tell the browser to fetch the page's own with the app's
 * code (a modulepreload link) instead of after it, one round trip later, before hydration.
 */
export function listMessageFiles(): Plugin {
  return {
    name: "communique:list-message-files",
    apply: "build",
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const lang = chunk.type === "chunk" && chunk.facadeModuleId?.match(MESSAGES_MODULE)?.[1];
        if (lang) files[lang] = `/${chunk.fileName}`;
      }
      // The server build bundles all six itself: it has no such chunks and writes no list.
      if (!Object.keys(files).length) return;
      this.emitFile({
        type: "asset",
        fileName: MESSAGE_FILES_LIST,
        source: `${JSON.stringify(files, null, 1)}\n`,
      });
    },
  };
}
