import { BRAND, type OrganisationSettings, type PublicSettings } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const FALLBACK: OrganisationSettings = {
  contactEmail: BRAND.contactEmail,
  hostingEmail: BRAND.hostingEmail,
  phone: BRAND.phone,
};

export const siteSettingsQuery = {
  queryKey: ['settings'] as const,
  queryFn: async () => (await api.get<PublicSettings>('/settings')).data,
  staleTime: 5 * 60_000,
};

/** The organisers' contact details from GET /settings; the brand defaults until it answers. */
export function useOrganisation(): OrganisationSettings {
  const { data } = useQuery(siteSettingsQuery);
  return data?.organisation ?? FALLBACK;
}
