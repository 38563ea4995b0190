import { useState } from 'react';
import { Seo } from '../../../components/seo';
import { useT } from '../../../i18n/locale-context';
import { isPreviewUnlocked, isSignedInStaff } from '../api/unlock-preview';
import { PreviewGate } from '../components/preview-gate';
import { RegistrationPreviewWizard } from '../components/registration-preview-wizard';
import { previewMessages as m } from '../messages';

export default function RegisterPreviewPage() {
  const t = useT();
  const [unlocked, setUnlocked] = useState(() => isSignedInStaff() || isPreviewUnlocked());
  return (
    <>
      <Seo title={t(m.seoTitle)} description={t(m.seoDescription)} noIndex />
      {unlocked ? <RegistrationPreviewWizard /> : <PreviewGate onUnlocked={() => setUnlocked(true)} />}
    </>
  );
}
