import { test } from 'node:test';
import assert from 'node:assert/strict';
import { composeMail } from './mail-composer';
import { mailPurposes } from './templates/mail-template';
import { smtpOptions } from './mailer';

const link = 'http://localhost:8080/confirmation/abc_DEF-123';

test('every purpose has a subject and a body in English and Spanish, each carrying the link', () => {
  for (const purpose of mailPurposes) {
    const english = composeMail(purpose, 'en', { link, companyName: 'Acme', inviterName: 'Ana Perez', personName: 'Luis', personEmail: 'luis@acme.com' });
    const spanish = composeMail(purpose, 'es', { link, companyName: 'Acme', inviterName: 'Ana Perez', personName: 'Luis', personEmail: 'luis@acme.com' });
    for (const mail of [english, spanish]) {
      assert.ok(mail.subject.length > 10, `${purpose} subject`);
      assert.ok(mail.text.includes(link), `${purpose} text link`);
      assert.ok(mail.html.includes(`href="${link}"`), `${purpose} html link`);
    }
    assert.notEqual(english.subject, spanish.subject, `${purpose} is translated`);
    assert.notEqual(english.text, spanish.text, `${purpose} body is translated`);
  }
});

test('names are escaped in the HTML body', () => {
  const mail = composeMail('invitation', 'en', { link, companyName: '<script>x</script>', inviterName: 'Ana & Co' });
  assert.ok(!mail.html.includes('<script>'));
  assert.ok(mail.html.includes('&lt;script&gt;'));
  assert.ok(mail.html.includes('Ana &amp; Co'));
});

test('names in subjects are cut to one short line; the body keeps them whole', () => {
  const companyName = 'Acme\nURGENT: your account is locked, call +1 555 0100 now to keep it';
  const mail = composeMail('invitation', 'en', { link, companyName, inviterName: 'Ana Perez' });
  assert.equal(mail.subject, 'Ana Perez invited you to Acme URGENT: your account is locked, ca… on Tenon');
  assert.ok(mail.text.includes(companyName));
});

test('the SMTP URL gives host, port, TLS and credentials', () => {
  assert.deepEqual(
    { ...smtpOptions('smtp://127.0.0.1:1025'), connectionTimeout: undefined, greetingTimeout: undefined, socketTimeout: undefined },
    { host: '127.0.0.1', port: 1025, secure: false, connectionTimeout: undefined, greetingTimeout: undefined, socketTimeout: undefined },
  );
  const secure = smtpOptions('smtps://mailer%40acme.com:p%40ss@smtp.acme.com');
  assert.equal(secure.secure, true);
  assert.equal(secure.port, 465);
  assert.deepEqual(secure.auth, { user: 'mailer@acme.com', pass: 'p@ss' });
});
