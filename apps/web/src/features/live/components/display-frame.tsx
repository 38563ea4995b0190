import { type ReactNode, useEffect, useState } from 'react';

export const CANVAS = { width: 1920, height: 1080 } as const;

function fit(): number {
  if (typeof window === 'undefined' || !window.innerWidth) return 1;
  return Math.min(window.innerWidth / CANVAS.width, window.innerHeight / CANVAS.height);
}

/**
 * A display's page: the html marked as a display (no scrollbar, no cursor; an overlay also transparent), and a
 * 1920 × 1080 canvas scaled to the window, so a browser source of that size shows it pixel for pixel and a
 * smaller window shows it whole.
 */
export function DisplayFrame({
  overlay = false,
  label,
  children,
}: {
  overlay?: boolean;
  label: string;
  children: ReactNode;
}) {
  const [scale, setScale] = useState(fit);
  useEffect(() => {
    const html = document.documentElement;
    html.classList.add('live-display');
    if (overlay) html.classList.add('live-overlay');
    const onResize = () => setScale(fit());
    window.addEventListener('resize', onResize);
    onResize();
    return () => {
      html.classList.remove('live-display', 'live-overlay');
      window.removeEventListener('resize', onResize);
    };
  }, [overlay]);
  return (
    <main
      aria-label={label}
      className="live-canvas"
      style={{ transform: `scale(${scale})`, background: overlay ? 'transparent' : undefined }}
    >
      {children}
    </main>
  );
}
