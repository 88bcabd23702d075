import { glyph } from './glyphs.ts';
import {
  arrow,
  bar,
  card,
  circle,
  lines,
  path,
  rect,
  smooth,
  spark,
  tick,
  windowDots,
  type Drawing,
} from './primitives.ts';
import {
  radarPolygon,
  spokePoint,
  type Point,
} from '#client/features/dashboard/charts/chart-geometry.ts';

/*
 * The site's artwork (decisions 0041, 0089): the home hero, one mock-up per product and one
 * diagram per service. Issue 26 §2: the drawings show the firm's own work — the results of its
 * tools (the readiness radar of the assessment, the impact × ease matrix of the automation
 * finder, the ROI projection, a prompt template with its variables) — in the brand's colours.
 * Shapes only, no words and no figures: an axis has no scale and a bar no value, so nothing can
 * be read as a claim (no invented prices, clients or results).
 */

/** `points` as an SVG polygon's `points` attribute. */
const pointList = (points: readonly Point[]) =>
  points.map((p) => `${Math.round(p.x)} ${Math.round(p.y)}`).join(' ');

/**
 * The assessment's readiness radar (six categories, as in the portal's result), drawn with the
 * portal chart's own geometry (chart-geometry.ts, decision 0052): three rings, the spokes and a
 * profile. `shares` are the profile's reach on each spoke, an illustrative shape.
 */
function radar(cx: number, cy: number, radius: number, shares: readonly number[]): string {
  const centre = { x: cx, y: cy };
  const count = shares.length;
  const ring = (share: number) =>
    `M${shares
      .map((_, i) => spokePoint(i, count, radius * share, centre))
      .map((p) => `${Math.round(p.x)} ${Math.round(p.y)}`)
      .join('L')}Z`;
  const spokes = shares
    .map((_, i) => {
      const end = spokePoint(i, count, radius, centre);
      return `M${cx} ${cy}L${Math.round(end.x)} ${Math.round(end.y)}`;
    })
    .join('');
  const profile = radarPolygon(
    shares.map((value) => ({ value, max: 1 })),
    radius,
    centre,
  );
  return (
    path('gl', [1 / 3, 2 / 3, 1].map(ring).join('') + spokes, 1.5) +
    `<polygon class="rp" stroke-width="2.5" points="${pointList(profile)}"/>` +
    profile.map((p) => circle('b', p.x, p.y, 3.5)).join('')
  );
}

/**
 * The automation finder's impact × ease matrix: impact grows upwards, ease to the right, and a
 * cell's tint deepens with both, as in the portal (impact-ease-matrix.tsx). `chips` are the
 * ranked processes as [row from the top, column from the left]; the first is the one to start
 * with, ringed.
 */
function matrix(
  x: number,
  y: number,
  cell: number,
  gap: number,
  chips: readonly [number, number][],
): string {
  const tints = ['s', 'b2', 'b3', 'b4', 'b'];
  const cells: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 3; column++)
      cells.push(
        rect(
          tints[2 - row + column] ?? 'n',
          x + column * (cell + gap),
          y + row * (cell + gap),
          cell,
          cell,
          6,
        ),
      );
  const side = 3 * cell + 2 * gap;
  const axes =
    arrow(x - 10, y + side, x - 10, y - 2, 'bd', 2) +
    arrow(x, y + side + 10, x + side + 2, y + side + 10, 'bd', 2);
  const marks = chips
    .map(([row, column], i) => {
      const cx = x + column * (cell + gap) + cell / 2 + (i % 2 ? -cell / 6 : cell / 6);
      const cy = y + row * (cell + gap) + cell / 2;
      return (
        circle('c', cx, cy, i === 0 ? 9 : 7) +
        circle(i === 0 ? 'd' : 'b', cx, cy, i === 0 ? 4.5 : 3)
      );
    })
    .join('');
  return cells.join('') + axes + marks;
}

