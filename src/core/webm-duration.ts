/**
 * WebM files written by MediaRecorder carry no Duration (the recorder streams and never goes
 * back), so browsers report `Infinity` and seek poorly. This writes the Duration element into the
 * Segment's Info, in pure TypeScript (docs/decisions/0041-decisions-revisited.md): no ffmpeg.
 *
 * EBML in brief: each element is an ID (a variable-length integer keeping its marker bits), a size
 * (a variable-length integer without them; all ones = unknown) and the data. MediaRecorder writes
 * the Segment and its Clusters with unknown sizes and no SeekHead or Cues, so growing Info shifts
 * nothing that is addressed by position.
 */

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  seekHead: 0x114d9b74,
  cues: 0x1c53bb6b,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  tags: 0x1254c367,
  chapters: 0x1043a770,
  attachments: 0x1941a469,
} as const;

/** Elements directly inside a Segment: one of them ends a Cluster of unknown size. */
const SEGMENT_CHILDREN = new Set<number>([
  ID.seekHead,
  ID.info,
  ID.tracks,
  ID.cluster,
  ID.cues,
  ID.tags,
  ID.chapters,
  ID.attachments,
]);

type Header = { id: number; size: number | null; sizeLength: number; dataStart: number };

function readId(bytes: Uint8Array, at: number): { id: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 4 || at + length > bytes.length) return null;
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + bytes[at + i]!;
  return { id, length };
}

function readSize(bytes: Uint8Array, at: number): { size: number | null; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let size = first & (0xff >> length);
  let allOnes = size === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i]!;
    allOnes &&= byte === 0xff;
    size = size * 256 + byte;
  }
  return { size: allOnes ? null : size, length };
}

function readHeader(bytes: Uint8Array, at: number): Header | null {
  const id = readId(bytes, at);
  if (!id) return null;
  const size = readSize(bytes, at + id.length);
  if (!size) return null;
  return { id: id.id, size: size.size, sizeLength: size.length, dataStart: at + id.length + size.length };
}

function readUint(bytes: Uint8Array, start: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + bytes[start + i]!;
  return value;
}

/** A size as a variable-length integer of `length` bytes (1–8), or null when it does not fit. */
function encodeSize(size: number, length: number): Uint8Array | null {
  if (length < 1 || length > 8 || size >= 2 ** (7 * length) - 1) return null;
  const out = new Uint8Array(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0]! |= 0x80 >> (length - 1);
  return out;
}

function encodeSizeAtLeast(size: number, length: number): Uint8Array {
  for (let n = length; n <= 8; n++) {
    const encoded = encodeSize(size, n);
    if (encoded) return encoded;
  }
  throw new Error('EBML size too large');
}

type Layout = {
  segment: Header & { at: number };
  info: (Header & { at: number; size: number }) | null;
  timecodeScale: number;
  /** The Duration inside Info, if any, and its value in timecode units. */
  duration: { at: number; end: number; value: number } | null;
  addressed: boolean;
};

function layoutOf(bytes: Uint8Array): Layout | null {
  const ebml = readHeader(bytes, 0);
  if (!ebml || ebml.id !== ID.ebml || ebml.size === null) return null;
  const segmentAt = ebml.dataStart + ebml.size;
  const segment = readHeader(bytes, segmentAt);
  if (!segment || segment.id !== ID.segment) return null;
  const segmentEnd = segment.size === null ? bytes.length : Math.min(bytes.length, segment.dataStart + segment.size);
  let info: Layout['info'] = null;
  let addressed = false;
  for (let at = segment.dataStart; at < segmentEnd;) {
    const child = readHeader(bytes, at);
    if (!child) break;
    if (child.id === ID.seekHead || child.id === ID.cues) addressed = true;
    if (child.id === ID.info && child.size !== null) info = { ...child, at, size: child.size };
    if (child.size === null || child.id === ID.cluster) break;
    at = child.dataStart + child.size;
  }
  let timecodeScale = 1_000_000;
  let duration: Layout['duration'] = null;
  if (info) {
    const end = info.dataStart + info.size;
    for (let at = info.dataStart; at < end;) {
      const child = readHeader(bytes, at);
      if (!child || child.size === null) break;
      const childEnd = child.dataStart + child.size;
      if (child.id === ID.timecodeScale) timecodeScale = readUint(bytes, child.dataStart, child.size) || 1_000_000;
      if (child.id === ID.duration) {
        const view = new DataView(bytes.buffer, bytes.byteOffset + child.dataStart, child.size);
        const value = child.size === 4 ? view.getFloat32(0) : child.size === 8 ? view.getFloat64(0) : NaN;
        duration = { at, end: childEnd, value };
      }
      at = childEnd;
    }
  }
  return { segment: { ...segment, at: segmentAt }, info, timecodeScale, duration, addressed };
}

