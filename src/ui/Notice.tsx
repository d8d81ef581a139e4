interface Props {
  message?: string | undefined;
  tone?: 'ok' | 'error' | undefined;
}

export default function Notice({ message, tone = 'ok' }: Props) {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-6 rounded-lg p-4 ring-1 ${tone === 'error' ? 'bg-coral/10 text-ink ring-coral' : 'bg-leaf/10 text-ink ring-leaf'}`}
    >
      {message}
    </p>
  );
}
