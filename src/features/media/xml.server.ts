import { XMLParser } from 'fast-xml-parser';
import { FetchFailure } from './fetch.server.ts';

// Feeds are untrusted: a DOCTYPE or ENTITY declaration is how entity-expansion and XXE attacks start,
// and no real podcast or YouTube feed needs one.
const DECLARATIONS = /<!DOCTYPE|<!ENTITY/i;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'entry',
});

export function parseFeedXml(xml: string): Record<string, unknown> {
  if (DECLARATIONS.test(xml)) throw new FetchFailure('refused a feed with a DOCTYPE or ENTITY declaration');
  try {
    return parser.parse(xml, true) as Record<string, unknown>;
  } catch (error) {
    throw new FetchFailure(`malformed XML: ${(error as Error).message.slice(0, 200)}`);
  }
}

/** The text of a node that may be a string, a number or { '#text': ... }. */
export function textOf(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (typeof node === 'object' && '#text' in node) return String((node as { '#text': unknown })['#text']);
  return '';
}
