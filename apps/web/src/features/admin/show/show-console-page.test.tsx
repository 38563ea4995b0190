import type { ConsoleState, Cue, DisplayLink } from '@cq/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SHOW_ID,
  SHOW_ROUND_ID,
  sampleConsole,
  sampleCues,
  sampleRules,
  signInStaffAs,
} from '../../../test/admin-samples';
import { AMARA, liveFrame } from '../../../test/live-frames';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { CONSOLE_REFRESH_MS, CONSOLE_STREAM_RETRY_MS } from './api/show-api';
import ShowConsolePage from './show-console-page';

const SHOW = SHOW_ID;
const ROUND = SHOW_ROUND_ID;
const at = `/admin/show?show=${SHOW}`;

function consoleState(over: { current?: string | null; rehearsal?: boolean; held?: boolean; seq?: number } = {}) {
  const cues = sampleCues('2026-12-12T19:00:00.000Z', 'evening-gown');
  return sampleConsole(cues, { createdAt: '2026-12-12T18:00:00.000Z', startedAt: '2026-12-12T19:00:00.000Z' }, over);
}

const ok = (data: unknown) => ({ body: { success: true, data } });

function serve(state: ConsoleState, more: Parameters<typeof mockApi>[0] = {}) {
  let current = state;
  const server = mockApi({
    [`GET /admin/live/shows/${SHOW}`]: () => ok(current),
    [`GET /admin/live/shows/${SHOW}/displays`]: () => ok([]),
    // Unless a test serves it, the console's stream is unavailable and the console polls.
    [`GET /admin/live/shows/${SHOW}/stream`]: () => ({
      status: 503,
      body: { success: false, code: 'internal', message: 'Unavailable' },
    }),
    [`GET /admin/judging/rounds/${ROUND}`]: () =>
      ok({
        id: ROUND,
        season: 2026,
        slug: 'final-africa',
        name: 'Final',
        continent: 'Africa',
        kind: 'final',
        status: 'published',
        // Judged on the evening gown alone, to a tenth of a point.
        rules: sampleRules({
          segments: [{ key: 'evening-gown', name: 'Evening gown', weight: 100 }],
          scale: { min: 1, max: 10, step: 0.1 },
          tieBreakSegment: 'evening-gown',
        }),
        delegates: [{ id: AMARA.id, name: 'Amara Okafor', country: 'Nigeria' }],
        judges: [],
      }),
    ...more,
  });
  return { server, set: (s: ConsoleState) => (current = s) };
}