/**
 * The ROI calculator's projection: per year, the cumulative investment (light) beside the
 * cumulative savings (brand), and the savings' trend. Heights are an illustrative shape.
 */
function projection(x: number, base: number, groups: readonly [number, number][]): string {
  const bars = groups
    .map(
      ([investment, savings], i) =>
        rect('b3', x + i * 84, base - investment, 26, investment, 4) +
        rect('b', x + i * 84 + 30, base - savings, 26, savings, 4),
    )
    .join('');
  const trend: [number, number][] = groups.map(([, savings], i) => [
    x + i * 84 + 43,
    base - savings - 14,
  ]);
  return bars + `<path class="bl" stroke-width="2.5" stroke-dasharray="2 6" d="${smooth(trend)}"/>`;
}

/**
 * A prompt template card as the template library shows it: a title, the prompt's lines with
 * its variables as chips, and the button that copies it.
 */
function templateCard(x: number, y: number, w: number): string {
  const rest = w - 138;
  return (
    card(x, y, w, 84, 14) +
    rect('a2', x + 14, y + 14, 26, 26, 8) +
    // Braces: the template's variables.
    path(
      'al',
      `M${x + 24} ${y + 20}c-3 0-3 2-3 4v1.5l-2 1.5 2 1.5v1.5c0 2 0 4 3 4M${x + 30} ${y + 20}c3 0 3 2 3 4v1.5l2 1.5-2 1.5v1.5c0 2 0 4-3 4`,
      2,
    ) +
    bar(x + 50, y + 18, Math.min(70, w - 100), 7, 't') +
    bar(x + 50, y + 30, 40, 5) +
    rect('b', x + w - 40, y + 14, 26, 26, 8) +
    path('ws', `M${x + w - 31} ${y + 23}h8v10h-8zM${x + w - 34} ${y + 29}v-9h7`, 1.8) +
    bar(x + 14, y + 53, 34, 6) +
    rect('b2', x + 54, y + 48, 50, 16, 8) +
    bar(x + 63, y + 53, 32, 6, 'b') +
    (rest >= 16 ? bar(x + 110, y + 53, rest, 6) : '') +
    bar(x + 14, y + 69, 56, 6) +
    rect('a2', x + 76, y + 64, 46, 16, 8) +
    bar(x + 85, y + 69, 28, 6, 'a')
  );
}

/** The small square that heads a result card: the tool's pictogram on the brand tint. */
function cardHead(x: number, y: number, inner: string, title: number): string {
  return rect('b2', x, y, 26, 26, 8) + inner + bar(x + 36, y + 10, title, 7, 't');
}

/**
 * Home hero: the firm's work as its tools show it — the ROI projection, the readiness radar, the
 * impact × ease matrix and a prompt template from the library.
 */
function hero(): Drawing {
  const body = [
    circle('s', 300, 236, 214),
    // The ROI projection, behind the others.
    card(150, 24, 390, 232, 18),
    cardHead(174, 44, glyph('pulse', 187, 57, 16), 104),
    rect('b3', 430, 50, 10, 10, 3),
    bar(444, 51, 24, 7),
    rect('b', 476, 50, 10, 10, 3),
    bar(490, 51, 26, 7),
    path('gl', 'M262 110H516M262 150H516M262 190H516', 1.5),
    path('k', 'M262 230H516', 2),
    projection(272, 230, [
      [58, 22],
      [74, 70],
      [84, 118],
    ]),
    // The readiness radar, in front on the left.
    card(20, 140, 222, 214, 18),
    cardHead(40, 160, circle('b', 53, 173, 5), 82),
    radar(131, 270, 66, [0.82, 0.56, 0.7, 0.42, 0.76, 0.6]),
    // A prompt template under it.
    templateCard(20, 368, 222),
    // The impact × ease matrix, in front on the right.
    card(262, 276, 278, 178, 18),
    cardHead(282, 296, glyph('modules', 295, 309, 15), 84),
    matrix(318, 338, 30, 5, [
      [0, 2],
      [0, 1],
      [1, 2],
    ]),
    ...[0, 1, 2].map(
      (i) =>
        circle(i === 0 ? 'd' : 'b4', 448, 353 + i * 30, 6) +
        bar(462, 350 + i * 30, 56 - i * 10, 6, i === 0 ? 't' : 'm'),
    ),
  ];
  return { width: 560, height: 470, body: body.join('') };
}

