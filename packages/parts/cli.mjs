#!/usr/bin/env node
// `node packages/parts/cli.mjs <what>`: one name or path per line, for shell scripts.
//   services | remotes | role <role> | dirs <role>... | prisma | migrations | json
import { listParts, partsWithRole, remotes, services } from './index.mjs';

const [what, ...args] = process.argv.slice(2);
const print = (lines) => lines.length && console.log(lines.join('\n'));
switch (what) {
  case 'services':
    print(services().map((p) => p.name));
    break;
  case 'remotes':
    print(remotes().map((p) => p.name));
    break;
  case 'role':
    print(partsWithRole(args[0]).map((p) => p.name));
    break;
  case 'dirs':
    print(
      listParts()
        .filter((p) => args.includes(p.role))
        .map((p) => p.dir),
    );
    break;
  case 'prisma':
    print(
      listParts()
        .filter((p) => p.hasPrisma)
        .map((p) => p.dir),
    );
    break;
  case 'migrations':
    print(
      listParts()
        .filter((p) => p.hasMigrations)
        .map((p) => `${p.name} ${p.dir}/prisma/migrations`),
    );
    break;
  case 'json':
    console.log(JSON.stringify(listParts(), null, 2));
    break;
  default:
    console.error('usage: parts services|remotes|role ROLE|dirs ROLE...|prisma|migrations|json');
    process.exit(2);
}
