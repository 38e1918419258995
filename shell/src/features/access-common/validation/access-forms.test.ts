import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  NEW_PROJECT_DEFAULTS,
  inviteRowsBody,
  projectBody,
  validateBudget,
  validateChangePasswordForm,
  validateCompanyForm,
  validateEmailForm,
  validateInviteRows,
  validateProfileForm,
  validateProjectForm,
  validateRegisterForm,
  validateScheduleName,
  validateSignupCompleteForm,
  validateSize,
} from './access-forms';
import { formMessage, type FormError } from './form-messages';
import { validateLoginForm } from './login-validation';
import { isValidNewPassword } from './new-password-rules';
import { validateSignupEmail } from './signup-email-rules';

const en = (error: FormError | undefined) => (error === undefined ? undefined : formMessage(error, 'en'));
const es = (error: FormError | undefined) => (error === undefined ? undefined : formMessage(error, 'es'));

test('login: e-mail pattern and password of at least 6, in both languages', () => {
  const errors = validateLoginForm('admin@tenon', '12345');
  assert.equal(errors.email, 'email_invalid');
  assert.equal(errors.password, 'password_min');
  assert.equal(en('password_min'), 'Min length 6');
  assert.equal(es('password_min'), 'Largo mínimo 6');
  assert.equal(en('email_invalid'), 'Email is not valid');
  assert.equal(es('email_invalid'), 'El correo no es válido');
});

test('forgot: the e-mail is required and must match the pattern', () => {
  assert.equal(en(validateEmailForm({ email: '' }).email), 'Email is required');
  assert.equal(es(validateEmailForm({ email: '' }).email), 'El campo Correo es obligatorio');
  assert.equal(en(validateEmailForm({ email: 'ana@site' }).email), 'Email is not valid');
  assert.deepEqual(validateEmailForm({ email: ' Ana@Site.COM ' }), {});
});

test('sign-up e-mail: stricter pattern and the free-mail hint', () => {
  assert.equal(validateSignupEmail('ana..rojas@builder.com'), 'email_invalid');
  assert.equal(validateSignupEmail('.ana@builder.com'), 'email_invalid');
  assert.equal(validateSignupEmail('ana@-builder.com'), 'email_invalid');
  assert.equal(validateSignupEmail('ana@builder.construction'), 'email_invalid');
  assert.equal(validateSignupEmail(''), 'required:email');
  assert.equal(validateSignupEmail('Ana.Rojas@GMAIL.com'), 'email_free_domain');
  assert.equal(validateSignupEmail('ana@hotmail.es'), 'email_free_domain');
  assert.equal(validateSignupEmail('ana.rojas@andes-builders.cl'), undefined);
  assert.equal(en('email_free_domain'), 'Use your work email: free and disposable mail domains are not accepted');
  assert.equal(es('email_free_domain'), 'Usa tu correo de trabajo: no se aceptan dominios de correo gratuitos ni desechables');
});

test('new passwords: 8 characters with a digit, a lower-case and an upper-case letter; repeat must match', () => {
  assert.equal(isValidNewPassword('Abcdefg1'), true);
  for (const weak of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh']) assert.equal(isValidNewPassword(weak), false, weak);
  const errors = validateChangePasswordForm({ password: 'abcdefgh', repeat: 'abcdefg' });
  assert.equal(en(errors.password), 'Min Length 8. Must include Caps Letters & Numbers');
  assert.equal(es(errors.password), 'Mínimo 8 caracteres. Debe incluir mayúsculas y números');
  assert.equal(en(errors.repeat), "Passwords don't match");
  assert.equal(es(errors.repeat), 'Las contraseñas no coinciden');
  assert.deepEqual(validateChangePasswordForm({ password: 'Abcdefg1', repeat: 'Abcdefg1' }), {});
});

test('profile (confirmation): name, last name, position required; the password is not valid', () => {
  const errors = validateProfileForm({ name: ' ', lastname: '', position: '', password: 'short', repeat: 'short' });
  assert.equal(en(errors.name), 'Name is required');
  assert.equal(en(errors.lastname), 'Last name is required');
  assert.equal(en(errors.position), 'Position is required');
  assert.equal(en(errors.password), 'Password is not valid');
  assert.equal(es(errors.name), 'El campo Nombre es obligatorio');
  assert.equal(es(errors.lastname), 'El campo Apellido es obligatorio');
  assert.equal(es(errors.position), 'El campo Cargo es obligatorio');
  assert.equal(es(errors.password), 'La contraseña no es válida');
  assert.equal(errors.repeat, undefined);
});

test('sign-up confirmation case B: company name and size required, type optional', () => {
  const user = { name: 'Ana', lastname: 'Rojas', password: 'Abcdefg1', repeat: 'Abcdefg1' };
  assert.deepEqual(validateSignupCompleteForm(user), {});
  const errors = validateSignupCompleteForm(user, { companyName: '', companySize: '' });
  assert.equal(en(errors.companyName), 'Company name is required');
  assert.equal(en(errors.companySize), 'Company size is required');
  assert.deepEqual(validateSignupCompleteForm(user, { companyName: 'Andes', companySize: 'under20' }), {});
});

test('register: e-mail required and terms accepted', () => {
  const errors = validateRegisterForm({ email: '', termsAccepted: false });
  assert.equal(en(errors.email), 'Email is required');
  assert.equal(en(errors.terms), 'You must accept the terms and conditions');
  assert.equal(es(errors.terms), 'Debes aceptar los términos y condiciones');
  assert.deepEqual(validateRegisterForm({ email: 'ana@andes.cl', termsAccepted: true }), {});
});

test('company form: name, number of projects and country required', () => {
  const errors = validateCompanyForm({ name: '', numberOfProjects: '', country: '' });
  assert.equal(en(errors.name), 'Name is required');
  assert.equal(en(errors.numberOfProjects), 'Number of projects is required');
  assert.equal(en(errors.country), 'Country is required');
  assert.equal(es(errors.numberOfProjects), 'El campo Número de proyectos es obligatorio');
  assert.equal(es(errors.country), 'El campo País es obligatorio');
});

test('new project: every required message, in English and Spanish', () => {
  const errors = validateProjectForm({ name: '', type: '', country: '', currency: '', budget: '', sizetype: '', size: '' });
  assert.deepEqual(
    Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, en(error)])),
    {
      name: 'Name is required',
      type: 'Type is required',
      country: 'Country is required',
      currency: 'Currency is required',
      budget: 'Budget is required',
      sizetype: 'Size Type is required',
      size: 'Size is required',
    },
  );
  assert.equal(es(errors.currency), 'El campo Moneda es obligatorio');
  assert.equal(es(errors.sizetype), 'El campo Unidad de tamaño es obligatorio');
  assert.equal(es(errors.budget), 'El campo Presupuesto es obligatorio');
});

