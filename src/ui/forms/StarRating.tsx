import { useEffect, useRef, useState } from 'react';
import Icon from '../Icon.tsx';

interface Props {
  legend: string;
  /** The names of 1 to 5 stars ("1 star", …). */
  starLabels: string[];
  noRating: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
}

const STARS = [1, 2, 3, 4, 5] as const;

export default function StarRating({ legend, starLabels, noRating, defaultValue, error }: Props) {
  const initial = /^[1-5]$/.test(defaultValue ?? '') ? Number(defaultValue) : 0;
  const [selected, setSelected] = useState(initial);
  const group = useRef<HTMLFieldSetElement>(null);

  // A star chosen before the island hydrated.
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked) setSelected(Number(checked.value));
  }, []);

  return (
    // The id is where the problem summary links to: the stars are reached through their group.
    <fieldset ref={group} id="field-rating" className="star-rating" aria-describedby="field-rating-error">
      <legend className="font-semibold text-navy">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((n) => (
          <label key={n} className="cursor-pointer rounded p-1 has-focus-visible:outline-3 has-focus-visible:outline-ocean">
            <input
              type="radio"
              name="rating"
              value={n}
              defaultChecked={n === initial}
              onChange={() => setSelected(n)}
              className="sr-only"
            />
            <Icon name="star" className="h-9 w-9" />
            <span className="sr-only">{starLabels[n - 1]}</span>
          </label>
        ))}
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {selected ? starLabels[selected - 1] : noRating}
      </p>
      <p id="field-rating-error" className="mt-1 text-sm font-semibold text-coral">
        {error}
      </p>
    </fieldset>
  );
}
