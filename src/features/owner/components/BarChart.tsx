import Card from '../../../ui/Card.tsx';

interface Props {
  /** Accessible name of the chart. */
  title: string;
  bars: { label: string; value: number }[];
  /** Text for the value of a bar in the hidden data table, e.g. "3 responses". */
  unit: string;
}

const WIDTH = 560;
const HEIGHT = 220;
const TOP = 24;
const BOTTOM = 34;
const LEFT = 8;
const PLOT = HEIGHT - TOP - BOTTOM;

export default function BarChart({ title, bars, unit }: Props) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = (WIDTH - LEFT * 2) / Math.max(1, bars.length);
  const barWidth = Math.min(56, slot * 0.6);
  const id = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card as="figure" className="p-4">
      <figcaption id={id} className="font-semibold text-navy">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-2 h-auto w-full" role="img" aria-labelledby={id}>
        <line x1={LEFT} x2={WIDTH - LEFT} y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-muted/40" strokeWidth="1" />
        {bars.map((bar, i) => {
          const h = (bar.value / max) * PLOT;
          const x = LEFT + slot * i + (slot - barWidth) / 2;
          const y = TOP + PLOT - h;
          return (
            <g key={bar.label}>
              <rect x={x} y={y} width={barWidth} height={Math.max(h, bar.value > 0 ? 2 : 0)} rx="4" className="fill-ocean" />
              <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" className="fill-ink text-[13px]">
                {bar.value}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - 12} textAnchor="middle" className="fill-muted text-[12px]">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{`${bar.value} ${unit}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
