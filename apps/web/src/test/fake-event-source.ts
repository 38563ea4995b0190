import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource, installed as the global: every connection the page opens is kept,
 * and the test opens it, sends it events and breaks it, as a server or a network would.
 */
export class FakeEventSource {
  static connections: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  closed = false;
  private listeners = new Map<string, ((ev: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.connections.push(this);
  }
  addEventListener(type: string, listener: (ev: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  send(type: string, data: unknown, id = '') {
    act(() => {
      const ev = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
      for (const l of this.listeners.get(type) ?? []) l(ev);
    });
  }
  /** The connection is lost: `final` when the browser gives up on it (a refused or failed answer). */
  fail(final = true) {
    act(() => {
      this.readyState = final ? 2 : 0;
      this.onerror?.(new Event('error'));
    });
  }
}

export function installFakeEventSource() {
  FakeEventSource.connections = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    /** The connections to this address (path below the origin), oldest first. */
    to: (url: string) => FakeEventSource.connections.filter((c) => c.url.split('?')[0] === url),
    latest: (url: string) => {
      const found = FakeEventSource.connections.filter((c) => c.url.split('?')[0] === url).at(-1);
      if (!found) throw new Error(`no connection to ${url}`);
      return found;
    },
  };
}
