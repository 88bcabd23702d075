// Bracketed placeholders of the prompt templates (spec 02 §3: "prompt with bracketed placeholders
// to fill in") and the "fill the placeholders" step of issue 16. One left-to-right pass, no
// regular expression backtracking: linear in the prompt's length whatever it holds.

export type PromptSegment =
  | { kind: 'text'; text: string }
  /** `raw` is the bracketed text as written, `name` the same without brackets. */
  | { kind: 'placeholder'; name: string; raw: string };

export type PlaceholderProblem =
  | { kind: 'unclosed'; at: number }
  | { kind: 'unopened'; at: number }
  | { kind: 'nested'; at: number }
  | { kind: 'line-break'; at: number }
  | { kind: 'blank'; at: number }
  | { kind: 'padded'; at: number };

/**
 * Splits a prompt into text and placeholders. A placeholder is `[` + text on one line without
 * brackets + `]`; anything else (a lone bracket, brackets across lines) stays text, so a user's
 * own prompt can never break the form. `placeholderProblems` tells authors what was skipped.
 */
export function parsePrompt(prompt: string): PromptSegment[] {
  const segments: PromptSegment[] = [];
  let text = '';
  let i = 0;
  while (i < prompt.length) {
    const open = prompt.indexOf('[', i);
    if (open === -1) {
      text += prompt.slice(i);
      break;
    }
    text += prompt.slice(i, open);
    const close = closingBracket(prompt, open);
    if (close === -1) {
      text += '[';
      i = open + 1;
      continue;
    }
    const name = prompt.slice(open + 1, close).trim();
    if (name === '') {
      text += prompt.slice(open, close + 1);
    } else {
      if (text) segments.push({ kind: 'text', text });
      text = '';
      segments.push({ kind: 'placeholder', name, raw: prompt.slice(open, close + 1) });
    }
    i = close + 1;
  }
  if (text) segments.push({ kind: 'text', text });
  return segments;
}

/** Index of the `]` closing the `[` at `open` on the same line, or -1. */
function closingBracket(prompt: string, open: number): number {
  for (let j = open + 1; j < prompt.length; j++) {
    const c = prompt[j];
    if (c === ']') return j;
    if (c === '[' || c === '\n') return -1;
  }
  return -1;
}

/** Distinct placeholder names in order of first appearance: one form field each. */
export function placeholderNames(prompt: string): string[] {
  const names = new Set<string>();
  for (const s of parsePrompt(prompt)) if (s.kind === 'placeholder') names.add(s.name);
  return [...names];
}

/** Every placeholder occurrence, repeats included. */
export function placeholderCount(prompt: string): number {
  return parsePrompt(prompt).filter((s) => s.kind === 'placeholder').length;
}

export type PlaceholderValues = Readonly<Record<string, string | undefined>>;

/**
 * The prompt with each placeholder replaced by its value (trimmed). A placeholder left blank keeps
 * its brackets, so the copied text still shows what is missing. Values are inserted as written and
 * never parsed again: a value that itself contains `[x]` does not fill or become a placeholder.
 */
export function fillPrompt(prompt: string, values: PlaceholderValues): string {
  return parsePrompt(prompt)
    .map((s) => {
      if (s.kind === 'text') return s.text;
      const value = filledValue(values, s.name);
      return value ?? s.raw;
    })
    .join('');
}

/** The usable value of a field: trimmed, or undefined when blank. */
export function filledValue(values: PlaceholderValues, name: string): string | undefined {
  const value = Object.hasOwn(values, name) ? values[name]?.trim() : undefined;
  return value ? value : undefined;
}

/** How many of a prompt's distinct placeholders have a value. */
export function filledCount(prompt: string, values: PlaceholderValues): number {
  return placeholderNames(prompt).filter((name) => filledValue(values, name) !== undefined).length;
}

/**
 * What keeps a prompt's brackets from being well-formed placeholders: brackets that do not pair
 * on one line, brackets inside brackets, empty or space-padded names. Catalogue texts must have
 * none (prompt-templates catalogue test); user text is parsed leniently by `parsePrompt`.
 */
