import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageValue } from '#shared/content/media.ts';
import { renderWithI18n } from '#client/test/render.tsx';
import { ImageField } from './image-field.tsx';

/**
 * The desk form's image field (issue 23 §6, decision 0130) in jsdom: the upload's progress, the
 * server's refusals shown in the field in the desk's language, the preview and alt text of an
 * uploaded image, and removal. The upload is a stand-in XMLHttpRequest answering as the server.
 */

interface Answer {
  status: number;
  body: unknown;
}
let answer: Answer;
let sentBody: unknown;

class FakeRequest {
  status = 0;
  responseText = '';
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  send(body: unknown) {
    sentBody = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    queueMicrotask(() => {
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = original;
  cleanup();
});

/** What the form holds, as the test reads it after each render. */
const held: { value: ImageValue | null } = { value: null };
function Form({ value }: { value: ImageValue | null }) {
  const form = useForm<{ cover: ImageValue | null }>({ values: { cover: value } });
  const watched = useWatch({ control: form.control, name: 'cover' });
  useEffect(() => {
    held.value = watched;
  }, [watched]);
  return <ImageField name="cover" label="Imagem de capa" control={form.control} />;
}

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'capa.png', { type: 'image/png' });
const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('ImageField', () => {
  it('uploads the chosen file, then shows its preview and asks for the alt text', async () => {
    answer = {
      status: 201,
      body: { mediaId: `${'e'.repeat(32)}-1200x600`, width: 1200, height: 600 },
    };
    renderWithI18n(<Form value={null} />, 'pt-BR');
    // One control in the tab order opens the chooser; the file input itself is hidden.
    expect(screen.getByRole('button', { name: 'Escolher arquivo: Imagem de capa' })).toBeDefined();
    pick(png);
    expect(sentBody).toBe(png);
    const alt = await screen.findByRole('textbox', { name: 'Texto alternativo' });
    // The form reads the value in a render of its own, which may come after the field's.
    await waitFor(() =>
      expect(held.value).toEqual({ mediaId: `${'e'.repeat(32)}-1200x600`, alt: '' }),
    );
    fireEvent.change(alt, { target: { value: 'Um quadro' } });
    expect(held.value).toEqual({ mediaId: `${'e'.repeat(32)}-1200x600`, alt: 'Um quadro' });
    const preview = document.querySelector('img');
    expect(preview?.getAttribute('src')).toBe(`/media/${'e'.repeat(32)}-1200x600/480.webp`);
    fireEvent.click(screen.getByRole('button', { name: 'Remover: Imagem de capa' }));
    await waitFor(() => expect(held.value).toBeNull());
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    [413, 'en', 'The image is over 5 MB: make the file smaller and upload it again.'],
    [415, 'pt-BR', 'Este arquivo não é uma imagem JPEG, PNG ou WebP.'],
    [415, 'es', 'Este archivo no es una imagen JPEG, PNG o WebP.'],
  ] as const)('shows the server’s %i in the field (%s)', async (status, locale, message) => {
    answer = { status, body: { message: 'from the server' } };
    renderWithI18n(<Form value={null} />, locale);
    pick(png);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(held.value).toBeNull();
  });

  it('shows the server’s own sentence for an image it cannot read (400)', async () => {
    answer = { status: 400, body: { message: 'Não foi possível ler esta imagem.' } };
    renderWithI18n(<Form value={null} />, 'pt-BR');
    pick(png);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível ler esta imagem.',
    );
  });

  it('refuses a file over 5 MB before sending it', async () => {
    sentBody = undefined;
    renderWithI18n(<Form value={null} />, 'pt-BR');
    pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A imagem passa de 5 MB: reduza o arquivo e envie de novo.',
    );
    expect(sentBody).toBeUndefined();
  });
});
