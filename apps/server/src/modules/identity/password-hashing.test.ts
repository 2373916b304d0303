import { hashPassword, verifyPassword } from '@better-auth/utils/password';
import { describe, expect, it } from 'vitest';
import { passwordHasher } from './password-hashing.ts';

const standard = passwordHasher('standard');
const quick = passwordHasher('quick');

describe('passwordHasher', () => {
  it('hashes at the standard cost in better-auth’s own format, both ways', async () => {
    const ours = await standard.hash('Jharokha-Almirah-9');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword(ours, 'Jharokha-Almirah-9')).toBe(true);

    const theirs = await hashPassword('Jharokha-Almirah-9');
    expect(await standard.verify({ hash: theirs, password: 'Jharokha-Almirah-9' })).toBe(true);
    expect(await quick.verify({ hash: theirs, password: 'Jharokha-Almirah-9' })).toBe(true);
    expect(await standard.verify({ hash: theirs, password: 'jharokha-almirah-9' })).toBe(false);
  });

  it('names the quick cost in the hash, so either setting verifies it', async () => {
    const hash = await quick.hash('Diwan-Settee-4');
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await standard.verify({ hash, password: 'Diwan-Settee-4' })).toBe(true);
    expect(await quick.verify({ hash, password: 'Diwan-Settee-4' })).toBe(true);
    expect(await quick.verify({ hash, password: 'Diwan-Settee-5' })).toBe(false);
    // Salted: the same password twice gives two hashes.
    expect(await quick.hash('Diwan-Settee-4')).not.toBe(hash);
  });

  it('matches a password typed in another Unicode form (NFKC), as better-auth does', async () => {
    const hash = await quick.hash('ｓｏｆａ-cum-bed');
    expect(await quick.verify({ hash, password: 'sofa-cum-bed' })).toBe(true);
  });

  it('never matches a hash it cannot read or one naming a cost it never writes', async () => {
    const good = await quick.hash('Charpai-77');
    const [, , , salt, key] = good.split('$');
    for (const hash of [
      '',
      'not-a-hash',
      good.replace('ln=10', 'ln=30'),
      good.replace('r=8', 'r=99'),
      good.replace('ln=10', 'ln=17'),
      // Costs Node refuses (it would throw) or that would hold a thread for seconds.
      good.replace('ln=10,r=8', 'ln=1,r=1'),
      good.replace('ln=10,r=8', 'ln=16,r=1'),
      good.replace('ln=10,r=8,p=1', 'ln=16,r=16,p=9'),
      good.replace('ln=10,r=8,p=1', 'ln=14,r=16,p=1'),
      good.replace('p=1', 'p=0'),
      `$scrypt$ln=0,r=8,p=1$${salt}$${key}`,
      good.slice(0, -2),
      `${salt}:${key?.slice(0, 64)}`,
    ]) {
      expect(await quick.verify({ hash, password: 'Charpai-77' })).toBe(false);
    }
  });
});