/** The Duration the file states, in milliseconds; null when it has none (or none that is usable). */
export function webmDurationMs(bytes: Uint8Array): number | null {
  const layout = layoutOf(bytes);
  const value = layout?.duration?.value;
  if (!layout || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  return (value * layout.timecodeScale) / 1_000_000;
}

/**
 * How long the recording runs, measured from its blocks: the latest block's time (cluster time
 * plus the block's offset), plus the usual gap between blocks for the last frame. Milliseconds;
 * null when there are no blocks.
 */
export function measureWebmMs(bytes: Uint8Array): number | null {
  const layout = layoutOf(bytes);
  if (!layout) return null;
  let last = -Infinity;
  let previous = -Infinity;
  let clusterTime = 0;
  const noteBlock = (dataStart: number) => {
    const track = readSize(bytes, dataStart);
    if (!track || dataStart + track.length + 2 > bytes.length) return;
    const view = new DataView(bytes.buffer, bytes.byteOffset + dataStart + track.length, 2);
    const time = clusterTime + view.getInt16(0);
    if (time > last) {
      previous = last;
      last = time;
    } else if (time > previous && time < last) previous = time;
  };
  const scanCluster = (start: number, end: number | null): number => {
    let at = start;
    while (at < (end ?? bytes.length)) {
      const child = readHeader(bytes, at);
      if (!child) return bytes.length;
      if (end === null && SEGMENT_CHILDREN.has(child.id)) return at;
      if (child.size === null) return bytes.length;
      if (child.id === ID.clusterTimecode) clusterTime = readUint(bytes, child.dataStart, child.size);
      else if (child.id === ID.simpleBlock) noteBlock(child.dataStart);
      else if (child.id === ID.blockGroup) {
        for (let inner = child.dataStart; inner < child.dataStart + child.size;) {
          const part = readHeader(bytes, inner);
          if (!part || part.size === null) break;
          if (part.id === ID.block) noteBlock(part.dataStart);
          inner = part.dataStart + part.size;
        }
      }
      at = child.dataStart + child.size;
    }
    return at;
  };
  const segmentEnd =
    layout.segment.size === null
      ? bytes.length
      : Math.min(bytes.length, layout.segment.dataStart + layout.segment.size);
  for (let at = layout.segment.dataStart; at < segmentEnd;) {
    const child = readHeader(bytes, at);
    if (!child) break;
    if (child.id === ID.cluster) {
      at = scanCluster(child.dataStart, child.size === null ? null : child.dataStart + child.size);
      continue;
    }
    if (child.size === null) break;
    at = child.dataStart + child.size;
  }
  if (!Number.isFinite(last)) return null;
  const gap = Number.isFinite(previous) ? Math.min(Math.max(last - previous, 0), 100) : 0;
  return ((last + gap) * layout.timecodeScale) / 1_000_000;
}

/**
 * The same WebM with `durationMs` written as the Segment's Duration (an 8-byte float in timecode
 * units, at the end of Info; a Duration that is there but unusable is replaced). Returned
 * unchanged when it already states a usable Duration, when it is not a WebM this can patch
 * safely (no Info, or a SeekHead or Cues that address positions), or when the length is not a
 * positive number.
 */
export function withWebmDuration(bytes: Uint8Array, durationMs: number): Uint8Array {
  if (!Number.isFinite(durationMs) || durationMs <= 0) return bytes;
  const layout = layoutOf(bytes);
  if (!layout?.info || layout.addressed || webmDurationMs(bytes) !== null) return bytes;
  const { info, segment } = layout;
  const element = new Uint8Array(11);
  element.set([0x44, 0x89, 0x88]);
  new DataView(element.buffer).setFloat64(3, (durationMs * 1_000_000) / layout.timecodeScale);
  const infoEnd = info.dataStart + info.size;
  // Info's data without an unusable Duration, then the new one.
  const kept = layout.duration
    ? [bytes.subarray(info.dataStart, layout.duration.at), bytes.subarray(layout.duration.end, infoEnd)]
    : [bytes.subarray(info.dataStart, infoEnd)];
  const keptLength = kept.reduce((n, part) => n + part.length, 0);
  const infoSize = encodeSizeAtLeast(keptLength + element.length, info.sizeLength);
  const infoIdLength = info.dataStart - info.sizeLength - info.at;
  const newInfo = [bytes.subarray(info.at, info.at + infoIdLength), infoSize, ...kept, element];
  const grown = newInfo.reduce((n, part) => n + part.length, 0) - (infoEnd - info.at);
  let segmentHeader = bytes.subarray(segment.at, segment.dataStart);
  if (segment.size !== null) {
    const idLength = segment.dataStart - segment.sizeLength - segment.at;
    segmentHeader = concat([
      bytes.subarray(segment.at, segment.at + idLength),
      encodeSizeAtLeast(segment.size + grown, segment.sizeLength),
    ]);
  }
  return concat([
    bytes.subarray(0, segment.at),
    segmentHeader,
    bytes.subarray(segment.dataStart, info.at),
    ...newInfo,
    bytes.subarray(infoEnd),
  ]);
}

/** A MediaRecorder WebM made seekable: its own Duration if usable, else the measured or given length. */
export function fixWebmDuration(bytes: Uint8Array, knownMs?: number): Uint8Array {
  if (webmDurationMs(bytes) !== null) return bytes;
  const length = measureWebmMs(bytes) ?? knownMs;
  return length === undefined ? bytes : withWebmDuration(bytes, length);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
