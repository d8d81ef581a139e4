import type { ReactNode } from 'react';
import Card from './Card.tsx';

// The owner area's tables: a labelled, keyboard-scrollable region (wide tables scroll sideways on
// phones) with one header row. Columns named with a leading "#" are numeric and right-aligned.
interface Props {
  label: string;
  columns: string[];
  children: ReactNode;
}

export default function DataTable({ label, columns, children }: Props) {
  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    <Card role="region" aria-label={label} tabIndex={0} className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-sky/40 text-navy">
          <tr>
            {columns.map((column) =>
              column.startsWith('#') ? (
                <th key={column} scope="col" className="px-4 py-3 text-right">
                  {column.slice(1)}
                </th>
              ) : (
                <th key={column} scope="col" className="px-4 py-3">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </Card>
  );
}
