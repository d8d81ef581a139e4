/** Hidden from people and assistive technology; bots that fill every field reveal themselves. */
export default function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor="field-website">Leave this field empty</label>
      <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
