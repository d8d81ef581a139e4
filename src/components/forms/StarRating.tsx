import { useEffect, useRef, useState } from 'react';
import Icon from '../ui/Icon.tsx';
import { starLabel } from '../../lib/reviews.ts';

interface Props {
  defaultValue?: string | undefined;
  error?: string | undefined;
}

const STARS = [1, 2, 3, 4, 5] as const;

export default function StarRating({ defaultValue, error }: Props) {
  const initial = /^[1-5]$/.test(defaultValue ?? '') ? Number(defaultValue) : 0;
  const [selected, setSelected] = useState(initial);
  const group = useRef<HTMLFieldSetElement>(null);

  // A star chosen before the island hydrated.
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked) setSelected(Number(checked.value));
  }, []);

  return (
    <fieldset ref={group} className="star-rating" aria-describedby="field-rating-error">
      <legend className="font-semibold text-navy">Rating *</legend>
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
            <span className="sr-only">{starLabel(n)}</span>
          </label>
        ))}
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {selected ? starLabel(selected) : 'No rating yet'}
      </p>
      <p id="field-rating-error" className="mt-1 text-sm font-semibold text-coral">
        {error}
      </p>
    </fieldset>
  );
}