/** The frame of an application window around a product mock-up. */
function appWindow(content: string): Drawing {
  const body = [
    card(12, 10, 616, 392, 16),
    // The title bar in the brand's tint, the address as a white pill on it.
    '<path class="s" d="M13 52V27a16 16 0 0 1 16-16h582a16 16 0 0 1 16 16v25z"/>',
    windowDots(36, 32),
    bar(236, 27, 168, 10, 'c'),
    path('gl', 'M13 52H627', 1),
    content,
  ];
  return { width: 640, height: 420, body: body.join('') };
}

/** Nexus Cripto: conversations on the left, a question, an answer with a candlestick chart. */
function productCrypto(): Drawing {
  // Open, close, high, low of each candle, in chart units (0 at the bottom, 100 at the top).
  const candles: [number, number, number, number][] = [
    [30, 38, 42, 26],
    [38, 34, 41, 30],
    [34, 44, 48, 32],
    [44, 52, 55, 40],
    [52, 47, 56, 43],
    [47, 55, 60, 45],
    [55, 50, 58, 46],
    [50, 61, 64, 48],
    [61, 68, 73, 58],
    [68, 63, 70, 58],
    [63, 72, 77, 61],
    [72, 80, 84, 69],
    [80, 76, 83, 72],
    [76, 86, 90, 74],
  ];
  const chartX = 258;
  const y = (value: number) => 288 - (value - 20) * 1.3;
  const candleMarks = candles
    .map(([open, close, high, low], i) => {
      const x = chartX + i * 21;
      const up = close >= open;
      const top = y(Math.max(open, close));
      const height = Math.max(2, Math.abs(close - open) * 1.3);
      return (
        path(up ? 'ga' : 'ra', `M${x + 5} ${y(high)}V${y(low)}`, 1.5) +
        rect(up ? 'g' : 'r', x, top, 10, height, 2)
      );
    })
    .join('');
  const sidebar = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const y = 78 + i * 46;
      const coin = ['b', 'a', 'y', 'b4', 'a', 'y'][i] ?? 'b';
      return (
        (i === 0 ? rect('b2', 30, y - 6, 124, 40, 9) : '') +
        circle(coin, 48, y + 14, 9) +
        bar(64, y + 6, 74, 7, i === 0 ? 'b4' : 'm') +
        bar(64, y + 18, 48, 5)
      );
    })
    .join('');
  const content = [
    rect('n', 24, 64, 136, 326, 10),
    sidebar,
    rect('b', 410, 72, 196, 46, 15),
    `<g opacity=".9">${bar(426, 86, 150, 7, 'w')}${bar(426, 100, 96, 7, 'w')}</g>`,
    circle('b', 196, 148, 14),
    spark(196, 148, 7, 'w'),
    rect('n', 220, 134, 386, 200, 15),
    lines(238, 150, [272, 214]),
    card(238, 178, 350, 120, 10, false),
    path('gl', 'M250 204H576M250 232H576M250 260H576', 1),
    candleMarks,
    lines(238, 308, [240, 150]),
    card(196, 350, 410, 38, 19, false),
    bar(218, 365, 190, 8),
    circle('b', 586, 369, 13),
    glyph('send', 586, 369, 14, 'ws'),
  ];
  return appWindow(content.join(''));
}

