import { plainSpaces } from '#shared/format/locale-format.ts';

/** A report section: heading, underline, lines. */
export function section(heading: string, lines: readonly string[]): string[] {
  return [heading, '-'.repeat(heading.length), ...lines];
}

/**
 * Plain-text report (spec 02 §7): blocks separated by a blank line, ordinary spaces, trailing
 * newline. Blocks are a title block followed by sections.
 */
export function textReport(blocks: readonly (readonly string[])[]): string {
  return `${plainSpaces(blocks.map((b) => b.join('\n')).join('\n\n'))}\n`;
}
