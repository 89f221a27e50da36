// Prints a new key pair for proving who acts on the bus (packages/service-kit/src/acting-as.ts), as
// env lines: the gateway signs with ACTOR_SIGNING_KEY, every service checks with ACTOR_VERIFY_KEY.
// Plain node:crypto, so it runs before anything is installed or built.
import { generateKeyPairSync } from 'node:crypto';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
process.stdout.write(
  `ACTOR_SIGNING_KEY=${privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')}\n` +
    `ACTOR_VERIFY_KEY=${publicKey.export({ format: 'der', type: 'spki' }).toString('base64')}\n`,
);
