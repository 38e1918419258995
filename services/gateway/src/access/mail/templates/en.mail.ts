import type { MailCatalogue } from './mail-template';

export const englishMails: MailCatalogue = {
  signup: {
    subject: () => 'Confirm your e-mail to start your Tenon free trial',
    paragraphs: () => ['Thanks for trying Tenon, the lean construction planning platform.', 'Confirm your e-mail address to set up your account.'],
    action: 'Confirm my e-mail',
    footer: 'This link is valid for 48 hours. If you did not ask for a trial, ignore this message.',
  },
  register: {
    subject: () => 'Complete your Tenon registration',
    paragraphs: () => ['Your e-mail address was registered in Tenon.', 'Create your profile to start planning with your team.'],
    action: 'Create my profile',
    footer: 'This link is valid for 48 hours. If you did not register, ignore this message.',
  },
  invitation: {
    subject: (params) => `${params.inviterName ?? 'A teammate'} invited you to ${params.companyName ?? 'a company'} on Tenon`,
    paragraphs: (params) => [
      `${params.inviterName ?? 'A teammate'} invited you to plan with ${params.companyName ?? 'their company'} on Tenon.`,
      'Create your profile to accept the invitation.',
    ],
    action: 'Accept the invitation',
    footer: 'This invitation is valid for 7 days.',
  },
  'password-reset': {
    subject: () => 'Reset your Tenon password',
    paragraphs: () => ['We received a request to reset the password of your Tenon account.', 'Choose a new password with the link below.'],
    action: 'Choose a new password',
    footer: 'This link is valid for 2 hours. If you did not ask for it, ignore this message: your password stays the same.',
  },
  'activation-request': {
    subject: (params) => `${params.personName ?? 'A user'} asks to be activated in ${params.companyName ?? 'your company'}`,
    paragraphs: (params) => [
      `${params.personName ?? 'A user'} (${params.personEmail ?? ''}) was deactivated in ${params.companyName ?? 'your company'} and asks to be activated again.`,
      'You can activate the account from the company settings.',
    ],
    action: 'Open the company users',
    footer: 'You receive this message as an administrator of the company.',
  },
  'account-exists': {
    subject: () => 'You already have a Tenon account',
    paragraphs: () => [
      'Someone asked to create a Tenon account with this e-mail address, but you already have one.',
      'Sign in with it; if you forgot your password, choose a new one from the sign-in page.',
    ],
    action: 'Sign in',
    footer: 'If you did not ask for it, ignore this message: nothing changed in your account.',
  },
  'company-added': {
    subject: (params) => `${params.inviterName ?? 'A teammate'} added you to ${params.companyName ?? 'a company'} on Tenon`,
    paragraphs: (params) => [
      `${params.inviterName ?? 'A teammate'} added you to ${params.companyName ?? 'their company'} on Tenon.`,
      'Sign in with your account and choose the company to start planning with them.',
    ],
    action: 'Sign in',
    footer: 'If you do not expect this, you can ask the company to remove you.',
  },
  'roadblock-assigned': {
    subject: (params) => `You are responsible for the roadblock "${params.roadblockName ?? ''}"`,
    paragraphs: (params) => [
      `${params.inviterName ?? 'A teammate'} made you responsible for the roadblock "${params.roadblockName ?? ''}" on Tenon.`,
      params.commitmentDate ? `Commitment date: ${params.commitmentDate}. The tasks it blocks stay restricted until it is released.` : 'It has no commitment date yet. The tasks it blocks stay restricted until it is released.',
    ],
    action: 'Open the roadblock',
    footer: 'You receive this message because you were made responsible for this roadblock.',
  },
  'roadblock-overdue': {
    subject: (params) => `The roadblock "${params.roadblockName ?? ''}" is overdue`,
    paragraphs: (params) => [
      `The roadblock "${params.roadblockName ?? ''}" you are responsible for was due on ${params.commitmentDate ?? ''} and is not released yet.`,
      'Release it once it is cleared, or give it a new commitment date: the tasks it blocks stay restricted until then.',
    ],
    action: 'Open the roadblock',
    footer: 'You receive this message because you are responsible for this roadblock.',
  },
  'week-committed': {
    subject: (params) => `${params.scheduleName ?? ''}: the plan of ${params.weekLabel ?? 'the week'} is committed`,
    paragraphs: (params) => [
      `The team committed ${params.committedCount ?? 0} task(s) for ${params.weekLabel ?? 'the week'} of ${params.scheduleName ?? 'the schedule'}.`,
      'Open the weekly plan to see who committed to what, and the commitment report.',
    ],
    action: 'Open the weekly plan',
    footer: 'You receive this message because weekly plan reports are on in your profile settings.',
  },
  'week-closed': {
    subject: (params) => `${params.scheduleName ?? ''}: ${params.weekLabel ?? 'the week'} closed with PPC ${params.ppc ?? '—'}`,
    paragraphs: (params) => [
      `${params.weekLabel ?? 'The week'} of ${params.scheduleName ?? 'the schedule'} is closed: ${params.metCount ?? 0} of ${params.committedCount ?? 0} commitment(s) kept, PPC ${params.ppc ?? '—'}.`,
      'Open the weekly plan to see the causes of the commitments not kept, and the closure report.',
    ],
    action: 'Open the closed week',
    footer: 'You receive this message because weekly plan reports are on in your profile settings.',
  },
};
