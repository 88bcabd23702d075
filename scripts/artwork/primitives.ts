/**
 * Drawing helpers for the site's artwork (decisions 0041, 0089). Every drawing shares one palette
 * of CSS classes: the light values first, the dark ones under `prefers-color-scheme: dark`, which
 * an SVG shown through <img> follows just as the page's `dark:` utilities do. The hex values are
 * the Tailwind theme's brand scale (src/client/app.css: brand-50 #eff5ff, -100 #deeaff, -300
 * #93b6ff, -400 #6793fa, -600 #2652cf, -800 #15338a, -900 #0f2561) and Tailwind's teal, emerald,
 * amber and rose; change them together. Issue 26 §2: no greys left, surfaces and "text" are tints
 * of the brand, so a drawing reads as ours rather than as a wireframe.
 */
const light = `.s{fill:#eff5ff}.c{fill:#fff}.e{fill:#fff;stroke:#c9dafc}.k{stroke:#c9dafc;fill:none}
.m{fill:#deeaff}.n{fill:#f5f8ff}.t{fill:#15338a}.b{fill:#2652cf}.b4{fill:#6793fa}.b3{fill:#93b6ff}
.b2{fill:#deeaff}.rp{fill:#2652cf;fill-opacity:.16;stroke:#2652cf}.d{fill:#0f2561}
.bl{stroke:#2652cf;fill:none}.bd{stroke:#93b6ff;fill:none}.a{fill:#0d9488}.al{stroke:#0d9488;fill:none}
.a2{fill:#ccfbf1}.g{fill:#059669}.r{fill:#e11d48}.y{fill:#f59e0b}.w{fill:#fff}.ws{stroke:#fff;fill:none}
.sh{fill:#0f2561;opacity:.08}.gl{stroke:#deeaff;fill:none}.ga{stroke:#059669;fill:none}
.ra{stroke:#e11d48;fill:none}`;
const dark = `.s{fill:#0c1a3f}.c{fill:#0f172a}.e{fill:#0f172a;stroke:#1e3270}.k{stroke:#1e3270}
.m{fill:#1e2f5e}.n{fill:#13204a}.t{fill:#c7d6fb}.b{fill:#6793fa}.b4{fill:#3b6beb}.b3{fill:#1d42b0}
.b2{fill:#18337d}.rp{fill:#6793fa;fill-opacity:.3;stroke:#6793fa}.d{fill:#15338a}.bl{stroke:#6793fa}
.bd{stroke:#1e41a8}.a{fill:#2dd4bf}.al{stroke:#2dd4bf}.a2{fill:#134e4a}.sh{fill:#000;opacity:.35}
.gl{stroke:#1e3270}`;

/** The rules of `css` whose class the drawing uses: each file carries only its own colours. */
function rulesFor(css: string, used: ReadonlySet<string>): string {
  return (css.replace(/\n/g, '').match(/\.[\w-]+\{[^}]*\}/g) ?? [])
    .filter((rule) => used.has(rule.slice(1, rule.indexOf('{'))))
    .join('');
}

function palette(body: string): string {
  const used = new Set(
    [...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' ')),
  );
  return (
    `<style>${rulesFor(light, used)}` +
    `@media (prefers-color-scheme:dark){${rulesFor(dark, used)}}</style>`
  );
}

export interface Drawing {
  width: number;
  height: number;
  body: string;
}

/** A whole file: no text, no script, no external reference; sized by its own width and height. */
export function svgDocument({ width, height, body }: Drawing): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" ` +
    `height="${height}" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `${palette(body)}${body}</svg>\n`
  );
}

const n = (value: number) => Number(value.toFixed(2)).toString();

/** A card: a soft shadow under a rounded surface with its outline (class `e`: fill and stroke). */
export function card(x: number, y: number, w: number, h: number, r = 14, shadow = true): string {
  const under = shadow
    ? `<rect class="sh" x="${n(x)}" y="${n(y + 8)}" width="${n(w)}" height="${n(h)}" rx="${r}"/>`
    : '';
  return (
    under +
    `<rect class="e" x="${n(x + 0.5)}" y="${n(y + 0.5)}" width="${n(w - 1)}" height="${n(h - 1)}" rx="${r}"/>`
  );
}

export function rect(cls: string, x: number, y: number, w: number, h: number, r = 0): string {
  const radius = r ? ` rx="${n(r)}"` : '';
  return `<rect class="${cls}" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${radius}/>`;
}

/** A line of text drawn as a pill: the artwork stays the same in every language. */
export function bar(x: number, y: number, w: number, h = 8, cls = 'm'): string {
  return rect(cls, x, y, w, h, h / 2);
}

/** Several lines of "text", the last one shorter. */
export function lines(x: number, y: number, widths: number[], gap = 14, h = 7, cls = 'm'): string {
  return widths.map((w, i) => bar(x, y + i * gap, w, h, cls)).join('');
}

export function circle(cls: string, cx: number, cy: number, r: number): string {
  return `<circle class="${cls}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`;
}

export function path(cls: string, d: string, width?: number): string {
  return `<path class="${cls}"${width ? ` stroke-width="${width}"` : ''} d="${d}"/>`;
}

/** Window controls of an application frame. */
export function windowDots(x: number, y: number): string {
  return [0, 1, 2].map((i) => circle('b3', x + i * 14, y, 4)).join('');
}

/** The four-pointed spark that stands for the AI step in every drawing. */
export function spark(x: number, y: number, size: number, cls = 'b'): string {
  const s = size / 10;
  return (
    `<path class="${cls}" transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" ` +
    `d="M0-10C1-3 3-1 10 0 3 1 1 3 0 10-1 3-3 1-10 0-3-1-1-3 0-10Z"/>`
  );
}

/** A tick, stroked. */
export function tick(x: number, y: number, size: number, cls = 'ws', width = 3): string {
  const s = size / 12;
  return (
    `<path class="${cls}" stroke-width="${n(width / s)}" ` +
    `transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" d="M-6 0l4 4 8-8"/>`
  );
}

function headPath(x1: number, y1: number, x2: number, y2: number): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 7;
  const a1 = angle + Math.PI - 0.5;
  const a2 = angle + Math.PI + 0.5;
  return (
    `M${n(x2 + head * Math.cos(a1))} ${n(y2 + head * Math.sin(a1))}L${n(x2)} ${n(y2)}` +
    `L${n(x2 + head * Math.cos(a2))} ${n(y2 + head * Math.sin(a2))}`
  );
}

/** An arrow from (x1, y1) to (x2, y2) with an open head. */
export function arrow(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  cls = 'bd',
  width = 2.5,
): string {
  return path(cls, `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}${headPath(x1, y1, x2, y2)}`, width);
}

/** A smooth line through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: [number, number][]): string {
  let d = '';
  points.forEach((p1, i) => {
    if (i === 0) {
      d = `M${n(p1[0])} ${n(p1[1])}`;
      return;
    }
    const p0 = points[i - 1] ?? p1;
    const before = points[i - 2] ?? p0;
    const after = points[i + 1] ?? p1;
    // The segment p0 → p1, its tangents taken from the neighbours on each side.
    const c1x = p0[0] + (p1[0] - before[0]) / 6;
    const c1y = p0[1] + (p1[1] - before[1]) / 6;
    const c2x = p1[0] - (after[0] - p0[0]) / 6;
    const c2y = p1[1] - (after[1] - p0[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p1[0])} ${n(p1[1])}`;
  });
  return d;
}