export function placeholderProblems(prompt: string): PlaceholderProblem[] {
  const problems: PlaceholderProblem[] = [];
  let open = -1;
  for (let i = 0; i < prompt.length; i++) {
    const c = prompt[i];
    if (c === '[') {
      if (open !== -1) problems.push({ kind: 'nested', at: i });
      open = i;
    } else if (c === ']') {
      if (open === -1) {
        problems.push({ kind: 'unopened', at: i });
        continue;
      }
      const inner = prompt.slice(open + 1, i);
      if (inner.trim() === '') problems.push({ kind: 'blank', at: open });
      else if (inner !== inner.trim()) problems.push({ kind: 'padded', at: open });
      open = -1;
    } else if (c === '\n' && open !== -1) {
      problems.push({ kind: 'line-break', at: open });
      open = -1;
    }
  }
  if (open !== -1) problems.push({ kind: 'unclosed', at: open });
  return problems;
}

/** One form field of the "fill the placeholders" step. */
export interface PlaceholderField {
  /** The placeholder as written between the brackets: the key of its value. */
  name: string;
  /** What the field is called: the line's own label ("Ticket médio: [valor]"), else the name. */
  label: string;
  /** Extra help: the name when the label came from the line, else the line around it. */
  hint?: { kind: 'name' | 'context'; text: string };
}

/** Characters of a line shown around a placeholder as its context. */
export const contextRadius = 45;

/**
 * The fields of a prompt, one per distinct placeholder in order of first appearance. Template
 * lines often read "Ticket médio: [valor]" or "- Prazo: [prazo]": the words before the colon name
 * the field better than the placeholder does, so they become the label and the placeholder its
 * hint. A placeholder inside a sentence keeps its name and shows the sentence around it.
 */
export function placeholderFields(prompt: string): PlaceholderField[] {
  const fields = new Map<string, PlaceholderField>();
  for (const line of prompt.split('\n')) {
    let before = '';
    for (const segment of parsePrompt(line)) {
      if (segment.kind === 'text') {
        before += segment.text;
        continue;
      }
      if (!fields.has(segment.name)) {
        fields.set(segment.name, field(segment.name, before, line, before.length, segment.raw));
      }
      before += segment.raw;
    }
  }
  return [...fields.values()];
}

function field(name: string, before: string, line: string, at: number, raw: string) {
  const label = lineLabel(before);
  if (label) {
    return {
      name,
      label,
      hint: sameText(label, name) ? undefined : { kind: 'name' as const, text: name },
    };
  }
  // A placeholder alone on its line (maybe in quotes) has no context worth showing.
  const alone = !/[\p{L}\p{N}]/u.test(line.slice(0, at) + line.slice(at + raw.length));
  return {
    name,
    label: capitalize(name),
    hint: alone ? undefined : { kind: 'context' as const, text: lineContext(line, at, raw.length) },
  };
}

/** "- Ticket médio: " → "Ticket médio"; anything not shaped "label:" (or holding brackets) → ''. */
function lineLabel(before: string): string {
  const trimmed = before.trim();
  if (!trimmed.endsWith(':')) return '';
  const label = trimmed
    .slice(0, -1)
    .replace(/^(?:[-•*]|\d{1,3}[.)])\s+/, '')
    .trim();
  if (!label || label.length > 60 || label.includes('[') || label.includes(']')) return '';
  return capitalize(label);
}

/**
 * The line around a placeholder, cut to about `contextRadius` characters on each side at word
 * boundaries, with an ellipsis where it was cut.
 */
function lineContext(line: string, at: number, length: number): string {
  const lineStart = line.length - line.trimStart().length;
  const lineEnd = line.trimEnd().length;
  let start = Math.max(lineStart, at - contextRadius);
  let end = Math.min(lineEnd, at + length + contextRadius);
  if (start > lineStart) {
    const space = line.indexOf(' ', start);
    start = space === -1 || space >= at ? at : space + 1;
  }
  if (end < lineEnd) {
    const space = line.lastIndexOf(' ', end);
    end = space < at + length ? at + length : space;
  }
  const cutStart = start > lineStart ? '…' : '';
  const cutEnd = end < lineEnd ? '…' : '';
  return `${cutStart}${line.slice(start, end).trim()}${cutEnd}`;
}

function capitalize(text: string): string {
  const [first = '', ...rest] = Array.from(text);
  return first.toLocaleUpperCase() + rest.join('');
}

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}
