import type { User } from '@cq/shared';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { useCachedContestantMe } from '../contestants';

/**
 * The uploaded headshot's signed link, from the contestant record the portal
 * keeps fresh (this never fetches it itself); null without one or once the
 * link has lapsed.
 */
function useHeadshot(): string | null {
  const { data } = useCachedContestantMe();
  const link = data?.preliminaryRegistration.headshot;
  if (!link?.url) return null;
  return Date.parse(link.expiresAt) > Date.now() ? link.url : null;
}

/**
 * The user's picture: the uploaded headshot, else the account's picture,
 * else the first letter of the first name, else '?'.
 */
export function UserAvatar(props: AvatarProps) {
  // Outside the app's providers (a dialog shown on its own) there is no record to read.
  return useContext(QueryClientContext) ? <WithHeadshot {...props} /> : <Avatar {...props} headshot={null} />;
}

interface AvatarProps {
  user: Partial<User> | null;
  className?: string;
}

function WithHeadshot(props: AvatarProps) {
  return <Avatar {...props} headshot={useHeadshot()} />;
}

function Avatar({ user, className = 'h-14 w-14 text-xl', headshot }: AvatarProps & { headshot: string | null }) {
  const picture = headshot || user?.picture || user?.profileImage;
  if (picture) {
    return <img src={picture} alt="" className={`${className} rounded-full object-cover ring-2 ring-secondary-main`} />;
  }
  const initial = user?.firstName?.trim().charAt(0).toUpperCase() || '?';
  // The letter is drawn (a picture of the initial), not text: a button that holds the avatar and the user's name
  // is then named by the name it shows, so voice control finds it by what the user sees.
  return (
    <span
      className={`${className} flex items-center justify-center rounded-full bg-primary-main font-serif font-semibold text-primary-contrast ring-2 ring-secondary-main before:content-[attr(data-initial)]`}
      data-initial={initial}
      aria-hidden
    />
  );
}
