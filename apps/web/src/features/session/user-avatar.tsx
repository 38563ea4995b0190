import type { User } from '@cq/shared';

/** The user's picture, else the first letter of the first name, else '?' (seed 000 §8). */
export function UserAvatar({
  user,
  className = 'h-14 w-14 text-xl',
}: {
  user: Partial<User> | null;
  className?: string;
}) {
  const picture = user?.picture || user?.profileImage;
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
