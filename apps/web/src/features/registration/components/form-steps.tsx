import type { MediaList } from '@cq/shared';
import type { RegistrationFormController } from '../form/use-registration-form';
import type { Uploads } from '../form/use-uploads';
import { BackgroundStep } from './steps/background-step';
import { ExperienceStep } from './steps/experience-step';
import { MediaStep } from './steps/media-step';
import { PersonalStep } from './steps/personal-step';
import { PhysicalStep } from './steps/physical-step';
import { PlatformStep } from './steps/platform-step';
import { ReviewStep } from './steps/review-step';
import { SocialStep } from './steps/social-step';

interface Props {
  step: number;
  controller: RegistrationFormController;
  uploads: Uploads;
  media?: MediaList;
}

/** The fields of the current step. */
export function FormSteps({ step, controller, uploads, media }: Props) {
  const props = { form: controller.form, errors: controller.errors, set: controller.setField };
  switch (step) {
    case 0:
      return <PersonalStep {...props} />;
    case 1:
      return <PhysicalStep {...props} />;
    case 2:
      return <BackgroundStep {...props} />;
    case 3:
      return <ExperienceStep {...props} />;
    case 4:
      return <PlatformStep {...props} />;
    case 5:
      return <SocialStep {...props} />;
    case 6:
      return <MediaStep form={props.form} errors={props.errors} uploads={uploads} media={media} />;
    default:
      return <ReviewStep {...props} onEdit={controller.backTo} />;
  }
}