/** Nexus Prompt Studio: versions, a prompt with its variables, two models answering side by side. */
function productPrompts(): Drawing {
  const tabs = [0, 1, 2]
    .map((i) => {
      const x = 28 + i * 66;
      return i === 2
        ? rect('b', x, 64, 58, 24, 12) + bar(x + 14, 73, 30, 6, 'w')
        : rect('n', x, 64, 58, 24, 12) + bar(x + 14, 73, 30, 6);
    })
    .join('');
  // Each editor row: widths of plain text, with a variable chip (b = brand, a = teal) between.
  const rows: [number, string | null, number][] = [
    [150, null, 0],
    [84, 'b', 70],
    [190, null, 0],
    [120, null, 0],
    [60, 'a', 90],
    [170, null, 0],
    [100, 'b', 40],
    [140, null, 0],
    [80, null, 0],
  ];
  const editor = rows
    .map(([first, chip, after], i) => {
      const y = 112 + i * 28;
      let row = bar(40, y, 12, 7) + bar(62, y, first, 7, 'b3');
      if (chip) {
        const chipX = 62 + first + 8;
        const fill = chip === 'b' ? 'b2' : 'a2';
        const ink = chip === 'b' ? 'b' : 'a';
        row += rect(fill, chipX, y - 5, 64, 17, 8.5) + bar(chipX + 10, y, 44, 7, ink);
        row += bar(chipX + 72, y, after, 7, 'b3');
      }
      return row;
    })
    .join('');
  const answer = (x: number, dot: string, score: number, winner: boolean) =>
    card(x, 100, 130, 288, 10, false) +
    circle(dot, x + 20, 122, 7) +
    bar(x + 34, 118, 62, 8, 't') +
    lines(x + 16, 146, [98, 92, 100, 70, 96, 84, 60], 18) +
    path('gl', `M${x + 1} 290H${x + 129}`, 1) +
    bar(x + 16, 306, 70, 6) +
    bar(x + 16, 322, 98, 8, 'n') +
    bar(x + 16, 322, score, 8, winner ? 'g' : 'y') +
    (winner
      ? circle('g', x + 102, 358, 13) + tick(x + 102, 359, 12)
      : bar(x + 16, 352, 50, 12, 'n'));
  const content = [
    tabs,
    rect('b', 524, 62, 88, 28, 14),
    glyph('play', 546, 76, 14, 'w'),
    bar(560, 73, 36, 6, 'w'),
    rect('n', 28, 100, 306, 288, 10),
    editor,
    answer(344, 'b', 84, true),
    answer(484, 'a', 58, false),
  ];
  return appWindow(content.join(''));
}

/** Nexus Flow: a workflow canvas (trigger, agent, a person's approval, an action) and its run log. */
function productAgents(): Drawing {
  const node = (x: number, y: number, icon: string, selected = false) =>
    card(x, y, 112, 56, 12, false) +
    (selected ? rect('bl', x - 3, y - 3, 118, 62, 14).replace('/>', ' stroke-width="2.5"/>') : '') +
    icon +
    bar(x + 54, y + 18, 44, 8, 't') +
    bar(x + 54, y + 32, 30, 6);
  const iconBox = (x: number, y: number, fill: string, inner: string) =>
    rect(fill, x + 10, y + 10, 36, 36, 10) + inner;
  const link = (d: string, cls = 'bd', dashed = false) =>
    `<path class="${cls}" stroke-width="2.5"${dashed ? ' stroke-dasharray="6 6"' : ''} d="${d}"/>`;
  const log = [
    ['g', 150],
    ['g', 120],
    ['g', 132],
    ['y', 108],
    ['m', 96],
    ['m', 120],
  ]
    .map(([status, w], i) => {
      const y = 118 + i * 40;
      return (
        circle(status as string, 488, y + 6, 6) +
        bar(502, y, Number(w) - 40, 7, 't') +
        bar(502, y + 12, 54, 5)
      );
    })
    .join('');
  const content = [
    '<defs><pattern id="grid" width="22" height="22" patternUnits="userSpaceOnUse">',
    '<circle class="m" cx="2" cy="2" r="1.3"/></pattern></defs>',
    `<rect fill="url(#grid)" x="24" y="62" width="424" height="328" rx="10"/>`,
    // Trigger, agent, a person's approval, then the action: the agent never acts alone.
    link('M92 140C92 190 110 210 150 210'),
    link('M262 210C296 210 282 124 316 124'),
    link('M372 152V272', 'al', true),
    node(36, 84, iconBox(36, 84, 'b2', glyph('mail', 64, 112, 20))),
    node(150, 182, rect('b', 160, 192, 36, 36, 18) + spark(178, 210, 10, 'w'), true),
    node(316, 96, iconBox(316, 96, 'a2', glyph('person', 344, 124, 20, 'al'))),
    node(316, 272, iconBox(316, 272, 'b2', glyph('ledger', 344, 300, 20))),
    rect('n', 464, 64, 152, 326, 10),
    bar(480, 84, 76, 8, 't'),
    path('gl', 'M472 104H608', 1),
    log,
  ];
  return appWindow(content.join(''));
}

