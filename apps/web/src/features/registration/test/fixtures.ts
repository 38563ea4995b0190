import { type FileRef, type RegistrationForm, registrationFormSchema } from '@cq/shared';

const file = (id: string, fileName: string, mimeType: string): FileRef => ({
  _id: id,
  fileName,
  mimeType,
  size: 2048,
  uploadedAt: '2026-03-01T10:00:00.000Z',
});

/** A form that passes all eight steps. */
export function completeForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  return registrationFormSchema.parse({
    dob: '2001-08-14',
    gender: 'Female',
    nationality: 'Ghanaian',
    residence: 'Ghana',
    address: '14 Independence Avenue, Accra',
    continent: 'Africa',
    height: '175',
    weight: '60',
    hairColor: 'Black',
    eyeColor: 'Brown',
    maritalStatus: 'Single',
    hasChildren: 'No',
    occupation: 'Researcher',
    languages: [{ language: 'English', proficiency: 'native' }],
    education: [{ institution: 'University of Ghana', degree: 'BSc', field: 'Biochemistry', year: 2022 }],
    platform: { cause: 'Maternal health', description: 'Mobile clinics for rural mothers.', goals: [], experience: '' },
    socialMedia: { instagram: '@ama' },
    emergencyContact: {
      name: 'Akosua',
      relationship: 'Mother',
      phone: '+233 24 000 0000',
      email: 'akosua@example.com',
    },
    headshot: file('0b6a8f2e-6a0e-4f5e-9a51-2b0c3f3c8a11', 'headshot.jpg', 'image/jpeg'),
    fullBody: file('1c7b9f3f-7b1f-4a6f-8b62-3c1d4a4d9b22', 'full.png', 'image/png'),
    birthCertificate: file('3e9d1b5b-9d3b-4c8b-8d84-5e3f6c6fbd44', 'birth.pdf', 'application/pdf'),
    sponsorshipAcknowledged: true,
    termsAccepted: true,
    informationAccurate: true,
    ...overrides,
  });
}

export { REGISTRATION_OPEN } from '@cq/shared/test-support/registration-window';

export const EMPTY_MEDIA = { headshot: null, fullBody: null, video: null, birthCertificate: null };

export function draftAnswer(revision: number, form: unknown) {
  return {
    body: {
      success: true,
      data: { draftFormData: form, lastDraftSaved: new Date().toISOString(), draftRevision: revision },
    },
  };
}
