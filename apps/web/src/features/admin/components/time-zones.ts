/** Zones offered first wherever staff give a time on the pageant's clock; any other IANA zone can be typed. */
export const TIME_ZONE_CHOICES = [
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Manila',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Sao_Paulo',
  'UTC',
] as const;
