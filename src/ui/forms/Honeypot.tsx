/** Hidden from people and assistive technology; bots that fill every field reveal themselves. */
export default function Honeypot({ label }: { label: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor="field-website">{label}</label>
      <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