/** A service diagram's canvas: the soft brand surface the cards stand on. */
function diagram(body: string[]): Drawing {
  return { width: 480, height: 300, body: rect('s', 0, 0, 480, 300, 24) + body.join('') };
}

/**
 * Automação Inteligente: the automation finder's matrix picks the process with the most impact
 * and ease, the AI step runs it, and three systems receive the completed action.
 */
function serviceAutomation(): Drawing {
  const targets: [number, string, string, string][] = [
    [44, 'modules', 'b2', 'bl'],
    [124, 'contact', 'b2', 'bl'],
    [204, 'chat', 'a2', 'al'],
  ];
  return diagram([
    card(26, 52, 170, 196, 16),
    matrix(58, 80, 38, 6, [
      [0, 2],
      [0, 1],
      [1, 2],
    ]),
    arrow(204, 150, 228, 150),
    `<circle class="bd" stroke-width="2" stroke-dasharray="4 6" cx="268" cy="150" r="34"/>`,
    circle('b', 268, 150, 26),
    spark(268, 150, 13, 'w'),
    ...targets.map(([y, icon, fill, stroke]) =>
      [
        arrow(306, 150, 328, y + 26),
        card(334, y, 120, 52, 12),
        rect(fill, 344, y + 8, 36, 36, 10),
        glyph(icon as 'modules', 362, y + 26, 20, stroke),
        bar(390, y + 18, 40, 7, 't'),
        bar(390, y + 30, 28, 5),
        circle('g', 446, y + 6, 9),
        tick(446, y + 6, 9, 'ws', 2.5),
      ].join(''),
    ),
  ]);
}

/** Análise Preditiva: history from the data, a forecast after today, its uncertainty widening. */
function servicePredictive(): Drawing {
  const history: [number, number][] = [
    [170, 214],
    [196, 200],
    [222, 208],
    [248, 186],
    [274, 192],
    [300, 170],
    [326, 176],
  ];
  const forecast: [number, number][] = [
    [326, 176],
    [352, 160],
    [378, 150],
    [404, 136],
    [430, 124],
  ];
  const band = 'M326 176C360 150 392 118 430 96L430 152C392 160 360 172 326 176Z';
  return diagram([
    card(30, 106, 80, 92, 12),
    glyph('database', 70, 152, 40, 'bl'),
    arrow(118, 152, 146, 152),
    card(152, 36, 300, 228, 14),
    path('gl', 'M168 90H436M168 140H436M168 190H436', 1),
    path('gl', 'M168 240H436', 1.5),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
      rect('b2', 164 + i * 26, 226 - (i % 3) * 5, 12, 14 + (i % 3) * 5, 2),
    ),
    `<path class="gl" stroke-width="2" stroke-dasharray="4 6" d="M326 56V240"/>`,
    `<path class="b2" d="${band}"/>`,
    `<path class="bl" stroke-width="3" d="${smooth(history)}"/>`,
    `<path class="bl" stroke-width="3" stroke-dasharray="2 7" d="${smooth(forecast)}"/>`,
    ...history.map(([x, y]) => circle('b', x, y, 3.5)),
    circle('c', 430, 124, 8),
    circle('b', 430, 124, 4.5),
    spark(404, 70, 10, 'b4'),
  ]);
}

