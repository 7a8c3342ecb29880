/**
 * Splits streamed text into complete sentences as they arrive, so speech can start with
 * the first sentence instead of waiting for the whole reply.
 */
export class SentenceSplitter {
  private buffer = '';

  /** Adds a delta; returns the sentences it completed. */
  push(delta: string): string[] {
    this.buffer += delta;
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

  /** The trailing text once the stream has ended. */
  flush(): string[] {
    const rest = this.buffer.trim();
    this.buffer = '';
    return rest ? [rest] : [];
  }
}
