import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { JSONContent } from '@tiptap/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeRichText } from '#shared/rich-text/rich-text.ts';
import { renderWithI18n } from '#client/test/render.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/** The desk's rich-text editor (issue 23 §6, decision 0118), in jsdom. */

// jsdom lays nothing out; ProseMirror asks a range where the selection is when it scrolls to it.
beforeAll(() => {
  const none = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  const zero = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 };
  Object.defineProperty(Range.prototype, 'getClientRects', { value: () => none });
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { value: () => zero });
});

const start: JSONContent = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Primeiro parágrafo' }] }],
};

function renderEditor(onChange = vi.fn(), locale: 'pt-BR' | 'en' = 'pt-BR') {
  const view = renderWithI18n(
    <>
      <span id="body-label">Corpo</span>
      <RichTextEditor labelledBy="body-label" value={start} onChange={onChange} />
    </>,
    locale,
  );
  return { ...view, onChange };
}

describe('RichTextEditor', () => {
  afterEach(cleanup);

  it('is a text box named by its label, holding the value, with a named toolbar', async () => {
    renderEditor();
    const box = await screen.findByRole('textbox', { name: 'Corpo' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.textContent).toBe('Primeiro parágrafo');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação do texto' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.textContent);
    expect(names).toEqual([
      'Negrito',
      'Itálico',
      'Tachado',
      'Código',
      'Título',
      'Subtítulo',
      'Lista',
      'Lista numerada',
      'Citação',
      'Bloco de código',
      'Link',
    ]);
  });

  it('speaks the desk’s language', async () => {
    renderEditor(vi.fn(), 'en');
    await screen.findByRole('toolbar', { name: 'Text formatting' });
    screen.getByRole('button', { name: 'Numbered list' });
  });

  it('is one tab stop, arrows move between its buttons', async () => {
    renderEditor();
    const toolbar = await screen.findByRole('toolbar');
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, ...Array<number>(10).fill(-1)]);
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[10]);
    fireEvent.keyDown(buttons[10] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(buttons[10]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[10]]);
  });

  it('turns the text into a heading and reports JSON the allow-list keeps whole', async () => {
    const { onChange } = renderEditor();
    await screen.findByRole('textbox');
    act(() => screen.getByRole('button', { name: 'Título' }).click());
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const json: unknown = onChange.mock.lastCall?.[0];
    // Tiptap keeps an empty paragraph last (to type after a block); pages leave it out.
    const heading = {
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Primeiro parágrafo' }],
    };
    expect(json).toEqual({ type: 'doc', content: [heading, { type: 'paragraph' }] });
    expect(sanitizeRichText(json).doc).toEqual([
      {
        type: 'heading',
        level: 2,
        content: [{ type: 'text', text: 'Primeiro parágrafo', marks: [] }],
      },
    ]);
    expect(sanitizeRichText(json).dropped).toBe(0);
    expect(screen.getByRole('button', { name: 'Título' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('refuses a javascript: link with a message, and closes on Escape', async () => {
    const { onChange } = renderEditor();
    await screen.findByRole('textbox');
    act(() => screen.getByRole('button', { name: 'Link' }).click());
    const address = screen.getByLabelText('Endereço do link');
    expect(document.activeElement).toBe(address);
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    act(() => screen.getByRole('button', { name: 'Aplicar link' }).click());
    expect(screen.getByRole('alert').textContent).toContain('https://');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(screen.queryByLabelText('Endereço do link')).toBeNull();
  });
});
