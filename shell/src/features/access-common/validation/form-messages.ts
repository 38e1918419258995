import type { MessageLanguage } from '@tenon/ui';

/** Fields named by the '{field} is required' message shape (spec 5). */
export type FormField =
  | 'email'
  | 'password'
  | 'currentPassword'
  | 'name'
  | 'lastname'
  | 'position'
  | 'companyName'
  | 'companySize'
  | 'numberOfProjects'
  | 'country'
  | 'type'
  | 'size'
  | 'sizetype'
  | 'currency'
  | 'budget'
  | 'scheduleName'
  | 'role'
  | 'tagName'
  | 'subcontractName';

export const FIELD_LABELS: Readonly<Record<MessageLanguage, Readonly<Record<FormField, string>>>> = {
  en: {
    email: 'Email',
    password: 'Password',
    currentPassword: 'Current password',
    name: 'Name',
    lastname: 'Last name',
    position: 'Position',
    companyName: 'Company name',
    companySize: 'Company size',
    numberOfProjects: 'Number of projects',
    country: 'Country',
    type: 'Type',
    size: 'Size',
    sizetype: 'Size Type',
    currency: 'Currency',
    budget: 'Budget',
    scheduleName: 'Schedule Name',
    role: 'Role',
    tagName: 'Category name',
    subcontractName: 'Subcontract name',
  },
  es: {
    email: 'Correo',
    password: 'Contraseña',
    currentPassword: 'Contraseña actual',
    name: 'Nombre',
    lastname: 'Apellido',
    position: 'Cargo',
    companyName: 'Nombre de la empresa',
    companySize: 'Tamaño de la empresa',
    numberOfProjects: 'Número de proyectos',
    country: 'País',
    type: 'Tipo',
    size: 'Tamaño',
    sizetype: 'Unidad de tamaño',
    currency: 'Moneda',
    budget: 'Presupuesto',
    scheduleName: 'Nombre del cronograma',
    role: 'Rol',
    tagName: 'Nombre de la categoría',
    subcontractName: 'Nombre del subcontrato',
  },
};

/** Messages that are not the required shape. */
export const FORM_MESSAGES = {
  en: {
    email_invalid: 'Email is not valid',
    email_free_domain: 'Use your work email: free and disposable mail domains are not accepted',
    password_min: 'Min length 6',
    password_hint: 'Min Length 8. Must include Caps Letters & Numbers',
    password_invalid: 'Password is not valid',
    passwords_differ: "Passwords don't match",
    terms_required: 'You must accept the terms and conditions',
    budget_too_long: 'Budget allows at most 12 digits',
    budget_invalid: 'Budget must be a number',
    size_invalid: 'Size must be a number',
    size_decimals: 'Size allows 2 decimals',
    invite_rows: 'There is an error in the form. Check the email/role of the guests',
    image_too_large: 'The image must be at most 2 MB',
    image_type: 'Use a PNG, JPEG, WEBP or GIF image',
  },
  es: {
    email_invalid: 'El correo no es válido',
    email_free_domain: 'Usa tu correo de trabajo: no se aceptan dominios de correo gratuitos ni desechables',
    password_min: 'Largo mínimo 6',
    password_hint: 'Mínimo 8 caracteres. Debe incluir mayúsculas y números',
    password_invalid: 'La contraseña no es válida',
    passwords_differ: 'Las contraseñas no coinciden',
    terms_required: 'Debes aceptar los términos y condiciones',
    budget_too_long: 'El presupuesto admite como máximo 12 dígitos',
    budget_invalid: 'El presupuesto debe ser un número',
    size_invalid: 'El tamaño debe ser un número',
    size_decimals: 'El tamaño admite 2 decimales',
    invite_rows: 'Existe un error en el formulario. Revise el mail/rol de los invitados',
    image_too_large: 'La imagen debe pesar como máximo 2 MB',
    image_type: 'Usa una imagen PNG, JPEG, WEBP o GIF',
  },
} as const satisfies Record<MessageLanguage, Record<string, string>>;

export type FormMessageKey = keyof (typeof FORM_MESSAGES)['en'];

/** A validation failure: a message key, or `required:<field>` for the '{field} is required' shape. */
export type FormError = FormMessageKey | `required:${FormField}`;

export type FormErrors<F extends string> = Partial<Record<F, FormError>>;

export function messageLanguage(language: string): MessageLanguage {
  return language.startsWith('es') ? 'es' : 'en';
}

export function requiredMessage(field: FormField, language: string): string {
  const lang = messageLanguage(language);
  const label = FIELD_LABELS[lang][field];
  return lang === 'es' ? `El campo ${label} es obligatorio` : `${label} is required`;
}

export function formMessage(error: FormError, language: string): string {
  if (error.startsWith('required:')) return requiredMessage(error.slice('required:'.length) as FormField, language);
  return FORM_MESSAGES[messageLanguage(language)][error as FormMessageKey];
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}
