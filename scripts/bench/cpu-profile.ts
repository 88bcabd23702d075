import path from 'node:path';

/**
 * Reads a V8 `.cpuprofile` (written by `node --cpu-prof`) into self-time totals per function and
 * per package, for the profile summaries in docs/benchmarks.md.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Sampled time in the window that was not idle, in ms. */
  busyMs: number;
  windowMs: number;
  byArea: { area: string; ms: number }[];
  byFunction: { fn: string; area: string; ms: number }[];
  /** Time spent inside (inclusive) frames matching each probe, in ms. */
  inclusive: { label: string; ms: number }[];
}

/** Where a frame's code lives: an npm package, Node itself, our own file, or V8's bookkeeping. */
export function areaOf(frame: CallFrame, repoRoot: string): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName.startsWith('(')) return functionName; // (garbage collector), (program)...
    return '(native)';
  }
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  if (url.startsWith('node:')) return 'node (core)';
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const relative = path.relative(repoRoot, file);
  return relative.startsWith('..') ? file : relative;
}

export function summarizeProfile(
  profile: CpuProfile,
  options: {
    repoRoot: string;
    /** Only samples between these times (µs, the profile's clock) count. */
    window?: { start: number; end: number };
    probes?: { label: string; match: (frame: CallFrame, area: string) => boolean }[];
  },
): ProfileSummary {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);

  const selfUs = new Map<number, number>();
  let time = profile.startTime;
  let first = Infinity;
  let last = -Infinity;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    if (options.window && (time < options.window.start || time > options.window.end)) return;
    first = Math.min(first, time);
    last = Math.max(last, time);
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });

  const byArea = new Map<string, number>();
  const byFunction = new Map<string, { fn: string; area: string; us: number }>();
  const probes = options.probes ?? [];
  const inclusive = probes.map(() => 0);
  let busy = 0;
  for (const [id, us] of selfUs) {
    const node = nodes.get(id);
    if (!node) continue;
    const area = areaOf(node.callFrame, options.repoRoot);
    if (area === '(idle)') continue;
    busy += us;
    byArea.set(area, (byArea.get(area) ?? 0) + us);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${shortUrl(node.callFrame, options.repoRoot)}`;
    const entry = byFunction.get(fn) ?? { fn, area, us: 0 };
    entry.us += us;
    byFunction.set(fn, entry);
    // Inclusive: this sample counts once for every probe that matches a frame on its stack.
    const hit = probes.map(() => false);
    for (let cursor: number | undefined = id; cursor !== undefined; cursor = parent.get(cursor)) {
      const frame = nodes.get(cursor)?.callFrame;
      if (!frame) break;
      const frameArea = areaOf(frame, options.repoRoot);
      probes.forEach((probe, i) => {
        if (!hit[i] && probe.match(frame, frameArea)) hit[i] = true;
      });
    }
    hit.forEach((h, i) => {
      if (h) inclusive[i] = (inclusive[i] ?? 0) + us;
    });
  }

  const ms = (us: number) => us / 1000;
  return {
    busyMs: ms(busy),
    windowMs: Number.isFinite(first) ? ms(last - first) : 0,
    byArea: [...byArea].map(([area, us]) => ({ area, ms: ms(us) })).sort((a, b) => b.ms - a.ms),
    byFunction: [...byFunction.values()]
      .map(({ fn, area, us }) => ({ fn, area, ms: ms(us) }))
      .sort((a, b) => b.ms - a.ms),
    inclusive: probes.map((p, i) => ({ label: p.label, ms: ms(inclusive[i] ?? 0) })),
  };
}

function shortUrl(frame: CallFrame, repoRoot: string): string {
  if (!frame.url) return '';
  const file = frame.url.startsWith('file://') ? new URL(frame.url).pathname : frame.url;
  const modules = file.lastIndexOf('/node_modules/');
  const shown =
    modules >= 0
      ? file.slice(modules + '/node_modules/'.length)
      : file.startsWith('node:')
        ? file
        : path.relative(repoRoot, file);
  return `(${shown}:${frame.lineNumber + 1})`;
}
