import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The layout rule's messages for `code` written in `file` (a path in the repository; the file need not exist). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'kwento/layers').map((m) => m.message);
}

describe('the layout lint rule', () => {
  it('lets a page use a feature through its index files and an island through its own file', async () => {
    const code = [
      "import { searchSite } from '../../features/search/index.server.ts';",
      "import { StoryIndex } from '../../features/stories/index.ts';",
      "import SiteMenu from '../../features/site/components/SiteMenu.island.tsx';",
      'export { searchSite, StoryIndex, SiteMenu };',
    ].join('\n');
    expect(await layerErrors('src/pages/[...locale]/example.ts', code)).toEqual([]);
  });

  it("refuses a page or another feature reaching into a feature's other files", async () => {
    expect(await layerErrors('src/pages/[...locale]/example.ts', "export { searchSite } from '../../features/search/query.server.ts';")).toEqual([
      '../../features/search/query.server.ts: use the search feature through src/features/search/index.ts or index.server.ts (or an island\'s own file)',
    ]);
    expect(await layerErrors('src/features/reviews/example.server.ts', "export { default } from '../stories/components/StoryCard.tsx';")).toHaveLength(1);
  });

  it('keeps platform, ui and i18n below the features', async () => {
    for (const file of ['src/platform/example.ts', 'src/ui/Example.tsx', 'src/i18n/example.ts']) {
      const depth = '../'.repeat(file.split('/').length - 2);
      expect(await layerErrors(file, `export { storyUrl } from '${depth}features/stories/index.ts';`)).toEqual([
        `${depth}features/stories/index.ts: ${file.split('/')[1]} sits below the features: it imports none of them`,
      ]);
    }
  });

  it('keeps server code out of files that may reach the browser, and pages out of everything', async () => {
    expect(await layerErrors('src/features/search/components/Example.tsx', "export { searchSite } from '../query.server.ts';")).toHaveLength(1);
    expect(await layerErrors('src/features/search/example.ts', "export { getDb } from '../../platform/db/client.ts';")).toHaveLength(1);
    expect(await layerErrors('src/features/search/example.server.ts', "export { getDb } from '../../platform/db/client.ts';")).toEqual([]);
    expect(await layerErrors('src/features/search/example.server.ts', "export { GET } from '../../pages/healthz.ts';")).toEqual(['../../pages/healthz.ts: nothing imports a page']);
    expect(await layerErrors('src/features/search/example.server.ts', "export { storyUrl } from '../stories/index.ts';")).toEqual([
      "../stories/index.ts: Node loads this file (npm start, scripts), and cannot load the React components index.ts re-exports: use src/features/stories/index.server.ts",
    ]);
  });
});
