/**
 * Imported first by main.ts: unless told otherwise, the server runs in production mode, so the
 * web app renders with React's production build (its development build renders several times
 * slower and checks things only a developer needs). Must run before React is loaded.
 */
process.env.NODE_ENV ??= "production";
