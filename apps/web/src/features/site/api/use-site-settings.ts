import type { OrganisationSettings } from '@cq/shared';
import { useSiteView } from '../../../lib/site-view';

/** The organisers' contact details, as the server drew the page with them. */
export function useOrganisation(): OrganisationSettings {
  return useSiteView().organisation;
}
