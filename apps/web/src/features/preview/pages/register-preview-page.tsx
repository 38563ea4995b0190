import { useState } from 'react';
import { Seo } from '../../../components/seo';
import { isPreviewUnlocked, isSignedInStaff } from '../api/unlock-preview';
import { PreviewGate } from '../components/preview-gate';
import { RegistrationPreviewWizard } from '../components/registration-preview-wizard';

export default function RegisterPreviewPage() {
  const [unlocked, setUnlocked] = useState(() => isSignedInStaff() || isPreviewUnlocked());
  return (
    <>
      <Seo title="Registration preview" description="A staff preview of the contestant registration form." noIndex />
      {unlocked ? <RegistrationPreviewWizard /> : <PreviewGate onUnlocked={() => setUnlocked(true)} />}
    </>
  );
}
