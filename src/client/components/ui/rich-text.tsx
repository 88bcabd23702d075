import { Fragment, type ReactNode } from 'react';
import type { Block, Inline, Mark, RichText } from '#shared/rich-text/rich-text.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * The editorial desk's rich text on a page (issue 23 §6, decision 0118): the tree that
 * `sanitizeRichText` kept, as React elements. It never sees an editor's JSON or HTML, and React
 * escapes every text and attribute; the allow-list is the switch below, the same as
 * `richTextToHtml`'s (a test renders both and compares).
 */
export function RichTextView({ doc, className }: { doc: RichText; className?: string }) {
  return <div className={cn('space-y-4 text-base leading-7', className)}>{blocks(doc)}</div>;
}

const blocks = (list: Block[]): ReactNode[] => list.map(block);

function block(node: Block, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inlines(node.content)}</p>;
    case 'heading': {
      const Tag = `h${node.level}` as const;
      return (
        <Tag key={key} className={headingClass[node.level]}>
          {inlines(node.content)}
        </Tag>
      );
    }
    case 'bulletList':
      return (
        <ul key={key} className="list-disc space-y-2 pl-6 marker:text-primary">
          {node.items.map((item, index) => (
            <li key={index}>{blocks(item)}</li>
          ))}
        </ul>
      );
    case 'orderedList':
      return (
        <ol
          key={key}
          start={node.start === 1 ? undefined : node.start}
          className="list-decimal space-y-2 pl-6 marker:text-primary"
        >
          {node.items.map((item, index) => (
            <li key={index}>{blocks(item)}</li>
          ))}
        </ol>
      );
    case 'blockquote':
      return (
        <blockquote key={key} className="space-y-4 border-l-4 border-primary pl-4 italic">
          {blocks(node.content)}
        </blockquote>
      );
    case 'codeBlock':
      return (
        <pre key={key} className="overflow-x-auto rounded-lg bg-muted p-4 text-sm">
          <code className={node.language ? `language-${node.language}` : undefined}>
            {node.text}
          </code>
        </pre>
      );
    case 'image':
      return (
        <img
          key={key}
          src={node.src}
          alt={node.alt}
          width={node.width}
          height={node.height}
          loading="lazy"
          decoding="async"
          className="h-auto max-w-full rounded-lg"
        />
      );
    case 'horizontalRule':
      return <hr key={key} className="border-border" />;
  }
}

const headingClass = {
  2: 'pt-4 text-2xl font-semibold text-foreground',
  3: 'pt-2 text-xl font-semibold text-foreground',
  4: 'text-lg font-semibold text-foreground',
} as const;

function inlines(content: Inline[]): ReactNode[] {
  return content.map((node, index) =>
    node.type === 'hardBreak' ? <br key={index} /> : marked(node.text, node.marks, index),
  );
}

/** The marks in the order `richTextToHtml` writes them: a link outermost. */
function marked(text: string, marks: Mark[], key: number): ReactNode {
  const has = (type: Mark['type']) => marks.some((mark) => mark.type === type);
  let node: ReactNode = text;
  if (has('code')) node = <code className="rounded bg-muted px-1 text-sm">{node}</code>;
  if (has('strike')) node = <s>{node}</s>;
  if (has('italic')) node = <em>{node}</em>;
  if (has('bold')) node = <strong className="font-semibold text-foreground">{node}</strong>;
  const link = marks.find((mark) => mark.type === 'link');
  if (link) {
    node = (
      <a
        href={link.href}
        rel={link.external ? 'noopener noreferrer' : undefined}
        className="font-medium text-link underline underline-offset-2 hover:text-foreground"
      >
        {node}
      </a>
    );
  }
  return <Fragment key={key}>{node}</Fragment>;
}
