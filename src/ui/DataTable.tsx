import type { ReactNode } from 'react';

/**
 * A column: its name, or the name with how its cells show. A name with a leading "#" is numeric, as
 * `{ name, numeric: true }` is.
 */
export type DataColumn =
  | string
  | {
      name: string;
      /** Right-aligned on wide screens. */
      numeric?: boolean;
      /** Kept on one line on wide screens (dates). */
      nowrap?: boolean;
      /** False for a column whose cells name themselves (a "Remove" button): no label beside them on a phone. */
      labelled?: boolean;
    };

export interface DataRow {
  key: string;
  /** One per column, in the columns' order. */
  cells: ReactNode[];
}

interface Props {
  label: string;
  columns: DataColumn[];
  rows: DataRow[];
  /** The first cell of each row names it (a row header), as the overview's form names do. */
  rowHeaders?: boolean;
}

const columnOf = (column: DataColumn) =>
  typeof column === 'string'
    ? { name: column.replace(/^#/, ''), numeric: column.startsWith('#'), nowrap: false, labelled: true }
    : { numeric: false, nowrap: false, labelled: true, ...column };

// Below 640 px each row is a card and each cell a line of it, its column's name before it (the
// ::before's alternative text is empty: a screen reader already announces the column header).
// A long address or link breaks anywhere on a phone; on wide screens, between words (a cell keeps its width).
const CELL = 'px-4 py-3 break-words max-sm:py-1 max-sm:[overflow-wrap:anywhere]';
const LABELLED =
  "max-sm:grid max-sm:grid-cols-[7rem_minmax(0,1fr)] max-sm:justify-items-start max-sm:gap-x-3 max-sm:before:font-semibold max-sm:before:text-navy max-sm:before:content-[attr(data-label)_/_'']";

/**
 * The owner area's tables: a labelled region with one header row on wide screens, a list of cards on a
 * phone, where nothing is wider than the screen and every column, the status first of all, is in view.
 * One markup for both: CSS alone changes the layout, so the table roles are explicit (some browsers drop
 * a table's semantics when its rows are displayed as blocks).
 */
export default function DataTable({ label, columns, rows, rowHeaders = false }: Props) {
  const shown = columns.map(columnOf);
  return (
    <div
      role="region"
      aria-label={label}
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-sky max-sm:overflow-visible max-sm:bg-transparent max-sm:shadow-none max-sm:ring-0"
    >
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit on purpose, see above */}
      <table role="table" className="w-full text-left text-sm max-sm:block">
        <thead role="rowgroup" className="bg-sky/40 text-navy max-sm:sr-only">
          <tr role="row">
            {shown.map((column) => (
              <th key={column.name} role="columnheader" scope="col" className={`px-4 py-3 ${column.numeric ? 'text-right' : ''}`}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
          {rows.map((row) => (
            <tr
              key={row.key}
              role="row"
              className="border-t border-sky align-top max-sm:block max-sm:rounded-2xl max-sm:border-0 max-sm:bg-white max-sm:py-2 max-sm:shadow-sm max-sm:ring-1 max-sm:ring-sky"
            >
              {row.cells.map((cell, i) => {
                const column = shown[i]!;
                const className = [
                  CELL,
                  column.labelled ? LABELLED : 'max-sm:block',
                  column.numeric ? 'tabular-nums sm:text-right' : '',
                  column.nowrap ? 'sm:whitespace-nowrap' : '',
                ].join(' ');
                const labelled = column.labelled ? column.name : undefined;
                return rowHeaders && i === 0 ? (
                  <th key={column.name} role="rowheader" scope="row" data-label={labelled} className={`${className} font-semibold`}>
                    {cell}
                  </th>
                ) : (
                  <td key={column.name} role="cell" data-label={labelled} className={className}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </div>
  );
}
