import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { PAYMENT_STATUSES } from '../auth/messages';
import { ROLES } from '../auth/roles';
import { ADMIN_ACTIONS, ADMIN_RESOURCES, type AdminResource, RESOURCE_ACTIONS } from './access';
import { auditEntrySchema } from './audit';
import { pageInfoSchema, pagingQuerySchema } from './paging';

/** The calls of the back office's users (GET /admin/users…, role, permissions, activation). The rules are in users.ts. */

const roleSchema = z.enum(ROLES as [string, ...string[]], { message: `Choose one of: ${ROLES.join(', ')}` });

/** One permission entry: a resource, and either some of its actions or 'manage' alone. */
export const permissionGrantSchema = z
  .object({
    resource: z.enum(ADMIN_RESOURCES, { message: `Choose one of: ${ADMIN_RESOURCES.join(', ')}` }),
    actions: z
      .array(z.enum(ADMIN_ACTIONS, { message: `Actions are ${ADMIN_ACTIONS.join(', ')}` }))
      .min(1, 'Give at least one action, or leave the resource out'),
  })
  .superRefine((entry, ctx) => {
    const allowed: readonly string[] = RESOURCE_ACTIONS[entry.resource as AdminResource] ?? [];
    if (new Set(entry.actions).size !== entry.actions.length) {
      ctx.addIssue({ code: 'custom', path: ['actions'], message: 'An action is listed twice' });
    } else if (entry.actions.includes('manage') && entry.actions.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['actions'], message: "'manage' includes every action: give it alone" });
    } else {
      const bad = entry.actions.find((a) => a !== 'manage' && !allowed.includes(a));
      if (bad) {
        ctx.addIssue({
          code: 'custom',
          path: ['actions'],
          message: `${entry.resource} has no '${bad}' action (it has ${allowed.join(', ')} and manage)`,
        });
      }
    }
  });

export const userPermissionsBodySchema = z.object({
  permissions: z
    .array(permissionGrantSchema)
    .max(ADMIN_RESOURCES.length)
    .refine((list) => new Set(list.map((e) => e.resource)).size === list.length, {
      message: 'Each resource may appear only once',
    }),
});
export type UserPermissionsBody = z.infer<typeof userPermissionsBodySchema>;

export const userRoleBodySchema = z.object({ role: roleSchema });
export type UserRoleBody = z.infer<typeof userRoleBodySchema>;

export const USER_SORTS = [
  '-createdAt',
  'createdAt',
  'name',
  '-name',
  'email',
  '-email',
  '-lastLogin',
  'lastLogin',
  '-role',
  'role',
] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const userListQuerySchema = pagingQuerySchema.extend({
  q: boundedText({ max: 100, tooLong: 'Search with at most 100 characters' }).optional(),
  role: roleSchema.optional(),
  active: z.enum(['true', 'false'], { message: 'active is true or false' }).optional(),
  sort: z.enum(USER_SORTS, { message: `sort is one of ${USER_SORTS.join(', ')}` }).default('-createdAt'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const adminUserSummarySchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserSchema = adminUserSummarySchema.extend({
  phoneNumber: z.string(),
  permissions: z.array(z.object({ resource: z.string(), actions: z.array(z.string()) })),
  updatedAt: z.string(),
  /** Two-step sign-in is set up (a super admin can reset it when she loses her authenticator). */
  secondFactor: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListResponseSchema = successEnvelope(
  pageInfoSchema.extend({ users: z.array(adminUserSummarySchema) }),
);
export type UserList = z.infer<typeof userListResponseSchema>['data'];

export const userDetailResponseSchema = successEnvelope(
  z.object({ user: adminUserSchema, history: z.array(auditEntrySchema) }),
);
export type UserDetail = z.infer<typeof userDetailResponseSchema>['data'];

export const adminUserResponseSchema = successEnvelope(z.object({ user: adminUserSchema }));