beforeEach(() => {
  signInStaffAs({
    _id: 'me',
    email: 'director@example.com',
    role: 'admin',
    permissions: [{ resource: 'show', actions: ['direct'] }],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The console's stream as the server writes it: `console` events, kept open until the test ends. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (state: ConsoleState) =>
      controller.enqueue(new TextEncoder().encode(`event: console\ndata: ${JSON.stringify(state)}\n\n`)),
  };
}

describe('the show console', () => {
  it('fires the next cue with Go, sending the seq it last saw, and shows the next picture beside the current one', async () => {
    const after = consoleState({ current: 'c1', seq: 2 });
    after.show.cues[1] = {
      ...(after.show.cues[1] as Cue),
      firedAt: '2026-12-12T19:05:00.000Z',
      firedBy: 'me',
    };
    after.preview = {
      cue: after.show.cues[2] as Cue,
      frame: liveFrame({
        seq: 2,
        showId: SHOW,
        picture: { kind: 'title', title: 'Musical interlude', subtitle: null },
      }),
    };
    const { server, set } = serve(consoleState(), {
      [`POST /admin/live/shows/${SHOW}/go`]: () => {
        set(after);
        return ok(after);
      },
    });
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    const go = await screen.findByRole('button', { name: 'Go: Evening gown' });
    expect(screen.getByText('On the displays now')).toBeInTheDocument();
    expect(screen.getByText('On the next Go')).toBeInTheDocument();
    expect(
      screen.getByText(/Back shows the previous cue’s picture again; nothing revealed is taken back/),
    ).toBeInTheDocument();
    await userEvent.setup().click(go);
    expect(await screen.findByRole('button', { name: 'Go: Musical interlude' })).toBeInTheDocument();
    expect(server.callsTo(`POST /admin/live/shows/${SHOW}/go`)[0]?.body).toEqual({ seq: 1 });
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(within(current).getByText('Evening gown')).toBeInTheDocument();
    expect(within(current).getByText(/Fired at .* by you/)).toBeInTheDocument();
    // Another director's press says when and who, by the account's name.
    const cues = screen.getByRole('region', { name: 'Cues' });
    const opening = within(cues).getByText('Welcome', { selector: 'span' }).closest('li') as HTMLElement;
    expect(within(opening).getByText(/^Fired at .* by Amina Diallo$/)).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the buttons, in its own words', async () => {
    serve(consoleState({ current: 'c2' }), {
      [`POST /admin/live/shows/${SHOW}/back`]: () => ({
        status: 409,
        body: {
          success: false,
          code: 'console_stale',
          message: 'The show moved on since this console last heard from it. Look again before pressing.',
        },
      }),
    });
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    expect(
      await screen.findByText(
        'Refused: The show moved on since this console last heard from it. Look again before pressing.',
      ),
    ).toBeInTheDocument();
  });

  it('holds the displays and resumes them', async () => {
    const held = consoleState({ held: true, seq: 2 });
    const { set } = serve(consoleState(), {
      [`POST /admin/live/shows/${SHOW}/hold`]: () => {
        set(held);
        return ok(held);
      },
    });
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hold' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByText('The displays are held on the neutral picture. Resume to go on.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go: Evening gown' })).toBeDisabled();
  });

  it('moves a cue with the keyboard, keeping the focus on it, never above a fired cue', async () => {
    const { server, set } = serve(consoleState(), {
      [`PUT /admin/live/shows/${SHOW}/cues/order`]: (call) => {
        const ids = (call.body as { cueIds: string[] }).cueIds;
        const s = consoleState();
        s.show.cues = ids.map((id, position) => ({ ...(s.show.cues.find((c) => c.id === id) as Cue), position }));
        set(s);
        return ok(s);
      },
    });
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Move “Evening gown” up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move “Musical interlude” up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo(`PUT /admin/live/shows/${SHOW}/cues/order`)).toHaveLength(1));
    expect(server.callsTo(`PUT /admin/live/shows/${SHOW}/cues/order`)[0]?.body).toEqual({
      cueIds: ['c0', 'c2', 'c1', 'c3'],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move “Musical interlude” up' })).toHaveFocus());
    const cues = screen.getByRole('region', { name: 'Cues' });
    expect(
      within(cues)
        .getAllByText(/^(Evening gown|Musical interlude)$/)
        .map((e) => e.textContent),
    ).toEqual(['Musical interlude', 'Evening gown']);
  });

  it('renames a cue and attaches a delegate to it', async () => {
    const { server } = serve(consoleState(), {
      [`PATCH /admin/live/shows/${SHOW}/cues/c2`]: () => ok(consoleState()),
    });
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit “Musical interlude”' }));
    const title = screen.getByLabelText('Title', { selector: '#cue-c2-title' });
    await user.clear(title);
    await user.type(title, 'Amara sings');
    await user.selectOptions(screen.getByLabelText('Delegate', { selector: '#cue-c2-delegate' }), AMARA.id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo(`PATCH /admin/live/shows/${SHOW}/cues/c2`)).toHaveLength(1));
    expect(server.callsTo(`PATCH /admin/live/shows/${SHOW}/cues/c2`)[0]?.body).toEqual({
      title: 'Amara sings',
      delegateId: AMARA.id,
      segment: null,
    });
  });

  it('creates a display link shown once with a copy button, and revokes it', async () => {
    const link: DisplayLink = {
      id: 'l1',
      showId: SHOW,
      kind: 'stage',
      label: 'Main screen',
      createdAt: '2026-12-12T18:30:00.000Z',
      revokedAt: null,
    };
    let links: DisplayLink[] = [];
    const token = 'T'.repeat(43);
    const { server } = serve(consoleState(), {
      [`GET /admin/live/shows/${SHOW}/displays`]: () => ok(links),
      [`POST /admin/live/shows/${SHOW}/displays`]: () => {
        links = [link];
        return { status: 201, body: { success: true, data: { link, token } } };
      },
      [`POST /admin/live/shows/${SHOW}/displays/l1/revoke`]: () => {
        links = [{ ...link, revokedAt: '2026-12-12T18:40:00.000Z' }];
        return ok(links[0]);
      },
    });
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Main screen');
    await user.click(screen.getByRole('button', { name: 'Create the link' }));
    expect(await screen.findByText('Copy the link now: it is shown only this once.')).toBeInTheDocument();
    expect(server.callsTo(`POST /admin/live/shows/${SHOW}/displays`)[0]?.body).toEqual({
      kind: 'stage',
      label: 'Main screen',
    });
    const address = `${window.location.origin}/live/stage/${token}`;
    expect(screen.getByText(address)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the Stage screen link' }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(screen.getByRole('button', { name: 'Copy the Stage screen link' })).toHaveTextContent('Copied');
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Main screen”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.callsTo(`POST /admin/live/shows/${SHOW}/displays/l1/revoke`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(address)).toBeNull());
    expect(await screen.findByText(/Revoked/)).toBeInTheDocument();
  });

  it('marks a rehearsal and resets it with one action, after a confirmation', async () => {
    const { server } = serve(consoleState({ rehearsal: true }), {
      [`POST /admin/live/shows/${SHOW}/reset`]: () => ok(consoleState({ rehearsal: true, current: null })),
    });
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    expect(await screen.findByText(/Rehearsal: made-up results, watermarked on every display/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset the rehearsal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the rehearsal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset the rehearsal' }));
    await waitFor(() => expect(server.callsTo(`POST /admin/live/shows/${SHOW}/reset`)).toHaveLength(1));
  });

  it('follows its stream with the bearer token: another director’s press shows at once, without polling', async () => {
    const { server } = serve(consoleState());
    const stream = openStream();
    const requests: RequestInit[] = [];
    const answer = server.fetchMock.getMockImplementation() as typeof fetch;
    server.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith(`/admin/live/shows/${SHOW}/stream`)) return answer(input, init);
      requests.push(init ?? {});
      return stream.response();
    });
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    await screen.findByRole('button', { name: 'Go: Evening gown' });
    await waitFor(() => expect(requests).toHaveLength(1));
    const headers = new Headers(requests[0]?.headers);
    expect(headers.get('authorization')).toBe('Bearer jwt');
    expect(headers.get('accept')).toBe('text/event-stream');

    const pressed = consoleState({ current: 'c1', seq: 2 });
    pressed.show.cues[1] = {
      ...(pressed.show.cues[1] as Cue),
      firedAt: '2026-12-12T19:05:00.000Z',
      firedBy: 'u-amina',
      firedByName: 'Amina Diallo',
    };
    pressed.preview = { cue: pressed.show.cues[2] as Cue, frame: pressed.frame };
    act(() => stream.send(pressed));
    expect(await screen.findByRole('button', { name: 'Go: Musical interlude' })).toBeInTheDocument();
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(within(current).getByText(/Fired at .* by Amina Diallo/)).toBeInTheDocument();
    // An older state arriving late is not drawn over the newer one.
    act(() => stream.send(consoleState({ current: 'c0', seq: 1 })));
    act(() => stream.send({ ...pressed, show: { ...pressed.show, roundName: 'Seen after the late one' } }));
    expect(await screen.findByText(/Seen after the late one/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go: Musical interlude' })).toBeInTheDocument();
    expect(server.callsTo(`GET /admin/live/shows/${SHOW}`)).toHaveLength(1);
  });

  it('polls every 2 s once its stream has failed again and again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    // The longest pause of each step: 1 s, 2 s, 4 s between the four attempts.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { server } = serve(consoleState());
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Go: Evening gown' })).toBeInTheDocument());
    const streamCalls = () => server.callsTo(`GET /admin/live/shows/${SHOW}/stream`).length;
    const looks = () => server.callsTo(`GET /admin/live/shows/${SHOW}`).length;
    // No polling while the stream is still being tried (four attempts, 1 s, 2 s and 4 s apart at most).
    for (let step = 0; step < 40 && streamCalls() < 4; step++) {
      expect(looks()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(250));
    }
    expect(streamCalls()).toBe(4);
    await act(() => vi.advanceTimersByTimeAsync(CONSOLE_REFRESH_MS * 2));
    await vi.waitFor(() => expect(looks()).toBeGreaterThanOrEqual(2));
    // While it polls, the stream is not tried again before its 30 s are up.
    await act(() => vi.advanceTimersByTimeAsync(CONSOLE_STREAM_RETRY_MS - CONSOLE_REFRESH_MS * 3));
    expect(streamCalls()).toBe(4);
  });

  it('tries its stream again every 30 s while polling, and stops polling once the stream answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { server } = serve(consoleState());
    const stream = openStream();
    let streamUp = false;
    let triesWhileUp = 0;
    const answer = server.fetchMock.getMockImplementation() as typeof fetch;
    server.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (streamUp && String(input).endsWith(`/admin/live/shows/${SHOW}/stream`)) {
        triesWhileUp += 1;
        return stream.response();
      }
      return answer(input, init);
    });
    renderRoute(<ShowConsolePage />, { at, path: '/admin/show' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Go: Evening gown' })).toBeInTheDocument());
    const streamCalls = () => server.callsTo(`GET /admin/live/shows/${SHOW}/stream`).length;
    const looks = () => server.callsTo(`GET /admin/live/shows/${SHOW}`).length;
    for (let step = 0; step < 40 && streamCalls() < 4; step++) await act(() => vi.advanceTimersByTimeAsync(250));
    await act(() => vi.advanceTimersByTimeAsync(CONSOLE_REFRESH_MS * 2));
    await vi.waitFor(() => expect(looks()).toBeGreaterThanOrEqual(2));

    // The venue's network is back: the next try of the stream answers.
    streamUp = true;
    await act(() => vi.advanceTimersByTimeAsync(CONSOLE_STREAM_RETRY_MS));
    await vi.waitFor(() => expect(triesWhileUp).toBe(1));
    expect(streamCalls()).toBe(4);
    const pressed = consoleState({ current: 'c1', seq: 2 });
    pressed.preview = { cue: pressed.show.cues[2] as Cue, frame: pressed.frame };
    act(() => stream.send(pressed));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Go: Musical interlude' })).toBeInTheDocument());
    const polled = looks();
    await act(() => vi.advanceTimersByTimeAsync(CONSOLE_REFRESH_MS * 5));
    expect(looks()).toBe(polled);
  });
});
