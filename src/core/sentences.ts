/**
 * Splits streamed text into speakable chunks as it arrives, so speech starts while the rest
 * of the reply is still being written. The first chunk is eager (it ends at the first clause
 * mark, or after a few words) because the first sound is what the candidate waits for; later
 * chunks are whole sentences, which sound more natural.
 */
export class SpeechChunker {
  private buffer = '';
  private emittedFirst = false;

  constructor(private readonly options: { firstChunkMaxWords: number } = { firstChunkMaxWords: 4 }) {}

  /** Adds a delta; returns the chunks it completed. */
  push(delta: string): string[] {
    this.buffer += delta;
    const chunks: string[] = [];
    if (!this.emittedFirst) {
      const first = this.takeFirstChunk();
      if (!first) return chunks;
      chunks.push(first);
      this.emittedFirst = true;
    }
    chunks.push(...this.takeSentences());
    return chunks;
  }

  /** The trailing text once the stream has ended. */
  flush(): string[] {
    const rest = this.buffer.trim();
    this.buffer = '';
    this.emittedFirst = true;
    return rest ? [rest] : [];
  }

  private takeFirstChunk(): string | null {
    const capEnd = this.endAfterWords(this.options.firstChunkMaxWords);
    const clause = /[,;:.!?]["'”’)]?\s+/g;
    for (let match = clause.exec(this.buffer); match; match = clause.exec(this.buffer)) {
      const end = match.index + match[0].length;
      if (capEnd !== null && end > capEnd) break;
      return this.cut(end);
    }
    // Enough whole words without a clause mark: speak them now rather than wait.
    return capEnd === null ? null : this.cut(capEnd);
  }

  /** Where the first `count` whole words (each followed by whitespace) end, if they have arrived. */
  private endAfterWords(count: number): number | null {
    const words = /\S+\s+/g;
    let end: number | null = null;
    for (let n = 0; n < count; n++) {
      const match = words.exec(this.buffer);
      if (!match) return null;
      end = match.index + match[0].length;
    }
    return end;
  }

  private takeSentences(): string[] {
    const sentences: string[] = [];
    // A sentence ends at . ! or ? (optionally followed by a closing quote) and then whitespace.
    const boundary = /[.!?]["'”’)]?\s+/g;
    let start = 0;
    for (let match = boundary.exec(this.buffer); match; match = boundary.exec(this.buffer)) {
      const end = match.index + match[0].length;
      const sentence = this.buffer.slice(start, end).trim();
      if (sentence) sentences.push(sentence);
      start = end;
    }
    this.buffer = this.buffer.slice(start);
    return sentences;
  }

  private cut(end: number): string {
    const chunk = this.buffer.slice(0, end).trim();
    this.buffer = this.buffer.slice(end);
    return chunk;
  }
}