test('new project defaults: country US, currency USD, size type ft2', () => {
  assert.equal(NEW_PROJECT_DEFAULTS.country, 'US');
  assert.equal(NEW_PROJECT_DEFAULTS.currency, 'USD');
  assert.equal(NEW_PROJECT_DEFAULTS.sizetype, 'ft2');
});

test('budget: dots stripped, at most 12 characters; size with 2 decimals', () => {
  assert.equal(validateBudget('123.456.789.012'), undefined);
  assert.equal(validateBudget('1234567890123'), 'budget_too_long');
  assert.equal(en('budget_too_long'), 'Budget allows at most 12 digits');
  assert.equal(validateBudget('12a'), 'budget_invalid');
  assert.equal(validateSize('1200.25'), undefined);
  assert.equal(validateSize('1200,5'), undefined);
  assert.equal(validateSize('1200.255'), 'size_decimals');
  assert.equal(en('size_decimals'), 'Size allows 2 decimals');
  assert.equal(es('size_decimals'), 'El tamaño admite 2 decimales');
  assert.equal(validateSize('big'), 'size_invalid');
  const body = projectBody({ ...NEW_PROJECT_DEFAULTS, name: ' Tower ', type: 'commercial', budget: '1.500.000', size: '1200,5' });
  assert.equal(body.budget, 1500000);
  assert.equal(body.size, 1200.5);
  assert.equal(body.name, 'Tower');
});

test('schedule name is required', () => {
  assert.equal(en(validateScheduleName('  ')), 'Schedule Name is required');
  assert.equal(es(validateScheduleName('')), 'El campo Nombre del cronograma es obligatorio');
  assert.equal(validateScheduleName('Structure'), undefined);
});

test('invite rows: valid e-mail and role or both blank, at least one guest', () => {
  const blank = { email: '', role: '' };
  assert.deepEqual(validateInviteRows([blank, blank], 0), { invalidRows: [] });
  const none = validateInviteRows([blank], 1);
  assert.equal(en(none.error), 'There is an error in the form. Check the email/role of the guests');
  assert.equal(es(none.error), 'Existe un error en el formulario. Revise el mail/rol de los invitados');
  assert.deepEqual(validateInviteRows([{ email: 'ana@andes.cl', role: '' }, { email: '', role: 'planner' }, blank], 1).invalidRows, [0, 1]);
  assert.equal(validateInviteRows([{ email: 'ana@andes', role: 'planner' }], 1).error, 'invite_rows');
  assert.equal(validateInviteRows([{ email: 'ana@andes.cl', role: 'planner' }, { email: 'ANA@andes.cl', role: 'client' }], 1).error, 'invite_rows');
  assert.equal(validateInviteRows(Array.from({ length: 6 }, (_, index) => ({ email: `p${index}@andes.cl`, role: 'planner' })), 1).error, 'invite_rows');
  assert.deepEqual(validateInviteRows([{ email: 'ana@andes.cl', role: 'planner' }, blank], 1), { invalidRows: [] });
  assert.deepEqual(inviteRowsBody([{ email: ' Ana@Andes.cl', role: 'planner' }, blank]), [{ email: 'ana@andes.cl', role: 'planner' }]);
});

test('image problems have their texts', () => {
  assert.equal(en('image_too_large'), 'The image must be at most 2 MB');
  assert.equal(es('image_type'), 'Usa una imagen PNG, JPEG, WEBP o GIF');
});
