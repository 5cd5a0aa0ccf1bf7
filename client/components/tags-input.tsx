import { X } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '../../common/limits';
import { Input } from './ui/input';

/** Tags typed one at a time: Enter adds one (duplicates ignored), a click on a tag removes it (spec 3 §5); used by FAQ and resource forms. */
export function TagsInput({
  id,
  tags,
  onChange,
  describedBy,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  describedBy?: string;
}) {
  const [text, setText] = useState('');
  const add = () => {
    const tag = text.trim();
    if (!tag) return;
    if (!tags.some((t) => t.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setText('');
  };
  return (
    <>
      <Input
        id={id}
        value={text}
        maxLength={LIMITS.help.tagMax}
        aria-describedby={describedBy}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags added">
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                aria-label={`Remove tag ${tag}`}
              >
                {tag}
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
