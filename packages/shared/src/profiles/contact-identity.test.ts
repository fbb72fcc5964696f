import { describe, expect, it } from 'vitest';
import { emailIdentity, phoneIdentity } from './contact-identity.ts';
import { nationalPhoneDigits } from './phone.ts';

describe('emailIdentity', () => {
  it('maps a plus alias, Gmail dots, case and googlemail.com to one mailbox', () => {
    for (const address of ['ana@gmail.com', 'ana+mae@gmail.com', 'a.na@gmail.com', ' A.N.A+responsavel@GMAIL.com ', 'ana@googlemail.com']) {
      expect(emailIdentity(address), address).toBe('ana@gmail.com');
    }
    expect(emailIdentity('ana+mae@exemplo.com.br')).toBe('ana@exemplo.com.br');
  });

  it('keeps other mailboxes apart', () => {
    expect(emailIdentity('ana.maria@exemplo.com.br')).not.toBe(emailIdentity('anamaria@exemplo.com.br'));
    expect(emailIdentity('ana@gmail.com')).not.toBe(emailIdentity('ana@hotmail.com'));
    expect(emailIdentity('mae.ana@gmail.com')).not.toBe(emailIdentity('ana@gmail.com'));
  });
});

describe('phoneIdentity', () => {
  it('maps formatting, country code, trunk zero and the leading 9 to one line', () => {
    const ways = [
      '11987654321',
      '(11) 98765-4321',
      '11 8765-4321',
      '1187654321',
      '+55 11 98765-4321',
      '55 11 98765 4321',
      '0055 11 987654321',
      '011 8765-4321',
    ];
    for (const way of ways) expect(phoneIdentity(way), way).toBe('1187654321');
  });

  it('keeps other lines apart: another area code, another number', () => {
    expect(phoneIdentity('21987654321')).not.toBe(phoneIdentity('11987654321'));
    expect(phoneIdentity('11987654322')).not.toBe(phoneIdentity('11987654321'));
  });
});

describe('the phone field keeps the national number', () => {
  it('takes +55 and 0055 off instead of cutting the number at 11 digits', () => {
    expect(nationalPhoneDigits('+55 (11) 98765-4321')).toBe('11987654321');
    expect(nationalPhoneDigits('0055 11 8765-4321')).toBe('1187654321');
    expect(nationalPhoneDigits('(55) 99123-4567')).toBe('55991234567');
    expect(nationalPhoneDigits('+1 415 555 0100 22')).toBe('1415555010022');
  });
});
