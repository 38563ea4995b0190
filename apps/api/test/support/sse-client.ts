import http from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * A Server-Sent Events reader for tests: it records every event and the raw text received, and `until` waits for
 * an event (never for time) — it fails as soon as the stream ends without one.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  raw = '';
  status = 0;
  ended = false;
  private buffer = '';
  private waiters: (() => void)[] = [];
  private readonly request: http.ClientRequest;
  readonly opened: Promise<void>;

  constructor(port: number, path: string, headers: Record<string, string> = {}) {
    let opened: () => void = () => {};
    this.opened = new Promise<void>((resolve) => {
      opened = resolve;
    });
    this.request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      this.status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        this.raw += chunk;
        this.buffer += chunk;
        for (let i = this.buffer.indexOf('\n\n'); i >= 0; i = this.buffer.indexOf('\n\n')) {
          this.parse(this.buffer.slice(0, i));
          this.buffer = this.buffer.slice(i + 2);
        }
        this.notify();
      });
      res.on('close', () => {
        this.ended = true;
        this.notify();
      });
      opened();
    });
    this.request.on('error', () => {
      this.ended = true;
      opened();
      this.notify();
    });
  }

  private parse(block: string) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line.startsWith('retry:')) continue;
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) this.events.push({ id, event, data: JSON.parse(data.join('\n')) });
  }

  private notify() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Waits until `found` answers something for the events so far (checked again at each arrival). */
  async until<T>(found: (events: SseEvent[]) => T | undefined | null | false, what = 'an event'): Promise<T> {
    for (;;) {
      const value = found(this.events);
      if (value) return value;
      if (this.ended) throw new Error(`the stream ended before ${what}; received: ${this.raw.slice(-2000)}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Waits for the stream to end. */
  async closed(): Promise<void> {
    while (!this.ended) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  close() {
    this.request.destroy();
  }
}
