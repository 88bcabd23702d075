import { act, cleanup, screen, within } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RichTextDocument } from '#shared/content/rich-text-field.ts';
import { renderWithI18n } from '#client/test/render.tsx';
import { RichTextField } from './rich-text-field.tsx';

/**
 * The desk form's rich-text field (issue 23 §6, decision 0121) in jsdom: a status while the
 * editor's chunk loads, then the editor named by the field's label, and the preview through the
 * pages' renderer, in the desk's language.
 */

beforeAll(() => {
  // jsdom lays nothing out; ProseMirror asks a range where the selection is when it scrolls to it.
  const none = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  const zero = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 };
  Object.defineProperty(Range.prototype, 'getClientRects', { value: () => none });
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { value: () => zero });
});

const body: RichTextDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Resultados' }] },
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'destacado', marks: [{ type: 'bold' }] }],
    },
  ],
};

function Form({ value }: { value: RichTextDocument | undefined }) {
  const form = useForm<{ body: RichTextDocument | undefined }>({ values: { body: value } });
  return <RichTextField name="body" label="Texto" hint="Dica" control={form.control} />;
}

/** The form as the desk's is: an error set on the field after the editor is made. */
function FormWithErrors({
  expose,
}: {
  expose(form: UseFormReturn<{ body?: RichTextDocument }>): void;
}) {
  const form = useForm<{ body?: RichTextDocument }>({ values: { body } });
  expose(form);
  return <RichTextField name="body" label="Texto" control={form.control} />;
}

describe('RichTextField', () => {
  afterEach(cleanup);

  it('says the editor is loading, then shows it named by the label, with the preview', async () => {
    renderWithI18n(<Form value={body} />, 'pt-BR');
    expect(screen.getByRole('status').textContent).toBe('Carregando o editor…');
    const box = await screen.findByRole('textbox', { name: 'Texto' });
    expect(box.textContent).toBe('Resultadosdestacado');
    expect(screen.queryByRole('status')).toBeNull();
    const preview = screen.getByRole('region', { name: 'Prévia: Texto' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Resultados' })).toBeDefined();
    expect(within(preview).getByText('destacado').tagName).toBe('STRONG');
  });

  it('says what the preview will hold while the field is empty, in the desk’s language', async () => {
    // The chunk came with the first test: React.lazy keeps it, so no status this time.
    renderWithI18n(<Form value={undefined} />, 'en');
    await screen.findByRole('textbox', { name: 'Texto' });
    const preview = screen.getByRole('region', { name: 'Preview: Texto' });
    expect(preview.textContent).toContain('The text shows here as it will on the site.');
  });

  it('marks the editor invalid and described by the error when the server refuses the body', async () => {
    let form: UseFormReturn<{ body?: RichTextDocument }> | undefined;
    renderWithI18n(<FormWithErrors expose={(f) => (form = f)} />, 'pt-BR');
    const box = await screen.findByRole('textbox', { name: 'Texto' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    // What TranslationForm's onError does with a 400's fieldErrors.body.
    act(() => form?.setError('body', { message: 'Conteúdo não permitido' }));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = box.getAttribute('aria-describedby') ?? '';
    expect(described).not.toBe('');
    expect(document.getElementById(described)?.textContent).toBe('Conteúdo não permitido');
    act(() => form?.clearErrors('body'));
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });
});
