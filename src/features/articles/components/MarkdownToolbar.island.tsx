import Button from '../../../ui/Button.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';

interface Props {
  /** The id of the text area the buttons write Markdown into. */
  target: string;
}

type Edit = (selected: string) => { text: string; /** Where the caret goes, from the start of the inserted text. */ caret?: number };

const EDITS: { label: string; edit: Edit }[] = [
  { label: 'Bold', edit: (s) => ({ text: `**${s || 'bold words'}**` }) },
  { label: 'Heading', edit: (s) => ({ text: `\n\n## ${s || 'Heading'}\n\n` }) },
  { label: 'List', edit: (s) => ({ text: `\n\n${(s || 'First point').split('\n').map((line) => `- ${line}`).join('\n')}\n\n` }) },
  { label: 'Link', edit: (s) => ({ text: `[${s || 'words'}](https://)`, caret: `[${s || 'words'}](https://`.length }) },
  { label: 'Image', edit: (s) => ({ text: `![${s || 'What the picture shows'}](/media/articles/)`, caret: `![${s || 'What the picture shows'}](/media/articles/`.length }) },
];

/**
 * The editor's small toolbar: it only writes Markdown into the text area, which works on its own
 * without JavaScript; so the buttons appear only once this island runs. It loads on owner pages only.
 */
export default function MarkdownToolbar({ target }: Props) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const apply = (edit: Edit) => {
    const area = document.getElementById(target);
    if (!(area instanceof HTMLTextAreaElement)) return;
    const { selectionStart: start, selectionEnd: end, value } = area;
    const { text, caret } = edit(value.slice(start, end));
    area.focus();
    area.setRangeText(text, start, end, 'end');
    if (caret !== undefined) area.setSelectionRange(start + caret, start + caret);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={target} className="flex flex-wrap gap-1">
      {EDITS.map(({ label, edit }) => (
        <Button key={label} type="button" variant="secondary" size="xs" onClick={() => apply(edit)}>
          {label}
        </Button>
      ))}
    </div>
  );
}
