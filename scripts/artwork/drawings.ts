import { glyph } from './glyphs.ts';
import {
  arrow,
  arrowHead,
  bar,
  card,
  circle,
  group,
  lines,
  path,
  rect,
  smooth,
  spark,
  tick,
  windowDots,
  type Drawing,
} from './primitives.ts';

/*
 * The site's artwork (decision 0041): the home hero, one mock-up per product and one diagram per
 * service. Shapes only, no words and no figures: the drawings illustrate, the pages' texts inform,
 * and nothing here can be read as a claim (no invented prices, users or results).
 */

/** Home hero: a results dashboard, a conversation with an assistant and an automated flow. */
function hero(): Drawing {
  const rising: [number, number][] = [
    [104, 252],
    [150, 244],
    [196, 248],
    [242, 226],
    [288, 230],
    [334, 204],
    [380, 196],
    [426, 170],
    [472, 160],
  ];
  const risingLine = smooth(rising);
  const body = [
    circle('s', 300, 236, 214),
    circle('b2', 478, 70, 34),
    // Dashboard: three indicator tiles, a baseline and the line that leaves it behind.
    card(80, 28, 420, 262, 18),
    windowDots(104, 52),
    bar(150, 48, 120, 8, 'n'),
    ...[0, 1, 2].map((i) => {
      const x = 100 + i * 128;
      const accent = ['b', 'a', 'y'][i] ?? 'b';
      return (
        rect('n', x, 72, 116, 58, 10) + bar(x + 12, 84, 48, 6) + bar(x + 12, 100, 72, 12, accent)
      );
    }),
    path('gl', 'M100 166H480M100 202H480M100 238H480', 1),
    `<path class="gl" stroke-width="2" stroke-dasharray="5 7" d="M104 250H472"/>`,
    `<path class="b2" d="${risingLine}L472 272L104 272Z"/>`,
    `<path class="bl" stroke-width="3.5" d="${risingLine}"/>`,
    circle('c', 426, 170, 8),
    circle('b', 426, 170, 4.5),
    // Conversation: the question, and an answer that cites its source.
    card(20, 236, 250, 206, 18),
    circle('b', 50, 266, 15),
    spark(50, 266, 8, 'w'),
    bar(76, 258, 96, 8, 't'),
    bar(76, 272, 60, 6),
    rect('b', 100, 296, 150, 44, 14),
    group(
      'translate(0 0)',
      `<g opacity=".9">${bar(114, 309, 116, 7, 'w')}${bar(114, 323, 78, 7, 'w')}</g>`,
    ),
    rect('n', 36, 352, 190, 74, 14),
    lines(50, 365, [150, 160, 110]),
    rect('a2', 170, 396, 44, 18, 9),
    circle('a', 181, 405, 4),
    bar(189, 402, 18, 6, 'a'),
    // An automated flow: a document read by the AI step and marked done.
    card(296, 306, 244, 144, 18),
    bar(316, 326, 84, 8, 't'),
    rect('n', 318, 358, 44, 44, 12),
    glyph('document', 340, 380, 24),
    arrow(370, 380, 396, 380),
    circle('b', 424, 380, 23),
    spark(424, 380, 11, 'w'),
    arrow(452, 380, 478, 380),
    circle('a', 504, 380, 20),
    tick(504, 381, 16),
    bar(316, 420, 204, 7, 'n'),
    bar(316, 420, 136, 7, 'a'),
    spark(522, 26, 13, 'b4'),
    spark(46, 206, 8, 'a'),
  ];
  return { width: 560, height: 470, body: body.join('') };
}

/** The frame of an application window around a product mock-up. */
function appWindow(content: string): Drawing {
  const body = [
    card(12, 10, 616, 392, 16),
    windowDots(36, 32),
    bar(236, 28, 168, 9, 'n'),
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
      let row = bar(40, y, 12, 7) + bar(62, y, first, 7, 't');
      if (chip) {
        const chipX = 62 + first + 8;
        const fill = chip === 'b' ? 'b2' : 'a2';
        const ink = chip === 'b' ? 'b' : 'a';
        row += rect(fill, chipX, y - 5, 64, 17, 8.5) + bar(chipX + 10, y, 44, 7, ink);
        row += bar(chipX + 72, y, after, 7, 't');
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

/** Automação Inteligente: a document comes in, the AI step reads and decides, three systems act. */
function serviceAutomation(): Drawing {
  const targets: [number, string, string, string][] = [
    [44, 'modules', 'b2', 'bl'],
    [124, 'contact', 'b2', 'bl'],
    [204, 'chat', 'a2', 'al'],
  ];
  return diagram([
    card(34, 92, 84, 112, 12),
    path('k', 'M94 92v20h24', 1.5),
    lines(50, 128, [52, 40, 52, 30]),
    arrow(126, 150, 158, 150),
    `<circle class="bd" stroke-width="2" stroke-dasharray="4 6" cx="216" cy="150" r="52"/>`,
    circle('b', 216, 150, 38),
    spark(216, 150, 18, 'w'),
    ...targets.map(([y, icon, fill, stroke]) =>
      [
        arrow(272, 150, 320, y + 26),
        card(324, y, 124, 52, 12),
        rect(fill, 334, y + 8, 36, 36, 10),
        glyph(icon as 'modules', 352, y + 26, 20, stroke),
        bar(380, y + 18, 40, 7, 't'),
        bar(380, y + 30, 28, 5),
        circle('g', 436, y + 8, 9),
        tick(436, y + 8, 9, 'ws', 2.5),
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
      rect('n', 164 + i * 26, 226 - (i % 3) * 5, 12, 14 + (i % 3) * 5, 2),
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

/** Assistentes Virtuais: site and phone channels, the assistant with its knowledge base, a person. */
function serviceAssistants(): Drawing {
  return diagram([
    card(28, 40, 108, 84, 12),
    glyph('browser', 50, 60, 20, 'bl'),
    rect('n', 42, 80, 60, 14, 7),
    rect('b2', 66, 100, 58, 14, 7),
    card(48, 150, 68, 116, 14),
    rect('n', 58, 174, 40, 12, 6),
    rect('b2', 70, 194, 36, 12, 6),
    rect('n', 58, 214, 44, 12, 6),
    bar(74, 252, 16, 4),
    arrow(144, 90, 194, 132),
    arrow(124, 206, 194, 168),
    circle('b', 234, 150, 40),
    spark(234, 150, 19, 'w'),
    card(340, 30, 112, 96, 12),
    glyph('book', 370, 62, 28, 'bl'),
    lines(356, 94, [78, 56], 12, 6),
    // Asks and is answered: a two-way link to the knowledge base.
    `<path class="bd" stroke-width="2.5" stroke-dasharray="5 6" d="M282 126L330 98"/>`,
    arrowHead(282, 126, 330, 98),
    arrowHead(330, 98, 282, 126),
    arrow(276, 172, 344, 214, 'al'),
    circle('a2', 384, 232, 36),
    glyph('person', 384, 232, 34, 'al'),
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
