import assert from 'node:assert/strict';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { fill, hintText, touch, uniqueEmail } from './access-support';
import { linkPath, waitForMail } from '@tenon/service-kit/testing';

const browser = browserOfFile();

browserTest('switching to Spanish shows Spanish texts, hints, messages and mails', async () => {
  const page = await newPage(browser(), 'en-US');
  await page.goto('/login');
  await page.getByTestId('language-switch').getByText('ES').click();
  assert.equal(await page.getByTestId('login-signup-link').textContent(), 'Comienza una prueba gratuita');
  await fill(page, 'login-email', 'a@b');
  await fill(page, 'login-password', '123');
  await touch(page, 'login-email');
  await touch(page, 'login-password');
  assert.equal(await page.getByTestId('login-password-hint').textContent(), 'Largo mínimo 6');

  await page.getByTestId('login-signup-link').click();
  assert.equal(await page.getByTestId('page-title').textContent(), 'Comienza tu prueba gratuita');
  await fill(page, 'signup-email', 'ana@gmail.com');
  await touch(page, 'signup-email');
  assert.equal(await hintText(page, 'signup-email'), 'Usa tu correo de trabajo: no se aceptan dominios de correo gratuitos ni desechables');
  await fill(page, 'signup-email', 'ana..x@andes.cl');
  assert.equal(await hintText(page, 'signup-email'), 'El correo no es válido');
  await fill(page, 'signup-email', '');
  assert.equal(await hintText(page, 'signup-email'), 'El campo Correo es obligatorio');
  const email = uniqueEmail('es');
  await fill(page, 'signup-email', email);
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-check-mail').waitFor();
  assert.equal(await page.getByTestId('page-title').textContent(), 'Revisa tu correo');
  await screenshot(page, 'access-es-check-mail');

  const mail = await waitForMail(email);
  assert.equal(mail.subject, 'Confirma tu correo para empezar tu prueba gratuita de Tenon');
  await page.goto(linkPath(mail, 'signupconfirmation'));
  await page.getByTestId('signup-create-company-and-user').waitFor();
  assert.equal(await page.getByTestId('page-title').textContent(), 'Crea tu empresa y tu usuario');
  await touch(page, 'signup-name');
  await fill(page, 'signup-password', 'abc');
  await fill(page, 'signup-repeat', 'abd');
  await touch(page, 'signup-repeat');
  await touch(page, 'signup-password');
  assert.equal(await hintText(page, 'signup-name'), 'El campo Nombre es obligatorio');
  assert.equal(await hintText(page, 'signup-password'), 'Mínimo 8 caracteres. Debe incluir mayúsculas y números');
  assert.equal(await hintText(page, 'signup-repeat'), 'Las contraseñas no coinciden');

  await page.goto('/forgot');
  assert.equal(await page.getByTestId('page-title').textContent(), 'Recupera tu contraseña');
  await page.goto('/register');
  await fill(page, 'register-email', 'x@y.cl');
  await page.getByTestId('register-terms').click();
  await page.getByTestId('register-terms').click();
  assert.equal(await page.getByTestId('register-terms-hint').textContent(), 'Debes aceptar los términos y condiciones');
  await page.close();
});
