import {
  EditorContent,
  useEditor,
  useEditorState,
  type Editor,
  type JSONContent,
} from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextDocument } from '#shared/content/rich-text-field.ts';
import { safeHref } from '#shared/rich-text/rich-text.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * The desk's rich-text editor (issue 23 §6, decision 0118): Tiptap 3 with StarterKit, limited to
 * what the allow-list keeps (headings 2–4, lists, quotes, code, links; no underline, which reads as
 * a link), writing ProseMirror JSON. The server sanitises what it receives whatever this sends; the
 * editor only keeps editors from writing what would be dropped. Loaded only by the desk (a chunk
 * of its own, never on public pages).
 *
 * Keyboard: the toolbar is one tab stop with arrow keys between its buttons (WAI-ARIA toolbar);
 * Tiptap's own shortcuts (Ctrl+B, Ctrl+I, Ctrl+Shift+7/8…) work in the text.
 */
export interface RichTextEditorProps {
  /** The id of the field's label element: the editable area is named by it. */
  labelledBy: string;
  describedBy?: string;
  /** The document to start from (only read when the editor is made: the form is keyed). */
  value: RichTextDocument | JSONContent | undefined;
  onChange(value: RichTextDocument): void;
  invalid?: boolean;
}

export function RichTextEditor({
  labelledBy,
  describedBy,
  value,
  onChange,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        underline: false,
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          // The same rule as the renderer's, so the editor never keeps a link the page would drop.
          isAllowedUri: (url) => safeHref(url) !== undefined,
        },
      }),
    ],
    // The stored document is the JSON this editor wrote (decision 0121): Tiptap's own type for it.
    content: (value as JSONContent | undefined) ?? {
      type: 'doc',
      content: [{ type: 'paragraph' }],
    },
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-48 px-3 py-2 outline-none space-y-3 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_a]:text-link [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichTextDocument),
  });

  return (
    <div
      className={cn(
        'rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring',
        invalid ? 'border-destructive' : 'border-input',
      )}
    >
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

type Command = (editor: Editor) => boolean;

const formats = [
  { key: 'bold', active: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', active: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'strike', active: 'strike', run: (e) => e.chain().focus().toggleStrike().run() },
  { key: 'code', active: 'code', run: (e) => e.chain().focus().toggleCode().run() },
] as const satisfies readonly { key: string; active: string; run: Command }[];

const blocks = [
  {
    key: 'heading2',
    active: ['heading', { level: 2 }],
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    active: ['heading', { level: 3 }],
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    active: ['bulletList', {}],
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    active: ['orderedList', {}],
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    active: ['blockquote', {}],
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    key: 'codeBlock',
    active: ['codeBlock', {}],
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
] as const satisfies readonly {
  key: string;
  active: readonly [string, Record<string, unknown>];
  run: Command;
}[];

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('admin');
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      marks: formats.map((format) => current.isActive(format.active)),
      blocks: blocks.map((block) => current.isActive(block.active[0], block.active[1])),
      link: current.isActive('link'),
      href: String(current.getAttributes('link').href ?? ''),
    }),
  });

  return (
    <div className="border-b border-input">
      <div
        role="toolbar"
        aria-label={t('richText.toolbar')}
        className="flex flex-wrap gap-1 p-1"
        onKeyDown={moveFocusWithArrows}
      >
        {formats.map((format, index) => (
          <ToolButton
            key={format.key}
            pressed={state.marks[index] ?? false}
            onClick={() => format.run(editor)}
            first={index === 0}
          >
            {t(`richText.${format.key}`)}
          </ToolButton>
        ))}
        {blocks.map((block, index) => (
          <ToolButton
            key={block.key}
            pressed={state.blocks[index] ?? false}
            onClick={() => block.run(editor)}
          >
            {t(`richText.${block.key}`)}
          </ToolButton>
        ))}
        <ToolButton pressed={state.link} onClick={() => setLinking((open) => !open)}>
          {t('richText.link')}
        </ToolButton>
      </div>
      {linking && (
        <LinkForm
          initial={state.href}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
          canRemove={state.link}
        />
      )}
    </div>
  );
}

function ToolButton({
  pressed,
  onClick,
  first = false,
  children,
}: {
  pressed: boolean;
  onClick(): void;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant={pressed ? 'secondary' : 'ghost'}
      aria-pressed={pressed}
      // Roving tab stop: the toolbar is entered once, arrows move inside it.
      tabIndex={first ? 0 : -1}
      // Keep the text's selection: a mouse press on the button must not move focus out of it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function moveFocusWithArrows(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const index = buttons.findIndex((button) => button === document.activeElement);
  let next: number | undefined;
  if (event.key in keys && index >= 0) {
    next = (index + (keys[event.key] ?? 0) + buttons.length) % buttons.length;
  } else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  buttons.forEach((button, i) => (button.tabIndex = i === next ? 0 : -1));
  buttons[next]?.focus();
}

function LinkForm({
  initial,
  onApply,
  onRemove,
  onCancel,
  canRemove,
}: {
  initial: string;
  onApply(href: string): void;
  onRemove(): void;
  onCancel(): void;
  canRemove: boolean;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [address, setAddress] = useState(initial);
  const [refused, setRefused] = useState(false);
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const href = safeHref(address);
    if (!href) {
      setRefused(true);
      return;
    }
    onApply(href.href);
  };
  return (
    // A div, not a form: the editor sits inside the entry's own form.
    <div
      className="flex flex-wrap items-end gap-2 p-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
        if (event.key === 'Enter') submit(event);
      }}
    >
      <div className="grow">
        <label htmlFor={id} className="block text-sm font-medium">
          {t('richText.linkAddress')}
        </label>
        <Input
          id={id}
          // Focus moves here when the form opens, so the address can be typed at once.
          autoFocus
          value={address}
          inputMode="url"
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-error` : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setRefused(false);
          }}
        />
        {refused && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-destructive">
            {t('richText.linkRefused')}
          </p>
        )}
      </div>
      <Button type="button" size="sm" onClick={submit}>
        {t('richText.linkApply')}
      </Button>
      {canRemove && (
        <Button type="button" size="sm" variant="secondary" onClick={onRemove}>
          {t('richText.linkRemove')}
        </Button>
      )}
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t('richText.linkCancel')}
      </Button>
    </div>
  );
}
