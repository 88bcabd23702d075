import { glyph } from './glyphs.ts';
import {
  arrow,
  bar,
  card,
  circle,
  path,
  rect,
  smooth,
  spark,
  tick,
  type Drawing,
} from './primitives.ts';
import { matrix, templateCard } from './tool-shapes.ts';

/*
 * One diagram per service (decisions 0041, 0089): cards on the brand's soft surface, arrows for
 * the flow. Split from drawings.ts by purpose (issue 24).
 */

/** A service diagram's canvas: the soft brand surface the cards stand on. */
function diagram(body: string[]): Drawing {
  return { width: 480, height: 300, body: rect('s', 0, 0, 480, 300, 24) + body.join('') };
}

/**
 * Automação Inteligente: the automation finder's matrix picks the process with the most impact
 * and ease, the AI step runs it, and three systems receive the completed action.
 */
export function serviceAutomation(): Drawing {
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
export function servicePredictive(): Drawing {
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
export function serviceAssistants(): Drawing {
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
export function serviceMachineLearning(): Drawing {
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
