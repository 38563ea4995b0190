import { parseArgs } from 'node:util';
import { adminInputProblems, ensureSuperAdmin } from '../modules/users/admin';
import { runCommand, withConfiguredDatabase } from './open-database';

const USAGE = `Creates a super admin, or promotes an existing account to super admin.

  npm run create-admin -- --email <address> --password <password> [--first-name <name>] [--last-name <name>]

For an existing account --password is optional; when given it replaces the password and signs the account out everywhere.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help || !values.email) {
    console.info(USAGE);
    return values.help ? 0 : 1;
  }
  const input = {
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
  const problems = await adminInputProblems(input, { passwordRequired: false });
  if (problems.length) {
    console.error(problems.join('\n'));
    return 1;
  }

  return withConfiguredDatabase(async (handle) => {
    try {
      const outcome = await ensureSuperAdmin(handle.db, input, { setPassword: true });
      const email = input.email.trim().toLowerCase();
      console.info(
        outcome === 'created'
          ? `Created super admin ${email}.`
          : outcome === 'promoted'
            ? `${email} is now a super admin${input.password ? ' with the new password' : ''}.`
            : `${email} is already a super admin; nothing changed.`,
      );
      return 0;
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      return 1;
    }
  });
}

runCommand(main);
