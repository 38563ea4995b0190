import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoModal } from './video-modal';

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;
beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as unknown as () => void);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Harness({ muted, title }: { muted?: boolean; title?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Play
      </button>
      <VideoModal
        isOpen={open}
        onClose={() => setOpen(false)}
        videoSrc="/media/promo.mp4"
        title={title}
        muted={muted}
      />
    </>
  );
}

describe('VideoModal', () => {
  it('plays with sound when opened, titled Video by default, and pauses when closed by the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Video' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video.querySelector('source')?.getAttribute('src')).toBe('/media/promo.mp4');
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside and on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness title="Our film" />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('dialog', { name: 'Our film' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const overlay = document.querySelector('.dialog-overlay') as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pause).toHaveBeenCalled();
  });

  it('shows nothing when the browser blocks autoplay', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('dialog', { name: 'Video' })).toBeInTheDocument();
    await Promise.resolve();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('plays muted on the Competition page', async () => {
    const user = userEvent.setup();
    render(<Harness muted />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect((screen.getByRole('dialog').querySelector('video') as HTMLVideoElement).muted).toBe(true);
    expect(play).toHaveBeenCalled();
  });
});
