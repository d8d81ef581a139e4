// The layout's import rules (README "Where things are"): a feature is used by other code only through
// its index (index.ts, safe in the browser; index.server.ts) or an island's own file, which Astro
// hydrates from the module it is imported from; platform, ui and i18n sit below every feature; no
// browser-safe file reaches server code; nothing imports a page.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_PLATFORM = /^src\/platform\/(db|http|email|jobs)\/|^src\/platform\/(config|log|console-to-log|form-submission|link-tokens)\.ts$/;

const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/');
const isServerFile = (file) =>
  /\.server\.ts$/.test(file) ||
  /\.astro$/.test(file) ||
  SERVER_PLATFORM.test(file) ||
  /^(src\/(pages|actions|middleware\.ts|jobs\.ts)|scripts\/|astro\.config\.ts)/.test(file);
const isEntry = (target, feature) =>
  target === `src/features/${feature}/index.ts` ||
  target === `src/features/${feature}/index.server.ts` ||
  new RegExp(`^src/features/${feature}/components/[A-Z]\\w*\\.island\\.tsx$`).test(target);

/** The reason `file` may not import `target` (both relative to the repository), or undefined. */
export function layerViolation(file, target, typeOnly = false) {
  if (isTest(file)) return undefined;
  if (target.startsWith('src/pages/')) return 'nothing imports a page';
  const from = featureOf(file);
  const to = featureOf(target);
  if (/^src\/(platform|ui|i18n)\//.test(file) && (to || /^src\/(actions|layouts|jobs\.ts|middleware\.ts)/.test(target))) {
    return `${file.split('/')[1]} sits below the features: it imports none of them`;
  }
  if (to && !typeOnly && /\.server\.ts$|^src\/jobs\.ts$|^scripts\//.test(file) && target === `src/features/${to}/index.ts`) {
    return `Node loads this file (npm start, scripts), and cannot load the React components index.ts re-exports: use src/features/${to}/index.server.ts`;
  }
  if (to && from !== to && !isEntry(target, to)) {
    return `use the ${to} feature through src/features/${to}/index.ts or index.server.ts (or an island's own file)`;
  }
  if (!isServerFile(file) && (/\.server\.ts$/.test(target) || SERVER_PLATFORM.test(target))) {
    return 'a file that may reach the browser imports no server code (*.server.ts, platform/db, http, email, jobs, config, log)';
  }
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
      const reason = layerViolation(file, target, node.importKind === 'type' || node.exportKind === 'type');
      if (reason) context.report({ node: node.source, message: `${source}: ${reason}` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { layers: rule } };
