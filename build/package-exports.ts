/** A package.json "exports" value: a path, a map of subpaths or conditions, a list of fallbacks, or null. */
export type Exports = string | null | Exports[] | { [key: string]: Exports };

const PATTERN = './*';

/**
 * The entry of `subpath` written for the pattern "./*": each target with the subpath replaced by
 * "*", so that Node, substituting the subpath back, finds the same file. Undefined when a target
 * does not begin with the subpath.
 */
function asPattern(subpath: string, value: Exports): Exports | undefined {
  if (typeof value === 'string') return value.startsWith(subpath) ? `${PATTERN}${value.slice(subpath.length)}` : undefined;
  if (value === null) return undefined;
  if (Array.isArray(value)) {
    const mapped = value.map((v) => asPattern(subpath, v));
    return mapped.includes(undefined) ? undefined : (mapped as Exports[]);
  }
  const mapped = Object.entries(value).map(([key, v]) => [key, asPattern(subpath, v)] as const);
  return mapped.some(([, v]) => v === undefined) ? undefined : (Object.fromEntries(mapped) as Record<string, Exports>);
}

/**
 * The same map with the subpaths whose targets all follow the most common shape (`./x` to `./x.js`,
 * `./x.cjs`, …) left to one "./*" pattern. Subpaths of any other shape stay as they are, and Node
 * tries them before the pattern. A map that already has a pattern, or would not get shorter, is
 * returned unchanged (the same object).
 */
export function compactExports(exports: Exports | undefined): Exports | undefined {
  if (!exports || typeof exports !== 'object' || Array.isArray(exports)) return exports;
  const subpaths = Object.keys(exports);
  // Keys that are conditions rather than subpaths ("import", "default"), or patterns already.
  if (subpaths.some((key) => key.includes('*') || !key.startsWith('.'))) return exports;

  const shapes = new Map<string, string[]>();
  // "." (the package itself) is not something "./*" matches.
  for (const subpath of subpaths.filter((key) => key.startsWith('./'))) {
    const pattern = asPattern(subpath, exports[subpath]!);
    if (pattern === undefined) continue;
    const shape = JSON.stringify(pattern);
    shapes.set(shape, [...(shapes.get(shape) ?? []), subpath]);
  }
  const [shape, covered] = [...shapes].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!shape || !covered || covered.length < 2) return exports;

  const toPattern = new Set(covered);
  return {
    ...Object.fromEntries(Object.entries(exports).filter(([subpath]) => !toPattern.has(subpath))),
    [PATTERN]: JSON.parse(shape) as Exports,
  };
}
