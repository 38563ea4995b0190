import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { AMARA, LERATO, liveFrame, openVote } from '../../../test/live-frames';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { forgetShownCues } from '../shown-cues';
import StagePage, { OverlayPage } from './display-pages';

const TOKEN = 'A'.repeat(43);
const STREAM = `/api/live/displays/${TOKEN}/stream`;

function display(kind: 'stage' | 'overlay', first = liveFrame(), layout = 'lower-third') {
  const api = mockApi({
    [`GET /live/displays/${TOKEN}`]: () => ({
      body: { success: true, data: { kind, label: 'Main screen', frame: first } },
    }),
  });
  const streams = installFakeEventSource();
  const view =
    kind === 'stage'
      ? renderRoute(<StagePage />, { at: `/live/stage/${TOKEN}`, path: '/live/stage/:token' })
      : renderRoute(<OverlayPage />, {
          at: `/live/overlay/${TOKEN}/${layout}`,
          path: '/live/overlay/:token/:layout',
        });
  return { ...view, streams, api };
}

const picture = (container: HTMLElement) => container.querySelector('[data-picture]');

describe('the stage screen', () => {
  beforeEach(() => forgetShownCues());

  it('opens on the present cue with the link alone, then follows Go: the delegate on stage, the reveal, the crowning', async () => {
    const { streams, container } = display('stage');
    expect(await screen.findByRole('heading', { name: 'Welcome to the finale' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('live-display');
    const stream = streams.latest(STREAM);
    stream.open();
    stream.send(
      'frame',
      liveFrame({
        seq: 2,
        cue: { id: 'cue-2', kind: 'segment', title: 'Evening gown', position: 1 },
        picture: { kind: 'on_stage', title: 'Evening gown', delegate: AMARA },
        delegate: AMARA,
      }),
      '2',
    );
    expect(screen.getByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Evening gown')).toBeInTheDocument();
    expect(container.querySelector('img[src="/media/amara-480.webp"]')).not.toBeNull();
    const second = { place: 2, title: 'First runner-up', delegate: LERATO };
    stream.send(
      'frame',
      liveFrame({
        seq: 3,
        cue: { id: 'cue-3', kind: 'reveal', title: 'Placement 2', position: 5 },
        picture: { kind: 'reveal', title: 'Placement 2', placement: second },
        placements: [second],
      }),
      '3',
    );
    expect(screen.getByRole('heading', { name: 'Lerato Dlamini' })).toBeInTheDocument();
    expect(screen.getByText('First runner-up')).toBeInTheDocument();
    expect(picture(container)).toHaveClass('live-enter-reveal');
    stream.send(
      'frame',
      liveFrame({
        seq: 4,
        cue: { id: 'cue-4', kind: 'crowning', title: 'The crowning', position: 6 },
        picture: { kind: 'crowning', title: 'The crowning', queen: AMARA },
        queen: AMARA,
      }),
      '4',
    );
    expect(screen.getByText('Your new queen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
  });

  it('never replays the entrance of a picture it already showed, after a reconnection or a reload', async () => {
    const reveal = liveFrame({
      seq: 7,
      cue: { id: 'cue-7', kind: 'reveal', title: 'Placement 2', position: 5 },
      picture: {
        kind: 'reveal',
        title: 'Placement 2',
        placement: { place: 2, title: 'First runner-up', delegate: LERATO },
      },
    });
    const first = display('stage', reveal);
    await screen.findByRole('heading', { name: 'Lerato Dlamini' });
    expect(picture(first.container)).toHaveClass('live-enter-reveal');
    // The stream comes back with the same picture (a count moved: a newer seq): it stays still.
    first.streams.latest(STREAM).send('frame', { ...reveal, seq: 8 }, '8');
    expect(picture(first.container)).toHaveClass('live-enter-reveal');
    first.unmount();
    // A reload of the page in the same browser session (the page's memory gone, the session's kept): the picture
    // shows at once, without its entrance.
    const session = sessionStorage.getItem('liveCuesShown') ?? '[]';
    forgetShownCues();
    sessionStorage.setItem('liveCuesShown', session);
    const again = display('stage', { ...reveal, seq: 9 });
    await screen.findByRole('heading', { name: 'Lerato Dlamini' });
    expect(picture(again.container)).not.toHaveClass('live-enter-reveal');
  });

  it('watermarks a rehearsal, holds on the neutral picture, and keeps its picture while reconnecting', async () => {
    const { streams } = display('stage', liveFrame({ rehearsal: true }));
    await screen.findByRole('heading', { name: 'Welcome to the finale' });
    expect(screen.getByTestId('rehearsal-watermark')).toHaveTextContent('Rehearsal');
    const stream = streams.latest(STREAM);
    stream.open();
    stream.send('frame', liveFrame({ seq: 2, rehearsal: true, held: true, picture: { kind: 'hold' } }), '2');
    expect(screen.getByRole('heading', { name: 'We’ll be right back' })).toBeInTheDocument();
    stream.fail();
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.getByRole('heading', { name: 'We’ll be right back' })).toBeInTheDocument();
  });

  it('stops at once when its link is revoked, and says so', async () => {
    const { streams } = display('stage');
    await screen.findByRole('heading', { name: 'Welcome to the finale' });
    const stream = streams.latest(STREAM);
    stream.open();
    stream.send('end', { reason: 'revoked' });
    expect(screen.getByText(/This display link is no longer valid/)).toBeInTheDocument();
    expect(stream.closed).toBe(true);
    expect(streams.to(STREAM)).toHaveLength(1);
  });

  it('waits on the show’s opening words before the first Go', async () => {
    display('stage', liveFrame({ seq: 0, cue: null, picture: { kind: 'hold' } }));
    expect(await screen.findByRole('heading', { name: 'The show begins soon' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We’ll be right back' })).toBeNull();
  });

  it('refuses a link the server does not know', async () => {
    mockApi({
      [`GET /live/displays/${TOKEN}`]: () => ({
        status: 401,
        body: { success: false, code: 'link_revoked', message: 'This display link has been revoked.' },
      }),
    });
    installFakeEventSource();
    renderRoute(<StagePage />, { at: `/live/stage/${TOKEN}`, path: '/live/stage/:token' });
    expect(await screen.findByText(/This display link is no longer valid/)).toBeInTheDocument();
  });
});

describe('the broadcast overlays', () => {
  beforeEach(() => forgetShownCues());

  it('draw on a transparent page, each layout only when the cue has something for it', async () => {
    const { streams } = display('overlay', liveFrame(), 'lower-third');
    await screen.findByTestId('overlay');
    expect(document.documentElement).toHaveClass('live-display', 'live-overlay');
    expect(screen.queryByText('Amara Okafor')).toBeNull();
    const stream = streams.latest(STREAM);
    stream.open();
    stream.send(
      'frame',
      liveFrame({ seq: 2, picture: { kind: 'on_stage', title: 'Interview', delegate: AMARA }, delegate: AMARA }),
      '2',
    );
    expect(screen.getByText('Amara Okafor')).toBeInTheDocument();
    expect(screen.getByText('Nigeria')).toBeInTheDocument();
    // Held: nothing goes on air.
    stream.send('frame', liveFrame({ seq: 3, held: true, picture: { kind: 'hold' }, delegate: AMARA }), '3');
    expect(screen.queryByText('Amara Okafor')).toBeNull();
    // Never a word about the connection on air.
    stream.fail();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(screen.getByTestId('overlay')).toHaveAttribute('data-status', 'reconnecting');
  });

  it('the vote bar shows the count only when it is public; the reveal card only at a reveal', async () => {
    const vote = display('overlay', liveFrame({ vote: openVote({ leaderboard: null, total: null }) }), 'vote-bar');
    await screen.findByTestId('overlay');
    expect(screen.queryByText('Fan vote')).toBeNull();
    vote.streams.latest(STREAM).send('frame', liveFrame({ seq: 2, vote: openVote() }), '2');
    expect(screen.getByText('Fan vote')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    vote.unmount();

    const reveal = display('overlay', liveFrame(), 'reveal');
    await screen.findByTestId('overlay');
    expect(screen.queryByText('Lerato Dlamini')).toBeNull();
    reveal.streams.latest(STREAM).send(
      'frame',
      liveFrame({
        seq: 4,
        picture: {
          kind: 'reveal',
          title: 'Placement 2',
          placement: { place: 2, title: 'First runner-up', delegate: LERATO },
        },
      }),
      '4',
    );
    expect(screen.getByText('Lerato Dlamini')).toBeInTheDocument();
    expect(screen.getByText('First runner-up')).toBeInTheDocument();
  });
});