/**
 * Assistentes Virtuais: a prompt template with its variables sets the assistant up; in the
 * conversation on the phone it answers citing its source, and hands over to a person when needed.
 */
function serviceAssistants(): Drawing {
  return diagram([
    templateCard(24, 104, 150),
    arrow(182, 150, 204, 150),
    circle('b', 238, 150, 28),
    spark(238, 150, 14, 'w'),
    arrow(272, 150, 300, 150),
    // The phone: the visitor's question, the answer with its source, then the person.
    card(308, 22, 142, 256, 22),
    bar(358, 36, 42, 5),
    rect('b2', 356, 56, 80, 30, 12),
    bar(368, 68, 54, 6, 'b'),
    rect('b', 322, 98, 100, 62, 12),
    bar(334, 110, 74, 6, 'w'),
    bar(334, 122, 58, 6, 'w'),
    rect('a2', 334, 136, 58, 16, 8),
    glyph('document', 346, 144, 12, 'al'),
    bar(356, 141, 28, 6, 'a'),
    `<path class="bd" stroke-width="2" stroke-dasharray="3 5" d="M379 176v18"/>`,
    circle('a2', 379, 226, 26),
    glyph('person', 379, 226, 26, 'al'),
  ]);
}

/** Machine Learning Personalizado: data, training, evaluation, deployment, monitoring, and again. */
function serviceMachineLearning(): Drawing {
  const cx = 240;
  const cy = 150;
  const stages: [number, string, string, string][] = [
    [-90, 'database', 'b2', 'bl'],
    [-18, 'network', 'b2', 'bl'],
    [54, 'gauge', 'a2', 'al'],
    [126, 'server', 'b2', 'bl'],
    [198, 'pulse', 'a2', 'al'],
  ];
  const at = (deg: number, rx: number, ry: number) => {
    const rad = (deg * Math.PI) / 180;
    return [cx + rx * Math.cos(rad), cy + ry * Math.sin(rad)] as const;
  };
  const arcs = stages.map(([deg]) => {
    // Stages are 72° apart; the last arc closes the cycle on the first stage.
    const next = deg + 72;
    const from = at(deg + 17, 170, 108);
    const to = at(next - 17, 170, 108);
    const before = at(next - 24, 170, 108);
    return (
      `<path class="bd" stroke-width="2.5" d="M${from[0].toFixed(1)} ${from[1].toFixed(1)}` +
      `A170 108 0 0 1 ${to[0].toFixed(1)} ${to[1].toFixed(1)}"/>` +
      arrow(before[0], before[1], to[0], to[1])
    );
  });
  return diagram([
    ...arcs,
    circle('b', cx, cy, 36),
    spark(cx, cy, 17, 'w'),
    ...stages.map(([deg, icon, fill, stroke]) => {
      const [x, y] = at(deg, 170, 108);
      return (
        card(x - 29, y - 29, 58, 58, 16) +
        rect(fill, x - 21, y - 21, 42, 42, 11) +
        glyph(icon as 'gauge', x, y, 26, stroke)
      );
    }),
  ]);
}

/** Every artwork file under public/art/, by file name. */
export const drawings: Record<string, () => Drawing> = {
  'hero.svg': hero,
  'product-crypto.svg': productCrypto,
  'product-prompts.svg': productPrompts,
  'product-agents.svg': productAgents,
  'service-automacao-inteligente.svg': serviceAutomation,
  'service-analise-preditiva.svg': servicePredictive,
  'service-assistentes-virtuais-ia.svg': serviceAssistants,
  'service-machine-learning-personalizado.svg': serviceMachineLearning,
};
