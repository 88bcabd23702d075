import { glyph } from './glyphs.ts';
import {
  bar,
  card,
  circle,
  lines,
  path,
  rect,
  spark,
  tick,
  windowDots,
  type Drawing,
} from './primitives.ts';
import { radar, matrix, projection, templateCard, cardHead } from './tool-shapes.ts';

/*
 * The home hero and one mock-up per product (decisions 0041, 0089): the portal's own screens,
 * shapes only. Split from drawings.ts by purpose (issue 24).
 */

/**
 * Home hero: the firm's work as its tools show it — the ROI projection, the readiness radar, the
 * impact × ease matrix and a prompt template from the library.
 */
export function hero(): Drawing {
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
export function productCrypto(): Drawing {
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
export function productPrompts(): Drawing {
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
export function productAgents(): Drawing {
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
