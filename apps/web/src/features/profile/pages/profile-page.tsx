import { CircleAlert, Images } from 'lucide-react';
import type { ReactNode } from 'react';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useCachedContestantMe, useContestantMedia } from '../../contestants';
import { useCurrentUser, useSession } from '../../session';
import { PhotoGallery } from '../components/photo-gallery';
import { ProfileHero } from '../components/profile-hero';
import { ProfileSection } from '../components/profile-section';
import {
  Achievements,
  BiographyPlatform,
  Education,
  PersonalDetails,
  TalentsInterests,
} from '../components/profile-sections';
import { profileMessages as m } from '../messages';

/** The three errors the profile can show. */
export const PROFILE_ERRORS = {
  notAuthenticated: m.notAuthenticated,
  fetchFailed: m.fetchFailed,
  notFound: m.notFound,
} as const;

function ProfileError({ message }: { message: MessageDescriptor }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-[78rem] px-4 py-10 sm:px-6 lg:px-10">
      <div className="card mx-auto flex max-w-md flex-col items-center p-8 text-center" role="alert">
        <CircleAlert className="h-10 w-10 text-status-rejected" aria-hidden />
        <p className="mt-4 font-serif text-xl font-semibold text-ink">{t(message)}</p>
        <p className="mt-2 text-sm text-muted">{t(m.errorHelp)}</p>
      </div>
    </div>
  );
}

/**
 * The contestant's profile (/user/profile). The record comes
 * from the portal's polling scheduler; the gallery's links from the media call.
 */
export default function ProfilePage() {
  const t = useT();
  const { signedIn, user: storedUser } = useSession();
  const me = useCurrentUser();
  const user = me.data ?? storedUser;
  const contestant = useCachedContestantMe();
  const record = contestant.data ?? null;
  const media = useContestantMedia(record?._id);

  let body: ReactNode;
  if (!signedIn || (user && !user._id)) body = <ProfileError message={PROFILE_ERRORS.notAuthenticated} />;
  else if (!user)
    body = me.isPending ? <PageLoading label={t(m.loading)} /> : <ProfileError message={PROFILE_ERRORS.notFound} />;
  else if (contestant.data === undefined && contestant.error)
    body = <ProfileError message={PROFILE_ERRORS.fetchFailed} />;
  else if (contestant.data === undefined) body = <PageLoading label={t(m.loadingProfile)} />;
  else {
    body = (
      <div className="mx-auto w-full max-w-[78rem] space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
        <ProfileHero user={user} contestant={record} />
        <div className="grid gap-6 lg:grid-cols-2">
          <PersonalDetails user={user} contestant={record} />
          <BiographyPlatform contestant={record} />
        </div>
        <ProfileSection id="photo-gallery" title={t(m.photoGallery)} icon={Images}>
          <PhotoGallery
            media={media.data ?? null}
            loading={Boolean(record) && media.isPending}
            failed={Boolean(media.error) && !media.data}
          />
        </ProfileSection>
        <div className="grid gap-6 lg:grid-cols-3">
          <TalentsInterests contestant={record} />
          <Achievements contestant={record} />
          <Education contestant={record} />
        </div>
      </div>
    );
  }

  return (
    <>
      <Seo title={t(m.seoTitle)} noIndex />
      {body}
    </>
  );
}
