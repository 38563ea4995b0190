import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { AMARA, audienceFrame, LERATO, openVote } from '../../../test/live-frames';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { forgetShownCues } from '../shown-cues';
import LivePage from './live-page';

const STREAM = '/api/live/stream';

function showLive(first = audienceFrame()) {
  mockApi({ 'GET /live': () => ({ body: { success: true, data: first } }) });
  const streams = installFakeEventSource();
  renderRoute(<LivePage />, { at: '/live', path: '/live' });
  return streams;
}

describe('the fans’ live page', () => {
  beforeEach(() => forgetShownCues());
  afterEach(() => vi.useRealTimers());

  it('says no show is on air, then follows the show as soon as it starts, without a reload', async () => {
    const streams = showLive(audienceFrame({ onAir: false, picture: { kind: 'idle' }, roundName: null }));
    expect(await screen.findByRole('heading', { name: 'No show on air right now' })).toBeInTheDocument();
    const stream = streams.latest(STREAM);
    stream.open();
    stream.send(
      'audience',
      audienceFrame({ seq: 5, picture: { kind: 'on_stage', title: 'Evening gown', delegate: AMARA }, delegate: AMARA }),
      '5',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Final of Africa' })).toBeInTheDocument();
    expect(screen.getByText('On air')).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'Now' });
    expect(within(now).getByText('Amara Okafor')).toBeInTheDocument();
    expect(within(now).getByText('Evening gown')).toBeInTheDocument();
    expect(within(now).getByText('Nigeria')).toBeInTheDocument();
  });

  it('offers the Vote button and its countdown while the fan vote is open, and the count when it is public', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const streams = showLive(audienceFrame({ seq: 3, vote: openVote() }));
    const vote = await screen.findByRole('region', { name: 'The fan vote is open' });
    expect(within(vote).getByRole('link', { name: 'Vote now' })).toHaveAttribute(
      'href',
      '/peoples-choice#peoples-choice-africa',
    );
    expect(within(vote).getByText('Closes in 4:00')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(within(vote).getByText('Closes in 2:59')).toBeInTheDocument();
    expect(within(vote).getByText('120 votes')).toBeInTheDocument();
    // The vote closes: no more button; a private count shows no numbers.
    streams
      .latest(STREAM)
      .send(
        'audience',
        audienceFrame({ seq: 4, vote: openVote({ state: 'closed', leaderboard: null, total: null }) }),
        '4',
      );
    const closed = screen.getByRole('region', { name: 'The fan vote has closed' });
    expect(within(closed).queryByRole('link', { name: 'Vote now' })).toBeNull();
    expect(within(closed).queryByText('120 votes')).toBeNull();
  });

  it('shows each placement as it is revealed, then the queen', async () => {
    const streams = showLive();
    await screen.findByText('Welcome to the finale');
    const stream = streams.latest(STREAM);
    stream.open();
    const second = { place: 2, title: 'First runner-up', delegate: LERATO };
    stream.send(
      'audience',
      audienceFrame({
        seq: 8,
        picture: { kind: 'reveal', title: 'Placement 2', placement: second },
        placements: [second],
        delegate: LERATO,
      }),
      '8',
    );
    // The delegate the picture reveals is not repeated as the one on stage.
    expect(screen.queryByText('On stage')).toBeNull();
    const placements = screen.getByRole('region', { name: 'Placements revealed' });
    expect(within(placements).getByText('Lerato Dlamini')).toBeInTheDocument();
    expect(within(placements).getByText('First runner-up')).toBeInTheDocument();
    expect(within(placements).getByText('1 placement still to be revealed')).toBeInTheDocument();
    expect(screen.queryByText('Amara Okafor')).toBeNull();
    const first = { place: 1, title: 'Queen of Africa', delegate: AMARA };
    stream.send(
      'audience',
      audienceFrame({
        seq: 10,
        picture: { kind: 'crowning', title: 'The crowning', queen: AMARA },
        placements: [first, second],
        queen: AMARA,
      }),
      '10',
    );
    const now = screen.getByRole('region', { name: 'Now' });
    expect(within(now).getByText('Your new queen')).toBeInTheDocument();
    expect(within(now).getByText('Amara Okafor')).toBeInTheDocument();
    expect(screen.queryByText(/still to be revealed/)).toBeNull();
  });

  it('keeps its picture and says “Reconnecting…” while the network is away, then catches up to the present cue', async () => {
    const streams = showLive();
    await screen.findByText('Welcome to the finale');
    const stream = streams.latest(STREAM);
    stream.open();
    stream.send(
      'audience',
      audienceFrame({ seq: 6, picture: { kind: 'on_stage', title: 'Interview', delegate: LERATO } }),
      '6',
    );
    stream.fail();
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.getByText('Lerato Dlamini')).toBeInTheDocument();
    // The phone comes back online: a new connection at once, resuming after the last event, given the present.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const again = streams.latest(STREAM);
    expect(again).not.toBe(stream);
    expect(again.url).toBe(`${STREAM}?lastEventId=6`);
    again.open();
    again.send(
      'audience',
      audienceFrame({ seq: 9, picture: { kind: 'on_stage', title: 'Interview', delegate: AMARA } }),
      '9',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByText('Amara Okafor')).toBeInTheDocument();
    expect(screen.queryByText('Lerato Dlamini')).toBeNull();
  });

  it('ignores an older frame arriving after a newer one', async () => {
    const streams = showLive(audienceFrame({ seq: 1 }));
    await screen.findByText('Welcome to the finale');
    const stream = streams.latest(STREAM);
    stream.send(
      'audience',
      audienceFrame({ seq: 12, picture: { kind: 'title', title: 'The crowning is next', subtitle: null } }),
      '12',
    );
    stream.send(
      'audience',
      audienceFrame({ seq: 11, picture: { kind: 'title', title: 'Old picture', subtitle: null } }),
      '11',
    );
    expect(screen.getByText('The crowning is next')).toBeInTheDocument();
    expect(screen.queryByText('Old picture')).toBeNull();
  });
});
