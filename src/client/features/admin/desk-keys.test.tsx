import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskKeyAction, nextStatus, useDeskKeys, type DeskAction } from './desk-keys.ts';

/** Keyboard triage on the lead desk (issue 26 §4, decision 0083): which key asks for what, and where keys are text. */

afterEach(cleanup);

const press = (key: string, target: EventTarget | null = document.body, mods = {}) =>
  deskKeyAction({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

/** A desk with every kind of place focus can rest, each named by a test id. */
function renderDesk() {
  render(
    <div>
      <input data-testid="search" type="search" />
      <textarea data-testid="note" />
      <select data-testid="native-select">
        <option>x</option>
      </select>
      <div data-testid="editable" contentEditable suppressContentEditableWarning />
      <button type="button" data-testid="select-trigger" role="combobox" aria-expanded="false" />
      <button type="button" data-testid="button">
        sort
      </button>
      <table>
        <tbody>
          <tr data-testid="row" tabIndex={0}>
            <td>Maria</td>
          </tr>
        </tbody>
      </table>
      <div role="dialog" aria-label="panel">
        <button type="button" data-testid="in-dialog">
          ok
        </button>
      </div>
      <div role="listbox" aria-label="options">
        <div role="option" aria-selected="false" data-testid="option">
          a
        </div>
      </div>
    </div>,
  );
}

describe('deskKeyAction', () => {
  it.each<[key: string, expected: DeskAction]>([
    ['j', { type: 'move', by: 1 }],
    ['ArrowDown', { type: 'move', by: 1 }],
    ['k', { type: 'move', by: -1 }],
    ['ArrowUp', { type: 'move', by: -1 }],
    ['Enter', { type: 'open' }],
    ['o', { type: 'open' }],
    ['s', { type: 'status' }],
    ['1', { type: 'status', status: 'new' }],
    ['2', { type: 'status', status: 'contacted' }],
    ['3', { type: 'status', status: 'closed' }],
    ['a', { type: 'assign' }],
    ['?', { type: 'help' }],
  ])('%s on the page or a row → %o', (key, expected) => {
    renderDesk();
    expect(press(key)).toEqual(expected);
    expect(press(key, screen.getByTestId('row'))).toEqual(expected);
  });

  it.each(['x', 'J', 'S', 'Escape', 'Tab', ' ', '4', 'ArrowLeft'])('%s asks for nothing', (key) => {
    expect(press(key)).toBeNull();
  });

  it.each(['search', 'note', 'native-select', 'editable', 'select-trigger', 'in-dialog', 'option'])(
    'every key is left alone while focus is in %s',
    (where) => {
      renderDesk();
      for (const key of ['j', 'k', 'ArrowDown', 'Enter', 'o', 's', '1', 'a', '?'])
        expect(press(key, screen.getByTestId(where)), key).toBeNull();
    },
  );

  it.each([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])(
    'a held modifier (%o) keeps the browser’s shortcut',
    (mods) => {
      for (const key of ['j', 's', 'a', '1', 'Enter', '?'])
        expect(press(key, document.body, mods)).toBeNull();
    },
  );

  it('Enter on a button presses the button only; the other keys still work there', () => {
    renderDesk();
    const button = screen.getByTestId('button');
    expect(press('Enter', button)).toBeNull();
    expect(press('o', button)).toEqual({ type: 'open' });
    expect(press('j', button)).toEqual({ type: 'move', by: 1 });
  });
});

describe('nextStatus', () => {
  it.each([
    ['new', 'contacted'],
    ['contacted', 'closed'],
    ['closed', 'new'],
  ] as const)('%s → %s', (from, to) => expect(nextStatus(from)).toBe(to));
});

describe('useDeskKeys', () => {
  function Desk({ enabled, onAction }: { enabled: boolean; onAction(a: DeskAction): boolean }) {
    useDeskKeys(enabled, onAction);
    return <input data-testid="search" />;
  }

  it('hands a press on the page to the desk and withholds the browser’s meaning only when handled', () => {
    const onAction = vi.fn((action: DeskAction) => action.type === 'move');
    render(<Desk enabled onAction={onAction} />);
    expect(fireEvent.keyDown(document.body, { key: 'j' })).toBe(false);
    expect(onAction).toHaveBeenLastCalledWith({ type: 'move', by: 1 });
    // Not handled (no row to act on): the browser keeps the key.
    expect(fireEvent.keyDown(document.body, { key: 's' })).toBe(true);
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('ignores typing in the search and everything while disabled', () => {
    const onAction = vi.fn(() => true);
    const { rerender } = render(<Desk enabled onAction={onAction} />);
    fireEvent.keyDown(screen.getByTestId('search'), { key: 'j' });
    expect(onAction).not.toHaveBeenCalled();
    rerender(<Desk enabled={false} onAction={onAction} />);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(onAction).not.toHaveBeenCalled();
  });
});
