export const PAGE_SIZE = 50;

/** A page number from the query string: 1 when missing or nonsense. */
export function pageNumber(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pages: number;
}

export async function paged<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>, page: number): Promise<Paged<T>> {
  const [r, [t]] = await Promise.all([rows, total]);
  const n = t?.n ?? 0;
  return { rows: r, total: n, page, pages: Math.max(1, Math.ceil(n / PAGE_SIZE)) };
}
