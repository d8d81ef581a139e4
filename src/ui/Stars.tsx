import Icon from './Icon.tsx';

interface Props {
  /** 0–5; rounded to the nearest whole star. */
  value: number;
  label: string;
  size?: string;
}

export default function Stars({ value, label, size = 'h-5 w-5' }: Props) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" className={`${size} ${n <= filled ? 'text-[#d08a00]' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}
